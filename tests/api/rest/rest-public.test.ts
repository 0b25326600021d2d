import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';

// One proxy hop is trusted so that requests can act as different clients (X-Forwarded-For).
const h = seededApi(undefined, { trustProxy: { hops: 1 } });

const get = async (path: string) => {
  const res = await fetch(h.srv.base + path);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as any };
};
const names = (apps: { name: string }[]) => apps.map((a) => a.name);

describe('GET /api/apps', () => {
  it('returns a plain array of visible apps sorted by name, planned ones last', async () => {
    const { status, type, body } = await get('/api/apps?_t=123&random=0.5');
    expect(status).toBe(200);
    expect(type).toContain('application/json');
    expect(Array.isArray(body)).toBe(true);
    expect(names(body)).toEqual([
      'Caixa Tem',
      'Carteira de Trabalho Digital',
      'Meu SUS Digital',
      'Poupatempo SP',
      'Agenda Recife',
      'Cidade Futura',
      'NHS',
    ]);
  });

  it('returns every spec field of an app', async () => {
    const { body } = await get('/api/apps');
    const sus = body.find((a: any) => a.slug === 'meu-sus-digital');
    expect(sus).toMatchObject({
      name: 'Meu SUS Digital',
      type: 'Federal',
      platform: 'Android',
      category: 'Saúde',
      categories: ['Saúde'],
      country: 'Brasil',
      status: null,
      planned: false,
      url: 'https://www.gov.br/saude',
      screenCount: 4,
    });
    expect(Object.keys(sus)).toEqual(
      expect.arrayContaining(['id', 'logo', 'cloudinaryLogo', 'appInfo', 'language', 'updatedAt']),
    );
    expect(body.find((a: any) => a.name === 'Caixa Tem').platform).toBe('Cross-platform');
  });

  it('flags planned apps by name list, status or category and marks them Planejado', async () => {
    const { body } = await get('/api/apps');
    for (const name of ['NHS', 'Cidade Futura', 'Agenda Recife']) {
      expect(body.find((a: any) => a.name === name)).toMatchObject({ planned: true, status: 'Planejado' });
    }
  });

  it('never lists Hide apps, even when searched for', async () => {
    expect(names((await get('/api/apps')).body)).not.toContain('Sistema Oculto');
    expect((await get('/api/apps?search=oculto')).body).toEqual([]);
  });

  it('filters by type and platform', async () => {
    expect(names((await get('/api/apps?type=State')).body)).toEqual(['Poupatempo SP']);
    expect(names((await get('/api/apps?platform=ios')).body)).toEqual(['Carteira de Trabalho Digital']);
    expect(names((await get('/api/apps?platform=Cross-platform')).body)).toEqual(['Caixa Tem']);
    // Every spelling and both languages' labels name the same value; "Brazil" is Brasil.
    expect(names((await get('/api/apps?platform=Multiplataforma')).body)).toEqual(['Caixa Tem']);
    expect(names((await get('/api/apps?type=Estadual')).body)).toEqual(['Poupatempo SP']);
    expect(names((await get('/api/apps?type=estadual&country=Brazil')).body)).toEqual(['Poupatempo SP']);
  });

  it('refuses an unknown type, platform or country with the accepted values, never an empty list', async () => {
    const refused = await fetch(`${h.srv.base}/api/apps?country=Brasilia`, { headers: { 'accept-language': 'pt-BR' } });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as any;
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'country', code: 'FIELD_ONE_OF' }] });
    expect(body.message).toContain('deve ser um destes: Brasil');
    const type = await get('/api/screens?type=Provincial');
    expect(type.status).toBe(400);
    expect(type.body.message).toContain('State, Estadual');
  });

  it('searches accent- and case-insensitively over names, info, categories, screens and tags', async () => {
    expect(names((await get('/api/apps?search=saude')).body)).toEqual(['Meu SUS Digital', 'NHS']);
    expect(names((await get('/api/apps?search=SAÚDE')).body)).toEqual(['Meu SUS Digital', 'NHS']);
    expect(names((await get('/api/apps?search=health')).body)).toEqual(['Meu SUS Digital', 'NHS']);
    expect(names((await get('/api/apps?search=vacinacao')).body)).toEqual(['Meu SUS Digital']);
    expect(names((await get('/api/apps?search=chart')).body)).toEqual(['Caixa Tem']);
    expect(names((await get('/api/apps?search=contratos')).body)).toEqual(['Carteira de Trabalho Digital']);
    expect(names((await get('/api/apps?search=financas')).body)).toEqual(['Caixa Tem']);
  });

  it('treats punctuation and LIKE wildcards as word separators, never as wildcards; refuses NUL with a 400', async () => {
    for (const q of ['%25', '_', '%25%25', 'a%25d', '%5C', '*']) {
      expect((await get(`/api/apps?search=${q}`)).body, q).toEqual([]);
      expect((await get(`/api/screens?search=${q}`)).body.totalCount, q).toBe(0);
    }
    for (const path of ['/api/apps?search=%00', '/api/screens?tag=%00', '/api/apps/%E0%A4%A', '/api/apps/%00']) {
      expect((await get(path)).status, path).toBe(400);
    }
    const cursor = Buffer.from('screen:1e30').toString('base64url');
    expect((await get(`/api/screens?after=${cursor}`)).status).toBe(400);
  });

  it('filters by accent-stripped category; Planejado lists only planned apps', async () => {
    expect(names((await get('/api/apps?category=Saude')).body)).toEqual(['Meu SUS Digital']);
    expect(names((await get('/api/apps?category=cidadania')).body)).toEqual(['Caixa Tem', 'Poupatempo SP']);
    expect(names((await get('/api/apps?category=Planejado')).body)).toEqual(['Agenda Recife', 'Cidade Futura', 'NHS']);
    expect((await get('/api/apps?category=Todos')).body).toHaveLength(7);
  });

  it('sorts by latest update, real screen counts and real views', async () => {
    expect(names((await get('/api/apps?sort=latest')).body).slice(0, 4)).toEqual([
      'Carteira de Trabalho Digital',
      'Poupatempo SP',
      'Meu SUS Digital',
      'Caixa Tem',
    ]);
    expect(names((await get('/api/apps?sort=screens')).body).slice(0, 4)).toEqual([
      'Meu SUS Digital',
      'Carteira de Trabalho Digital',
      'Caixa Tem',
      'Poupatempo SP',
    ]);
    const viewFrom = (slug: string, ip: string) =>
      fetch(`${h.srv.base}/api/apps/${slug}/views`, { method: 'POST', headers: { 'x-forwarded-for': ip } });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await viewFrom('poupatempo-sp', ip);
    // The same client again, even many times, does not move the count within the hour.
    for (let i = 0; i < 5; i++)
      expect(await (await viewFrom('caixa-tem', '203.0.113.9')).json()).toEqual({ viewCount: 1 });
    expect(await (await viewFrom('poupatempo-sp', '203.0.113.1')).json()).toEqual({ viewCount: 3 });
    const byViews = (await get('/api/apps?sort=views')).body;
    expect(names(byViews).slice(0, 3)).toEqual(['Poupatempo SP', 'Caixa Tem', 'Carteira de Trabalho Digital']);
    expect(names(byViews).at(-1)).toBe('NHS');
    // A view is not an update: "latest" order is unchanged.
    expect(names((await get('/api/apps?sort=latest')).body)[0]).toBe('Carteira de Trabalho Digital');
  });

  it('rejects unknown filter values with a clear 400', async () => {
    const res = await get('/api/apps?type=Galactic');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/type must be one of Federal, State, Estadual, Municipal/); // the pt label is accepted too
    expect((await get('/api/apps?sort=random')).status).toBe(400);
    expect((await get(`/api/apps?search=${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe('GET /api/apps/{idOrSlug} and its screens', () => {
  it('accepts an id or a slug', async () => {
    const bySlug = await get('/api/apps/meu-sus-digital');
    expect(bySlug.status).toBe(200);
    const byId = await get(`/api/apps/${bySlug.body.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers 404 JSON with a message for unknown, hidden or malformed ids', async () => {
    for (const key of ['nope', '999999', 'sistema-oculto', '%E2%9C%93%20x', '99999999999999999999']) {
      const res = await get(`/api/apps/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body.message).toMatch(/App not found/);
    }
    expect((await get('/api/apps/nope/screens')).status).toBe(404);
  });

  it('orders screens by flow alphabetically with Other last, then by order', async () => {
    const { body } = await get('/api/apps/meu-sus-digital/screens?timestamp=1');
    expect(body.map((s: any) => `${s.flow}:${s.name}`)).toEqual([
      'Início:Início',
      'Vacinas:Certificado',
      'Vacinas:Carteira de vacinação',
      'Other:Ajuda',
    ]);
    expect(body[0].imageUrlAbsolute).toBe(`${h.srv.base}${body[0].imageUrl}`);
    expect(body[0].images.small).toBe(`${h.srv.base}${body[0].imageUrl}?w=320&f=webp&q=80`);
    expect(Object.keys(body[0])).toEqual(
      expect.arrayContaining([
        'id',
        'airtableId',
        'appId',
        'name',
        'description',
        'altText',
        'imageUrl',
        'cloudinaryUrl',
        'imageUrlAbsolute',
        'images',
        'tags',
        'flow',
        'order',
      ]),
    );
  });
});

describe('catalogue reads', () => {
  it('GET /api/categories returns name and iconUrl', async () => {
    const { body } = await get('/api/categories');
    expect(body.map((c: any) => c.name)).toContain('Saúde');
    expect(body[0]).toEqual({ name: 'Todos', iconUrl: '/media/categories/todos.png', hidden: false });
    expect(body.find((c: any) => c.name === 'Mobilidade').hidden).toBe(true);
  });

  it('GET /api/screens pages the public gallery, excluding planned and Hide apps', async () => {
    const first = await get('/api/screens?first=3');
    expect(first.body.totalCount).toBe(7);
    expect(first.body.screens).toHaveLength(3);
    expect(first.body.screens[0].app.name).toBeTruthy();
    const rest = await get(`/api/screens?first=50&after=${first.body.pageInfo.endCursor}`);
    expect(rest.body.screens).toHaveLength(4);
    expect(rest.body.pageInfo.hasNextPage).toBe(false);
    const all = [...first.body.screens, ...rest.body.screens].map((s: any) => s.name);
    expect(all).not.toContain('Tela escondida');
    expect(new Set(all).size).toBe(7);
  });

  it('GET /api/screens filters by tag, category and search', async () => {
    expect((await get('/api/screens?tag=card')).body.totalCount).toBe(3);
    expect((await get('/api/screens?tag=card&tag=chart')).body.totalCount).toBe(1);
    expect((await get('/api/screens?category=financas')).body.totalCount).toBe(1);
    // The two screens named or described so lead; the app's other screens follow through its description
    // ("Vacinas…": the vaccination concept of the bilingual vocabulary, issue 53 item 3).
    const vaccination = (await get('/api/screens?search=VACINACAO')).body;
    expect(
      vaccination.screens
        .slice(0, 2)
        .map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Carteira de vacinação', 'Certificado']);
    expect(vaccination.totalCount).toBe(4);
    expect((await get('/api/screens?tag=secret-tag')).body.totalCount).toBe(0);
  });

  it('rejects out-of-range page sizes and bad cursors with 400', async () => {
    for (const q of ['first=0', 'first=101', 'first=abc', 'first=-5', 'after=%%%']) {
      const res = await get(`/api/screens?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('GET /api/stats and /api/tags count only the public gallery', async () => {
    expect((await get('/api/stats')).body).toEqual({ apps: 4, screens: 7, tags: 9, categories: 8 });
    const tags = (await get('/api/tags')).body;
    expect(tags[0]).toEqual({ name: 'card', count: 3 });
    expect(tags.map((t: any) => t.name)).not.toContain('secret-tag');
  });

  it('unknown API paths and methods answer 404/405 in the one error shape, in the request’s language', async () => {
    expect(await get('/api/nothing')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', reason: 'ROUTE_NOT_FOUND', message: 'No API route at /api/nothing' },
    });
    const res = await fetch(`${h.srv.base}/api/apps`, { method: 'DELETE', headers: { 'accept-language': 'pt-BR' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      reason: 'METHOD_NOT_ALLOWED',
      message: 'DELETE não é permitido aqui (permitidos: GET, HEAD)',
    });
  });
});
