// The gallery's filters, sorts, facets and shared-screen lookup (issue 13), REST and GraphQL.
import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';

const h = seededApi();
const get = async (path: string) => {
  const res = await fetch(h.srv.base + path);
  return { status: res.status, body: (await res.json()) as any };
};
const names = (body: { screens: { name: string }[] }) => body.screens.map((s) => s.name);

/** Every page of a listing, following endCursor, `first` at a time. */
async function pages(query: string, first: number) {
  const out: string[] = [];
  let after = '';
  for (let i = 0; i < 20; i++) {
    const { body } = await get(`/api/screens?${query}&first=${first}${after ? `&after=${after}` : ''}`);
    out.push(...names(body));
    if (!body.pageInfo.hasNextPage) return out;
    after = body.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

describe('gallery filters', () => {
  it('combines several tags with AND, and every other filter', async () => {
    expect(names((await get('/api/screens?tag=button')).body).sort()).toEqual(['Ajuda', 'Certificado']);
    expect(names((await get('/api/screens?tag=button&tag=modal')).body)).toEqual(['Certificado']);
    expect(names((await get('/api/screens?tag=card&platform=CrossPlatform')).body)).toEqual(['Saldo']);
    expect(names((await get('/api/screens?type=Federal&app=carteira-de-trabalho-digital')).body).sort()).toEqual([
      'Contratos',
      'Login',
    ]);
    expect((await get('/api/screens?platform=Windows')).status).toBe(400);
    expect((await get('/api/screens?sort=random')).status).toBe(400);
  });

  it('counts each option given the other filters; tags with every filter', async () => {
    const all = (await get('/api/screens/facets')).body;
    expect(all.category.find((o: any) => o.value === 'Saúde')).toMatchObject({ count: 4, labelEn: 'Health' });
    // One spelling in REST (issue 59 item 3): the spec's Cross-platform, which the filter also takes.
    const platforms = all.platform.map((o: any) => o.value);
    expect(platforms).toContain('Cross-platform');
    expect(platforms).not.toContain('CrossPlatform');
    expect((await get('/api/screens/facets?platform=Cross-platform')).status).toBe(200);
    expect(all.app.map((o: any) => o.value).sort()).toEqual([
      'caixa-tem',
      'carteira-de-trabalho-digital',
      'meu-sus-digital',
    ]);
    const narrowed = (await get('/api/screens/facets?tag=card&category=Saude')).body;
    // The category facet ignores the category filter itself, not the tag.
    expect(narrowed.category.map((o: any) => [o.value, o.count])).toEqual([
      ['Saúde', 2],
      ['Cidadania', 1],
      ['Finanças', 1],
    ]);
    expect(narrowed.tags.find((o: any) => o.value === 'card')).toMatchObject({ count: 2 });
    expect(narrowed.tags.find((o: any) => o.value === 'list')).toMatchObject({ count: 1 });
    expect(narrowed.app).toEqual([
      expect.objectContaining({ value: 'meu-sus-digital', label: 'Meu SUS Digital', count: 2 }),
    ]);
  });
});

describe('gallery sorts', () => {
  it('interleaves apps by default: every app once before any app twice', async () => {
    const list = await pages('', 50);
    const apps = (await get('/api/screens?first=50')).body.screens.map((s: any) => s.app.name);
    expect(new Set(apps.slice(0, 3)).size).toBe(3);
    expect(list).toHaveLength(7);
  });

  it('pages every sort through stable cursors without repeats or gaps', async () => {
    for (const sort of ['mixed', 'newest', 'app']) {
      const whole = names((await get(`/api/screens?sort=${sort}&first=50`)).body);
      expect(await pages(`sort=${sort}`, 2), sort).toEqual(whole);
    }
    const byApp = (await get('/api/screens?sort=app&first=50')).body.screens.map((s: any) => s.app.slug);
    expect(byApp).toEqual([...byApp].sort());
  });

  it('refuses a cursor issued for another sort', async () => {
    const { body } = await get('/api/screens?sort=newest&first=1');
    expect((await get(`/api/screens?sort=app&after=${body.pageInfo.endCursor}`)).status).toBe(400);
  });
});

/** The GraphQL connection read backwards (issue 53: Previous at the first screen opens the last). */
async function backwards(sort: string, last: number, search?: string) {
  const query = `query ($last: Int, $before: String, $sort: GallerySort, $filter: ScreenFilter) {
    screens(last: $last, before: $before, sort: $sort, filter: $filter) {
      edges { node { name } } pageInfo { hasPreviousPage hasNextPage startCursor }
    }
  }`;
  const out: string[] = [];
  let before: string | undefined;
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { last, before, sort, filter: search ? { search } : undefined } }),
    });
    const { data, errors } = (await res.json()) as any;
    if (errors) return { errors };
    out.unshift(...data.screens.edges.map((e: any) => e.node.name));
    if (i === 0) expect(data.screens.pageInfo.hasNextPage).toBe(false); // the very end of the results
    if (!data.screens.pageInfo.hasPreviousPage) return { names: out, pages: i + 1 };
    before = data.screens.pageInfo.startCursor;
  }
  throw new Error('too many pages');
}

describe('gallery read backwards', () => {
  it('the last page of every sort is the end of the forward walk, and pages back to its start', async () => {
    for (const sort of ['mixed', 'newest', 'app']) {
      const whole = names((await get(`/api/screens?sort=${sort}&first=50`)).body);
      const one = await backwards(sort, 50);
      expect(one, sort).toEqual({ names: whole, pages: 1 });
      const paged = await backwards(sort, 2);
      expect(paged.names, sort).toEqual(whole);
      expect(paged.pages, sort).toBe(Math.ceil(whole.length / 2));
    }
    const found = names((await get('/api/screens?search=login&first=50')).body);
    expect(found.length).toBeGreaterThan(0);
    expect((await backwards('relevance', 1, 'login')).names).toEqual(found);
  });

  it('refuses both directions at once', async () => {
    const res = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ screens(first: 2, last: 2) { totalCount } }' }),
    });
    expect(JSON.stringify(await res.json())).toContain('one way at a time');
  });
});

describe('one shared screen', () => {
  it('is found by record id or database id, never when hidden from the public', async () => {
    const q = 'query S($k: String!) { screen(idOrAirtableId: $k) { name app { name } } }';
    expect((await h.srv.gql(q, { k: 'rec-scr-0-3' })).body.data.screen).toEqual({
      name: 'Certificado',
      app: { name: 'Meu SUS Digital' },
    });
    const saldo = await h.db.prisma.screen.findFirstOrThrow({ where: { name: 'Saldo' } });
    expect((await h.srv.gql(q, { k: String(saldo.id) })).body.data.screen.name).toBe('Saldo');
    expect((await h.srv.gql(q, { k: 'rec-scr-7-0' })).body.data.screen).toBeNull(); // a Hide app's screen
    expect((await h.srv.gql(q, { k: 'nope' })).body.data.screen).toBeNull();
  });
});
