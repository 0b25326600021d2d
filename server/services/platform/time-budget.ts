// A request's time budget: once it is spent, the request stops issuing database work and answers
// TIME_BUDGET_EXCEEDED. The cost limit refuses what is predictably expensive before anything runs;
// this catches what was not predicted (a search matching everything, a loaded machine). The budget
// travels in AsyncLocalStorage so every query the request causes, however deep in the services or
// in Pothos' own loaders, is checked without each call passing a signal down.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/database.ts';
import { TimeBudgetExceededError } from './errors.ts';

export const DEFAULT_TIME_BUDGET_MS = 5000;

type Budget = { deadline: number; ms: number };
const scope = new AsyncLocalStorage<Budget>();

/**
 * Runs `fn` with `ms` to spend. Nested calls keep the earlier deadline: a page render's in-process
 * GraphQL calls share the page request's budget instead of each getting a fresh one.
 */
export function withTimeBudget<T>(ms: number, fn: () => T): T {
  const outer = scope.getStore();
  const deadline = performance.now() + ms;
  if (outer && outer.deadline <= deadline) return fn();
  return scope.run({ deadline, ms }, fn);
}

/** Milliseconds left in the current request's budget (Infinity outside a request). */
export function budgetLeft(): number {
  const budget = scope.getStore();
  return budget ? budget.deadline - performance.now() : Number.POSITIVE_INFINITY;
}

/**
 * Runs `wait` (a client still sending its body) without spending the budget: the deadline moves on by
 * the time it took. A phone's upload may take minutes; the work after it still gets the whole budget.
 */
export async function outsideBudget<T>(wait: () => Promise<T>): Promise<T> {
  const budget = scope.getStore();
  const started = performance.now();
  try {
    return await wait();
  } finally {
    if (budget) budget.deadline += performance.now() - started;
  }
}

/** Throws TimeBudgetExceededError once the current request's budget is spent. */
export function checkTimeBudget(): void {
  const budget = scope.getStore();
  if (budget && performance.now() >= budget.deadline) throw new TimeBudgetExceededError(budget.ms);
}

// SQLSTATE 57014 (query_canceled): PostgreSQL's statement_timeout cut a statement.
function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; originalCode?: unknown; cause?: unknown; message?: unknown };
    if (e.code === '57014' || e.originalCode === '57014') return true;
    if (typeof e.message === 'string' && /canceling statement due to statement timeout/.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/**
 * The client every request uses: each operation first checks the budget. PGlite runs a statement on
 * this thread and cannot be interrupted, so not starting the next one is all that can be done there;
 * on PostgreSQL, statement_timeout (server/db/statement-timeout.ts) also cuts the one running.
 */
export function budgetedClient(db: Db): Db {
  return db.$extends({
    query: {
      async $allOperations({ args, query }) {
        checkTimeBudget();
        try {
          return await query(args);
        } catch (error) {
          const budget = scope.getStore();
          if (isStatementTimeout(error)) throw new TimeBudgetExceededError(budget?.ms ?? DEFAULT_TIME_BUDGET_MS);
          throw error;
        }
      },
    },
  }) as unknown as Db;
}
