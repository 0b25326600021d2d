import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../../server/graphql/limits.ts';
import { seededApi } from '../../support/harness.ts';
import { type AbuseRequest, abuseCorpus } from '../support/abuse-corpus.ts';

// One app with 60 screens: list sizes like the demo catalogue's, so the cost limit meets real numbers.
const h = seededApi(async (db) => {
  const app = await db.app.findUniqueOrThrow({ where: { slug: 'caixa-tem' } });
  await db.screen.createMany({
    data: Array.from({ length: 59 }, (_, i) => ({
      appId: app.id,
      airtableId: `rec-extra-${i}`,
      name: `Extra ${i}`,
      imageUrl: `/media/screens/extra-${i}.png`,
      flow: 'Extra',
      order: i,
      tags: ['list'],
    })),
  });
});

async function send(r: AbuseRequest) {
  const url = `${h.srv.base}/graphql${r.search ? `?${r.search}` : ''}`;
  const method = r.method ?? 'POST';
  const headers = { 'content-type': 'application/json', accept: 'application/json', ...r.headers };
  if (headers['content-type'] === '') delete (headers as Record<string, string>)['content-type'];
  const body = method === 'GET' ? undefined : typeof r.body === 'string' ? r.body : new Uint8Array(r.body ?? []);
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // some refusals are not JSON
  }
  return { status: res.status, text, body: json, cacheControl: res.headers.get('cache-control') };
}

const gql = (query: string, variables?: object) =>
  send({ name: 'q', body: JSON.stringify({ query, variables }) }).then((r) => r.body);

describe('the abuse corpus', () => {
  const corpus = abuseCorpus();

  it('has at least 60 hostile requests', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
  });

  it.each(corpus.map((r) => [r.name, r] as const))('%s → a 4xx or a GraphQL error, never a 5xx', async (_n, r) => {
    const res = await send(r);
    expect(res.status).toBeLessThan(500);
    const refused = res.status >= 400 || (Array.isArray(res.body?.errors) && res.body.errors.length > 0);
    expect(refused, `${res.status} ${res.text.slice(0, 200)}`).toBe(true);
    expect(res.text).not.toMatch(/Did you mean/i);
    expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|\/work\/|node_modules/);
    if ((r.method ?? 'POST') === 'POST') expect(res.cacheControl).toBe('no-store');
  });

  it('left nothing behind: no views counted, no screen created, no unexpected error logged', async () => {
    const app = await h.db.prisma.app.findUniqueOrThrow({ where: { slug: 'caixa-tem' } });
    expect(app.viewCount).toBe(0);
    expect(await h.db.prisma.screen.count({ where: { airtableId: 'r' } })).toBe(0);
    expect(h.srv.errors).toEqual([]);
  });
});

