// Every public read uses an index on a catalogue large enough for the planner to prefer one (the scale
// generator at 400 apps × 60 screens = 24,000 screens): the SQL the services really send is recorded at
// the driver while the REST reads run, then each statement touching "Screen" is EXPLAINed with its
// own parameters. A sequential scan of "Screen" (the table that grows to 200,000 rows) fails the test.
// Filters here are selective, as real ones are (one generated tag sits on a fifth of all screens, where a
// scan is the planner's right answer; npm run bench:scale times those at 200,000).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { testDatabase } from '../support/db.ts';
import { SCALE_SEED } from '../support/scale-seed.ts';
import { startTestServer } from '../support/server.ts';

type Statement = { sql: string; params: unknown[] };
type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] };

/** Records what goes through the driver's query(), for PGlite and for the pg pool alike. */
function record(db: Database, into: Statement[]) {
  const target = (db.pool ?? db.pglite) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = target.query.bind(target);
  target.query = (q: unknown, values?: unknown, ...rest: unknown[]) => {
    const text = typeof q === 'string' ? q : (q as { text: string }).text;
    const params = typeof q === 'string' ? values : (q as { values?: unknown[] }).values;
    into.push({ sql: text, params: Array.isArray(params) ? params : [] });
    return original(q, values, ...rest);
  };
  return original;
}

function scans(plan: Plan, out: Plan[] = []): Plan[] {
  if (plan['Relation Name']) out.push(plan);
  for (const child of plan.Plans ?? []) scans(child, out);
  return out;
}

const READS = [
  '/api/apps',
  '/api/apps?search=escala%20120',
  '/api/apps/app-de-escala-120',
  '/api/apps/app-de-escala-120/screens',
  '/api/categories',
  '/api/screens',
  '/api/screens?tag=modal',
  '/api/screens?tag=modal&tag=chart&platform=iOS&type=Federal',
  '/api/screens?search=tela%2017',
  '/api/screens?search=telaa%2017',
  '/api/screens?sort=newest',
  '/api/screens?sort=app',
  '/api/screens?app=app-de-escala-120',
  '/api/screens/facets?tag=modal&tag=chart',
  '/api/screens/facets?search=tela%2017',
  '/api/stats',
  '/api/tags',
  '/api/flows/entrar',
  '/api/flows/pagar?platform=iOS&first=5',
];

describe('query plans at size', () => {
  let db: Database & { label: string };
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const seen: Statement[] = [];
  let explain: (sql: string, params: unknown[]) => Promise<Plan>;

  beforeAll(async () => {
    db = await testDatabase(SCALE_SEED);
    const original = record(db, seen);
    explain = async (sql, params) => {
      const r = (await original(`EXPLAIN (FORMAT JSON) ${sql}`, params)) as { rows: Record<string, unknown>[] };
      const cell = Object.values(r.rows[0] ?? {})[0];
      return (typeof cell === 'string' ? JSON.parse(cell) : cell)[0].Plan;
    };
    server = await startTestServer(db.prisma);
  }, 300_000);

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('no public read scans the whole Screen table', async () => {
    const next = async (path: string) => {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(200);
      return res.json();
    };
    for (const path of READS) await next(path);
    // The second page goes through the keyset cursor.
    const first = await next('/api/screens?tag=modal');
    if (first.nextCursor) await next(`/api/screens?tag=modal&after=${encodeURIComponent(first.nextCursor)}`);

    const reads = seen.filter((s) => /^\s*(WITH|SELECT)\b/i.test(s.sql) && /"Screen"/.test(s.sql));
    expect(reads.length).toBeGreaterThan(READS.length);
    const offenders: string[] = [];
    const used = new Set<string>();
    for (const s of reads) {
      const plan = await explain(s.sql, s.params);
      for (const node of scans(plan)) {
        if (node['Index Name']) used.add(node['Index Name']);
        if (node['Relation Name'] === 'Screen' && node['Node Type'] === 'Seq Scan')
          offenders.push(`${s.sql.replace(/\s+/g, ' ').slice(0, 300)}\n  params ${JSON.stringify(s.params)}`);
      }
    }
    expect(offenders, `sequential scans of "Screen":\n${offenders.join('\n')}`).toEqual([]);
    expect(
      [...used].some((name) => name.startsWith('Screen')),
      [...used].join(', '),
    ).toBe(true);
  });
  // pg_trgm prices similarity() like an addition, so the planner compared a typo with every known word
  // instead of asking the trigram index (10–25 ms on PGlite at 200,000 screens; the similarity_cost
  // migration raises the price).
  it("a mistyped word's nearest words come from the trigram index", async () => {
    seen.length = 0;
    expect((await fetch(`${server.base}/api/screens?search=aplicativoo`)).status).toBe(200);
    const lookups = seen.filter((s) => /FROM "SearchTerm"\s+WHERE term %/.test(s.sql));
    expect(lookups.length).toBeGreaterThan(0);
    for (const s of lookups) {
      const plan = JSON.stringify(await explain(s.sql, s.params));
      expect(plan).toContain('"Index Name":"SearchTerm_term_idx"');
      expect(plan).not.toContain('"Node Type":"Seq Scan"');
    }
  });
});
