// A request past its time budget stops issuing database work and answers 503 TIME_BUDGET_EXCEEDED
// (server/services/platform/time-budget.ts); on PostgreSQL, statement_timeout also cuts the statement running.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { capStatements } from '../../../server/db/statement-timeout.ts';
import { LocalImageHost } from '../../../server/images/local-host.ts';
import { createLogger } from '../../../server/runtime/log.ts';
import { TimeBudgetExceededError } from '../../../server/services/platform/errors.ts';
import { budgetedClient, withTimeBudget } from '../../../server/services/platform/time-budget.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { testMediaDir } from '../../support/media.ts';

type Db = Awaited<ReturnType<typeof testDatabase>>;
let db: Db;
let statements = 0;

beforeAll(async () => {
  db = await testDatabase();
  // Before any connection opens, as start.ts does; 300 ms so the test of it is short.
  if (db.pool) capStatements(db.pool, 300);
  await seedFixture(db.prisma);
  const target = (db.pool ?? db.pglite) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = target.query;
  target.query = (...args: unknown[]) => {
    statements++;
    return original.apply(target, args);
  };
});
afterAll(async () => {
  await db?.close();
});

async function appWith(timeBudgetMs: number) {
  const app = createApp({
    config: { env: 'test' },
    db: db.prisma,
    imageHost: new LocalImageHost(testMediaDir()),
    log: createLogger('silent'),
    timeBudgetMs,
  });
  // The real sizes, as start.ts does before listening (until then large ones are assumed).
  await app.catalogue.refresh();
  return app;
}

describe('the budgeted client', () => {
  it('starts no statement once the budget is spent, and says so', async () => {
    const client = budgetedClient(db.prisma);
    await withTimeBudget(50, async () => {
      await client.$queryRaw`SELECT 1`;
      await sleep(80);
      const before = statements;
      await expect(client.$queryRaw`SELECT 1`).rejects.toBeInstanceOf(TimeBudgetExceededError);
      await expect(client.app.count()).rejects.toMatchObject({ code: 'TIME_BUDGET_EXCEEDED', status: 503 });
      expect(statements).toBe(before);
    });
  });

  it('checks nothing outside a request, and a nested budget keeps the earlier deadline', async () => {
    const client = budgetedClient(db.prisma);
    await sleep(60);
    expect(await client.app.count()).toBeGreaterThan(0);
    await withTimeBudget(30, async () => {
      await withTimeBudget(10_000, () => sleep(50));
      await expect(withTimeBudget(10_000, () => client.app.count())).rejects.toBeInstanceOf(TimeBudgetExceededError);
    });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL cuts the statement that is running (statement_timeout)',
    async () => {
      const client = budgetedClient(db.prisma);
      const started = performance.now();
      await expect(withTimeBudget(5000, () => client.$queryRaw`SELECT pg_sleep(3)`)).rejects.toBeInstanceOf(
        TimeBudgetExceededError,
      );
      expect(performance.now() - started).toBeLessThan(2000);
      // The connection is fine afterwards.
      expect(await client.app.count()).toBeGreaterThan(0);
    },
  );
});

describe('requests over budget', () => {
  it('GraphQL answers 503 TIME_BUDGET_EXCEEDED with Retry-After, and the next request is served', async () => {
    // Four statements one after the other: well past 1 ms.
    const query = '{ apps { firstScreen { app { firstScreen { id } } } } }';
    const res = await (await appWith(1)).handle(
      new Request('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('TIME_BUDGET_EXCEEDED');
    expect(body.errors[0]?.message).toMatch(/time budget \(1 ms\)/);
    const ok = await (await appWith(5000)).yoga.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(((await ok.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it('REST answers 503 with Retry-After and a message', async () => {
    const res = await (await appWith(1)).handle(new Request('http://test/api/screens?search=saude&tag=card'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(((await res.json()) as { message: string }).message).toMatch(/time budget/);
    expect((await (await appWith(5000)).handle(new Request('http://test/api/screens?search=saude'))).status).toBe(200);
  });
});
