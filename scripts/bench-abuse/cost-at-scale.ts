// The scale section of `npm run bench:abuse`: a fresh 200,000-screen catalogue (PostgreSQL when
// DATABASE_URL is set, in a database of its own that is dropped afterwards; else in-memory PGlite),
// then every public root field at its maximum, under as many aliases as the cost limit allows,
// through the app's handler with the default time budget. Prints each one's time and the heaviest.
// BENCH_ABUSE_SCALE=0 skips it; BENCH_ABUSE_SCALE_APPS / _PER_APP change the size (2,000 × 100).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { capStatements } from '../../server/db/statement-timeout.ts';
import { LocalImageHost } from '../../server/images/local-host.ts';
import { createLogger } from '../../server/runtime/log.ts';
import { DEFAULT_TIME_BUDGET_MS } from '../../server/services/platform/time-budget.ts';
import { seedScale } from '../seed-scale/generate.ts';
import { heavyFields, maxAllowed, sampleOf } from './heavy-operations.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/**
 * A seeded catalogue to run against. On PostgreSQL the seeding connection is closed and the run gets a
 * fresh pool with statement_timeout, as the server has (a bulk insert may take longer than a request).
 */
async function scaleDatabase(serverUrl: string | undefined, seed: (db: Database) => Promise<unknown>) {
  if (!serverUrl) {
    const db = await openDatabase({});
    await seed(db);
    return { ...db, drop: async () => undefined };
  }
  const name = `vitrine_abuse_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const seeding = await openDatabase({ databaseUrl: url.toString() });
  await seed(seeding).finally(() => seeding.close());
  const db = await openDatabase({ databaseUrl: url.toString() });
  if (db.pool) capStatements(db.pool, DEFAULT_TIME_BUDGET_MS);
  return { ...db, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function costAtScale(env: Record<string, string | undefined> = process.env) {
  if (env.BENCH_ABUSE_SCALE === '0') return;
  const apps = Number(env.BENCH_ABUSE_SCALE_APPS ?? 2000);
  const perApp = Number(env.BENCH_ABUSE_SCALE_PER_APP ?? 100);
  let seeded = { ms: 0 };
  const db = await scaleDatabase(env.DATABASE_URL, async (d) => {
    seeded = await seedScale(d.prisma, apps, perApp, () => undefined);
  });
  try {
    // As the server runs: the default time budget on every request.
    const app = createApp({
      config: { env: 'production' },
      db: db.prisma,
      imageHost: new LocalImageHost('/tmp/vitrine-bench-media'),
      log: createLogger('silent'),
    });
    const catalogue = await app.catalogue.refresh();
    const send = async (query: string) => {
      const started = performance.now();
      const res = await app.handle(
        new Request('http://bench/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        }),
      );
      const body = (await res.json()) as { errors?: { message: string }[] };
      return { ms: performance.now() - started, status: res.status, error: body.errors?.[0]?.message };
    };
    console.log(
      `\n  cost at scale — ${catalogue.screens} screens, ${catalogue.apps} apps on ${db.kind} (seeded in ${(seeded.ms / 1000).toFixed(0)} s); each field at its maximum, aliased up to the cost limit, median of 3:`,
    );
    const rows: { name: string; aliases: number; cost: number; ms: number; rssMb: number }[] = [];
    for (const { name, field } of heavyFields(await sampleOf(db.prisma))) {
      const op = maxAllowed(field, catalogue);
      if (!op) {
        const r = await send(`{ ${field} }`);
        console.log(`    ${name}: refused (${r.error?.slice(0, 60)}) in ${r.ms.toFixed(0)} ms`);
        continue;
      }
      await send(op.query);
      const rss = process.memoryUsage().rss;
      const runs = [await send(op.query), await send(op.query), await send(op.query)];
      const failed = runs.find((r) => r.error);
      const row = { name, aliases: op.aliases, cost: op.cost, ms: median(runs.map((r) => r.ms)), rssMb: 0 };
      row.rssMb = (process.memoryUsage().rss - rss) / 1024 / 1024;
      rows.push(row);
      console.log(
        `    ${name}: ×${op.aliases}, cost ${op.cost.toFixed(0)}: ${row.ms.toFixed(0)} ms${failed ? ` (${failed.status} ${failed.error?.slice(0, 60)})` : ''}`,
      );
    }
    const heaviest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
    const target = db.kind === 'postgres' ? 1000 : 2000;
    console.log(
      `  heaviest allowed query at ${catalogue.screens} screens: ${heaviest.name} ×${heaviest.aliases} (cost ${heaviest.cost.toFixed(0)}) in ${heaviest.ms.toFixed(0)} ms — target < ${target} ms on ${db.kind}: ${heaviest.ms < target ? 'met' : 'NOT met'}`,
    );
    // Four clients sending it at once, as in the issue.
    const op = maxAllowed(heaviestField(heaviest.name, await sampleOf(db.prisma)), catalogue);
    if (op) {
      const rss = process.memoryUsage().rss;
      const started = performance.now();
      const four = await Promise.all([1, 2, 3, 4].map(() => send(op.query)));
      console.log(
        `  four at once: ${(performance.now() - started).toFixed(0)} ms (statuses ${four.map((r) => r.status).join(', ')}), RSS +${((process.memoryUsage().rss - rss) / 1024 / 1024).toFixed(0)} MB`,
      );
    }
  } finally {
    await db.close();
    await db.drop();
  }
}

const heaviestField = (name: string, sample: Parameters<typeof heavyFields>[0]) =>
  heavyFields(sample).find((f) => f.name === name)?.field ?? '';

if (import.meta.url === `file://${process.argv[1]}`) await costAtScale();
