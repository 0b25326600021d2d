// Issue 61 item 1: every synced app's flows get a suggested journey kind (or are explicitly left
// unmapped); the admin's choice survives the next Airtable sync (against the stand-in), and can be
// handed back to the suggestions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Base, buildBase } from './support/airtable-base.ts';
import { type SyncHarness, syncHarness } from './support/sync-harness.ts';

let h: SyncHarness;
let base: Base;
let token = '';

async function send(method: string, path: string, body?: unknown, auth = true) {
  const res = await h.app.handle(
    new Request(`http://test${path}`, {
      method,
      headers: { ...(auth && { authorization: `Bearer ${token}` }), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as any };
}
const appOf = (id: string) => h.db.prisma.app.findUniqueOrThrow({ where: { airtableId: id } });
const kinds = async (appId: number) =>
  (await send('GET', `/api/apps/${appId}/flows`, undefined, false)).body.map(
    (c: { flow: string; kind: string | null; source: string }) => [c.flow, c.kind, c.source],
  );

beforeAll(async () => {
  h = await syncHarness();
  base = buildBase(h.standIn);
  expect((await h.runSync()).status).toBe('succeeded');
  token = await h.login();
});
afterAll(() => h?.close());

describe(`flow kinds through syncs (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('suggests a kind for every flow, keeps the admin choice through a sync, and hands it back', async () => {
    const record = base.generic[0]!;
    const app = await appOf(record.id);
    expect(await kinds(app.id)).toEqual([
      ['Login', 'entrar', 'suggested'],
      ['Other', null, 'suggested'],
    ]);
    const flowless = await h.db.prisma.screen.groupBy({ by: ['appId', 'flow'], where: { hidden: false } });
    expect(await h.db.prisma.flowKindChoice.count()).toBe(flowless.length);

    expect(
      (await send('PUT', `/api/admin/apps/${app.id}/flows`, { flow: 'Login', kind: 'cadastro' }, false)).status,
    ).toBe(401);
    const bad = await send('PUT', `/api/admin/apps/${app.id}/flows`, { flow: 'Login', kind: 'voar' });
    expect(bad.status).toBe(400);
    const set = await send('PUT', `/api/admin/apps/${app.id}/flows`, { flow: 'Login', kind: 'cadastro' });
    expect(set.body).toEqual({ appId: app.id, flow: 'Login', kind: 'cadastro', source: 'admin' });
    const unmapped = await send('PUT', `/api/admin/apps/${app.id}/flows`, { flow: 'Other', kind: null });
    expect(unmapped.body).toMatchObject({ kind: null, source: 'admin' });

    // Airtable renames the second screen's flow and touches the first: the admin's choices stay.
    const second = base.screens[1]!;
    Object.assign(second.fields, { flow: 'Pagamentos' });
    Object.assign(base.screens[0]!.fields, { screen_name: 'Entrar com gov.br' });
    const job = await h.runSync();
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(await kinds(app.id)).toEqual([
      ['Login', 'cadastro', 'admin'],
      ['Other', null, 'admin'],
      ['Pagamentos', 'pagar', 'suggested'],
    ]);

    // Handed back: the suggestion decides again, and a later sync follows it.
    const back = await send('PUT', `/api/admin/apps/${app.id}/flows`, { flow: 'Login', suggested: true });
    expect(back.body).toEqual({ appId: app.id, flow: 'Login', kind: 'entrar', source: 'suggested' });
    const audit = await h.db.prisma.auditLog.findMany({ where: { action: 'flow-kind', entityId: app.id } });
    expect(audit).toHaveLength(3);

    const index = (await send('GET', '/api/flows', undefined, false)).body as { slug: string; appCount: number }[];
    expect(index.find((k) => k.slug === 'entrar')?.appCount).toBeGreaterThan(0);
    expect(index.find((k) => k.slug === 'pagar')?.appCount).toBe(1);
  });
});
