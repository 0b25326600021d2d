// Issue 56 items 3, 4 and 6: a curator's files arrive one per request, cleaned, as drafts; a draft is on
// no public read until published, then on every one; refusals carry their reason in the admin's
// language and store nothing; bulk edits are one audited change each.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { HTML, png } from '../../images/support/fixtures.ts';
import { adminToken, seededApi } from '../../support/harness.ts';

const WORD = 'quimerografia';
// The server-rendered pages need a built shell; a minimal one is enough for what they put in it.
const distDir = mkdtempSync(join(tmpdir(), 'vitrine-intake-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
const h = seededApi(async (db) => ensureAdminUser(db, 'admin', 'intake password'), {
  distDir,
  // The response cache on: the walk before publishing fills it, so publishing must drop what changed.
  cache: {},
  recognizer: { recognize: async () => `${WORD} saldo`, close: async () => {} },
});
let token = '';
const appId = () => h.apps.find((a) => a.slug === 'meu-sus-digital')?.id ?? 0;
const auth = () => ({ authorization: `Bearer ${token}` });

async function upload(file: string, body: Buffer, extra: Record<string, string> = {}, lang = 'pt-BR') {
  const q = new URLSearchParams({ name: file, ...extra });
  return fetch(`${h.srv.base}/api/admin/apps/${appId()}/uploads?${q}`, {
    method: 'PUT',
    headers: { ...auth(), 'content-type': 'application/octet-stream', 'accept-language': lang },
    body: new Uint8Array(body),
  });
}
const post = (path: string, body: object, method = 'POST') =>
  fetch(`${h.srv.base}${path}`, {
    method,
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const gql = async (query: string, variables = {}, headers = {}) =>
  (await (
    await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    })
  ).json()) as { data: Record<string, unknown> };
const mcp = async (name: string, args: object) =>
  (
    await fetch(`${h.srv.base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    })
  ).text();

/** Every public read, as text: pages, REST, GraphQL, MCP, feed, exports, sitemap, search, facets, counts. */
async function publicReads(): Promise<Record<string, string>> {
  const paths = [
    '/app/meu-sus-digital',
    '/en/app/meu-sus-digital',
    '/api/apps/meu-sus-digital',
    '/api/apps/meu-sus-digital/screens',
    `/api/screens?search=${WORD}`,
    '/api/screens?first=100',
    '/api/screens/facets',
    '/api/apps',
    '/api/stats',
    '/api/export/screens.json',
    '/api/export/screens.csv',
    '/feed.atom',
    '/sitemap.xml',
  ];
  const out: Record<string, string> = {};
  for (const p of paths) {
    const res = await fetch(`${h.srv.base}${p}`);
    expect(res.status, p).toBe(200);
    out[p] = await res.text();
  }
  const q = `{ app(idOrSlug: "meu-sus-digital") { screenCount screens { name } }
    screens(filter: { search: "${WORD}" }) { totalCount edges { node { name } } } stats { screens } }`;
  const answer = await gql(q);
  expect(answer).not.toHaveProperty('errors');
  out.graphql = JSON.stringify(answer);
  out['mcp get_app'] = await mcp('get_app', { idOrSlug: 'meu-sus-digital' });
  out['mcp search_screens'] = await mcp('search_screens', { query: WORD });
  for (const tool of ['mcp get_app', 'mcp search_screens']) expect(out[tool], tool).toContain('"result"');
  return out;
}

describe('a curator’s upload', () => {
  it('refuses what is not an image, in the admin’s language, and stores nothing', async () => {
    token = await adminToken(h.srv.base, 'admin', 'intake password');
    const before = await h.db.prisma.screen.count();
    const pt = await upload('nota.png', HTML);
    expect(pt.status).toBe(415);
    expect(((await pt.json()) as { message: string }).message).toContain('Não é uma imagem');
    const en = await upload('nota.png', HTML, {}, 'en');
    expect(((await en.json()) as { message: string }).message).toContain('Not an image');
    const tiny = await upload('tiny.png', await png(50, 50), {}, 'en');
    expect([tiny.status, ((await tiny.json()) as { message: string }).message]).toEqual([
      400,
      expect.stringContaining('too small'),
    ]);
    expect(await h.db.prisma.screen.count()).toBe(before);
    const anonymous = await fetch(`${h.srv.base}/api/admin/apps/${appId()}/uploads?name=a.png`, {
      method: 'PUT',
      body: new Uint8Array(await png(300, 600)),
    });
    expect(anonymous.status).toBe(401);
  });

  it('is a draft on no public read; once published it is on every one, in the order set', async () => {
    const shotA = await png(300, 640, true);
    const shotB = await png(320, 640, true);
    const a = await upload('02-quimerografia.png', shotA, { order: '1', flow: 'Vacinas' });
    expect(a.status).toBe(201);
    // Sent again (a retry, a reload): acknowledged, not stored twice.
    expect((await upload('02-quimerografia.png', shotA, { order: '1' })).status).toBe(200);
    expect((await upload('01-rascunho.png', shotB, { order: '0', flow: 'Vacinas' })).status).toBe(201);
    const listed = (await (
      await fetch(`${h.srv.base}/api/admin/apps/${appId()}/drafts`, { headers: auth() })
    ).json()) as {
      screens: { id: number; name: string; draft: boolean }[];
    };
    expect(listed.screens.map((s) => [s.name, s.draft])).toEqual([
      ['01 rascunho', true],
      ['02 quimerografia', true],
    ]);
    await h.srv.jobs.drainOcr();
    const hidden = await publicReads();
    for (const [read, text] of Object.entries(hidden)) {
      // Names, words read in the image, and the hosted file (a page's og:image) alike.
      expect(text, read).not.toMatch(/quimerografia|rascunho|intake-/i);
    }
    const [first, second] = listed.screens;
    const saved = await post(
      `/api/admin/apps/${appId()}/drafts`,
      {
        screens: [
          { id: second?.id, name: 'Quimerografia de vacinas', flow: 'Vacinas', tags: ['card'], order: 0 },
          { id: first?.id, name: 'Rascunho final', flow: 'Vacinas', altText: 'Tela final', order: 5 },
        ],
      },
      'PUT',
    );
    expect(saved.status).toBe(200);
    // Another app's answer, kept by the cache before publishing (the walk above read the app's own).
    const otherApp = `/api/apps/${h.apps.find((a) => a.slug !== 'meu-sus-digital')?.slug}`;
    await (await fetch(`${h.srv.base}${otherApp}`)).text();
    const cached = async (path: string) => {
      const res = await fetch(`${h.srv.base}${path}`);
      await res.arrayBuffer();
      return res.headers.get('x-cache');
    };
    expect([await cached(otherApp), await cached('/api/apps/meu-sus-digital')]).toEqual(['hit', 'hit']);
    const published = await post(`/api/admin/apps/${appId()}/drafts/publish`, {});
    const publishedIds = ((await published.json()) as { published: number[] }).published;
    expect(publishedIds).toHaveLength(2);
    // Publishing tells the caches exactly what changed: this app and the lists, not the other apps.
    expect([await cached(otherApp), await cached('/api/apps/meu-sus-digital'), await cached('/api/stats')]).toEqual([
      'hit',
      'miss',
      'miss',
    ]);
    const shown = await publicReads();
    for (const [read, text] of Object.entries(shown)) {
      // Whole-catalogue reads name no screen (their counts are checked below); pages name the app only.
      if (/sitemap|facets|stats|\/app\/|^\/api\/apps(\/meu-sus-digital)?$/.test(read)) continue;
      expect(text, read).toMatch(/Quimerografia de vacinas/);
    }
    const names = (JSON.parse(shown['/api/apps/meu-sus-digital/screens'] ?? '[]') as { name: string }[]).map(
      (s) => s.name,
    );
    expect(names.indexOf('Quimerografia de vacinas')).toBeLessThan(names.indexOf('Rascunho final'));
    const counts = (s: string) => JSON.parse(s) as { screens: number };
    expect(counts(shown['/api/stats'] ?? '{}').screens).toBe(counts(hidden['/api/stats'] ?? '{}').screens + 2);
    const count = (s: string) => (JSON.parse(s) as { screenCount: number }).screenCount;
    const app = '/api/apps/meu-sus-digital';
    expect(count(shown[app] ?? '{}')).toBe(count(hidden[app] ?? '{}') + 2);
    // The facets count tags: the published "card" is one more.
    expect(shown['/api/screens/facets']).not.toBe(hidden['/api/screens/facets']);
    // Their look jobs ran while they were drafts (in no list): publishing queues them again, so they get theirs.
    const similar = async () =>
      (await (await fetch(`${h.srv.base}/api/screens/${publishedIds[0]}/similar`)).json()) as {
        screens: unknown[];
        pending: boolean;
      };
    expect(await similar()).toMatchObject({ screens: [], pending: true });
    await h.srv.jobs.drainOcr();
    expect(await similar()).toMatchObject({ pending: false, screens: expect.arrayContaining([expect.anything()]) });
  });

  it('bulk-edits screens as one audited change each', async () => {
    const screens = await h.db.prisma.screen.findMany({ where: { appId: appId() }, orderBy: { id: 'asc' } });
    const ids = screens.slice(0, 2).map((s) => s.id);
    await h.db.prisma.screen.updateMany({ where: { id: { in: ids } }, data: { syncedAt: new Date() } });
    const audits = await h.db.prisma.auditLog.count();
    expect(
      (await post(`/api/admin/apps/${appId()}/screens/bulk`, { action: 'setFlow', screenIds: ids, flow: 'Perfil' }))
        .status,
    ).toBe(200);
    const tagged = await gql(
      'mutation($a: Int!, $ids: [Int!]!) { bulkEditScreens(appId: $a, action: addTag, screenIds: $ids, tag: "Mapa") { __typename ... on BulkEditScreensSuccess { data } } }',
      { a: appId(), ids },
      auth(),
    );
    expect(tagged.data.bulkEditScreens).toEqual({ __typename: 'BulkEditScreensSuccess', data: 2 });
    const after = await h.db.prisma.screen.findMany({ where: { id: { in: ids } } });
    expect(after.map((s) => [s.flow, s.tags.includes('mapa')])).toEqual([
      ['Perfil', true],
      ['Perfil', true],
    ]);
    expect((await post(`/api/admin/apps/${appId()}/screens/bulk`, { action: 'delete', screenIds: ids })).status).toBe(
      200,
    );
    expect(await h.db.prisma.screen.count({ where: { id: { in: ids } } })).toBe(0);
    // Synced screens deleted in bulk wait in the restore list, as one deleted alone does.
    expect(
      await h.db.prisma.deletedRecord.count({
        where: { airtableId: { in: screens.slice(0, 2).map((s) => s.airtableId) } },
      }),
    ).toBe(2);
    expect(await h.db.prisma.auditLog.count()).toBe(audits + 3);
    const other = await post(`/api/admin/apps/${appId()}/screens/bulk`, { action: 'delete', screenIds: [999999] });
    expect(other.status).toBe(400);
  });
});
