// Editing what is published (issue 10): edits, deletions, reorders and status changes show on the
// public reads at once, follow the add-screen rules, and each leaves an audit row.
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { seededApi } from '../../support/harness.ts';

const h = seededApi((db) => ensureAdminUser(db, 'editor', 'edit password'));
let token = '';

async function call(method: string, path: string, body?: unknown) {
  if (!token) {
    const res = await fetch(`${h.srv.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'editor', password: 'edit password' }),
    });
    token = ((await res.json()) as { token: string }).token;
  }
  const res = await fetch(h.srv.base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}
const publicGet = async (path: string) => {
  const res = await fetch(h.srv.base + path);
  return { status: res.status, body: (await res.json()) as any };
};
const app = (name: string) => h.apps.find((a) => a.name === name) as { id: number; slug: string };
const screensOf = async (slug: string) => (await publicGet(`/api/apps/${slug}/screens`)).body as any[];
const lastAudit = async () => (await call('GET', '/api/admin/audit?first=1')).body[0];

describe('REST screen order', () => {
  it('reports order as the position in the flow-then-order sequence, keeping the stored per-flow order', async () => {
    const screens = await screensOf('meu-sus-digital');
    expect(screens.map((s) => s.name)).toEqual(['Início', 'Certificado', 'Carteira de vacinação', 'Ajuda']);
    expect(screens.map((s) => s.order)).toEqual([0, 1, 2, 3]);
    expect(screens.map((s) => s.flowOrder)).toEqual([0, 0, 1, 0]);
    // A client that sorts by `order` alone keeps the flows together.
    const byOrder = [...screens].sort((a, b) => a.order - b.order).map((s) => s.flow);
    expect(byOrder).toEqual(['Início', 'Vacinas', 'Vacinas', 'Other']);
  });
});

describe('editing screens', () => {
  it('an edit shows at once on the public reads and is audited with before and after', async () => {
    const target = (await screensOf('caixa-tem'))[0];
    const res = await call('PUT', `/api/screens/${target.id}`, {
      appId: target.appId,
      name: 'Saldo e extrato',
      description: 'Extrato do mês',
      imageUrl: 'https://example.org/saldo.png',
      airtableId: target.airtableId,
      flow: 'Conta',
      order: 0,
      tags: ['chart', ' card ', 'chart'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Saldo e extrato', tags: ['chart', 'card'] });
    expect((await screensOf('caixa-tem'))[0].name).toBe('Saldo e extrato');
    const gql = await h.srv.gql('{ app(idOrSlug: "caixa-tem") { screens { name description } } }');
    expect(gql.body.data.app.screens[0]).toEqual({ name: 'Saldo e extrato', description: 'Extrato do mês' });
    expect((await publicGet('/api/apps?search=extrato do mes')).body.map((a: any) => a.name)).toEqual(['Caixa Tem']);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: 'editor', action: 'screen.update', entity: 'Screen', entityId: target.id });
    expect(audit.before.name).toBe('Saldo');
    expect(audit.after.name).toBe('Saldo e extrato');
  });

  it('validates edits with the add-screen messages; unknown screens are 404', async () => {
    const target = (await screensOf('caixa-tem'))[0];
    const bad = await call('PUT', `/api/screens/${target.id}`, { appId: 0, name: '', imageUrl: 'x', airtableId: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: any) => i.message)).toEqual([
      'Please select an app',
      'Screen title is required',
      'Please enter a valid image URL',
      'Airtable ID is required',
    ]);
    const other = (await screensOf('meu-sus-digital'))[0];
    const clash = await call('PUT', `/api/screens/${target.id}`, { ...target, airtableId: other.airtableId });
    expect(clash.status).toBe(409);
    expect((await call('PUT', '/api/screens/999999', { ...target })).status).toBe(404);
    expect((await call('DELETE', '/api/screens/999999')).status).toBe(404);
    expect((await call('DELETE', '/api/screens/abc')).status).toBe(400);
  });

  it("keeps a seeded screen's site image (/media/…) on edit; a new image must be an absolute URL", async () => {
    const target = (await screensOf('meu-sus-digital')).find((s) => s.name === 'Ajuda');
    const body = {
      appId: target.appId,
      name: 'Ajuda e contato',
      imageUrl: target.imageUrl,
      airtableId: target.airtableId,
    };
    expect(target.imageUrl).toMatch(/^\/media\//);
    expect((await call('PUT', `/api/screens/${target.id}`, body)).status).toBe(200);
    const moved = await call('PUT', `/api/screens/${target.id}`, { ...body, imageUrl: '/media/screens/other.png' });
    expect(moved.body.issues).toEqual([
      { path: 'imageUrl', code: 'SCREEN_IMAGE_URL_INVALID', message: 'Please enter a valid image URL' },
    ]);
  });

  it('reorders one flow and refuses a list that is not exactly that flow', async () => {
    const { id } = app('Meu SUS Digital');
    const vacinas = (await screensOf('meu-sus-digital')).filter((s) => s.flow === 'Vacinas');
    const reversed = vacinas.map((s) => s.id).reverse();
    const res = await call('POST', `/api/apps/${id}/screens/order`, { flow: 'Vacinas', screenIds: reversed });
    expect(res.status).toBe(200);
    const after = (await screensOf('meu-sus-digital')).filter((s) => s.flow === 'Vacinas').map((s) => s.id);
    expect(after).toEqual(reversed);
    const partial = await call('POST', `/api/apps/${id}/screens/order`, { flow: 'Vacinas', screenIds: [reversed[0]] });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('screenIds must list each of the 2 screens of flow "Vacinas" once');
    expect((await lastAudit()).action).toBe('screen.reorder');
  });

  it('deletes a screen: gone from the public reads, counts follow, audited', async () => {
    const before = await screensOf('carteira-de-trabalho-digital');
    const res = await call('DELETE', `/api/screens/${before[0].id}`);
    expect(res).toEqual({ status: 200, body: { ok: true, id: before[0].id, name: before[0].name } });
    expect((await screensOf('carteira-de-trabalho-digital')).map((s) => s.id)).not.toContain(before[0].id);
    expect((await publicGet('/api/apps/carteira-de-trabalho-digital')).body.screenCount).toBe(before.length - 1);
    expect(await lastAudit()).toMatchObject({ action: 'screen.delete', entityId: before[0].id, after: null });
  });
});

describe('editing apps', () => {
  it('Hide removes an app from every public read; live brings it back', async () => {
    const { id, slug } = app('Poupatempo SP');
    expect((await call('PATCH', `/api/apps/${id}`, { status: 'Hide' })).body.adminStatus).toBe('Hide');
    expect((await publicGet('/api/apps')).body.map((a: any) => a.name)).not.toContain('Poupatempo SP');
    expect((await publicGet(`/api/apps/${slug}`)).status).toBe(404);
    const admin = (await call('GET', '/api/admin/apps')).body.find((a: any) => a.id === id);
    expect(admin.adminStatus).toBe('Hide');
    expect((await call('PATCH', `/api/apps/${id}`, { status: 'live' })).status).toBe(200);
    expect((await publicGet(`/api/apps/${slug}`)).body).toMatchObject({ status: null, planned: false });
  });

  it("an admin's status wins over the built-in planned list, both ways", async () => {
    const nhs = app('NHS');
    const live = await call('PATCH', `/api/apps/${nhs.id}`, { status: 'live' });
    expect(live.body).toMatchObject({ planned: false, adminStatus: 'live' });
    const names = (await publicGet('/api/apps')).body.filter((a: any) => !a.planned).map((a: any) => a.name);
    expect(names).toContain('NHS');
    const caixa = app('Caixa Tem');
    const planned = await call('PATCH', `/api/apps/${caixa.id}`, { status: 'Planejado' });
    expect(planned.body).toMatchObject({ planned: true, status: 'Planejado', adminStatus: 'Planejado' });
    const underPlanned = (await publicGet('/api/apps?category=Planejado')).body.map((a: any) => a.name);
    expect(underPlanned).toContain('Caixa Tem');
    expect(underPlanned).not.toContain('NHS');
    await call('PATCH', `/api/apps/${caixa.id}`, { status: 'live' });
  });

  it('edits info, url and categories, validated, searchable at once', async () => {
    const { id, slug } = app('Meu SUS Digital');
    const bad = await call('PATCH', `/api/apps/${id}`, { url: 'ftp://x', status: 'Gone' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: any) => i.path).sort()).toEqual(['status', 'url']);
    const res = await call('PATCH', `/api/apps/${id}`, {
      appInfo: 'Agenda de vacinação infantil',
      url: '',
      categories: ['Saúde', ' Cidadania ', ''],
    });
    expect(res.body).toMatchObject({
      appInfo: 'Agenda de vacinação infantil',
      url: null,
      categories: ['Saúde', 'Cidadania'],
    });
    expect((await publicGet(`/api/apps/${slug}`)).body.appInfo).toBe('Agenda de vacinação infantil');
    expect((await publicGet('/api/screens?search=vacinacao infantil')).body.totalCount).toBe(4);
    const audit = await lastAudit();
    expect(audit.summary).toContain('Meu SUS Digital');
    expect(audit.before.appInfo).toBe('Vacinas, exames e atendimento do Sistema Único de Saúde.');
  });

  it('GraphQL lists the audit log newest first and exposes Hide apps to admins only', async () => {
    const log = await h.srv.gql('{ auditLog(first: 3) { actor action summary createdAt } }', undefined, token);
    expect(log.body.data.auditLog).toHaveLength(3);
    expect(log.body.data.auditLog[0].action).toBe('app.update');
    const times = log.body.data.auditLog.map((e: any) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const hidden = h.apps.find((a) => a.name === 'Sistema Oculto') as { id: number };
    const adminApp = await h.srv.gql(
      'query A($id: Int!) { adminApp(id: $id) { name adminStatus screens { name } } }',
      { id: hidden.id },
      token,
    );
    expect(adminApp.body.data.adminApp).toEqual({
      name: 'Sistema Oculto',
      adminStatus: 'Hide',
      screens: [{ name: 'Tela escondida' }],
    });
    const update = await h.srv.gql(
      'mutation { updateScreen(id: 999999, input: { appId: 1, name: "x", imageUrl: "https://e.org/x.png", airtableId: "r" }) { __typename ... on Error { message } } }',
      undefined,
      token,
    );
    expect(update.body.data.updateScreen).toEqual({ __typename: 'NotFoundError', message: 'Screen not found: 999999' });
  });
});
