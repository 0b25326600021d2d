// Issue 56 item 5: an admin edit to a synced app, category or screen is marked and kept by the next
// sync, which reports what it left alone; a field handed back to Airtable is Airtable's again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Base, buildBase } from './support/airtable-base.ts';
import { type SyncHarness, syncHarness } from './support/sync-harness.ts';

let h: SyncHarness;
let base: Base;
let token = '';

async function send(method: string, path: string, body: unknown) {
  const res = await h.app.handle(
    new Request(`http://test${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as any };
}
const appOf = (id: string) => h.db.prisma.app.findUniqueOrThrow({ where: { airtableId: id } });

beforeAll(async () => {
  h = await syncHarness();
  base = buildBase(h.standIn);
  expect((await h.runSync()).status).toBe('succeeded');
  token = await h.login();
});
afterAll(() => h?.close());

describe(`admin edits on synced records (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('marks the edited fields, keeps them through a sync that reports them, and hands one back', async () => {
    const record = base.generic[0]!;
    const app = await appOf(record.id);
    const edited = await send('PATCH', `/api/apps/${app.id}`, {
      name: 'Serviço Editado',
      url: 'https://editado.gov.br',
    });
    expect(edited.body).toMatchObject({ slug: 'servico-editado', adminEdited: ['name', 'url'] });
    const saude = await h.db.prisma.category.findUniqueOrThrow({ where: { airtableId: base.categories.saude.id } });
    expect((await send('PATCH', `/api/admin/categories/${saude.id}`, { sortOrder: 40 })).status).toBe(200);
    const screen = await h.db.prisma.screen.findFirstOrThrow({ where: { appId: app.id }, orderBy: { id: 'asc' } });
    const put = await send('PUT', `/api/screens/${screen.id}`, {
      appId: app.id,
      name: 'Tela do admin',
      description: screen.description,
      altText: screen.altText,
      category: screen.category,
      imageUrl: screen.imageUrl,
      airtableId: screen.airtableId,
      flow: screen.flow,
      order: screen.order,
      tags: screen.tags,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    // Airtable changes the same fields, and one the admin left alone.
    Object.assign(record.fields, { Name: 'Serviço Airtable', url: 'https://airtable.gov.br', Language: 'Inglês' });
    base.categories.saude.fields.order = 9;
    const job = await h.runSync();
    expect(job.status, job.error ?? '').toBe('succeeded');
    const progress = job.progress as { counts: { kept: number }; message: string };
    expect(progress.counts.kept).toBe(3);
    expect(progress.message).toContain('3 with admin edits kept');
    const items = await h.db.prisma.jobItem.findMany({ where: { jobId: job.id, error: { startsWith: 'kept' } } });
    expect(items.map((i) => [i.key, i.error]).sort()).toEqual(
      [
        [`apps:${record.id}`, 'kept admin edits: name, url'],
        [`categories:${base.categories.saude.id}`, 'kept admin edits: sortOrder'],
        [`screens:${screen.airtableId}`, 'kept admin edits: name'],
      ].sort(),
    );
    expect(await appOf(record.id)).toMatchObject({
      name: 'Serviço Editado',
      slug: 'servico-editado',
      url: 'https://editado.gov.br',
      language: 'Inglês',
    });
    expect((await h.db.prisma.category.findUniqueOrThrow({ where: { id: saude.id } })).sortOrder).toBe(40);
    expect((await h.db.prisma.screen.findUniqueOrThrow({ where: { id: screen.id } })).name).toBe('Tela do admin');

    // The url goes back to Airtable; the name stays the admin's.
    const released = await send('POST', '/api/admin/airtable/release', { entity: 'App', id: app.id, field: 'url' });
    expect(released.body).toEqual({ adminEdited: ['name'] });
    expect((await h.runSync()).status).toBe('succeeded');
    expect(await appOf(record.id)).toMatchObject({ name: 'Serviço Editado', url: 'https://airtable.gov.br' });
  });
});
