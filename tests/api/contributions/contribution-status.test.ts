// Visitors' contributions (issue 36), accepted: JSON, the plain form's page (and its refusal from
// another site) and GraphQL each answer a status link; the link (JSON and page, both languages) is
// private, its token is kept only as a SHA-256 and never reaches the access log.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';
import { appRequest, CHEAP_POW, postContribution, solvedPayload } from '../support/contribute.ts';
import { pageStandIn } from '../support/readers.ts';

const dist = pageStandIn();
afterAll(() => dist.remove());
const h = seededApi(undefined, {
  env: CHEAP_POW,
  distDir: dist.dir,
  rateLimits: { contributionsPerHour: 100 },
  trustProxy: { hops: 1 },
  accessLog: true,
});

let address = 0;
/** A visitor at an address of its own, whose browser asks for `lang`. */
const visitor = (lang: 'pt' | 'en' = 'pt') => ({
  'x-forwarded-for': `192.0.2.${++address}`,
  'accept-language': lang === 'en' ? 'en-GB,en;q=0.9' : 'pt-BR,pt;q=0.9',
});
const solved = () => solvedPayload(h.srv.base, visitor());
const stored = () => h.db.prisma.contribution.count();
/** Every status link's token handed out in this file, to look for where it must not be. */
const tokens: string[] = [];

const form = (fields: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${h.srv.base}/api/contributions`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const status = (token: string, headers: Record<string, string> = {}, lang = '') =>
  fetch(`${h.srv.base}/api/contributions/status?token=${token}${lang && `&lang=${lang}`}`, { headers });
const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('accepted submissions', () => {
  it('JSON: 201 with the token and the status link, pending', async () => {
    const before = await stored();
    const res = await postContribution(h.srv.base, appRequest(await solved(), { language: 'en' }), visitor('en'));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; kind: string; token: string; statusUrl: string };
    expect(body).toEqual({
      status: 'pending',
      kind: 'app_request',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      statusUrl: `${h.srv.base}/en/contribuicao/status#${body.token}`,
    });
    tokens.push(body.token);
    expect(await stored()).toBe(before + 1);
    const row = await h.db.prisma.contribution.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row).toMatchObject({
      kind: 'app_request',
      status: 'pending',
      language: 'en',
      appName: 'Carteira Digital de Trânsito',
    });
  });

  it('the plain form from the site’s page: 201 page with the status link; from another site: 403, nothing kept', async () => {
    const fields = { kind: 'app_request', appName: 'Meu INSS', appLink: '', message: 'Aposentadoria.', language: 'pt' };
    const before = await stored();
    // Another site's page, an opaque origin (issue 52: a sandboxed iframe or data: document sends
    // `Origin: null`), or the browser's own word that the page was elsewhere.
    const hostile: Record<string, string>[] = [
      { origin: 'https://outro-site.example' },
      { origin: 'null' },
      { origin: h.srv.base, 'sec-fetch-site': 'cross-site' },
    ];
    for (const from of hostile) {
      const elsewhere = await form({ ...fields, altcha: await solved() }, { ...visitor(), ...from });
      expect(elsewhere.status, JSON.stringify(from)).toBe(403);
      expect(elsewhere.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await elsewhere.text()).toContain('Envio recusado. Use o formulário da página da Vitrine Pública.');
    }
    expect(await stored()).toBe(before);
    // Refused without a proof of work: the reason, and a way back to the form in the page's language.
    const unsolved = await form({ ...fields, language: 'en' }, { ...visitor(), origin: h.srv.base });
    const page = await unsolved.text();
    expect([unsolved.status, page]).toEqual([403, expect.stringContaining('Confirm that you are not a robot')]);
    expect(page).toContain('href="/en/solicitar-aplicativo"');
    const res = await form({ ...fields, altcha: await solved() }, { ...visitor(), origin: h.srv.base });
    expect(res.status).toBe(201);
    const html = await res.text();
    expect(html).toContain('Envio recebido');
    const link = /<a href="([^"]+)" data-status-link>/.exec(html)?.[1] ?? '';
    expect(link).toMatch(/^\/contribuicao\/status#[A-Za-z0-9_-]{32}$/);
    tokens.push(link.split('#')[1] as string);
    expect(await stored()).toBe(before + 1);
  });

  it('GraphQL: submitContribution with a solved challenge; contributionStatus by token; a reused one refused', async () => {
    const gql = async (query: string, variables: object, lang: 'pt' | 'en' = 'pt') => {
      const res = await fetch(`${h.srv.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...visitor(lang) },
        body: JSON.stringify({ query, variables }),
      });
      return ((await res.json()) as { data: any }).data;
    };
    const SUBMIT = `mutation($input: SubmitContributionInput!) { submitContribution(input: $input) {
      __typename ... on SubmitContributionSuccess { data { token status } } ... on Error { code message } } }`;
    const input = { kind: 'correction', app: 'caixa-tem', message: 'O saldo aparece cortado.', altcha: await solved() };
    const done = (await gql(SUBMIT, { input })).submitContribution;
    expect(done).toMatchObject({ __typename: 'SubmitContributionSuccess', data: { status: 'pending' } });
    tokens.push(done.data.token);
    const again = (await gql(SUBMIT, { input }, 'en')).submitContribution;
    expect(again).toEqual({
      __typename: 'SubmissionRefusedError',
      code: 'CHALLENGE_USED',
      message: 'This anti-robot check was already used. Run it again and send.',
    });
    const STATUS = `query($token: String!) { contributionStatus(token: $token) { __typename
      ... on ContributionStatusSuccess { data { kind status subject message rejectReason appSlug expiresAt } } ... on Error { code message } } }`;
    const view = (await gql(STATUS, { token: done.data.token })).contributionStatus;
    expect(view).toMatchObject({
      __typename: 'ContributionStatusSuccess',
      data: { kind: 'correction', status: 'pending', subject: 'Caixa Tem', rejectReason: null, appSlug: null },
    });
    expect(new Date(view.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect((await gql(STATUS, { token: 'A'.repeat(32) })).contributionStatus).toEqual({
      __typename: 'NotFoundError',
      code: 'CONTRIBUTION_NOT_FOUND',
      message: 'Link de acompanhamento inválido ou expirado',
    });
  });
});

describe('the status link', () => {
  it('the old ?token= link: a browser is sent on to the page, the token moved into the fragment; JSON still answers', async () => {
    const token = tokens[0] as string;
    for (const [lang, page] of [
      ['', '/contribuicao/status'],
      ['en', '/en/contribuicao/status'],
    ]) {
      const old = await fetch(`${h.srv.base}/api/contributions/status?token=${token}${lang && `&lang=${lang}`}`, {
        headers: HTML,
        redirect: 'manual',
      });
      expect([old.status, old.headers.get('cache-control'), old.headers.get('referrer-policy')]).toEqual([
        303,
        'no-store',
        'no-referrer',
      ]);
      expect(old.headers.get('location')).toBe(`${page}#${token}`);
      // The page itself: private as the link, and nothing of the secret in it (the fragment never travels).
      const shown = await fetch(`${h.srv.base}${page}`, { headers: HTML });
      expect([shown.status, shown.headers.get('cache-control'), shown.headers.get('referrer-policy')]).toEqual([
        200,
        'no-store',
        'no-referrer',
      ]);
      expect(shown.headers.get('x-robots-tag')).toBe('noindex');
    }
    const json = await status(token);
    expect([json.status, json.headers.get('cache-control'), json.headers.get('referrer-policy')]).toEqual([
      200,
      'no-store',
      'no-referrer',
    ]);
    expect(await json.json()).toMatchObject({
      kind: 'app_request',
      status: 'pending',
      subject: 'Carteira Digital de Trânsito',
      images: [],
    });
    const unknown = 'B'.repeat(32);
    const missing = await status(unknown, { 'accept-language': 'pt-BR' });
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store']);
    expect(await missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Link de acompanhamento inválido ou expirado',
    });
    expect((await status('not-a-token')).status).toBe(404);
  });

  it('the token is never logged nor stored: only its SHA-256 is kept', async () => {
    expect(tokens.length).toBe(3);
    const log = h.srv.accessLog();
    expect(log).toContain('"path":"/api/contributions/status"');
    const rows = JSON.stringify([
      await h.db.prisma.contribution.findMany(),
      await h.db.prisma.spentChallenge.findMany(),
      await h.db.prisma.auditLog.findMany(),
    ]);
    const hashes = (await h.db.prisma.contribution.findMany()).map((c) => c.tokenHash);
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(rows).not.toContain(token);
      expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    }
    expect(h.srv.errors).toEqual([]);
  });
});

