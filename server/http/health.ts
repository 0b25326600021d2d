// GET /healthz: the process answers. GET /readyz: it can serve, because the database answers and every
// committed migration is applied. Both are answered before any routing or rendering, and never cached.
import type { Db } from '../db/database.ts';
import { readMigrations } from '../db/migrations.ts';

const READY_TIMEOUT_MS = 2000;

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

export function healthChecks(db: Db, kind: string, cacheStats?: () => object) {
  const expected = readMigrations().migrationDirectories.map((d) => d.path);

  async function readiness(): Promise<{ ok: true; migrations: number } | { ok: false; reason: string }> {
    const rows = await db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((r) => r.migration_name));
    const missing = expected.filter((name) => !applied.has(name));
    if (missing.length) return { ok: false, reason: `migrations not applied: ${missing.join(', ')}` };
    return { ok: true, migrations: applied.size };
  }

  return async (request: Request, url: URL): Promise<Response | null> => {
    if (url.pathname !== '/healthz' && url.pathname !== '/readyz') return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    if (url.pathname === '/healthz') return answer(200, { status: 'ok' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<{ ok: false; reason: string }>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: 'database did not answer in time' }), READY_TIMEOUT_MS);
    });
    const result = await Promise.race([
      readiness().catch(() => ({ ok: false as const, reason: 'database unreachable' })),
      timeout,
    ]).finally(() => clearTimeout(timer));
    return result.ok
      ? answer(200, { status: 'ready', database: kind, migrations: result.migrations, cache: cacheStats?.() })
      : answer(503, { status: 'unavailable', database: kind, reason: result.reason });
  };
}