describe('each limit says what it refused', () => {
  it('depth, cost, aliases, tokens, characters and single-use fields', async () => {
    const deep = await gql(
      '{ app(idOrSlug: "caixa-tem") { screens { app { screens { app { screens { app { screens { id } } } } } } } } }',
    );
    expect(deep.errors[0]).toMatchObject({
      message: 'The query is nested 9 levels deep; at most 8 are allowed',
      extensions: { code: 'QUERY_TOO_DEEP', reason: 'GRAPHQL_TOO_DEEP' },
    });
    const costly = await gql('{ apps { screens { app { screens { id } } } } }');
    // A whole number of units (it printed 27915.143999999997), with a stable code.
    expect(costly.errors[0].message).toMatch(/^The query costs \d+; at most \d+ is allowed$/);
    expect(costly.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', reason: 'GRAPHQL_TOO_COSTLY' });
    expect(costly.data).toBeNull();
    const aliases = await gql(`{ ${Array.from({ length: 16 }, (_, i) => `s${i}: stats { apps }`).join(' ')} }`);
    expect(aliases.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_ALIASES' });
    // In the request's language, with the status GraphQL over HTTP gives a request error.
    const pt = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'accept-language': 'pt-BR',
      },
      body: JSON.stringify({ query: '{ apps { name ' }),
    });
    expect(pt.status).toBe(400);
    expect(((await pt.json()) as any).errors[0]).toMatchObject({
      message: expect.stringMatching(/^Não foi possível interpretar o documento GraphQL: /),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    const tokens = await gql(`{ ${'__typename '.repeat(1200)} }`);
    expect(tokens.errors[0].message).toMatch(/token/i);
    const chars = await send({
      name: 'chars',
      body: JSON.stringify({ query: `{ stats { apps } }${' '.repeat(20_000)}` }),
    });
    expect(chars.body.errors[0].message).toMatch(/Character limit of 15000/);
    const logins = await gql(
      'mutation { a: login(username: "x", password: "y") { __typename } b: login(username: "x", password: "z") { __typename } }',
    );
    expect(logins.errors[0].message).toMatch(/: login may be requested at most once per operation$/);
  });

  it('nodes(ids:) takes at most 100 ids', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => Buffer.from(`App:${i + 1}`).toString('base64'));
    const q = 'query N($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const ok = await gql(q, { ids: ids(GRAPHQL_LIMITS.maxNodeIds) });
    // Eight fixture apps, one of them hidden: 7 found, the other 93 null.
    expect(ok.errors).toBeUndefined();
    expect(ok.data.nodes).toHaveLength(100);
    expect(ok.data.nodes.filter(Boolean)).toHaveLength(7);
    const tooMany = await gql(q, { ids: ids(GRAPHQL_LIMITS.maxNodeIds + 1) });
    expect(tooMany.errors[0].message).toMatch(/at most 100 items|complexity/);
  });

  it('refuses form, text/plain and multipart POSTs with 415 and mutations over GET with 405', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await send({ name: type, headers: { 'content-type': type }, body: 'query=x' });
      expect(res.status).toBe(415);
    }
    const get = await send({
      name: 'get',
      method: 'GET',
      search: `query=${encodeURIComponent('mutation { logout }')}`,
    });
    expect(get.status).toBe(405);
  });

  it('refuses bodies over 1 MB with 413 before reading them', async () => {
    const res = await send({ name: 'big', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
  });
});

describe('the shapes the site and integrators use stay whole', () => {
  it('the apps list, an app page with every screen, a full gallery page and the stats', async () => {
    const apps = await gql('{ apps { id name slug firstScreen { id src } } categories { name } }');
    expect(apps.errors).toBeUndefined();
    expect(apps.data.apps.length).toBe(
      await h.db.prisma.app.count({ where: { OR: [{ status: null }, { status: { not: 'Hide' } }] } }),
    );
    const app = await gql('{ app(idOrSlug: "meu-sus-digital") { screens { id name tags app { name } } } }');
    expect(app.data.app.screens).toHaveLength(4);
    const page = await gql(
      '{ screens(first: 100) { totalCount edges { node { id app { name logoSrc } } } } tags(limit: 500) { name } }',
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.screens.edges).toHaveLength(66);
    const everything = await gql('{ apps { screens { id name src } } }');
    expect(everything.errors).toBeUndefined();
  });

  it('node(id:) finds nothing for a hidden app, a screen of one, or an id past int4', async () => {
    const id = (s: string) => Buffer.from(s).toString('base64');
    const hidden = await h.db.prisma.app.findUniqueOrThrow({
      where: { slug: 'sistema-oculto' },
      include: { screens: true },
    });
    const q = 'query N($id: ID!) { node(id: $id) { id } }';
    for (const k of [`App:${hidden.id}`, `Screen:${hidden.screens[0]?.id}`, 'App:99999999999', 'App:1e3']) {
      expect(await gql(q, { id: id(k) })).toEqual({ data: { node: null } });
    }
    expect((await gql(q, { id: id('App:1') })).data.node).not.toBeNull();
  });

  it('introspection works for GraphiQL and codegen, however deep its type references go', async () => {
    const res = await gql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(res.errors).toBeUndefined();
    expect(res.data.__schema.queryType.name).toBe('Query');
  });

  it('masks field suggestions outside development', async () => {
    const res = await gql('{ aps { id } }');
    expect(res.errors[0].message).toMatch(/Cannot query field/);
    expect(JSON.stringify(res)).not.toMatch(/Did you mean/);
  });
});
