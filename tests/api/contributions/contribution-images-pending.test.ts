// Visitors send screens (issue 37) while the submission waits: a phone resumes (the same bytes again
// at a position are acknowledged, one row; a connection dropped mid-body stores nothing), replaces and
// removes its images; and pending images are on no public address: only an administrator reads them,
// nothing is hosted, no public read or status answer shows them.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { adminToken, seededApi } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';
import { CHEAP_POW } from '../support/contribute.ts';
import { answerOf, putImage, rawExchange, screenshot, submitScreens, TOKEN_HEADER } from '../support/screens-upload.ts';

const h = seededApi((db) => ensureAdminUser(db, 'moderadora', 'moderation password'), {
  env: CHEAP_POW,
  rateLimits: { contributionsPerHour: 100, contributionImagesPerHour: 100 },
});

const latestId = async () => (await h.db.prisma.contribution.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
const submit = () => submitScreens(h.srv.base, { app: 'caixa-tem' }, latestId);
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.srv.base}${path}`, { headers });

let moderatorToken = '';
const asAdmin = async (query: string, variables?: object) => {
  moderatorToken ||= await adminToken(h.srv.base, 'moderadora', 'moderation password');
  return (await h.srv.gql(query, variables, moderatorToken)).body;
};

describe('resuming on a phone', () => {
  it('the same bytes again at the same position: 200, one row; other bytes replace it', async () => {
    const { token, id } = await submit();
    const image = await screenshot('#2a5d8f', 'jpeg', 300, 600);
    const first = await putImage(h.srv.base, token, 1, image, { flow: 'Login' });
    expect([first.status, await first.json()]).toEqual([
      201,
      { position: 1, flow: 'Login', notes: null, width: 300, height: 600 },
    ]);
    const row = () => h.db.prisma.contributionImage.findMany({ where: { contributionId: id } });
    const [kept] = await row();
    const again = await putImage(h.srv.base, token, 1, image, { flow: 'Login', notes: 'Tela inicial' });
    expect([again.status, await again.json()]).toEqual([
      200,
      { position: 1, flow: 'Login', notes: 'Tela inicial', width: 300, height: 600 },
    ]);
    const [same] = await row();
    expect(await row()).toHaveLength(1);
    expect(Buffer.from(same?.bytes ?? []).equals(Buffer.from(kept?.bytes ?? []))).toBe(true);
    const other = await putImage(h.srv.base, token, 1, await screenshot('#8f5d2a', 'webp', 320, 640), {
      flow: 'Login',
    });
    expect([other.status, await other.json()]).toMatchObject([200, { position: 1, width: 320, height: 640 }]);
    expect(await row()).toHaveLength(1);
    const listed = await get('/api/contributions/images', { [TOKEN_HEADER]: token });
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(await listed.json()).toEqual({
      images: [{ position: 1, flow: 'Login', notes: null, width: 320, height: 640 }],
    });
    const remove = () =>
      fetch(`${h.srv.base}/api/contributions/images/1`, { method: 'DELETE', headers: { [TOKEN_HEADER]: token } });
    expect((await remove()).status).toBe(204);
    expect(await answerOf(await remove())).toEqual({
      status: 404,
      reason: 'CONTRIBUTION_IMAGE_NOT_FOUND',
      message: 'No screenshot at position 1',
    });
    expect(await row()).toHaveLength(0);
  });

  it('a connection dropped halfway stores nothing; sending the image again stores it', async () => {
    const { token, id } = await submit();
    const image = await screenshot('#5d8f2a');
    const head = [
      'PUT /api/contributions/images/2?flow=Pagamento HTTP/1.1',
      `${TOKEN_HEADER}: ${token}`,
      `Content-Length: ${image.length}`,
    ];
    expect(await rawExchange(h.srv.base, head, image.subarray(0, image.length >> 1), true)).toBe('');
    await new Promise((r) => setTimeout(r, 50));
    expect(await h.db.prisma.contributionImage.count({ where: { contributionId: id } })).toBe(0);
    expect((await putImage(h.srv.base, token, 2, image, { flow: 'Pagamento' })).status).toBe(201);
    expect(await h.db.prisma.contributionImage.count({ where: { contributionId: id } })).toBe(1);
  });
});

describe('pending images are on no public address', () => {
  it('only an administrator reads them; no /media path, public read or status answer shows them', async () => {
    const app = await (await get('/api/apps/caixa-tem/screens')).json();
    const { token, id } = await submit();
    const sources = [await screenshot('#0b6e4f', 'jpeg'), await screenshot('#6e0b4f')];
    for (const [i, source] of sources.entries()) {
      const notes = 'Tela de pagamento com xilogravura';
      expect((await putImage(h.srv.base, token, i + 1, source, { flow: 'Xilogravura', notes })).status).toBe(201);
    }
    // The moderation view's route: an administrator's token only.
    const path = `/api/admin/contributions/${id}/images/1`;
    const tries: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }, { [TOKEN_HEADER]: token }];
    for (const headers of tries) {
      const res = await get(path, headers);
      expect([res.status, (await answerOf(res)).reason], JSON.stringify(headers)).toEqual([401, 'UNAUTHENTICATED']);
    }
    moderatorToken ||= await adminToken(h.srv.base, 'moderadora', 'moderation password');
    const seen = await get(path, { authorization: `Bearer ${moderatorToken}` });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    const row = await h.db.prisma.contributionImage.findFirstOrThrow({ where: { contributionId: id, position: 1 } });
    expect(Buffer.from(await seen.arrayBuffer()).equals(Buffer.from(row.bytes))).toBe(true);
    // Where approval would host them: nothing there yet, directly or through the image proxy.
    for (const [i, source] of sources.entries()) {
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
      const hosted = `/media/screens/contribution-${id}-${i + 1}-${hash}.png`;
      expect((await get(hosted)).status, hosted).toBe(404);
      expect((await get(`/proxy-image?url=${encodeURIComponent(hosted)}&width=320`)).status).toBeGreaterThanOrEqual(
        400,
      );
    }
    const files = readdirSync(testMediaDir(), { recursive: true }).map(String);
    expect(files.filter((f) => f.includes('contribution'))).toEqual([]);
    // Public reads: no new screen, no word of the notes.
    expect(await (await get('/api/apps/caixa-tem/screens')).json()).toEqual(app);
    for (const read of [
      '/api/screens?search=xilogravura',
      `/graphql?query=${encodeURIComponent('{ screens(filter: { search: "xilogravura" }) { totalCount } }')}`,
      '/api/export/screens.json',
      '/feed.atom',
    ]) {
      const res = await get(read);
      expect([read, res.status]).toEqual([read, 200]);
      expect((await res.text()).toLowerCase(), read).not.toContain('xilogravura');
    }
    // The status link counts them and names no address of theirs.
    const status = await (await get(`/api/contributions/status?token=${token}`)).text();
    expect(JSON.parse(status)).toMatchObject({
      imageCount: 2,
      images: [
        { position: 1, flow: 'Xilogravura', src: null },
        { position: 2, flow: 'Xilogravura', src: null },
      ],
    });
    expect(status).not.toMatch(/\/media\/|\/images\//);
    // The status page's thumbnails (issue 53 item 9): its visitor's token, in a header, reads them back.
    const own = await get('/api/contributions/images/1', { [TOKEN_HEADER]: token });
    expect([own.status, own.headers.get('content-type'), own.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    expect(Buffer.from(await own.arrayBuffer()).equals(Buffer.from(row.bytes))).toBe(true);
    expect((await get('/api/contributions/images/1')).status).toBe(404);
    expect((await get('/api/contributions/images/3', { [TOKEN_HEADER]: token })).status).toBe(404);
    // Without script, the status form's answer names them under a heading, and no empty "Seu texto".
    const page = await fetch(`${h.srv.base}/api/contributions/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ token }).toString(),
    });
    const html = await page.text();
    expect(html).toMatch(
      /<h2>Capturas de tela recebidas<\/h2>\n<ul>\n<li>1\. Xilogravura<\/li>\n<li>2\. Xilogravura<\/li>/,
    );
    expect(html).not.toContain('Seu texto');
    // GraphQL lists them to administrators only.
    const query = `{ contributions { id images { position flow notes width height } } }`;
    const anonymous = await h.srv.gql(query);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const listed = (await asAdmin(query)).data.contributions.find((c: { id: number }) => c.id === id);
    expect(listed.images).toEqual([
      { position: 1, flow: 'Xilogravura', notes: 'Tela de pagamento com xilogravura', width: 240, height: 420 },
      { position: 2, flow: 'Xilogravura', notes: 'Tela de pagamento com xilogravura', width: 240, height: 420 },
    ]);
    expect(h.srv.errors).toEqual([]);
  });
});

