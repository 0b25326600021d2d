// A backup taken inside the running server on PGlite, whose one session every request shares: a
// snapshot held for the whole backup would make every request wait for it. Rows are read a few pages
// at a time (ctid ranges, no sort) in short exclusive transactions, each ending once it has run
// `stepMs`; requests run between them. Without one snapshot the steps agree only if nothing was written
// meanwhile: the caller watches the change feed and takes the backup again when something was.

import { rowSelect, type Sql, type Table } from './backup-tables.ts';
import type { Db } from './database.ts';

const PAGES = 8;

/** Queries through Prisma (the server's one PGlite connection), outside any step. */
export const prismaSql = (db: Pick<Db, '$queryRawUnsafe'>): Sql => ({
  query: async (sql, params = []) => ({ rows: (await db.$queryRawUnsafe(sql, ...params)) as unknown[] }),
});

export type StepStats = { steps: number; longestMs: number };

export function steppedReader(db: Db, stepMs: number, stats: StepStats, between: () => Promise<void>) {
  return async (_sql: Sql, t: Table, _batch: number, each: (lines: string[]) => Promise<void> | void) => {
    const [{ pages }] = (await db.$queryRawUnsafe(
      `SELECT (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int AS pages`,
      `"${t.name.replace(/"/g, '""')}"`,
    )) as [{ pages: number }];
    let page = 0;
    while (page < pages) {
      const started = Date.now();
      await db.$transaction(
        async (tx) => {
          do {
            const rows = (await tx.$queryRawUnsafe(
              `${rowSelect(t)} WHERE ctid >= '(${page},0)'::tid AND ctid < '(${page + PAGES},0)'::tid`,
            )) as { r: string }[];
            page += PAGES;
            if (rows.length) await each(rows.map((r) => r.r));
          } while (page < pages && Date.now() - started < stepMs);
        },
        { timeout: stepMs * 10 + 10_000 },
      );
      stats.steps++;
      stats.longestMs = Math.max(stats.longestMs, Date.now() - started);
      await between();
    }
  };
}
