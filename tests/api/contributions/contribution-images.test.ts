// Visitors send screens (issue 37), refused uploads: a non-image, an image too small or over
// CONTRIBUTION_IMAGE_MAX_BYTES, an eleventh image, a token that names no pending 'screens' submission,
// too many uploads: each refused with its status and words, and nothing stored.
// Resuming and privacy before a decision: contribution-images-pending.test.ts; cleaning, approval,
// rejection and expiry: contribution-images-publish.test.ts; the upload route's own body limit and
// time at the edge: contribution-upload-edge.test.ts.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';
import { CHEAP_POW, postContribution, solvedPayload } from '../support/contribute.ts';
import {
  answerOf,
  noise,
  putImage,
  rawExchange,
  screenshot,
  submitScreens,
  TOKEN_HEADER,
} from '../support/screens-upload.ts';

const MAX_BYTES = 100_000;
const h = seededApi(undefined, {
  env: { ...CHEAP_POW, CONTRIBUTION_IMAGE_MAX_BYTES: String(MAX_BYTES) },
  rateLimits: { contributionsPerHour: 100, contributionImagesPerHour: 30 },
  trustProxy: { hops: 1 },
});

let address = 0;
/** A visitor at an address of its own (uploads are limited per address), reading Portuguese. */
const visitor = (lang: 'pt' | 'en' = 'pt') => ({
  'x-forwarded-for': `203.0.113.${++address}`,
  'accept-language': lang === 'en' ? 'en-GB,en;q=0.9' : 'pt-BR,pt;q=0.9',
});
const latestId = async () => (await h.db.prisma.contribution.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;
const submit = (body: Record<string, unknown> = { app: 'caixa-tem' }) =>
  submitScreens(h.srv.base, body, latestId, visitor());
const stored = () => h.db.prisma.contributionImage.count();
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.srv.base}${path}`, { headers });

/** Each request refused with these words, and no image stored by any of them. */
async function refused(
  send: () => Promise<Response>,
  expected: { status: number; reason: string; message: string | RegExp },
) {
  const before = await stored();
  const answer = await answerOf(await send());
  expect(answer).toEqual({ ...expected, message: expect.stringMatching(expected.message) });
  expect(await stored()).toBe(before);
}

const NOT_FOUND = {
  status: 404,
  reason: 'CONTRIBUTION_NOT_FOUND',
  message: 'Link de acompanhamento inválido ou expirado',
};

describe('refused uploads store nothing', () => {
  it('a non-image, or an image of another kind: 415 in both languages; no flow or no bytes: 400', async () => {
    const { token } = await submit();
    const one = visitor();
    const others = [
      Buffer.from('isto não é uma imagem, é texto'),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="800"><rect width="400" height="800"/></svg>',
      ),
      Buffer.from('%PDF-1.7\n1 0 obj\n'),
      await screenshot('#3366aa', 'gif'),
    ];
    for (const bytes of others) {
      await refused(() => putImage(h.srv.base, token, 1, bytes, { flow: 'Início' }, one), {
        status: 415,
        reason: 'CONTRIBUTION_IMAGE_TYPE',
        message: 'Envie uma captura de tela JPEG, PNG ou WebP',
      });
    }
    await refused(() => putImage(h.srv.base, token, 1, others[0] as Buffer, { flow: 'Início' }, visitor('en')), {
      status: 415,
      reason: 'CONTRIBUTION_IMAGE_TYPE',
      message: 'Send a JPEG, PNG or WebP screenshot',
    });
    const image = await screenshot('#3366aa');
    await refused(() => putImage(h.srv.base, token, 1, image, {}, one), {
      status: 400,
      reason: 'FIELD_REQUIRED',
      message: /^flow é obrigatório/,
    });
    await refused(() => putImage(h.srv.base, token, 1, Buffer.alloc(0), { flow: 'Início' }, one), {
      status: 400,
      reason: 'FIELD_REQUIRED',
      message: /^image é obrigatório/,
    });
  });

  it('smaller than 200 px on a side: 400 with the reason', async () => {
    const { token } = await submit();
    for (const bytes of [await screenshot('#fff', 'png', 150, 600), await screenshot('#fff', 'jpeg', 600, 120)]) {
      await refused(() => putImage(h.srv.base, token, 1, bytes, { flow: 'Início' }, visitor()), {
        status: 400,
        reason: 'CONTRIBUTION_IMAGE_TOO_SMALL',
        message: 'A captura de tela é pequena demais: ao menos 200 px de cada lado',
      });
    }
  });

  it('over CONTRIBUTION_IMAGE_MAX_BYTES: 413 at the edge, declared or streamed; other routes keep 1 MB', async () => {
    const { token } = await submit();
    const big = await noise(200, 200);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const before = await stored();
    const declared = await putImage(h.srv.base, token, 1, big, { flow: 'Início' }, visitor());
    expect([declared.status, ((await declared.json()) as { message: string }).message]).toEqual([
      413,
      `Request body is larger than ${MAX_BYTES} bytes`,
    ]);
    // Chunked, no length said: cut once more than the limit arrived (a 413, or the socket closed).
    const chunked = await rawExchange(
      h.srv.base,
      [
        'PUT /api/contributions/images/1?flow=In%C3%ADcio HTTP/1.1',
        `${TOKEN_HEADER}: ${token}`,
        'Transfer-Encoding: chunked',
        'Connection: close',
      ],
      Buffer.concat([Buffer.from(`${big.length.toString(16)}\r\n`), big, Buffer.from('\r\n0\r\n\r\n')]),
    );
    expect(['', 'HTTP/1.1 413 Payload Too Large']).toContain(chunked);
    // An app called without this edge (another embedder) bounds the body itself.
    const direct = await h.srv.app.handle(
      new Request(`${h.srv.base}/api/contributions/images/1?flow=x`, {
        method: 'PUT',
        headers: { [TOKEN_HEADER]: token, 'accept-language': 'pt-BR' },
        body: new Uint8Array(big),
      }),
    );
    expect([direct.status, await direct.json()]).toEqual([
      413,
      {
        code: 'PAYLOAD_TOO_LARGE',
        reason: 'PAYLOAD_TOO_LARGE',
        message: `O corpo da requisição passa de ${MAX_BYTES} bytes`,
      },
    ]);
    expect(await stored()).toBe(before);
    // Every other route keeps the edge's own limit.
    const elsewhere = await postContribution(h.srv.base, { kind: 'screens', pad: 'x'.repeat(1024 * 1024) });
    expect([elsewhere.status, ((await elsewhere.json()) as { message: string }).message]).toEqual([
      413,
      'Request body is larger than 1048576 bytes',
    ]);
    // The server took no harm: the same visitor's next image is in.
    expect((await putImage(h.srv.base, token, 1, await screenshot('#204060'), { flow: 'Início' })).status).toBe(201);
  });

  it('an eleventh image: 409 with the ten kept; a position that is no number: 400', async () => {
    const { token } = await submit();
    const one = visitor();
    for (let p = 1; p <= 10; p++) {
      const res = await putImage(h.srv.base, token, p, await screenshot(`#${p}0${p}0a0`), { flow: 'Início' }, one);
      expect(res.status, `position ${p}`).toBe(201);
    }
    const eleventh = await screenshot('#a0a0a0');
    await refused(() => putImage(h.srv.base, token, 11, eleventh, { flow: 'Início' }, one), {
      status: 409,
      reason: 'CONTRIBUTION_IMAGES_FULL',
      message: 'Um envio tem no máximo 10 capturas de tela',
    });
    for (const position of ['0', '-1', '1.5', 'um']) {
      await refused(() => putImage(h.srv.base, token, position, eleventh, { flow: 'Início' }, one), {
        status: 400,
        reason: 'FIELD_INTEGER_RANGE',
        message: /^position deve ser um número inteiro entre 1 e/,
      });
    }
    const status = await (await get(`/api/contributions/status?token=${token}`)).json();
    expect(status).toMatchObject({ kind: 'screens', status: 'pending', imageCount: 10 });
  });

  it('no token, an unknown or malformed one, or a token of another kind of submission: 404', async () => {
    const other = visitor();
    const asked = async (body: Record<string, unknown>) => {
      const res = await postContribution(
        h.srv.base,
        { ...body, altcha: await solvedPayload(h.srv.base, other) },
        other,
      );
      return ((await res.json()) as { token: string }).token;
    };
    const correction = await asked({ kind: 'correction', app: 'caixa-tem', message: 'Falta a tela de saldo.' });
    const appRequest = await asked({ kind: 'app_request', appName: 'Zeladoria', message: 'Falta no catálogo.' });
    const image = await screenshot('#336699');
    const one = visitor();
    for (const token of [
      null,
      '',
      randomBytes(24).toString('base64url'),
      'curto',
      '../../../etc/passwd',
      correction,
      appRequest,
    ]) {
      await refused(() => putImage(h.srv.base, token, 1, image, { flow: 'Início' }, one), NOT_FOUND);
      const headers = { ...one, ...(token === null ? {} : { [TOKEN_HEADER]: token }) };
      expect((await get('/api/contributions/images', headers)).status).toBe(404);
      const removed = await fetch(`${h.srv.base}/api/contributions/images/1`, { method: 'DELETE', headers });
      expect(removed.status).toBe(404);
    }
    // The token in the address (where logs and histories keep it) is not read.
    const { token } = await submit();
    const inQuery = await fetch(`${h.srv.base}/api/contributions/images/1?flow=x&token=${token}`, {
      method: 'PUT',
      body: new Uint8Array(image),
    });
    expect(inQuery.status).toBe(404);
  });

  it('over the upload rate limit (RATE_LIMIT_CONTRIBUTION_IMAGES_PER_HOUR): 429 with Retry-After', async () => {
    const { token } = await submit();
    const one = visitor();
    // Every try counts, refused or not: 30 of them without a token use up the hour.
    for (let i = 0; i < 30; i++) await (await putImage(h.srv.base, null, 1, Buffer.from('x'), {}, one)).arrayBuffer();
    const image = await screenshot('#663399');
    const before = await stored();
    const res = await putImage(h.srv.base, token, 1, image, { flow: 'Início' }, one);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await answerOf(res)).toEqual({
      status: 429,
      reason: 'TOO_MANY_UPLOADS',
      message: 'Muitas capturas de tela enviadas da sua conexão. Tente de novo em 60 minutos.',
    });
    expect(await stored()).toBe(before);
    // Another address is not held back.
    expect((await putImage(h.srv.base, token, 1, image, { flow: 'Início' }, visitor())).status).toBe(201);
  });
});
