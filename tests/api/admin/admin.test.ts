import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { seededApi } from '../../support/harness.ts';
import { confirmByLink } from '../../support/newsletter.ts';

const h = seededApi((db) => ensureAdminUser(db, 'admin', 'correct horse battery'));
const appId = () => h.apps.find((a) => a.name === 'Caixa Tem')!.id;

const call = async (method: string, path: string, body?: unknown, token?: string, raw?: string) => {
  const res = await fetch(h.srv.base + path, {
    method,
    headers: {
      ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const login = async () =>
  (await call('POST', '/api/admin/login', { username: 'admin', password: 'correct horse battery' })).body
    .token as string;

const screenPayload = (airtableId: string) => ({
  appId: appId(),
  name: 'Pix',
  description: 'Transferência',
  imageUrl: 'https://example.org/pix.png',
  altText: 'Tela Pix',
  flow: 'Pagamentos',
  order: 2,
  tags: [' form ', 'button', 'form', ''],
  category: 'Finanças',
  airtableId,
});

describe('admin sign-in', () => {
  it('stores only a hash of the password and of the token', async () => {
    const user = await h.db.prisma.adminUser.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(user.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const token = await login();
    expect(token).toMatch(/^[\w-]{43}$/);
    const sessions = await h.db.prisma.adminSession.findMany();
    expect(sessions.some((s) => s.tokenHash.includes(token))).toBe(false);
  });

  it('rejects wrong or missing credentials', async () => {
    const wrong = await call('POST', '/api/admin/login', { username: 'admin', password: 'nope' });
    expect(wrong).toEqual({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', reason: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
    });
    const unknown = await call('POST', '/api/admin/login', { username: 'ghost', password: 'x' });
    expect(unknown.status).toBe(401);
    const missing = await call('POST', '/api/admin/login', { username: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Username is required; Password is required');
  });

  it('verifies a token and revokes it on logout', async () => {
    const token = await login();
    expect(await call('GET', '/api/admin/verify', undefined, token)).toEqual({
      status: 200,
      body: { ok: true, username: 'admin' },
    });
    expect((await call('GET', '/api/admin/verify')).status).toBe(401);
    expect((await call('GET', '/api/admin/verify', undefined, 'forged-token')).status).toBe(401);
    expect((await call('POST', '/api/admin/logout', undefined, token)).status).toBe(200);
    expect((await call('GET', '/api/admin/verify', undefined, token)).status).toBe(401);
  });

  it('refuses expired sessions', async () => {
    const token = await login();
    await h.db.prisma.adminSession.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call('GET', '/api/admin/verify', undefined, token)).status).toBe(401);
  });
});

describe('admin-only operations need a valid token', () => {
  it('POST /api/screens: 401 without a token, 201 with one, 409 on a duplicate airtableId', async () => {
    const anon = await call('POST', '/api/screens', screenPayload('recNEW1'));
    expect(anon).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', reason: 'UNAUTHENTICATED', message: 'Admin authentication required' },
    });
    expect(await h.db.prisma.screen.count({ where: { airtableId: 'recNEW1' } })).toBe(0);
    const token = await login();
    const created = await call('POST', '/api/screens', screenPayload('recNEW1'), token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Pix',
      flow: 'Pagamentos',
      order: 2,
      tags: ['form', 'button'],
      appId: appId(),
    });
    const app = (await call('GET', '/api/apps/caixa-tem')).body;
    expect(app.screenCount).toBe(2);
    expect((await call('GET', '/api/apps?search=transferencia')).body.map((a: any) => a.name)).toEqual(['Caixa Tem']);
    expect((await call('POST', '/api/screens', screenPayload('recNEW1'), token)).status).toBe(409);
  });

  it('POST /api/screens validates with the form messages', async () => {
    const token = await login();
    const res = await call(
      'POST',
      '/api/screens',
      { appId: 0, name: ' ', imageUrl: 'not a url', airtableId: '', order: -1 },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'appId', code: 'SCREEN_APP_REQUIRED', message: 'Please select an app' },
      { path: 'name', code: 'SCREEN_NAME_REQUIRED', message: 'Screen title is required' },
      { path: 'imageUrl', code: 'SCREEN_IMAGE_URL_INVALID', message: 'Please enter a valid image URL' },
      { path: 'order', code: 'ORDER_NEGATIVE', message: 'order must be 0 or more' },
      { path: 'airtableId', code: 'SCREEN_AIRTABLE_ID_REQUIRED', message: 'Airtable ID is required' },
    ]);
    const noApp = await call('POST', '/api/screens', { ...screenPayload('recX'), appId: 999999 }, token);
    expect(noApp.body.issues).toEqual([
      { path: 'appId', code: 'SCREEN_APP_REQUIRED', message: 'Please select an app' },
    ]);
  });

  it('admin text refuses control characters (the feed strips them, JSON and CSV carry them), in both languages', async () => {
    const token = await login();
    const send = async (method: string, path: string, body: unknown, language: string) => {
      const res = await fetch(h.srv.base + path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': language },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const bell = 'Pix\u0007';
    const screen = {
      ...screenPayload('recCTRL'),
      name: bell,
      description: 'linha\u001B[31m',
      altText: 'alt\u0002',
      flow: 'Pag\u007Famentos',
      tags: ['ok', 'form\u0008'],
      airtableId: 'rec\u0001',
    };
    const fields = ['name', 'description', 'altText', 'flow', 'tags.1', 'airtableId'];
    for (const [language, words] of [
      ['pt-BR', 'deve ser texto simples (sem caracteres de controle)'],
      ['en', 'must be plain text (no control characters)'],
    ] as const) {
      const made = await send('POST', '/api/screens', screen, language);
      expect(made.status, JSON.stringify(made.body)).toBe(400);
      expect(made.body.issues.map((i: any) => [i.path, i.code])).toEqual(fields.map((f) => [f, 'FIELD_PLAIN_TEXT']));
      expect(made.body.issues[0].message).toBe(`name ${words}`);
      const app = await send(
        'PATCH',
        `/api/apps/${appId()}`,
        { appInfo: 'in\u000Bfo', categories: ['Saúde\u0085'] },
        language,
      );
      expect(app.status).toBe(400);
      const issues = app.body.issues.map((i: any) => [i.path, i.code]).sort();
      expect(issues).toEqual([
        ['appInfo', 'FIELD_PLAIN_TEXT'],
        ['categories.0', 'FIELD_PLAIN_TEXT'],
      ]);
      expect(app.body.issues.find((i: any) => i.path === 'appInfo').message).toBe(`appInfo ${words}`);
    }
    // Line breaks and tabs in a description stay allowed; nothing above was written.
    const ok = await send(
      'POST',
      '/api/screens',
      { ...screenPayload('recCTRL2'), description: 'uma\nduas\tcolunas' },
      'en',
    );
    expect(ok.status).toBe(201);
    expect(await h.db.prisma.screen.count({ where: { airtableId: { startsWith: 'rec\u0001' } } })).toBe(0);
  });

  it('GraphQL createScreen and imageHostStatus are refused without the admin scope', async () => {
    const m = `mutation C($input: CreateScreenInput!) { createScreen(input: $input) { __typename
      ... on CreateScreenSuccess { data { name flow } } ... on ValidationError { issues { path message } } } }`;
    const anon = await h.srv.gql(m, { input: screenPayload('recGQL') });
    expect(anon.body.errors[0]).toMatchObject({
      message: 'Admin authentication required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const status = await h.srv.gql('{ imageHostStatus { configured cloudName name } }');
    expect(status.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const token = await login();
    const ok = await h.srv.gql(m, { input: screenPayload('recGQL') }, token);
    expect(ok.body.data.createScreen).toEqual({
      __typename: 'CreateScreenSuccess',
      data: { name: 'Pix', flow: 'Pagamentos' },
    });
    const asAdmin = await h.srv.gql(
      '{ imageHostStatus { configured cloudName name } viewer { username } }',
      undefined,
      token,
    );
    expect(asAdmin.body.data).toEqual({
      imageHostStatus: { configured: true, cloudName: 'local', name: 'local' },
      viewer: { username: 'admin' },
    });
    expect((await call('GET', '/api/cloudinary/status')).status).toBe(401);
    expect((await call('GET', '/api/cloudinary/status', undefined, token)).body).toEqual({
      configured: true,
      success: true,
      cloudName: 'local',
      name: 'local',
    });
  });

  it('GraphQL login and logout', async () => {
    const m = `mutation L($u: String!, $p: String!) { login(username: $u, password: $p) { __typename
      ... on LoginSuccess { data { token username } } ... on Error { message } } }`;
    expect((await h.srv.gql(m, { u: 'admin', p: 'bad' })).body.data.login).toEqual({
      __typename: 'InvalidCredentialsError',
      message: 'Invalid credentials',
    });
    const { token } = (await h.srv.gql(m, { u: 'admin', p: 'correct horse battery' })).body.data.login.data;
    expect((await h.srv.gql('mutation { logout }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await h.srv.gql('mutation { logout }', undefined, token)).body.data).toEqual({ logout: true });
    expect((await h.srv.gql('{ viewer { username } }', undefined, token)).body.data.viewer).toBeNull();
  });
});

describe('malformed requests are 4xx, never 5xx', () => {
  it('rejects malformed, non-object and non-JSON bodies', async () => {
    const token = await login();
    for (const raw of ['{"email": ', '[]', '"text"', 'null']) {
      const res = await call('POST', '/api/newsletter/subscribe', undefined, undefined, raw);
      expect(res.status, raw).toBe(400);
      expect(res.body.message).toMatch(/JSON/);
    }
    const screen = await call('POST', '/api/screens', undefined, token, '{bad');
    expect(screen).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', reason: 'JSON_MALFORMED', message: 'Malformed JSON body' },
    });
    const plain = await fetch(`${h.srv.base}/api/admin/login`, { method: 'POST', body: 'username=admin' });
    expect(plain.status).toBe(400);
    expect(h.srv.errors).toEqual([]);
  });

  it('newsletter REST: 201, 409 duplicate, 400 invalid, count', async () => {
    const ok = await call('POST', '/api/newsletter/subscribe', {
      email: 'rest@example.com.br',
      language: 'pt',
      name: '',
    });
    // Double opt-in: kept pending (not counted) until the emailed link is followed.
    expect(ok).toMatchObject({ status: 201, body: { message: 'Subscribed', subscriberCount: 0 } });
    await confirmByLink(h.srv.base, h.db.prisma, 'rest@example.com.br');
    const dup = await call('POST', '/api/newsletter/subscribe', {
      email: 'REST@example.com.br',
      language: 'pt',
      name: '',
    });
    expect(dup).toEqual({
      status: 409,
      body: {
        code: 'ALREADY_SUBSCRIBED',
        reason: 'ALREADY_SUBSCRIBED',
        message: 'Already subscribed: this email is already subscribed',
      },
    });
    const bad = await call('POST', '/api/newsletter/subscribe', { email: 'x@y', language: 'fr' });
    expect(bad.status).toBe(400);
    expect((await call('GET', '/api/newsletter/subscribers')).body).toEqual({ count: 1 });
  });
});
