import { describe, expect, it, vi } from 'vitest';
import {
  MAX_BYTES,
  type PutResult,
  pickFiles,
  planOf,
  readPutAnswer,
  replaceFile,
  resumeItems,
  settle,
  uploadWithRetry,
} from './upload-queue';

const file = (name: string, type = 'image/png', size = 1000) => {
  const f = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const ok = (position: number): PutResult => ({
  kind: 'ok',
  image: { position, flow: 'Login', notes: null, width: 390, height: 844 },
});

describe('pickFiles', () => {
  it('checks type and size as the server would, and gives the free slots in order', () => {
    const { added, rejected } = pickFiles(
      [
        file('a.png'),
        file('b.gif', 'image/gif'),
        file('c.jpg', 'image/jpeg', MAX_BYTES + 1),
        file('d.webp', 'image/webp', MAX_BYTES),
        file('e.jpg', 'image/jpeg'),
      ],
      [{ position: 1 }, { position: 3 }],
      (f) => `blob:${f.name}`,
    );
    expect(added.map((i) => [i.position, i.name, i.status, i.previewUrl])).toEqual([
      [2, 'a.png', 'ready', 'blob:a.png'],
      [4, 'd.webp', 'ready', 'blob:d.webp'],
      [5, 'e.jpg', 'ready', 'blob:e.jpg'],
    ]);
    expect(rejected).toEqual([
      { name: 'b.gif', reason: 'type' },
      { name: 'c.jpg', reason: 'size' },
    ]);
  });

  it('refuses an eleventh image', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ position: i + 1 }));
    const { added, rejected } = pickFiles([file('10.png'), file('11.png'), file('12.png')], nine);
    expect(added.map((i) => i.position)).toEqual([10]);
    expect(rejected).toEqual([
      { name: '11.png', reason: 'full' },
      { name: '12.png', reason: 'full' },
    ]);
  });

  it('a file picked again keeps its slot, flow and notes', () => {
    const [item] = resumeItems([{ position: 4, name: 'x.png', size: 9, flow: 'Perfil', notes: 'n' }], []);
    if (!item) throw new Error('no item');
    expect(item.status).toBe('missing');
    expect(replaceFile(item, file('x.png'), 'blob:x')).toMatchObject({
      position: 4,
      flow: 'Perfil',
      notes: 'n',
      status: 'ready',
      previewUrl: 'blob:x',
    });
    expect(replaceFile(item, file('x.heic', 'image/heic'), null)).toEqual({ name: 'x.heic', reason: 'type' });
  });
});

describe('uploadWithRetry', () => {
  it('tries a dropped upload again after each back-off, then succeeds', async () => {
    const answers: PutResult[] = [{ kind: 'network' }, { kind: 'network' }, ok(1)];
    const put = vi.fn(async () => answers.shift() as PutResult);
    const waits: number[] = [];
    const attempts: number[] = [];
    const waiting: [number, number][] = [];
    const result = await uploadWithRetry(put, {
      delays: [10, 20, 40],
      wait: async (ms) => {
        waits.push(ms);
      },
      onAttempt: (n) => attempts.push(n),
      onWaiting: (next, ms) => waiting.push([next, ms]),
    });
    expect(result).toEqual(ok(1));
    expect(put).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([10, 20]);
    expect(attempts).toEqual([1, 2, 3]);
    expect(waiting).toEqual([
      [2, 10],
      [3, 20],
    ]);
  });

  it('gives up after the last back-off (the visitor is offered "try again"); a thrown attempt is a dropped one', async () => {
    const put = vi.fn(async (): Promise<PutResult> => {
      throw new TypeError('Failed to fetch');
    });
    const waits: number[] = [];
    const result = await uploadWithRetry(put, {
      delays: [1, 2, 3],
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toEqual({ kind: 'network' });
    expect(put).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1, 2, 3]);
  });

  it('takes what the server said as final: a refusal, a limit, a closed submission are not retried', async () => {
    for (const answer of [
      { kind: 'refused', message: 'Envie uma captura de tela JPEG, PNG ou WebP' },
      { kind: 'limited', message: 'Muitos envios', retryAfterSeconds: 60 },
      { kind: 'gone', message: 'Este envio já foi aprovado.' },
    ] as PutResult[]) {
      const put = vi.fn(async () => answer);
      const wait = vi.fn(async () => undefined);
      expect(await uploadWithRetry(put, { wait })).toEqual(answer);
      expect(put).toHaveBeenCalledTimes(1);
      expect(wait).not.toHaveBeenCalled();
    }
  });

  it('stops when the page gives up (the visitor left) during the wait', async () => {
    let active = true;
    const put = vi.fn(async (): Promise<PutResult> => ({ kind: 'network' }));
    const result = await uploadWithRetry(put, {
      wait: async () => {
        active = false;
      },
      active: () => active,
    });
    expect(result).toEqual({ kind: 'network' });
    expect(put).toHaveBeenCalledTimes(1);
  });
});