// Issue 53 item 7: a visitor who leaves at step 2 leaves nothing for the moderators to decide.
describe('waiting for the first image', () => {
  const QUEUE = '{ contributions(status: pending, first: 50) { id } contributionCounts { pending awaitingImages } }';
  const queue = async () => (await asAdmin(QUEUE)).data;

  it('a screens submission joins the queue only once an image arrived; the counts say how many wait', async () => {
    const before = await queue();
    const { token, id } = await submit();
    const waiting = await queue();
    expect(waiting.contributions.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(waiting.contributionCounts).toEqual({
      pending: before.contributionCounts.pending,
      awaitingImages: before.contributionCounts.awaitingImages + 1,
    });
    expect((await putImage(h.srv.base, token, 1, await screenshot('#1f2f3f'))).status).toBe(201);
    const arrived = await queue();
    expect(arrived.contributions.map((c: { id: number }) => c.id)).toContain(id);
    expect(arrived.contributionCounts).toEqual({
      pending: before.contributionCounts.pending + 1,
      awaitingImages: before.contributionCounts.awaitingImages,
    });
  });

  it('one whose image never comes expires quietly after a day, never in the queue', async () => {
    const { token, id } = await submit();
    // A day and a bit later (the sweep runs with every queue read).
    await h.db.prisma.contribution.update({
      where: { id },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    const after = await queue();
    expect(after.contributions.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await h.db.prisma.contribution.findUniqueOrThrow({ where: { id } })).status).toBe('expired');
    expect((await (await get(`/api/contributions/status?token=${token}`)).json()).status).toBe('expired');
    expect((await putImage(h.srv.base, token, 1, await screenshot('#2f3f4f'))).status).toBe(409);
  });
});
