// The access-control matrix: every admin REST route and GraphQL admin field × every kind of token.
// Only a valid session gets past the gate; everything else is a 401 before any input is looked at.
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { seededApi } from '../../support/harness.ts';

const PASSWORD = 'matrix password';
const h = seededApi((db) => ensureAdminUser(db, 'admin', PASSWORD));

async function login(): Promise<string> {
  const res = await fetch(`${h.srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

type Credential = { name: string; header: () => Promise<Record<string, string>> };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CREDENTIALS: Credential[] = [
  { name: 'no token', header: async () => ({}) },
  { name: 'malformed header', header: async () => ({ authorization: 'Basic YWRtaW46cGFzcw==' }) },
  { name: 'forged token', header: async () => bearer('x'.repeat(43)) },
  {
    name: 'expired token',
    header: async () => {
      const token = await login();
      await h.db.prisma.adminSession.updateMany({
        where: { revokedAt: null, expiresAt: { gt: new Date() } },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      return bearer(token);
    },
  },
  {
    name: 'revoked token',
    header: async () => {
      const token = await login();
      await fetch(`${h.srv.base}/api/admin/logout`, { method: 'POST', headers: bearer(token) });
      return bearer(token);
    },
  },
];

const appId = () => h.apps.find((a) => a.name === 'Meu SUS Digital')?.id as number;
// Outside the flow the order route reorders: the PUT below takes the screen out of its flow, and a flow
// listed before that would then name a screen it no longer holds (an unordered read's first row is not
// fixed).
const screenId = async () =>
  (
    await h.db.prisma.screen.findFirstOrThrow({
      where: { appId: appId(), flow: { not: 'Vacinas' } },
      orderBy: { id: 'asc' },
    })
  ).id;

// Each route with a body that would be accepted, so a refusal can only come from the gate.
// A job to read and cancel: the valid pass queues one (the migrate route), the others find the same.
const lastJobId = async () => (await h.db.prisma.job.findFirst({ orderBy: { id: 'desc' } }))?.id ?? 1;

const REST = async () => {
  const id = await screenId();
  const vacinas = await h.db.prisma.screen.findMany({
    where: { appId: appId(), flow: 'Vacinas' },
    orderBy: { id: 'desc' },
  });
  const screen = { appId: appId(), name: 'X', imageUrl: 'https://example.org/x.png', airtableId: 'recMatrix' };
  return [
    { method: 'GET', path: '/api/admin/verify' },
    { method: 'POST', path: '/api/admin/logout' },
    { method: 'POST', path: '/api/screens', body: screen },
    { method: 'PUT', path: `/api/screens/${id}`, body: { ...screen, airtableId: 'recMatrix2' } },
    {
      method: 'POST',
      path: `/api/apps/${appId()}/screens/order`,
      body: { flow: 'Vacinas', screenIds: vacinas.map((s) => s.id) },
    },
    { method: 'PATCH', path: `/api/apps/${appId()}`, body: { status: 'Hide' } },
    { method: 'GET', path: '/api/admin/apps' },
    { method: 'GET', path: '/api/admin/audit' },
    { method: 'GET', path: '/api/admin/subscribers.csv' },
    { method: 'GET', path: '/api/cloudinary/status' },
    { method: 'POST', path: '/api/cloudinary/migrate?type=logos&delayBetweenBatches=1' },
    { method: 'GET', path: '/api/jobs' },
    { method: 'GET', path: `/api/jobs/${await lastJobId()}` },
    { method: 'POST', path: `/api/jobs/${await lastJobId()}/cancel` },
    { method: 'GET', path: '/api/admin/deleted-records' },
    { method: 'POST', path: `/api/screens/${id}/ocr` },
    // Past the gate these answer from the service: Airtable is not configured here, nothing was deleted.
    { method: 'POST', path: '/api/airtable/sync', passes: [409] },
    { method: 'POST', path: '/api/admin/deleted-records/recMatrix00000000/restore', passes: [404] },
    { method: 'DELETE', path: `/api/screens/${id}` },
  ];
};

const GRAPHQL = [
  'mutation { createScreen(input: { appId: 1, name: "X", imageUrl: "https://example.org/x.png", airtableId: "recG" }) { __typename } }',
  'mutation { updateScreen(id: 1, input: { appId: 1, name: "X", imageUrl: "https://example.org/x.png", airtableId: "recG2" }) { __typename } }',
  'mutation { deleteScreen(id: 1) { __typename } }',
  'mutation { reorderScreens(appId: 1, flow: "Vacinas", screenIds: [1]) { __typename } }',
  'mutation { updateApp(id: 1, input: { status: Hide }) { __typename } }',
  'mutation { logout }',
  '{ adminApps { name } }',
  '{ adminApp(id: 1) { name } }',
  '{ auditLog { summary } }',
  '{ imageHostStatus { configured } }',
  'mutation { startImageMigration(input: { type: logos }) { __typename } }',
  'mutation { cancelJob(id: 1) { __typename } }',
  'mutation { testImageUpload(input: { imageUrl: "https://127.0.0.1/x.png" }) { __typename } }',
  '{ jobs { id status progress { processed } failures { reason } } }',
  '{ job(id: 1) { id } }',
  'mutation { startAirtableSync { __typename } }',
  'mutation { restoreDeletedRecord(airtableId: "recMatrix00000000") { __typename } }',
  '{ deletedRecords { airtableId name deletedAt } }',
  '{ airtableConfigured }',
  'mutation { retryScreenOcr(id: 1) { __typename } }',
  '{ adminApp(id: 1) { screens { ocrError } } }',
];

describe('access-control matrix', () => {
  for (const credential of CREDENTIALS) {
    it(`${credential.name}: every admin REST route answers 401 and changes nothing`, async () => {
      const headers = await credential.header();
      const before = await h.db.prisma.screen.count();
      for (const route of await REST()) {
        const res = await fetch(h.srv.base + route.path, {
          method: route.method,
          headers: { ...headers, ...(route.body ? { 'content-type': 'application/json' } : {}) },
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        expect(await res.json()).toEqual({
          code: 'UNAUTHENTICATED',
          reason: 'UNAUTHENTICATED',
          message: 'Admin authentication required',
        });
      }
      expect(await h.db.prisma.screen.count()).toBe(before);
      expect(await h.db.prisma.auditLog.count()).toBe(0);
    });

    it(`${credential.name}: every GraphQL admin field answers 401 UNAUTHENTICATED`, async () => {
      const headers = await credential.header();
      for (const query of GRAPHQL) {
        const res = await fetch(`${h.srv.base}/graphql`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        expect(res.status, query).toBe(401);
        const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
        expect(body.errors[0]?.extensions.code, query).toBe('UNAUTHENTICATED');
      }
    });
  }

  it('without a token, a route that takes a body answers 401 before reading it', async () => {
    const id = await screenId();
    const routes = [
      ['POST', '/api/screens'],
      ['PUT', `/api/screens/${id}`],
      ['POST', `/api/apps/${appId()}/screens/order`],
      ['PATCH', `/api/apps/${appId()}`],
      ['POST', '/api/cloudinary/test-upload'],
    ];
    const bodies: [string, string][] = [
      ['application/json', '{ not json'],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ pad: 'x'.repeat(128 * 1024) })],
    ];
    for (const [method, path] of routes) {
      for (const [type, body] of bodies) {
        const res = await fetch(h.srv.base + path, { method, headers: { 'content-type': type }, body });
        expect(res.status, `${method} ${path} (${type}, ${body.length} bytes)`).toBe(401);
        expect(await res.json()).toEqual({
          code: 'UNAUTHENTICATED',
          reason: 'UNAUTHENTICATED',
          message: 'Admin authentication required',
        });
      }
    }
  });

  it('a valid token passes every route and field', async () => {
    const token = await login();
    for (const route of await REST()) {
      if (route.path === '/api/admin/logout') continue; // would end the session the loop uses
      const res = await fetch(h.srv.base + route.path, {
        method: route.method,
        headers: { ...bearer(token), ...(route.body ? { 'content-type': 'application/json' } : {}) },
        body: route.body ? JSON.stringify(route.body) : undefined,
      });
      expect(route.passes ?? [200, 201, 202], `${route.method} ${route.path}`).toContain(res.status);
      await res.arrayBuffer();
    }
    for (const query of GRAPHQL.filter((q) => q !== 'mutation { logout }')) {
      const res = await fetch(`${h.srv.base}/graphql`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      expect(res.status, query).toBe(200);
      const body = (await res.json()) as { errors?: unknown[] };
      expect(body.errors, query).toBeUndefined();
    }
    expect(await h.db.prisma.auditLog.count()).toBeGreaterThan(0);
  });
});
