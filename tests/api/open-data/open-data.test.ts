// Issue 35: open data. The Atom feed parses (a strict XML parser) and its newest entry is the screen an
// admin created a moment before; it pages with first/next. The CSV has one row per public screen and
// neutralises formulas; the JSON-LD names every distribution with its licence; exports are files per
// data version (same ETag until the catalogue changes) and a flood of downloads is throttled.
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headTags } from '../../../server/pages/head.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { adminToken } from '../../support/harness.ts';
import { startTestServer } from '../../support/server.ts';

const EXPORT_LIMIT = 12;
let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>>;
let token = '';

type Node = { name: string; attributes: Record<string, string>; children: Node[]; text: string };

/** A strict parse (saxes refuses anything not well-formed) into a small tree. */
function parseXml(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const root: Node = { name: '#root', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.on('opentag', (t) => {
    const attributes = Object.fromEntries(
      Object.entries(t.attributes).map(([k, a]) => [k, (a as { value: string }).value]),
    );
    const node: Node = { name: `${t.uri}|${t.local}`, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  return root.children[0] as Node;
}
const ATOM = 'http://www.w3.org/2005/Atom';
const kids = (n: Node, local: string) => n.children.filter((c) => c.name === `${ATOM}|${local}`);
const link = (n: Node, rel: string) => kids(n, 'link').find((l) => l.attributes.rel === rel)?.attributes.href;

beforeAll(async () => {
  db = await testDatabase();
  const apps = await seedFixture(db.prisma);
  // Enough screens for a second page of the feed.
  const app = apps[0];
  await db.prisma.screen.createMany({
    data: Array.from({ length: 52 }, (_, i) => ({
      appId: app?.id ?? 0,
      airtableId: `rec-bulk-${i}`,
      name: `Bulk ${i}`,
      imageUrl: `/media/screens/bulk-${i}.png`,
      tags: [],
      order: 100 + i,
    })),
  });
  await ensureAdminUser(db.prisma, 'admin', 'open data password');
  srv = await startTestServer(db.prisma, undefined, { rateLimits: { exportsPerHour: EXPORT_LIMIT } });
  token = await adminToken(srv.base, 'admin', 'open data password');
});
afterAll(async () => {
  await srv?.close();
  await db?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${srv.base}${path}`, { headers });
async function createScreen(name: string, airtableId: string) {
  const appId = (await db.prisma.app.findFirstOrThrow({ where: { slug: 'caixa-tem' } })).id;
  const res = await fetch(`${srv.base}/api/screens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ appId, name, imageUrl: 'https://images.example.org/new.png', airtableId }),
  });
  expect(res.status).toBe(201);
}

describe('open data', () => {
  it('the Atom feed parses, starts with the screen just created, and pages with first/next', async () => {
    await createScreen('Extrato novo', 'rec-feed-newest');
    const res = await get('/feed.atom');
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(await res.text());
    expect(feed.name).toBe(`${ATOM}|feed`);
    const entries = kids(feed, 'entry');
    expect(entries).toHaveLength(50);
    expect(kids(entries[0] as Node, 'title')[0]?.text).toBe('Caixa Tem — Extrato novo');
    expect(link(entries[0] as Node, 'alternate')).toBe(`${srv.base}/app/caixa-tem?screen=rec-feed-newest`);
    expect(link(entries[0] as Node, 'enclosure')).toMatch(/\/media\/screens\/rec-feed-newest-.+\?w=960&f=webp&q=80$/);
    expect(link(feed, 'first')).toBe(`${srv.base}/feed.atom`);
    const next = parseXml(await (await fetch(link(feed, 'next') ?? '')).text());
    const all = [...entries, ...kids(next, 'entry')].map((e) => kids(e, 'id')[0]?.text);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(expect.stringContaining('Tela escondida'));
    const english = parseXml(await (await get('/en/feed.atom')).text());
    expect(link(kids(english, 'entry')[0] as Node, 'alternate')).toBe(
      `${srv.base}/en/app/caixa-tem?screen=rec-feed-newest`,
    );
    expect((await get('/feed.atom?after=nonsense')).status).toBe(400);
    const head = headTags(
      { title: 't', description: 'd', canonical: '/', kind: 'website', language: 'en' } as never,
      srv.base,
      'V',
    );
    expect(head).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Vitrine Pública — new screens" href="${srv.base}/en/feed.atom" />`,
    );
  });

  it('the CSV: a BOM, one row per public screen, formulas neutralised; the JSON has the same screens', async () => {
    await createScreen('=HYPERLINK("https://evil.example","x")', 'rec-formula');
    const res = await get('/api/export/screens.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    const publicScreens = await db.prisma.screen.count({
      where: { hidden: false, app: { hidden: false, planned: false } },
    });
    expect(lines.length - 1).toBe(publicScreens);
    expect(lines.find((l) => l.includes('rec-formula'))).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(lines.join('\n')).not.toContain('Tela escondida');
    const doc = (await (await get('/api/export/screens.json')).json()) as {
      items: unknown[];
      license: { url: string };
    };
    expect(doc.items).toHaveLength(publicScreens);
    expect(doc.license.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    const apps = (await (await get('/api/export/apps.json')).json()) as {
      items: { name: string; illustrative: boolean }[];
    };
    expect(apps.items.map((a) => a.name)).not.toContain('Sistema Oculto');
  });

  it('an export is a file per data version: same ETag (304) until the catalogue changes', async () => {
    const first = await get('/api/export/apps.json');
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/api/export/apps.json', { 'if-none-match': etag })).status).toBe(304);
    await createScreen('Mais uma', 'rec-version');
    expect((await get('/api/export/apps.json')).headers.get('etag')).not.toBe(etag);
  });

  it('the DCAT catalogue parses and names every distribution with its media type and licence', async () => {
    const res = await get('/api/catalog.jsonld');
    expect(res.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    const catalog = (await res.json()) as Record<string, any>;
    expect(catalog['@type']).toBe('dcat:Catalog');
    expect(catalog['dct:title']).toContainEqual({ '@value': 'Vitrine Pública — open data', '@language': 'en' });
    const distributions = catalog['dcat:dataset'].flatMap((d: any) => d['dcat:distribution']);
    expect(distributions.map((d: any) => d['dcat:downloadURL']['@id']).sort()).toEqual([
      `${srv.base}/api/export/apps.json`,
      `${srv.base}/api/export/screens.csv`,
      `${srv.base}/api/export/screens.json`,
      `${srv.base}/feed.atom`,
    ]);
    for (const d of distributions) {
      expect(d['dct:license']).toEqual({ '@id': 'https://creativecommons.org/licenses/by/4.0/' });
      expect(d['dcat:mediaType']['@id']).toMatch(
        /^https:\/\/www\.iana\.org\/assignments\/media-types\/(application|text)\//,
      );
    }
  });

  it('feeds and the catalogue send validators and answer 304 when unchanged', async () => {
    for (const path of ['/feed.atom', '/en/feed.atom', '/api/catalog.jsonld']) {
      const first = await get(path);
      await first.arrayBuffer();
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect((await get(path, { 'if-none-match': etag })).status, path).toBe(304);
    }
    const feed = await get('/feed.atom');
    await feed.arrayBuffer();
    const since = feed.headers.get('last-modified') ?? '';
    expect((await get('/feed.atom', { 'if-modified-since': since })).status).toBe(304);
  });

  it('polling by ETag never counts; a flood of export downloads is throttled with 429 and Retry-After', async () => {
    const current = await get('/api/export/screens.json');
    await current.arrayBuffer();
    const etag = current.headers.get('etag') ?? '';
    for (let i = 0; i < EXPORT_LIMIT + 2; i++) {
      expect((await get('/api/export/screens.json', { 'if-none-match': etag })).status).toBe(304);
    }
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < EXPORT_LIMIT + 2; i++) {
      const res = await get('/api/export/screens.json');
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
      await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
