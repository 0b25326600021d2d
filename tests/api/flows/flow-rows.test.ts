// Issue 61 item 2: one journey kind across apps (GET /api/flows/:kind, GraphQL flowKind.rows) lists
// every public app's flow of the kind — the admin's choice over the suggestion — by app name, each row
// its visible screens in the app's order, bounded, paged and filtered like the gallery; planned, Hide,
// retired (unless asked) apps and flows with no visible screen stay out.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { refreshFlowKinds } from '../../../server/services/flows/flow-choices.ts';
import { seededApi } from '../../support/harness.ts';

type Shot = { name: string; order: number; hidden?: boolean };
async function app(db: Db, name: string, data: object, flows: Record<string, Shot[]>) {
  const slug = `fr-${name.toLowerCase().replace(/\W+/g, '-')}`;
  const a = await db.app.create({ data: { name, slug, type: 'Federal', platform: 'iOS', ...data } });
  for (const [flow, shots] of Object.entries(flows))
    for (const s of shots)
      await db.screen.create({
        data: { appId: a.id, airtableId: `${slug}-${flow}-${s.name}`, imageUrl: '/x.png', flow, ...s },
      });
  return a;
}

const h = seededApi(async (db) => {
  await app(
    db,
    'Zeta Gov',
    {},
    {
      'Entrar com gov.br': [
        { name: 'Z3', order: 3 },
        { name: 'Z1', order: 1 },
        { name: 'Zx', order: 2, hidden: true },
        { name: 'Z2', order: 2 },
      ],
    },
  );
  await app(
    db,
    'Alfa Serviços',
    { type: 'State', platform: 'Android' },
    {
      Login: [{ name: 'A1', order: 0 }],
      'Acesso ao portal': [{ name: 'B1', order: 0 }],
    },
  );
  const portal = await app(db, 'Beta Portal', {}, { Portal: [{ name: 'P1', order: 0 }] });
  await app(db, 'Gama Planejado', { planned: true }, { Login: [{ name: 'G1', order: 0 }] });
  await app(db, 'Delta Encerrado', { retiredAt: new Date('2025-01-01') }, { Login: [{ name: 'D1', order: 0 }] });
  await app(db, 'Épsilon Oculto', {}, { Login: [{ name: 'E1', order: 0, hidden: true }] });
  await refreshFlowKinds(db);
  await db.flowKindChoice.update({
    where: { appId_flow: { appId: portal.id, flow: 'Portal' } },
    data: { kind: 'entrar', source: 'admin' },
  });
});

const get = async (path: string) => {
  const res = await fetch(`${h.srv.base}${path}`);
  return { status: res.status, body: (await res.json()) as any };
};
type Row = { app: { slug: string }; flow: string; screenCount: number; screens: { name: string }[] };
const mine = (rows: Row[]) =>
  rows
    .filter((r) => r.app.slug.startsWith('fr-'))
    .map((r) => [r.app.slug, r.flow, r.screenCount, r.screens.map((s) => s.name)]);

describe('a flow kind across apps', () => {
  it('lists each public flow of the kind by app name, its visible screens in order', async () => {
    const { status, body } = await get('/api/flows/entrar?first=50');
    expect(status).toBe(200);
    expect(body.kind).toEqual({ slug: 'entrar', pt: 'Entrar', en: 'Sign in' });
    expect(mine(body.rows)).toEqual([
      ['fr-alfa-servi-os', 'Acesso ao portal', 1, ['B1']],
      ['fr-alfa-servi-os', 'Login', 1, ['A1']],
      ['fr-beta-portal', 'Portal', 1, ['P1']],
      ['fr-zeta-gov', 'Entrar com gov.br', 3, ['Z1', 'Z2', 'Z3']],
    ]);
  });

  it('bounds the screens of a row and pages the rows with a cursor, same order', async () => {
    const all = mine((await get('/api/flows/entrar?first=50&screens=2')).body.rows);
    expect(all.at(-1)).toEqual(['fr-zeta-gov', 'Entrar com gov.br', 3, ['Z1', 'Z2']]);
    const walked: unknown[] = [];
    let after = '';
    for (let i = 0; i < 20; i++) {
      const { body } = await get(`/api/flows/entrar?first=1&screens=2${after && `&after=${after}`}`);
      walked.push(...mine(body.rows));
      if (!body.pageInfo.hasNextPage) break;
      after = body.pageInfo.endCursor;
    }
    expect(walked).toEqual(all);
    expect((await get('/api/flows/entrar?first=51')).status).toBe(400);
    // Below the range too, with the range in the words (the message once failed to format: a 500).
    const low = await get('/api/flows/entrar?first=0&screens=1.5');
    expect(low.status).toBe(400);
    expect(JSON.stringify(low.body)).toMatch(/between 1 and 50.*between 1 and 30|entre 1 e 50.*entre 1 e 30/);
    expect((await get('/api/flows/pagar?after=bm9wZQ')).status).toBe(400);
    expect((await get('/api/flows/voar')).status).toBe(404);
  });

  it("filters by the gallery's filters and shows retired apps only when asked", async () => {
    const android = mine((await get('/api/flows/entrar?platform=Android&first=50')).body.rows);
    expect(android.map((r) => r[1])).toEqual(['Acesso ao portal', 'Login']);
    const state = mine((await get('/api/flows/entrar?type=Estadual&first=50')).body.rows);
    expect(state.map((r) => r[0])).toEqual(['fr-alfa-servi-os', 'fr-alfa-servi-os']);
    const two = mine((await get('/api/flows/entrar?apps=fr-zeta-gov,fr-beta-portal')).body.rows);
    expect(two.map((r) => r[0])).toEqual(['fr-beta-portal', 'fr-zeta-gov']);
    const retired = mine((await get('/api/flows/entrar?status=retired&first=50')).body.rows);
    expect(retired).toEqual([['fr-delta-encerrado', 'Login', 1, ['D1']]]);
  });

  it('answers the same rows over GraphQL, with the count of apps', async () => {
    const query = `{ flowKind(slug: "entrar") { namePt appCount
      rows(first: 50, screens: 2, filter: { platform: "iOS" }) {
        edges { node { flow screenCount app { slug } screens { name } } } } }
      unknown: flowKind(slug: "voar") { slug } }`;
    const res = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const { data, errors } = (await res.json()) as any;
    expect(errors).toBeUndefined();
    expect(data.unknown).toBeNull();
    expect(data.flowKind.namePt).toBe('Entrar');
    const rows = data.flowKind.rows.edges.map((e: { node: Row }) => e.node);
    expect(mine(rows)).toEqual([
      ['fr-beta-portal', 'Portal', 1, ['P1']],
      ['fr-zeta-gov', 'Entrar com gov.br', 3, ['Z1', 'Z2']],
    ]);
    const index = (await get('/api/flows')).body.find((k: { slug: string }) => k.slug === 'entrar');
    expect(data.flowKind.appCount).toBe(index.appCount);
  });
});
