// Issue 56 items 1 and 2: apps and categories from the admin pages. An app created with every field and
// a logo file, renamed with its old slug still answering (301 on REST and pages, found by GraphQL), a
// name whose slug is taken refused naming the other app; categories created, renamed (old ?category=
// links keep working), ordered, hidden, and Todos/Planejado protected.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { seededApi } from '../../support/harness.ts';

const h = seededApi((db) => ensureAdminUser(db, 'curator', 'curator password'));
let token = '';

async function send(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  if (!token) {
    const res = await fetch(`${h.srv.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'curator', password: 'curator password' }),
    });
    token = ((await res.json()) as { token: string }).token;
  }
  const raw = body instanceof Buffer;
  return fetch(h.srv.base + path, {
    method,
    redirect: 'manual',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': raw ? 'image/png' : 'application/json' }),
      ...extra,
    },
    body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
  });
}
const call = async (method: string, path: string, body?: unknown, extra?: Record<string, string>) => {
  const res = await send(method, path, body, extra);
  return { status: res.status, body: (await res.json()) as any };
};
const gql = async (query: string, variables: object = {}) =>
  (await call('POST', '/graphql', { query, variables })).body;

const png = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#1351b4' } })
    .withExifMerge({ IFD0: { Artist: 'secret curator' } })
    .png()
    .toBuffer();

describe(`admin apps (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let id = 0;

  it('creates an app with every catalogue field and takes a logo file in, cleaned, on the image host', async () => {
    const preview = await gql('{ appSlugPreview(name: "Ônibus Já! 2") { slug takenBy } }');
    expect(preview.data.appSlugPreview).toEqual({ slug: 'onibus-ja-2', takenBy: null });
    const created = await call('POST', '/api/admin/apps', {
      name: 'Ônibus Já! 2',
      type: 'Municipal',
      platform: 'Android',
      categories: ['Cidadania'],
      country: 'Brasil',
      language: 'Português',
      url: 'https://onibus.example.gov.br',
      appInfo: 'Horários dos ônibus',
      status: 'live',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'onibus-ja-2', type: 'Municipal', platform: 'Android', planned: false });
    id = created.body.id;
    const logo = await call('PUT', `/api/admin/apps/${id}/logo`, await png(64));
    expect(logo.status).toBe(200);
    const hosted = logo.body.cloudinaryLogo as string;
    expect(hosted).toMatch(/\/media\/logos\/onibus-ja-2-[0-9a-f]{12}\.png$/);
    const stored = await fetch(h.srv.base + hosted);
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    // Not an image: refused with its reason in the admin's language, nothing stored.
    const bad = await call('PUT', `/api/admin/apps/${id}/logo`, Buffer.from('not a picture'), {
      'accept-language': 'pt-BR',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toMatchObject({
      path: 'logo',
      code: 'IMAGE_FILE_TYPE',
      message: expect.stringMatching(/Envie/),
    });
    expect((await call('GET', `/api/apps/${id}`)).body.logo).toBe(hosted);
  });

  it('refuses a name whose slug another app has, naming that app', async () => {
    const res = await gql(
      'mutation { createApp(input: { name: "Caixa  Tem" }) { __typename ... on ValidationError { issues { code message } } } }',
    );
    expect(res.data.createApp.issues[0]).toMatchObject({
      code: 'APP_SLUG_TAKEN',
      message: expect.stringContaining('Caixa Tem'),
    });
    const preview = await gql(`{ appSlugPreview(name: "caixa tem") { slug takenBy } }`);
    expect(preview.data.appSlugPreview).toEqual({ slug: 'caixa-tem', takenBy: 'Caixa Tem' });
    const rename = await call('PATCH', `/api/apps/${id}`, { name: 'Caixa-Tem' });
    expect(rename.status).toBe(400);
    expect(rename.body.issues[0].code).toBe('APP_SLUG_TAKEN');
  });

  it('a rename moves the slug; the old one redirects on REST and is still found by GraphQL', async () => {
    const renamed = await gql(
      `mutation($id: Int!) { updateApp(id: $id, input: { name: "Ônibus Agora", platform: iOS, language: "Inglês" }) {
        __typename ... on UpdateAppSuccess { data { slug formerSlugs platform language } } } }`,
      { id },
    );
    expect(renamed.data.updateApp.data).toEqual({
      slug: 'onibus-agora',
      formerSlugs: ['onibus-ja-2'],
      platform: 'iOS',
      language: 'Inglês',
    });
    const api = await send('GET', '/api/apps/onibus-ja-2?x=1');
    expect([api.status, api.headers.get('location')]).toEqual([301, '/api/apps/onibus-agora?x=1']);
    const screens = await send('GET', '/api/apps/onibus-ja-2/screens');
    expect([screens.status, screens.headers.get('location')]).toEqual([301, '/api/apps/onibus-agora/screens']);
    const found = await gql('{ app(idOrSlug: "onibus-ja-2") { slug } }');
    expect(found.data.app).toEqual({ slug: 'onibus-agora' });
    expect((await call('GET', '/api/apps/onibus-agora')).body.name).toBe('Ônibus Agora');
  });
});

describe('admin categories', () => {
  const categories = async () =>
    (await gql('{ adminCategories { dbId name nameEn hidden sortOrder formerNames } }')).data.adminCategories as any[];

  it('creates, renames (old ?category= links keep working), orders and hides; Todos and Planejado stay', async () => {
    const created = await call('POST', '/api/admin/categories', { name: 'Transporte', nameEn: 'Transit' });
    expect(created.status).toBe(201);
    const taken = await call('POST', '/api/admin/categories', { name: 'Health' });
    expect(taken.body.issues[0]).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: expect.stringContaining('Saúde'),
    });
    await call('PATCH', `/api/apps/${(await call('GET', '/api/apps/onibus-agora')).body.id}`, {
      categories: ['Transporte'],
    });
    const renamed = await gql(
      `mutation($id: Int!) { updateCategory(id: $id, input: { name: "Mobilidade Urbana", nameEn: "Urban transport" }) {
        __typename ... on UpdateCategorySuccess { data { name nameEn formerNames } } } }`,
      { id: created.body.id },
    );
    expect(renamed.data.updateCategory.data).toEqual({
      name: 'Mobilidade Urbana',
      nameEn: 'Urban transport',
      formerNames: ['Transporte', 'Transit'],
    });
    // The app moved along, and both old names still filter the list.
    for (const old of ['transporte', 'transit', 'urban-transport']) {
      const apps = (await call('GET', `/api/apps?category=${old}`)).body as any[];
      expect(
        apps.map((a) => a.name),
        old,
      ).toEqual(['Ônibus Agora']);
    }
    const list = await categories();
    const ids = [created.body.id, ...list.filter((c) => c.dbId !== created.body.id).map((c) => c.dbId)];
    await call('POST', '/api/admin/categories/order', { ids });
    expect((await categories())[0].name).toBe('Mobilidade Urbana');
    const hidden = await call('PATCH', `/api/admin/categories/${created.body.id}`, { hidden: true });
    expect(hidden.body.hidden).toBe(true);
    for (const name of ['Todos', 'Planejado']) {
      const c = list.find((x) => x.name === name);
      const refused = await call('PATCH', `/api/admin/categories/${c.dbId}`, { name: `${name} 2` });
      expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
      expect((await call('PATCH', `/api/admin/categories/${c.dbId}`, { hidden: true })).status).toBe(409);
    }
    const icon = await call('PUT', `/api/admin/categories/${created.body.id}/icon`, await png(32));
    expect(icon.body.cloudinaryIconUrl).toMatch(/\/media\/categories\/mobilidade-urbana-[0-9a-f]{12}\.png$/);
  });

  it('needs the admin scope', async () => {
    const res = await fetch(`${h.srv.base}/api/admin/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Intrusa' }),
    });
    expect(res.status).toBe(401);
    const g = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { createCategory(input: { name: "Intrusa" }) { __typename } }' }),
    });
    expect(JSON.stringify(await g.json())).toMatch(/errors/);
  });
});