describe('readPutAnswer', () => {
  it('reads each answer of PUT /api/contributions/images/:position', () => {
    const image = { position: 2, flow: 'Início', notes: 'n', width: 390, height: 844 };
    expect(readPutAnswer(201, image, null)).toEqual({ kind: 'ok', image });
    expect(readPutAnswer(200, { ...image, notes: null }, null)).toEqual({
      kind: 'ok',
      image: { ...image, notes: null },
    });
    // No answer (dropped), a timeout, a passing fault: retried.
    for (const status of [0, 408, 500, 502, 503, 504]) expect(readPutAnswer(status, null, null).kind).toBe('network');
    expect(readPutAnswer(429, { message: 'Tente em 5 minutos.' }, '300')).toEqual({
      kind: 'limited',
      message: 'Tente em 5 minutos.',
      retryAfterSeconds: 300,
    });
    expect(readPutAnswer(404, { reason: 'CONTRIBUTION_NOT_FOUND', message: 'Link inválido' }, null)).toEqual({
      kind: 'gone',
      message: 'Link inválido',
    });
    expect(readPutAnswer(409, { reason: 'CONTRIBUTION_DECIDED', message: 'Já aprovado' }, null).kind).toBe('gone');
    for (const [status, reason] of [
      [409, 'CONTRIBUTION_IMAGES_FULL'],
      [415, 'CONTRIBUTION_IMAGE_TYPE'],
      [413, 'PAYLOAD_TOO_LARGE'],
      [400, 'VALIDATION_FAILED'],
      [422, 'CONTRIBUTION_IMAGE_TOO_SMALL'],
    ] as const) {
      expect(readPutAnswer(status, { reason, message: 'm' }, null)).toEqual({ kind: 'refused', message: 'm' });
    }
  });
});

describe('resumeItems (after a reload)', () => {
  const plan = [
    { position: 1, name: 'login.png', size: 100, flow: 'Login', notes: '' },
    { position: 2, name: 'inicio.png', size: 200, flow: 'Início', notes: 'tela inicial' },
    { position: 3, name: 'perfil.png', size: 300, flow: 'Perfil', notes: '' },
  ];

  it('marks what the server holds as done and asks again only for the missing files', () => {
    const items = resumeItems(plan, [
      { position: 3, flow: 'Perfil', notes: null, width: 390, height: 844 },
      { position: 1, flow: 'Login', notes: null, width: 390, height: 844 },
    ]);
    expect(items.map((i) => [i.position, i.status, i.name, i.file, i.progress])).toEqual([
      [1, 'done', 'login.png', null, 1],
      [2, 'missing', 'inicio.png', null, 0],
      [3, 'done', 'perfil.png', null, 1],
    ]);
    expect(items[1]).toMatchObject({ flow: 'Início', notes: 'tela inicial' });
    // The plan written again is the same slots.
    expect(planOf(items).map((p) => p.position)).toEqual([1, 2, 3]);
  });

  it('keeps an image the server has even when the plan was lost (another tab, storage cleared)', () => {
    const items = resumeItems([], [{ position: 5, flow: 'Serviços', notes: 'x', width: 1, height: 1 }]);
    expect(items).toMatchObject([{ position: 5, status: 'done', flow: 'Serviços', notes: 'x', name: '' }]);
  });

  it('settles an upload: done at 100%, a refusal with its words, a spent retry as failed', () => {
    const [item] = resumeItems([plan[1] as (typeof plan)[number]], []);
    if (!item) throw new Error('no item');
    expect(settle(item, ok(2))).toMatchObject({ status: 'done', progress: 1, flow: 'Login' });
    expect(settle(item, { kind: 'refused', message: 'pequena demais' })).toMatchObject({
      status: 'refused',
      message: 'pequena demais',
    });
    expect(settle(item, { kind: 'network' })).toMatchObject({ status: 'failed', message: null });
  });
});
