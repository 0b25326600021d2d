// Visitors' contributions (issue 36), refusals: without a proof of work, with a forged, expired or
// reused one, the honeypot filled, over the rate limit, oversize, bad fields, an unknown or hidden app:
// each answers its status and words in Portuguese and English, and nothing is stored.
// Accepted submissions and the status link: contribution-status.test.ts; moderation: contribution-moderation.test.ts.
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { postgresRateLimits, RATE_LIMIT_TABLE } from '../../../server/services/platform/rate-limits.ts';
import { seededApi } from '../../support/harness.ts';
import { appRequest, CHEAP_POW, postContribution, solvedPayload } from '../support/contribute.ts';

const SECRET = 'contributions-test-secret-0123456789';
const h = seededApi(undefined, {
  env: { ...CHEAP_POW, CONTRIBUTION_SECRET: SECRET },
  rateLimits: { contributionsPerHour: 2, contributionFailuresPerHour: 6 },
  trustProxy: { hops: 1 },
});

let address = 0;
/**
 * A visitor of its own (the limit is 2 submissions per address per hour), whose browser asks for `lang`
 * (the site's pages send theirs; a request naming neither language gets English, spec section 8).
 */
const visitor = (lang: 'pt' | 'en' = 'pt') => ({
  'x-forwarded-for': `198.51.100.${++address}`,
  'accept-language': lang === 'en' ? 'en-GB,en;q=0.9' : 'pt-BR,pt;q=0.9',
});
const solved = () => solvedPayload(h.srv.base, visitor());
const stored = () => h.db.prisma.contribution.count();

/** The widget's field for a challenge made here (another secret, or already expired), solved. */
async function crafted(secret: string, expiresAt: Date): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 5,
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secret,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Posts `body` in Portuguese and in English: each refused with `status`, `reason` and these words. */
async function refusedBoth(
  body: Record<string, unknown>,
  status: number,
  reason: string,
  words: { pt: string; en: string },
) {
  const before = await stored();
  for (const lang of ['pt', 'en'] as const) {
    const res = await postContribution(h.srv.base, body, visitor(lang));
    const answer = (await res.json()) as { reason?: string; message: string; issues?: { code: string }[] };
    // A field's refusal names its rule per field; the others, one reason.
    const why = answer.reason ?? answer.issues?.[0]?.code;
    expect([res.status, why, answer.message], lang).toEqual([status, reason, words[lang]]);
  }
  expect(await stored()).toBe(before);
}

