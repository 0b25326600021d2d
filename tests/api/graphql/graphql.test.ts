import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';
import { confirmByLink } from '../../support/newsletter.ts';

const h = seededApi();

describe('GraphQL queries', () => {
  it('apps(filter, sort) applies the same rules as REST', async () => {
    const { body } = await h.srv.gql(
      `query Apps($filter: AppFilter, $sort: AppSort) { apps(filter: $filter, sort: $sort) { name planned status } }`,
      { filter: { search: 'saude' }, sort: 'latest' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.apps).toEqual([
      { name: 'Meu SUS Digital', planned: false, status: null },
      { name: 'NHS', planned: true, status: 'Planejado' },
    ]);
  });

  it('app(idOrSlug) resolves slug, numeric id and relay node, with screens ordered by flow', async () => {
    const q = `query App($k: String!) { app(idOrSlug: $k) { id dbId name slug categoriesEn firstScreen { name }
      screens { name flow app { name } } } }`;
    const bySlug = (await h.srv.gql(q, { k: 'meu-sus-digital' })).body.data.app;
    expect(bySlug.screens.map((s: any) => s.name)).toEqual(['Início', 'Certificado', 'Carteira de vacinação', 'Ajuda']);
    expect(bySlug.firstScreen).toEqual({ name: 'Início' });
    expect(bySlug.categoriesEn).toEqual(['Health']);
    expect((await h.srv.gql(q, { k: String(bySlug.dbId) })).body.data.app.id).toBe(bySlug.id);
    const node = await h.srv.gql(`query N($id: ID!) { node(id: $id) { ... on App { name } } }`, { id: bySlug.id });
    expect(node.body.data.node).toEqual({ name: 'Meu SUS Digital' });
    expect((await h.srv.gql(q, { k: 'sistema-oculto' })).body.data.app).toBeNull();
    expect((await h.srv.gql(q, { k: 'nope' })).body).toEqual({ data: { app: null } });
  });

  it('screens is a cursor connection with totalCount, excluding planned and Hide apps', async () => {
    const q = `query S($first: Int, $after: String, $filter: ScreenFilter) {
      screens(first: $first, after: $after, filter: $filter) { totalCount pageInfo { hasNextPage endCursor }
      edges { cursor node { name app { name } } } } }`;
    const page1 = (await h.srv.gql(q, { first: 4 })).body.data.screens;
    expect(page1.totalCount).toBe(7);
    expect(page1.edges).toHaveLength(4);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await h.srv.gql(q, { first: 4, after: page1.pageInfo.endCursor })).body.data.screens;
    expect(page2.edges).toHaveLength(3);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const seen = [...page1.edges, ...page2.edges].map((e: any) => e.node.name);
    expect(new Set(seen).size).toBe(7);
    const filtered = (await h.srv.gql(q, { filter: { tags: ['card'], search: 'saúde' } })).body.data.screens;
    expect(filtered.totalCount).toBe(2);
  });

  it('gives absolute and sized image addresses beside imageUrl', async () => {
    const q = `{ screens(first: 1) { edges { node { imageUrl imageUrlAbsolute
      sized: imageSized(width: 300) avif: imageSized(width: 1000, format: AVIF) } } } }`;
    const { body } = await h.srv.gql(q);
    expect(body.errors).toBeUndefined();
    const s = body.data.screens.edges[0].node;
    expect(s.imageUrl).toMatch(/^\/media\/screens\//);
    expect(s.imageUrlAbsolute).toBe(`${h.srv.base}${s.imageUrl}`);
    // Widths snap to the variants the image routes make (320, 1024), so every answer is a cache hit.
    expect(s.sized).toBe(`${h.srv.base}${s.imageUrl}?w=320&f=webp&q=80`);
    expect(s.avif).toBe(`${h.srv.base}${s.imageUrl}?w=1024&f=avif&q=80`);
    const refused = await h.srv.gql('{ screens(first: 1) { edges { node { imageSized(width: 0) } } } }');
    expect(refused.body.errors?.[0]).toBeDefined();
  });

  it('rejects out-of-range first with a clear message, not a 5xx', async () => {
    for (const first of [0, 101]) {
      const res = await h.srv.gql(`{ screens(first: ${first}) { totalCount edges { node { name } } } }`);
      expect(res.status).toBe(200);
      expect(res.body.errors?.[0]?.message).toMatch(/first must be an integer between 1 and 100/);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const negative = await h.srv.gql('{ screens(first: -1) { totalCount } }');
    expect(negative.body.errors?.[0]?.message).toMatch(/first must be an integer between 1 and 100/);
    expect(h.srv.errors).toEqual([]);
  });

  it('categories, tags, stats and newsletter count', async () => {
    const { body } = await h.srv.gql(`{ categories { name nameEn hidden } tags(limit: 2) { name count }
      stats { apps screens tags categories } newsletter { subscriberCount } viewer { username } }`);
    expect(body.data.categories[3]).toEqual({ name: 'Saúde', nameEn: 'Health', hidden: false });
    expect(body.data.tags).toEqual([
      { name: 'card', count: 3 },
      { name: 'button', count: 2 },
    ]);
    expect(body.data.stats).toEqual({ apps: 4, screens: 7, tags: 9, categories: 8 });
    expect(body.data.newsletter.subscriberCount).toBe(0);
    expect(body.data.viewer).toBeNull();
  });

  it('masks unexpected errors and reports syntax errors as 4xx', async () => {
    // GraphQL over HTTP: clients that accept application/graphql-response+json get real 4xx codes.
    const post = (body: string) =>
      h.srv.app.yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body,
      });
    expect((await post('{"query": ')).status).toBe(400);
    const unknownField = await post(JSON.stringify({ query: '{ nope }' }));
    expect(unknownField.status).toBe(400);
    expect(((await unknownField.json()) as any).errors[0].message).toMatch(/Cannot query field "nope"/);
  });
});

