import type pg from 'pg';

/**
 * Every connection the pool opens from now on cuts a statement after `ms` (statement_timeout, sent
 * when the connection starts: no extra round trip), so a request past its time budget does not leave
 * a query running on the server after its answer has gone. Per connection rather than per request:
 * no statement the app sends (requests, jobs, rate-limit counts) is meant to run that long.
 * Call it before the pool's first query, as start.ts does.
 */
export function capStatements(pool: pg.Pool, ms: number): void {
  // pg.Pool hands these options to each Client it creates.
  (pool as unknown as { options: { statement_timeout?: number } }).options.statement_timeout = Math.max(
    1,
    Math.round(ms),
  );
}
