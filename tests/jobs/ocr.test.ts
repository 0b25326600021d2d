// Text inside screenshots (issue 12): a newly added screen gets its words recognized by the OCR job
// (the real tesseract.js engine, offline) and found by search; a new image is read again.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ocrJob } from '../../server/jobs/ocr.ts';
import { cleanOcrText, createRecognizer } from '../../server/ocr/recognizer.ts';
import { createWorker } from '../../server/queue/worker.ts';
import { ensureAdminUser } from '../../server/services/platform/auth.ts';
import { seededApi } from '../support/harness.ts';

const images = new Map<string, Buffer>();
// The admin's image URLs answer these screenshots; the server takes them in to its image host.
const h = seededApi((db) => ensureAdminUser(db, 'admin', 'ocr password'), {
  fetchPublicImage: async (url) => images.get(url) ?? Promise.reject(new Error(`no image at ${url}`)),
});
const recognizer = createRecognizer();

/** A 1080×1920 screenshot with these lines of text, like the demo's mock-ups. */
async function screenshot(lines: string[]) {
  const text = lines.map(
    (l, i) => `<text x="80" y="${300 + i * 160}" font-size="72" font-family="sans-serif">${l}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><rect width="100%" height="100%" fill="#fff"/>${text.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let token = '';
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(h.srv.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
};
const runOcr = () =>
  createWorker({
    db: h.db.prisma,
    log: { info: () => {}, error: () => {} },
    handlers: {
      ocr: ocrJob({
        db: h.db.prisma,
        recognizer,
        // The stored copy, as the server serves it (its /media route).
        readSource: async (url) => {
          const res = await fetch(h.srv.base + url);
          if (!res.ok) throw new Error(`no image at ${url}`);
          return Buffer.from(await res.arrayBuffer());
        },
      }),
    },
  }).drain();
const search = async (q: string) =>
  ((await call('GET', `/api/screens?search=${encodeURIComponent(q)}`)).body.screens as { name: string }[]).map(
    (s) => s.name,
  );

beforeAll(async () => {
  images.set('https://images.example/recibo.png', await screenshot(['Comprovante gerado', 'Voltar ao início']));
  images.set('https://images.example/perfil.png', await screenshot(['Editar dados', 'Conta nivel prata']));
  token = (await call('POST', '/api/admin/login', { username: 'admin', password: 'ocr password' })).body.token;
});
afterAll(() => recognizer.close());

describe('OCR at ingest', () => {
  it('a new screen is queued for OCR, its words are read and search finds them', async () => {
    const app = h.apps.find((a) => a.name === 'Caixa Tem') as { id: number };
    const created = await call('POST', '/api/screens', {
      appId: app.id,
      name: 'Recibo',
      imageUrl: 'https://images.example/recibo.png',
      airtableId: 'recOcr1',
    });
    expect(created.status).toBe(201);
    expect(await h.db.prisma.job.count({ where: { kind: 'ocr', status: 'queued' } })).toBe(1);
    expect(await search('comprovante gerado')).toEqual([]);
    expect(await runOcr()).toBe(1);
    const stored = await h.db.prisma.screen.findUniqueOrThrow({ where: { airtableId: 'recOcr1' } });
    expect(stored.ocrText).toMatch(/Comprovante gerado/);
    // Issue 60: each word's box, in the image's pixels: "Comprovante" on the first line (y 300, 72 px).
    const boxes = stored.ocrBoxes as { w: number; h: number; words: [string, number, number, number, number][] };
    expect([boxes.w, boxes.h]).toEqual([1080, 1920]);
    const word = boxes.words.find(([t]) => t === 'Comprovante');
    expect(word?.[1]).toBeGreaterThanOrEqual(70);
    expect(word?.[1]).toBeLessThan(100);
    expect(word?.[2]).toBeGreaterThan(230);
    expect(word?.[2]).toBeLessThan(300);
    // …and the picture's palette: a white screen with black words.
    const palette = await h.db.prisma.screenColour.findMany({
      where: { screenId: stored.id },
      orderBy: { share: 'desc' },
    });
    expect(palette[0]?.l).toBeGreaterThan(0.97); // white, give or take the words' anti-aliasing
    expect(palette[0]?.share).toBeGreaterThan(0.8);
    expect(await search('comprovante gerado')).toEqual(['Recibo']);
    expect(await search('voltar inicio')).toEqual(['Recibo']);
  }, 60_000);

  it('an edit with a new image forgets the old words and reads the new ones', async () => {
    const screen = await h.db.prisma.screen.findUniqueOrThrow({ where: { airtableId: 'recOcr1' } });
    const edited = await call('PUT', `/api/screens/${screen.id}`, {
      appId: screen.appId,
      name: 'Recibo',
      imageUrl: 'https://images.example/perfil.png',
      airtableId: 'recOcr1',
    });
    expect(edited.body).toMatchObject({ imageUrl: 'https://images.example/perfil.png' });
    expect(await search('comprovante gerado')).toEqual([]);
    await runOcr();
    expect(await search('editar dados')).toEqual(['Recibo']);
    expect(await search('conta nivel prata')).toEqual(['Recibo']);
  }, 60_000);

  it('keeps only plain words from what the engine returns', () => {
    expect(cleanOcrText('  Serviços\n\n| mais — usados ©  ~~ 10% \n')).toBe('Serviços mais usados 10%');
  });
});
