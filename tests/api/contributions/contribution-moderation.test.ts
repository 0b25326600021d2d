// Visitors' contributions (issue 36), the administrators' side: a pending submission is on no public
// read and in the queue; approve (edits, planned or live) makes the app public, audited, and the status
// link says so; reject shows the reason; a decision is taken once; the 90-day sweep; and, on PostgreSQL,
// one challenge across two instances that share the database's generated secret.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database.ts';
import { sweepContributions } from '../../../server/services/contributions/contributions.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import type { ServiceContext } from '../../../server/services/platform/context.ts';
import { adminToken, seededApi } from '../../support/harness.ts';
import { startTestServer } from '../../support/server.ts';
import { appRequest, CHEAP_POW, postContribution, solvedPayload } from '../support/contribute.ts';
import { pageStandIn } from '../support/readers.ts';

const dist = pageStandIn();
const h = seededApi((db) => ensureAdminUser(db, 'moderadora', 'moderation password'), {
  env: CHEAP_POW,
  distDir: dist.dir,
  rateLimits: { contributionsPerHour: 100 },
  cache: {}, // the edge response cache, as in production: public reads are kept until a write drops them
});
afterAll(() => dist.remove());

const DAY_MS = 86_400_000;
const PT = { 'accept-language': 'pt-BR' };
let token = '';
/** The moderator's GraphQL call, from the admin pages (in Portuguese). */
const admin = async (query: string, variables?: object) => {
  token ||= await adminToken(h.srv.base, 'moderadora', 'moderation password');
  const res = await fetch(`${h.srv.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...PT },
    body: JSON.stringify({ query, variables }),
  });
  return ((await res.json()) as { data: any }).data;
};
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.srv.base}${path}`, { headers });
const statusOf = async (t: string) => (await get(`/api/contributions/status?token=${t}`)).json() as Promise<any>;
/** What the status page's small form (no script) answers: the secret in the body, not the address. */
const statusPage = async (t: string, lang = '') =>
  (
    await fetch(`${h.srv.base}/api/contributions/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ token: t, ...(lang ? { lang } : {}) }).toString(),
    })
  ).text();

/** Submits as a visitor; the status link's token and the queue's id. */
async function submit(body: Record<string, unknown>, base = h.srv.base) {
  const res = await postContribution(base, { ...body, altcha: await solvedPayload(base) });
  expect(res.status).toBe(201);
  const { token: t } = (await res.json()) as { token: string };
  const row = await h.db.prisma.contribution.findFirstOrThrow({ orderBy: { id: 'desc' } });
  return { token: t, id: row.id };
}

const DECIDE = `
  fragment D on Contribution { id status resultAppId rejectReason decidedBy }
  mutation($id: Int!, $input: ApproveContributionInput, $reason: String!, $approve: Boolean!) {
    approve: approveContribution(id: $id, input: $input) @include(if: $approve) {
      __typename ... on ApproveContributionSuccess { data { ...D } } ... on Error { code message } }
    reject: rejectContribution(id: $id, reason: $reason) @skip(if: $approve) {
      __typename ... on RejectContributionSuccess { data { ...D } } ... on Error { code message } }
  }`;
const approve = async (id: number, input?: object) =>
  (await admin(DECIDE, { id, input, reason: '', approve: true })).approve;
const reject = async (id: number, reason: string) => (await admin(DECIDE, { id, reason, approve: false })).reject;
const COUNTS = '{ contributionCounts { pending approved rejected expired } }';

const request = appRequest('');
const tokens: Record<string, { token: string; id: number }> = {};

describe('a pending submission', () => {
  it('is on no public read, and is in the admin queue with the counts', async () => {
    tokens.request = await submit(request);
    tokens.correction = await submit({ kind: 'correction', app: 'caixa-tem', message: 'Tela de saldo cortada.' });
    const { appName, message } = request;
    const reads = [
      '/api/apps',
      `/api/apps?search=${encodeURIComponent('Trânsito')}`,
      '/api/screens?search=motoristas',
      '/api/export/apps.json',
      '/sitemap.xml',
      '/feed.atom',
      `/graphql?query=${encodeURIComponent('{ apps { name slug } search: apps(filter: { search: "Trânsito" }) { name } }')}`,
      `/graphql?query=${encodeURIComponent('{ screens(filter: { search: "motoristas" }) { totalCount } }')}`,
    ];
    for (const path of reads) {
      const res = await get(path);
      const body = await res.text();
      expect(res.status, path).toBe(200);
      // The whole-catalogue reads do list the public apps: what is missing is missing for its own reason.
      if (!/search/.test(decodeURIComponent(path))) expect(body, path).toContain('caixa-tem');
      for (const word of [appName, 'carteira-digital-de-transito', message, 'Tela de saldo cortada']) {
        expect(body, path).not.toContain(word);
      }
    }
    expect((await get('/api/apps/carteira-digital-de-transito')).status).toBe(404);
    const queue = await admin('{ contributions { id kind status appName appLink appId message language } }');
    expect(queue.contributions).toEqual([
      {
        id: tokens.request?.id,
        kind: 'app_request',
        status: 'pending',
        appName,
        appLink: 'https://www.gov.br/cdt',
        appId: null,
        message,
        language: 'pt',
      },
      expect.objectContaining({
        id: tokens.correction?.id,
        kind: 'correction',
        appName: 'Caixa Tem',
        appId: expect.any(Number),
      }),
    ]);
    expect((await admin(COUNTS)).contributionCounts).toEqual({ pending: 2, approved: 0, rejected: 0, expired: 0 });
  });

  it('anonymous calls to the queue and the decisions: UNAUTHENTICATED, nothing decided', async () => {
    for (const query of [
      '{ contributions { id } }',
      COUNTS,
      `mutation { approveContribution(id: ${tokens.request?.id}) { __typename } }`,
      `mutation { rejectContribution(id: ${tokens.request?.id}, reason: "não") { __typename } }`,
    ]) {
      const { status, body } = await h.srv.gql(query);
      expect([status, body.errors?.[0]?.extensions?.code], query).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect((await statusOf(tokens.request?.token as string)).status).toBe('pending');
  });
});

describe('decisions', () => {
  it('approve with an edited name: a planned app, public, audited; the status link says approved', async () => {
    const { id, token: t } = tokens.request as { id: number; token: string };
    const done = await approve(id, { name: 'Carteira Digital de Trânsito (CDT)', appInfo: 'Multas e licenciamento.' });
    expect(done).toMatchObject({
      __typename: 'ApproveContributionSuccess',
      data: { status: 'approved', decidedBy: 'moderadora' },
    });
    const view = await statusOf(t);
    expect(view).toMatchObject({ status: 'approved', appSlug: 'carteira-digital-de-transito-cdt', expiresAt: null });
    const app = (await (await get(`/api/apps/${view.appSlug}`)).json()) as any;
    expect(app).toMatchObject({
      id: done.data.resultAppId,
      name: 'Carteira Digital de Trânsito (CDT)',
      planned: true,
      url: 'https://www.gov.br/cdt',
    });
    expect(await (await get('/api/apps')).text()).toContain('Carteira Digital de Trânsito (CDT)');
    const audit = (await (await get('/api/admin/audit?first=2', { authorization: `Bearer ${token}` })).json()) as any[];
    expect(audit.map((a) => [a.action, a.entity, a.actor])).toEqual([
      ['contribution.approve', 'Contribution', 'moderadora'],
      ['app.create', 'App', 'moderadora'],
    ]);
    // The audit keeps the submission as it was, with its token's hash, never the token.
    expect(audit[0].before).toMatchObject({ status: 'pending', tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(audit)).not.toContain(t);
    expect(await statusPage(t)).toMatch(
      /data-status="approved">Aprovado<[\s\S]*href="\/app\/carteira-digital-de-transito-cdt"/,
    );
  });

  it('approve as live (planned: false); a correction creates no app; a taken name leaves it pending', async () => {
    const live = await submit(appRequest('', { appName: 'e-Título', appLink: 'https://www.tse.jus.br' }));
    expect((await approve(live.id, { planned: false })).data.status).toBe('approved');
    expect(await (await get('/api/apps/e-titulo')).json()).toMatchObject({ name: 'e-Título', planned: false });
    const correction = await approve(tokens.correction?.id as number);
    expect(correction.data).toMatchObject({ status: 'approved', resultAppId: null });
    const taken = await submit(appRequest('', { appName: 'Caixa Tem' }));
    expect(await approve(taken.id)).toMatchObject({ __typename: 'ValidationError', code: 'APP_NAME_TAKEN' });
    expect((await statusOf(taken.token)).status).toBe('pending');
    tokens.taken = taken;
  });

  it('reject with a reason: the status link (JSON and page, both languages) shows it', async () => {
    const { id, token: t } = tokens.taken as { id: number; token: string };
    // The status over GraphQL (GET, and an integrator's POST, kept from its second request on elsewhere):
    // never a kept answer, since a rejection changes nothing in the catalogue that would drop it.
    const query = `{ contributionStatus(token: "${t}") { ... on ContributionStatusSuccess { data { status rejectReason } } } }`;
    const viaGraphql = async () => {
      const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) };
      const answers = [
        await get(`/graphql?query=${encodeURIComponent(query)}`),
        await fetch(`${h.srv.base}/graphql`, post),
      ];
      return Promise.all(
        answers.map(async (res) => ({
          cache: res.headers.get('x-cache'),
          data: ((await res.json()) as any).data.contributionStatus.data,
        })),
      );
    };
    for (let i = 0; i < 3; i++) {
      for (const answer of await viaGraphql()) expect([answer.cache, answer.data.status]).toEqual([null, 'pending']);
    }
    expect(await reject(id, '  ')).toMatchObject({ __typename: 'ValidationError', code: 'FIELD_REQUIRED' });
    const reason = 'Já está no catálogo: <Caixa Tem>.';
    expect((await reject(id, reason)).data).toMatchObject({ status: 'rejected', rejectReason: reason });
    for (const answer of await viaGraphql()) expect(answer.data).toEqual({ status: 'rejected', rejectReason: reason });
    expect(await statusOf(t)).toMatchObject({ status: 'rejected', rejectReason: reason, appSlug: null });
    const pt = await statusPage(t);
    expect(pt).toContain('data-status="rejected">Recusado<');
    expect(pt).toContain(
      '<dt>Motivo</dt><dd><span style="white-space: pre-wrap">Já está no catálogo: &lt;Caixa Tem&gt;.</span>',
    );
    expect(await statusPage(t, 'en')).toMatch(/Rejected[\s\S]*<dt>Reason<\/dt>/);
  });

  it('a decision is taken once: approving or rejecting again is a ConflictError', async () => {
    const approved = tokens.request?.id as number;
    const rejected = tokens.taken?.id as number;
    const conflict = (message: string) => ({ __typename: 'ConflictError', code: 'CONTRIBUTION_DECIDED', message });
    expect(await approve(approved)).toEqual(conflict('Este envio já foi aprovado.'));
    expect(await reject(approved, 'tarde')).toEqual(conflict('Este envio já foi aprovado.'));
    expect(await reject(rejected, 'de novo')).toEqual(conflict('Este envio já foi recusado.'));
    expect(await approve(rejected)).toEqual(conflict('Este envio já foi recusado.'));
    expect(await approve(999_999)).toMatchObject({ __typename: 'NotFoundError', code: 'CONTRIBUTION_ID_NOT_FOUND' });
    expect((await admin(COUNTS)).contributionCounts).toEqual({ pending: 0, approved: 3, rejected: 1, expired: 0 });
  });
});

describe('two instances on one PostgreSQL database, no CONTRIBUTION_SECRET', () => {
  it('a challenge from one is accepted by the other (the shared generated secret), and only once', async (ctx) => {
    if (!h.db.url) return ctx.skip(); // PGlite: one process owns the data
    const other = await openDatabase({ databaseUrl: h.db.url });
    const second = await startTestServer(other.prisma, undefined, { env: CHEAP_POW });
    try {
      const payload = await solvedPayload(h.srv.base);
      const body = appRequest(payload, { appName: 'Gov.br' });
      expect((await postContribution(second.base, body)).status).toBe(201);
      const again = await postContribution(h.srv.base, body, PT);
      expect([again.status, await again.json()]).toEqual([
        403,
        expect.objectContaining({
          reason: 'CHALLENGE_USED',
          message: 'Esta verificação anti-robô já foi usada. Faça-a de novo e envie.',
        }),
      ]);
      expect(await h.db.prisma.contribution.count({ where: { appName: 'Gov.br' } })).toBe(1);
    } finally {
      await second.close();
      await other.close();
    }
  });
});

describe('the 90-day sweep', () => {
  it('pending ones expire after 90 days; every closed one is deleted 90 days after its decision', async () => {
    const waiting = await submit(appRequest('', { appName: 'Esquecido' }));
    const ctx = { db: h.db.prisma } as ServiceContext;
    await sweepContributions(ctx, new Date(Date.now() + 89 * DAY_MS));
    expect((await statusOf(waiting.token)).status).toBe('pending');
    await sweepContributions(ctx, new Date(Date.now() + 91 * DAY_MS));
    expect(await statusOf(waiting.token)).toMatchObject({ status: 'expired', expiresAt: null });
    expect(await statusPage(waiting.token)).toContain('Expirado sem análise');
    // Decided today, so 91 days on they are gone: the link is a 404 that says why it may be.
    const gone = await get(`/api/contributions/status?token=${tokens.taken?.token}`, PT);
    expect([gone.status, ((await gone.json()) as any).message]).toEqual([
      404,
      'Link de acompanhamento inválido ou expirado',
    ]);
    expect(await statusPage(tokens.request?.token as string)).toContain(
      'o envio foi apagado 90 dias após ser encerrado',
    );
    expect((await admin(COUNTS)).contributionCounts).toEqual({
      pending: 0,
      approved: 0,
      rejected: 0,
      expired: h.db.url ? 2 : 1,
    });
    await sweepContributions(ctx, new Date(Date.now() + 182 * DAY_MS));
    expect(await h.db.prisma.contribution.count()).toBe(0);
    // The apps approved requests made stay: only the submissions go.
    expect((await get('/api/apps/e-titulo')).status).toBe(200);
    expect(h.srv.errors).toEqual([]);
  });
});
