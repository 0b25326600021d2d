// Is this error "the database is not there right now" (retry later) rather than a bug? Prisma wraps
// driver errors differently per adapter and version, so the whole cause chain is looked at.

// P2028: a transaction could not start in time, i.e. no connection came back from the pool.
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// Driver-adapter error kinds (@prisma/driver-adapter-utils) that mean the server is unreachable.
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'postgres', // carries a SQLSTATE, checked below
]);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, cannot connect now).
const SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database|server has closed the connection|Connection refused|ECONNREFUSED|ECONNRESET|socket hang up|terminating connection due to administrator command|the database system is (starting up|shutting down)|PGlite is closed|Cannot use a pool after calling end/i;

type Inspectable = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  name?: unknown;
};

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const e = current as Inspectable;
    if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || NODE_CODES.has(e.code) || SQLSTATE.test(e.code)))
      return true;
    if (typeof e.originalCode === 'string' && SQLSTATE.test(e.originalCode)) return true;
    if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind) && e.kind !== 'postgres') return true;
    if (e.name === 'PrismaClientInitializationError') return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

// When the database last failed a request: cached answers served meanwhile are marked (x-database).
let lastOutage = 0;
const OUTAGE_MEMORY_MS = 10_000;
/** Notes a failure; true when it begins an outage (none noted in the last 10 s), the one worth a log line. */
export const noteUnavailable = (): boolean => {
  const begins = Date.now() - lastOutage >= OUTAGE_MEMORY_MS;
  lastOutage = Date.now();
  return begins;
};

/** The one log line of an outage: the first failure's message, no stack (one per waiter flooded the log). */
export function outageLine(error: unknown): string {
  let current: unknown = error;
  let message = '';
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const m = (current as Inspectable).message;
    if (typeof m === 'string' && MESSAGES.test(m)) message = m;
    current = (current as Inspectable).cause;
  }
  const first = message || (error instanceof Error ? error.message : String(error));
  return `database unavailable: ${first.split('\n')[0]?.slice(0, 200)} (answering 503; not logged again until 10 s without a failure)`;
}
export const recentlyUnavailable = () => Date.now() - lastOutage < OUTAGE_MEMORY_MS;