// Issue 52 item 7: the secret travels in a body, never in an address logs keep.
describe('the status asked in a POST', () => {
  it('JSON (the page script) and the plain form (no script) answer the status; an unknown token 404', async () => {
    const res = await postContribution(h.srv.base, appRequest(await solved()), visitor());
    const { token } = (await res.json()) as { token: string };
    tokens.push(token);
    const asked = await fetch(`${h.srv.base}/api/contributions/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect([asked.status, asked.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(await asked.json()).toMatchObject({ kind: 'app_request', status: 'pending' });
    const page = await fetch(`${h.srv.base}/api/contributions/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...HTML },
      // A pasted link is read as its code.
      body: new URLSearchParams({ token: `${h.srv.base}/en/contribuicao/status#${token}`, lang: 'en' }).toString(),
    });
    expect([page.status, page.headers.get('cache-control'), page.headers.get('referrer-policy')]).toEqual([
      200,
      'no-store',
      'no-referrer',
    ]);
    const html = await page.text();
    expect(html).toContain('Awaiting review');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain(`href="/contribuicao/status#${token}"`);
    const pt = await fetch(`${h.srv.base}/api/contributions/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...HTML },
      body: new URLSearchParams({ token: 'C'.repeat(32) }).toString(),
    });
    expect(pt.status).toBe(404);
    expect(await pt.text()).toContain('Este link não corresponde a nenhum envio');
    const unknown = await fetch(`${h.srv.base}/api/contributions/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(32) }),
    });
    expect(unknown.status).toBe(404);
    // Nothing of the secret in the access log's addresses.
    expect(h.srv.accessLog()).not.toContain(token);
  });
});
