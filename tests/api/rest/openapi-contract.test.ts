// Issue 59: every REST route is in the OpenAPI document, and a walk of every route gets answers that the
// document describes (status, media type, JSON body). The document is the one the server serves.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_DOCS } from '../../../server/rest/openapi.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { adminToken, seededApi } from '../../support/harness.ts';
import { type Answer, openApiValidator } from './support/openapi-validator.ts';
import { WALK, type WalkState } from './support/route-walk.ts';

const TOKEN = 'walkwalkwalkwalkwalkwalkwalkwalk';
const h = seededApi((db) => ensureAdminUser(db, 'admin', 'correct horse battery'));

async function send(method: string, step: Awaited<ReturnType<(typeof WALK)[string]>>): Promise<Answer> {
  const res = await fetch(h.srv.base + step.path, {
    method,
    headers: { ...(step.json === undefined ? {} : { 'content-type': 'application/json' }), ...step.headers },
    body: step.json === undefined ? step.bytes : JSON.stringify(step.json),
  });
  const type = res.headers.get('content-type');
  const text = await res.text();
  return { status: res.status, type, body: type?.includes('json') ? JSON.parse(text) : text };
}

async function walkState(): Promise<WalkState> {
  const app = h.apps[0] as { id: number; slug: string };
  const screen = await h.db.prisma.screen.findFirstOrThrow({ where: { appId: app.id, flow: { not: '' } } });
  const tokenHash = createHash('sha256').update(TOKEN).digest('hex');
  const submission = await h.db.prisma.contribution.create({
    data: { kind: 'screens', appId: app.id, message: '', language: 'pt', tokenHash },
  });
  return {
    appId: app.id,
    appSlug: app.slug,
    screenId: screen.id,
    flow: screen.flow ?? '',
    admin: await adminToken(h.srv.base, 'admin', 'correct horse battery'),
    contributionId: submission.id,
    contributionToken: TOKEN,
  };
}

describe('the OpenAPI document', () => {
  it('has an entry and a walk step for every route the router answers, and none for a route it lacks', () => {
    const routes = h.srv.app.routes();
    expect(
      routes.filter((r) => !ROUTE_DOCS[r]),
      'routes without a document entry',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_DOCS).filter((r) => !routes.includes(r)),
      'entries without a route',
    ).toEqual([]);
    expect(
      routes.filter((r) => !WALK[r]),
      'routes the walk misses',
    ).toEqual([]);
  });

  it('describes every answer of a walk of every route', async () => {
    const doc = (await send('GET', { path: '/api/openapi.json' })).body as Parameters<typeof openApiValidator>[0];
    expect((doc as unknown as { servers: { url: string }[] }).servers[0]?.url).toBe(h.srv.base);
    const check = openApiValidator(doc);
    const s = await walkState();
    const problems: string[] = [];
    const statuses: string[] = [];
    for (const [route, step] of Object.entries(WALK)) {
      const method = route.split(' ')[0] as string;
      const answer = await send(method, await step(s));
      const body = answer.body as Record<string, any>;
      if (route === 'POST /api/collections') s.collection = { id: body.id, editKey: body.editKey };
      if (route === 'POST /api/collections/:id/items') s.collection!.itemId = body.items?.[0]?.id;
      if (route === 'POST /api/collections/:id/edit-key') s.collection!.editKey = body.editKey;
      if (route === 'GET /api/jobs') s.jobId = body[0]?.id;
      if (route === 'PUT /api/admin/apps/:id/uploads') s.draftId = body.id;
      if (route === 'POST /api/admin/categories') s.categoryId = body.id;
      statuses.push(`${answer.status} ${route}`);
      problems.push(...check(method, route.split(' ')[1] as string, answer));
    }
    expect(problems).toEqual([]);
    // The walk reaches the answers whose fields matter, not only refusals.
    expect(statuses.filter((x) => /^2/.test(x)).length, statuses.join('\n')).toBeGreaterThanOrEqual(45);
  });

  it('refuses an answer with one field renamed', async () => {
    const doc = (await send('GET', { path: '/api/openapi.json' })).body as Parameters<typeof openApiValidator>[0];
    const check = openApiValidator(doc);
    const real = await send('GET', { path: '/api/apps/caixa-tem' });
    expect(check('GET', '/api/apps/caixa-tem', real)).toEqual([]);
    const { viewCount, ...rest } = real.body as Record<string, unknown>;
    const renamed = { ...real, body: { ...rest, views: viewCount } };
    expect(check('GET', '/api/apps/caixa-tem', renamed).join('\n')).toMatch(/viewCount|views/);
  });
});

describe('the integrators’ other doors', () => {
  it('serves the printed SDL, an llms.txt naming this site’s APIs and documents whose examples name this site', async () => {
    const sdl = await fetch(`${h.srv.base}/graphql/schema.graphql`);
    expect(sdl.status).toBe(200);
    expect(await sdl.text()).toBe(readFileSync('schema/schema.graphql', 'utf8'));
    const llms = await (await fetch(`${h.srv.base}/llms.txt`)).text();
    for (const path of ['/api/openapi.json', '/mcp', '/graphql/schema.graphql', '/api/catalog.jsonld']) {
      expect(llms).toContain(`${h.srv.base}${path}`);
    }
    const doc = (await send('GET', { path: '/api/docs/desenvolvedores' })).body as { content: string };
    expect(doc.content).toContain(`curl -fsS '${h.srv.base}/api/stats'`);
    expect(doc.content).not.toContain('{{origin}}');
  });
});
