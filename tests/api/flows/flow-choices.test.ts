// Issue 61 item 1: a flow an admin creates by editing screens gets its suggested kind in the same
// write (bulk "set flow"); the GraphQL admin mutation sets a kind, refuses an unknown one, and is
// refused to a visitor.
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { adminToken, seededApi } from '../../support/harness.ts';

const h = seededApi(async (db) => ensureAdminUser(db, 'admin', 'flows password'));
const appId = () => h.apps.find((a) => a.slug === 'meu-sus-digital')?.id ?? 0;

async function call(path: string, body: object, token = '') {
  const res = await fetch(`${h.srv.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as any;
}
const flows = async () => (await (await fetch(`${h.srv.base}/api/apps/${appId()}/flows`)).json()) as any[];

describe('flow kinds on admin writes', () => {
  it('maps a flow new to an app in the write, and the admin changes it over GraphQL', async () => {
    const token = await adminToken(h.srv.base, 'admin', 'flows password');
    const screens = await h.db.prisma.screen.findMany({ where: { appId: appId() }, orderBy: { id: 'asc' } });
    const ids = screens.slice(0, 2).map((s) => s.id);
    const bulk = await call(
      `/api/admin/apps/${appId()}/screens/bulk`,
      { action: 'setFlow', screenIds: ids, flow: 'Meus agendamentos' },
      token,
    );
    expect(bulk.error).toBeUndefined();
    expect(await flows()).toContainEqual({
      appId: appId(),
      flow: 'Meus agendamentos',
      kind: 'agendar',
      source: 'suggested',
    });

    const mutation = `mutation($appId: Int!, $flow: String!, $kind: String) {
      setFlowKind(appId: $appId, flow: $flow, kind: $kind) {
        __typename
        ... on SetFlowKindSuccess { data { flow kind source } }
        ... on ValidationError { message }
      }
    }`;
    const refused = await call('/graphql', {
      query: mutation,
      variables: { appId: appId(), flow: 'Meus agendamentos', kind: 'ajuda' },
    });
    expect(refused.errors?.[0]?.extensions?.code ?? refused.errors?.[0]?.message).toBeTruthy();
    const unknown = await call(
      '/graphql',
      { query: mutation, variables: { appId: appId(), flow: 'Meus agendamentos', kind: 'voar' } },
      token,
    );
    expect(unknown.data.setFlowKind.__typename).toBe('ValidationError');
    const set = await call(
      '/graphql',
      { query: mutation, variables: { appId: appId(), flow: 'Meus agendamentos', kind: 'ajuda' } },
      token,
    );
    expect(set.data.setFlowKind).toEqual({
      __typename: 'SetFlowKindSuccess',
      data: { flow: 'Meus agendamentos', kind: 'ajuda', source: 'admin' },
    });
    // A later write to the app's screens leaves the admin's choice alone.
    await call(`/api/admin/apps/${appId()}/screens/bulk`, { action: 'addTag', screenIds: ids, tag: 'list' }, token);
    expect(await flows()).toContainEqual({ appId: appId(), flow: 'Meus agendamentos', kind: 'ajuda', source: 'admin' });
    const index = await call('/graphql', { query: '{ flowKinds { slug appCount } }' });
    expect(index.data.flowKinds.find((k: { slug: string }) => k.slug === 'ajuda').appCount).toBeGreaterThanOrEqual(1);
  });
});