describe('refused submissions store nothing', () => {
  it('without a proof of work, or with garbage in its place', async () => {
    const { altcha: _, ...none } = appRequest('');
    await refusedBoth(none, 403, 'CHALLENGE_REQUIRED', {
      pt: 'Confirme que você não é um robô (a verificação abaixo do formulário) e envie de novo.',
      en: 'Confirm that you are not a robot (the check below the form) and send again.',
    });
    const invalid = {
      pt: 'A verificação anti-robô não é válida. Faça a verificação de novo e envie.',
      en: 'The anti-robot check is not valid. Run the check again and send.',
    };
    for (const garbage of ['não é base64!', Buffer.from('{"challenge":1}').toString('base64'), 'x'.repeat(5000)]) {
      await refusedBoth(appRequest(garbage), 403, 'CHALLENGE_INVALID', invalid);
    }
  });

  it('a challenge signed with another secret, or whose signed parameters were changed', async () => {
    const invalid = {
      pt: 'A verificação anti-robô não é válida. Faça a verificação de novo e envie.',
      en: 'The anti-robot check is not valid. Run the check again and send.',
    };
    const forged = await crafted('another-server-secret-0123456789', new Date(Date.now() + 600_000));
    await refusedBoth(appRequest(forged), 403, 'CHALLENGE_INVALID', invalid);
    // A real challenge made cheaper after signing: its signature no longer matches.
    const real = JSON.parse(Buffer.from(await solved(), 'base64').toString()) as { challenge: Challenge };
    real.challenge.parameters.expiresAt = (real.challenge.parameters.expiresAt ?? 0) + 86_400;
    await refusedBoth(
      appRequest(Buffer.from(JSON.stringify(real)).toString('base64')),
      403,
      'CHALLENGE_INVALID',
      invalid,
    );
  });

  it('an expired challenge (signed with this server’s secret)', async () => {
    await refusedBoth(appRequest(await crafted(SECRET, new Date(Date.now() - 5000))), 403, 'CHALLENGE_EXPIRED', {
      pt: 'A verificação anti-robô expirou. Faça-a de novo e envie.',
      en: 'The anti-robot check expired. Run it again and send.',
    });
  });

  it('a challenge used once already', async () => {
    const payload = await solved();
    const first = await postContribution(h.srv.base, appRequest(payload), visitor());
    expect(first.status).toBe(201);
    await refusedBoth(appRequest(payload, { appName: 'Outro nome' }), 403, 'CHALLENGE_USED', {
      pt: 'Esta verificação anti-robô já foi usada. Faça-a de novo e envie.',
      en: 'This anti-robot check was already used. Run it again and send.',
    });
  });

  it('the honeypot filled', async () => {
    await refusedBoth(appRequest(await solved(), { website: 'https://spam.example' }), 403, 'SUBMISSION_REFUSED', {
      pt: 'Envio recusado. Use o formulário da página da Vitrine Pública.',
      en: "Submission refused. Use the form on Vitrine Pública's page.",
    });
  });

  it('junk posts before the proof of work use none of the quota (issue 52 item 6); over it: 429 with Retry-After', async () => {
    const before = await stored();
    const one = visitor();
    // Five posts without a proof of work from the address a neighbour shares: the neighbour still sends two.
    for (let i = 0; i < 5; i++) expect((await postContribution(h.srv.base, appRequest(''), one)).status).toBe(403);
    for (let i = 0; i < 2; i++) {
      const sent = await postContribution(h.srv.base, appRequest(await solved(), { appName: `Pedido ${i}` }), one);
      expect(sent.status, await sent.clone().text()).toBe(201);
    }
    expect(await stored()).toBe(before + 2);
    for (const lang of ['pt', 'en'] as const) {
      const res = await postContribution(h.srv.base, appRequest(await solved()), { ...one, 'accept-language': lang });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(((await res.json()) as { message: string }).message).toBe(
        lang === 'pt'
          ? 'Muitos envios da sua conexão. Tente de novo em 60 minutos.'
          : 'Too many submissions from your connection. Try again in 60 minutes.',
      );
    }
    expect(await stored()).toBe(before + 2);
  });

  it('refused posts fill a bucket of their own (RATE_LIMIT_CONTRIBUTION_FAILURES_PER_HOUR), then the address waits', async () => {
    const one = visitor();
    for (let i = 0; i < 6; i++) expect((await postContribution(h.srv.base, appRequest(''), one)).status).toBe(403);
    const res = await postContribution(h.srv.base, appRequest(await solved()), one);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another address is not concerned.
    expect((await postContribution(h.srv.base, appRequest(await solved()), visitor())).status).toBe(201);
  });

  it('PostgreSQL: the counters every instance shares hold a hash of the address, never the address', async (ctx) => {
    const pool = h.db.pool;
    if (!pool) return ctx.skip(); // PGlite: one process, counts in memory
    const limits = await postgresRateLimits({ contributionsPerHour: 1 }, pool);
    await limits.contribution('203.0.113.77');
    await limits.challenge('203.0.113.77');
    await expect(limits.contribution('203.0.113.77')).rejects.toThrow(/Too many submissions/);
    const rows = await pool.query(
      `SELECT key FROM "${RATE_LIMIT_TABLE}" WHERE key LIKE 'contributions:%' OR key LIKE 'challenges:%'`,
    );
    expect(rows.rows).toHaveLength(2);
    for (const { key } of rows.rows) expect(key).toMatch(/^(contributions|challenges):[A-Za-z0-9_-]{43}$/);
  });

  it('a body over 16 KB: 413', async () => {
    const big = appRequest(await solved(), { message: 'a'.repeat(17 * 1024) });
    await refusedBoth(big, 413, 'PAYLOAD_TOO_LARGE', {
      pt: 'O corpo da requisição passa de 16384 bytes',
      en: 'Request body is larger than 16384 bytes',
    });
  });

  it('fields too long, a link that is not http(s), control characters: 400 with each field; the challenge stays usable', async () => {
    const payload = await solved();
    const bad = appRequest(payload, {
      appName: 'N'.repeat(121),
      appLink: 'javascript:alert(1)',
      message: 'sino\u0007',
    });
    const before = await stored();
    for (const lang of ['pt', 'en'] as const) {
      const res = await postContribution(h.srv.base, bad, visitor(lang));
      const answer = (await res.json()) as { code: string; issues: { path: string; code: string; message: string }[] };
      expect(res.status).toBe(400);
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.issues.map((i) => [i.path, i.code, i.message])).toEqual(
        lang === 'pt'
          ? [
              ['appName', 'FIELD_TOO_LONG', 'appName deve ter no máximo 120 caracteres'],
              ['appLink', 'URL_INVALID', 'Digite uma URL válida'],
              ['message', 'FIELD_PLAIN_TEXT', 'message deve ser texto simples (sem caracteres de controle)'],
            ]
          : [
              ['appName', 'FIELD_TOO_LONG', 'appName must be at most 120 characters'],
              ['appLink', 'URL_INVALID', 'Please enter a valid URL'],
              ['message', 'FIELD_PLAIN_TEXT', 'message must be plain text (no control characters)'],
            ],
      );
    }
    expect(await stored()).toBe(before);
    // Fixing the fields does not need a new proof of work: a refused submission spends nothing.
    expect((await postContribution(h.srv.base, appRequest(payload), visitor())).status).toBe(201);
  });

  it('names and messages refuse direction controls and invisible-only text, in both languages', async () => {
    const payload = await solved();
    const bad = appRequest(payload, { appName: 'gov\u202Emoc.rb', message: '\u200B\u2060\u3164' });
    for (const lang of ['pt', 'en'] as const) {
      const res = await postContribution(h.srv.base, bad, visitor(lang));
      const answer = (await res.json()) as { issues: { path: string; code: string; message: string }[] };
      expect(res.status).toBe(400);
      expect(answer.issues.map((i) => [i.path, i.code, i.message])).toEqual(
        lang === 'pt'
          ? [
              [
                'appName',
                'FIELD_NO_DIRECTION_CONTROLS',
                'appName não pode ter caracteres que mudam a direção do texto',
              ],
              [
                'message',
                'FIELD_INVISIBLE_ONLY',
                'message precisa ter texto visível (não só espaços ou caracteres invisíveis)',
              ],
            ]
          : [
              [
                'appName',
                'FIELD_NO_DIRECTION_CONTROLS',
                "appName must not contain characters that change the text's direction",
              ],
              [
                'message',
                'FIELD_INVISIBLE_ONLY',
                'message must contain visible text (not only blanks or invisible characters)',
              ],
            ],
      );
    }
  });

  it('no kind, or an unknown one: 400 naming the kinds (found by fuzzing: was a 500)', async () => {
    for (const kind of [undefined, 'elogio']) {
      await refusedBoth({ ...appRequest(''), kind }, 400, 'FIELD_ONE_OF', {
        pt: 'kind deve ser um destes: app_request, correction, screens, collection_report',
        en: 'kind must be one of app_request, correction, screens, collection_report',
      });
    }
  });

  it('a correction about an unknown or hidden app: 400 on the app field', async () => {
    const payload = await solved();
    for (const app of ['nao-existe', 'sistema-oculto']) {
      const body = { kind: 'correction', app, message: 'O nome está errado.', altcha: payload };
      await refusedBoth(body, 400, 'APP_NOT_FOUND', {
        pt: `Aplicativo não encontrado: ${app}`,
        en: `App not found: ${app}`,
      });
    }
  });
});

describe('configuration', () => {
  it('CONTRIBUTION_SECRET: empty is unset (the database’s secret); a short one is refused at start', () => {
    expect(loadConfig({ CONTRIBUTION_SECRET: '' }).contributions).toEqual({});
    expect(loadConfig({ CONTRIBUTION_SECRET: SECRET }).contributions).toEqual({ secret: SECRET });
    expect(() => loadConfig({ CONTRIBUTION_SECRET: 'curto' })).toThrow(
      /CONTRIBUTION_SECRET must be at least 16 characters/,
    );
  });
});
