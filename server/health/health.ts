// GET /healthz: the process answers. GET /readyz: it can serve, because the database answers and every
// committed migration is applied. Both are answered before any routing or rendering, and never cached.
// The same readiness check feeds the separate health port (server/health/health-port.ts).
import type { Db } from '../db/database.ts';
import { readMigrations } from '../db/migrations.ts';

const READY_TIMEOUT_MS = 2000;

export type Readiness = { ok: true; migrations: number } | { ok: false; reason: string };

export const healthAnswer = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** Whether the database answers (within 2 s) with every committed migration applied. */
export function readinessCheck(db: Db): () => Promise<Readiness> {
  const expected = readMigrations().migrationDirectories.map((d) => d.path);

  async function readiness(): Promise<Readiness> {
    const rows = await db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((r) => r.migration_name));
    const missing = expected.filter((name) => !applied.has(name));
    if (missing.length) return { ok: false, reason: `migrations not applied: ${missing.join(', ')}` };
    return { ok: true, migrations: applied.size };
  }

  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: 'database did not answer in time' }), READY_TIMEOUT_MS);
    });
    return Promise.race([
      readiness().catch((): Readiness => ({ ok: false, reason: 'database unreachable' })),
      timeout,
    ]).finally(() => clearTimeout(timer));
  };
}

/**
 * The main port's probes. /readyz there says only ready or not: it is public, and which database runs,
 * how many migrations, the cache's figures and the reason for a failure are for operators — the health
 * port (HEALTH_PORT) reports them, and the log says when readiness changes and why.
 */
export function healthChecks(db: Db, log?: (message: string) => void) {
  const check = readinessCheck(db);
  let lastReason: string | undefined;
  return async (request: Request, url: URL): Promise<Response | null> => {
    if (url.pathname !== '/healthz' && url.pathname !== '/readyz') return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    if (url.pathname === '/healthz') return healthAnswer(200, { status: 'ok' });
    const result = await check();
    const reason = result.ok ? undefined : result.reason;
    if (reason !== lastReason) log?.(reason ? `not ready: ${reason}` : 'ready again');
    lastReason = reason;
    return result.ok ? healthAnswer(200, { status: 'ready' }) : healthAnswer(503, { status: 'unavailable' });
  };
}