describe('GraphQL mutations', () => {
  const subscribe = `mutation Sub($email: String!, $language: Language) { subscribeNewsletter(email: $email, language: $language) {
    __typename ... on SubscribeNewsletterSuccess { data { subscriberCount } } ... on Error { message }
    ... on ValidationError { issues { path message } } } }`;

  it('subscribes, then reports a duplicate as AlreadySubscribedError', async () => {
    const ok = (await h.srv.gql(subscribe, { email: 'Ana@Example.org', language: 'en' })).body.data.subscribeNewsletter;
    // Double opt-in: counted once the emailed link is followed.
    expect(ok).toEqual({ __typename: 'SubscribeNewsletterSuccess', data: { subscriberCount: 0 } });
    await confirmByLink(h.srv.base, h.db.prisma, 'ana@example.org');
    const dup = (await h.srv.gql(subscribe, { email: 'ana@example.org' })).body.data.subscribeNewsletter;
    expect(dup).toEqual({
      __typename: 'AlreadySubscribedError',
      message: 'Already subscribed: this email is already subscribed',
    });
  });

  it('returns the spec validation messages as ValidationError', async () => {
    const cases: [string, string][] = [
      ['', 'Email address is required'],
      ['not-an-email', 'Please enter a valid email address'],
      ['a@b.c', 'Please enter a valid email address'],
      [`${'a'.repeat(95)}@x.com.br`, 'Email address is too long (max 100 characters)'],
    ];
    for (const [email, message] of cases) {
      const r = (await h.srv.gql(subscribe, { email })).body.data.subscribeNewsletter;
      expect(r.__typename, email).toBe('ValidationError');
      expect(r.message, email).toBe(message);
    }
  });

  it('recordAppView is public and counts real views', async () => {
    const m = `mutation V($k: String!) { recordAppView(idOrSlug: $k) { __typename ... on RecordAppViewSuccess { data } ... on NotFoundError { message } } }`;
    expect((await h.srv.gql(m, { k: 'caixa-tem' })).body.data.recordAppView).toEqual({
      __typename: 'RecordAppViewSuccess',
      data: 1,
    });
    expect((await h.srv.gql(m, { k: 'nope' })).body.data.recordAppView.__typename).toBe('NotFoundError');
  });
});
