// The Airtable sync against a loopback stand-in of Airtable's REST API, on a fresh database
// (PGlite, or PostgreSQL with DATABASE_URL): create, overwrite, hide and bring back, tombstones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDE, PLANNED } from '../../server/services/platform/vocabulary.ts';
import {
  type Base,
  buildBase,
  demoRowsOf,
  GENERIC_APPS,
  HOSTED_LOGO,
  HOSTED_SCREEN,
  seedDemoRows,
} from './support/airtable-base.ts';
import { type SyncHarness, syncHarness } from './support/sync-harness.ts';

let h: SyncHarness;
let base: Base;
let demoBefore: unknown;

const demoRows = () => demoRowsOf(h.db.prisma);
const appOf = (id: string) => h.db.prisma.app.findUniqueOrThrow({ where: { airtableId: id } });
const screenOf = (id: string) => h.db.prisma.screen.findUnique({ where: { airtableId: id } });

beforeAll(async () => {
  h = await syncHarness();
  base = buildBase(h.standIn);
  await seedDemoRows(h.db.prisma);
  demoBefore = await demoRows();
});
afterAll(() => h?.close());

describe(`Airtable sync (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('first sync pages through the base and creates every record with its fields mapped', async () => {
    const job = await h.runSync();
    expect(job.status, job.error ?? '').toBe('succeeded');
    const progress = job.progress as { counts: Record<string, number>; message: string };
    // 4 categories, 106 apps, 128 of 130 screens (one has no known app, one no image).
    expect(progress.counts).toMatchObject({ created: 4 + GENERIC_APPS + 6 + 128, failed: 2, hidden: 0, skipped: 0 });
    const pages = h.standIn.requests.filter((r) => r.method === 'GET' && r.status === 200);
    expect(pages.map((p) => decodeURIComponent(p.path.split('/').pop() ?? ''))).toEqual([
      'Categories',
      'Apps',
      'Apps',
      'Screens',
      'Screens',
    ]);
    expect(pages.filter((p) => /[?&]offset=itr/.test(p.query))).toHaveLength(2);
    expect(pages.every((p) => /pageSize=100/.test(p.query))).toBe(true);

    const failures = await h.db.prisma.jobItem.findMany({ where: { jobId: job.id, ok: false } });
    expect(failures.map((f) => [f.key, f.error])).toEqual(
      expect.arrayContaining([
        [`screens:${base.odd.orphan.id}`, 'app not found: "Aplicativo Inexistente"'],
        [`screens:${base.odd.noImage.id}`, expect.stringContaining('no image')],
      ]),
    );

    const first = await appOf(base.generic[0]!.id); // i = 1: 'appname', Estadual, Android, linked Saúde
    expect(first).toMatchObject({
      name: 'Serviço 001',
      slug: 'servico-001',
      type: 'State',
      platform: 'Android',
      categories: ['Saúde'],
      country: 'Brasil',
      language: 'Português',
      logo: 'https://v5.airtableusercontent.com/v3/u/logo-1.png',
      planned: false,
      status: null,
      screenCount: 2,
    });
    expect(first.searchText).toContain('servico 001');
    expect(first.searchText).toContain('health');
    expect(first.syncedAt).toBeInstanceOf(Date);
    expect(await appOf(base.generic[1]!.id)).toMatchObject({
      type: 'Municipal',
      platform: 'Web',
      categories: ['Finanças'],
    });
    expect(await appOf(base.generic[3]!.id)).toMatchObject({ type: null, platform: 'CrossPlatform' }); // Desconhecido, [iOS, Android]
    expect(await appOf(base.generic[2]!.id)).toMatchObject({ type: 'State', platform: 'CrossPlatform' }); // state, Multiplataforma
    expect(await appOf(base.apps.govuk.id)).toMatchObject({
      planned: true,
      status: PLANNED,
      country: 'Reino Unido',
      plannedOverride: null,
    });
    expect(await appOf(base.apps.agenda.id)).toMatchObject({ planned: true, status: PLANNED });
    expect(await appOf(base.apps.hidden.id)).toMatchObject({ status: HIDE });
    expect(await appOf(base.apps.demoNamesake.id)).toMatchObject({ slug: 'demo-app-2' });
    expect(await appOf(base.apps.carteira.id)).toMatchObject({ cloudinaryLogo: HOSTED_LOGO, screenCount: 2 });

    const sp = await appOf(base.apps.saoPaulo.id);
    expect(sp).toMatchObject({ slug: 'sao-paulo-movel', categories: ['Cidadania'], screenCount: 25 });
    expect(await screenOf(base.byName[0]!.id)).toMatchObject({
      appId: sp.id,
      tags: ['form', 'button'],
      order: 3,
      flow: 'Other',
      category: 'Cidadania',
    });
    expect(await screenOf(base.screens[0]!.id)).toMatchObject({
      name: 'Tela 000',
      altText: 'Captura 0',
      flow: 'Login',
      order: 0,
      imageUrl: 'https://v5.airtableusercontent.com/v3/u/screen-0.png',
      cloudinaryUrl: null,
      hidden: false,
    });
    expect(await screenOf(base.odd.hosted.id)).toMatchObject({ name: 'Hospedada', cloudinaryUrl: HOSTED_SCREEN });
    expect(await h.db.prisma.category.findUnique({ where: { airtableId: base.categories.saude.id } })).toMatchObject({
      name: 'Saúde',
      iconUrl: 'https://v5.airtableusercontent.com/v3/u/icon-1.png',
      sortOrder: 1,
      hidden: false,
    });

    expect(await demoRows()).toEqual(demoBefore);
    const migrations = await h.migrations();
    expect(migrations.map((m) => (m.params as { type: string }).type).sort()).toEqual([
      'categories',
      'logos',
      'screens',
    ]);
    expect(h.changes()).toBe(1);
  });

  it('a second sync overwrites edited fields, keeps unchanged slugs and clears admin overrides', async () => {
    const renamed = base.generic[4]!;
    renamed.fields.Name = 'Serviço Renomeado';
    base.generic[5]!.fields.url = 'https://novo.gov.br';
    base.screens[0]!.fields.tags = 'navigation';
    const gov = await appOf(base.apps.govuk.id);
    await h.db.prisma.app.update({
      where: { id: gov.id },
      data: { plannedOverride: false, planned: false, status: null },
    });
    const untouched = await appOf(base.generic[10]!.id);

    const job = await h.runSync();
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect((job.progress as { counts: object }).counts).toMatchObject({ created: 0, updated: 4, failed: 2 });
    expect(await appOf(renamed.id)).toMatchObject({ name: 'Serviço Renomeado', slug: 'servico-renomeado' });
    expect(await appOf(base.generic[5]!.id)).toMatchObject({ url: 'https://novo.gov.br', slug: 'servico-006' });
    expect(await screenOf(base.screens[0]!.id)).toMatchObject({ tags: ['navigation'] });
    expect(await appOf(base.apps.govuk.id)).toMatchObject({ plannedOverride: null, planned: true, status: PLANNED });
    expect((await appOf(base.generic[10]!.id)).updatedAt).toEqual(untouched.updatedAt);
    // The three migrations from the first sync are still waiting: no duplicates.
    expect(await h.migrations()).toHaveLength(3);
    expect(await demoRows()).toEqual(demoBefore);
  });

  it('records removed from the base are hidden from public reads, and come back when re-added', async () => {
    const app = base.apps.saoPaulo;
    const screen = base.screens[2]!; // Serviço 002's first screen
    const owner = await appOf(base.generic[1]!.id);
    const removedApp = h.standIn.remove('Apps', app.id)!;
    const removedScreen = h.standIn.remove('Screens', screen.id)!;
    h.standIn.remove('Categories', base.categories.planejado.id);
    const job = await h.runSync();
    expect((job.progress as { counts: object }).counts).toMatchObject({ hidden: 3 });
    expect(await appOf(app.id)).toMatchObject({ status: HIDE });
    expect(await screenOf(screen.id)).toMatchObject({ hidden: true });
    expect(await appOf(owner.airtableId!)).toMatchObject({ screenCount: 1 });
    expect(
      await h.db.prisma.category.findUnique({ where: { airtableId: base.categories.planejado.id } }),
    ).toMatchObject({ hidden: true });

    expect((await h.call('GET', '/api/apps/sao-paulo-movel')).status).toBe(404);
    const apps = (await h.call('GET', '/api/apps')).body as { name: string }[];
    expect(apps.map((a) => a.name)).not.toContain('São Paulo Móvel');
    const screens = (await h.call('GET', `/api/apps/${owner.slug}/screens`)).body as { name: string }[];
    expect(screens.map((s) => s.name)).toEqual(['Tela 003']);

    h.standIn.add('Apps', removedApp.fields, removedApp.id);
    h.standIn.add('Screens', removedScreen.fields, removedScreen.id);
    await h.runSync();
    expect(await appOf(app.id)).toMatchObject({ status: null, screenCount: 25 });
    expect(await screenOf(screen.id)).toMatchObject({ hidden: false });
    expect(await appOf(owner.airtableId!)).toMatchObject({ screenCount: 2 });
    expect((await h.call('GET', '/api/apps/sao-paulo-movel')).status).toBe(200);
    expect(await demoRows()).toEqual(demoBefore);
  });

  it('a synced screen an admin deleted stays deleted until restored', async () => {
    const token = await h.login();
    const record = base.screens[7]!;
    const target = await screenOf(record.id);
    expect((await h.call('DELETE', `/api/screens/${target!.id}`, token)).status).toBe(200);
    expect((await h.call('GET', '/api/admin/deleted-records')).status).toBe(401);
    const listed = await h.call('GET', '/api/admin/deleted-records', token);
    expect(listed.body).toEqual([
      expect.objectContaining({ airtableId: record.id, entity: 'Screen', name: 'Tela 007' }),
    ]);

    const job = await h.runSync();
    expect((job.progress as { counts: object }).counts).toMatchObject({ skipped: 1, created: 0 });
    expect(await screenOf(record.id)).toBeNull();
    const note = await h.db.prisma.jobItem.findUnique({
      where: { jobId_key: { jobId: job.id, key: `screens:${record.id}` } },
    });
    expect(note).toMatchObject({ ok: true, error: expect.stringContaining('deleted by an admin') });

    expect((await h.call('POST', `/api/admin/deleted-records/${record.id}/restore`)).status).toBe(401);
    expect((await h.call('POST', `/api/admin/deleted-records/${record.id}/restore`, token)).status).toBe(200);
    expect((await h.call('POST', `/api/admin/deleted-records/${record.id}/restore`, token)).status).toBe(404);
    const again = await h.runSync();
    expect((again.progress as { counts: object }).counts).toMatchObject({ created: 1, skipped: 0 });
    expect(await screenOf(record.id)).toMatchObject({ name: 'Tela 007', hidden: false });
  });
});
