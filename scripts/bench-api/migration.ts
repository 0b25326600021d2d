// `npm run bench:api -- --during-migration` (or BENCH_API_DURING_MIGRATION=1): the same measurements while
// an image migration of the screens runs, queued through the admin REST API as an administrator would.
// The fresh data directory's demo catalogue has no hosted screen (its images are local files, not hosted
// copies); with DATABASE_URL the demo screens' hosted URLs are cleared before the start and again at the end
// (a hosted copy lives in the run's throw-away data directory). Knobs: BENCH_API_MIGRATION_BATCH (5),
// BENCH_API_MIGRATION_DELAY_MS (default: spread the records over the whole measurement, at least 100 ms).
import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import pg from 'pg';

export const duringMigration =
  process.argv.includes('--during-migration') || ['1', 'true'].includes(process.env.BENCH_API_DURING_MIGRATION ?? '');

const ADMIN = { username: 'bench-api', password: randomBytes(18).toString('base64url') };
/** The administrator the server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const adminEnv = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
const BATCH = Number(process.env.BENCH_API_MIGRATION_BATCH ?? 5);

/** PostgreSQL only: the demo screens lose their hosted URL, and this bench's unfinished migrations end. */
export async function clearHosted(databaseUrl: string | undefined) {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE "Screen" SET "cloudinaryUrl" = NULL WHERE "airtableId" LIKE 'demo-scr-%'`);
    await client.query(
      `UPDATE "Job" SET status = 'cancelled', "cancelRequested" = true, "finishedAt" = now()
       WHERE queue = 'image-migration' AND status IN ('queued', 'running') AND "createdBy" = $1`,
      [ADMIN.username],
    );
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error; // a database not migrated yet: nothing to clear
  } finally {
    await client.end();
  }
}

type Progress = { total?: number; processed?: number; succeeded?: number; failed?: number };
type Job = { id: number; status: string; progress: Progress; error?: string };

async function call<T>(method: string, url: URL, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url.pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * Logs in, queues a migration of the screens in batches of BATCH with a delay that spreads them over
 * `measureMs`, and waits for its first hosted record. `hosted()` reads how many it has hosted so far.
 */
export async function startMigration(base: URL, measureMs: number) {
  const { token } = await call<{ token: string }>('POST', new URL('/api/admin/login', base), undefined, ADMIN);
  const apps = await call<{ screenCount?: number }[]>('GET', new URL('/api/apps', base));
  const screens = Math.min(
    1000,
    apps.reduce((n, a) => n + (a.screenCount ?? 0), 0),
  );
  const batches = Math.max(1, Math.ceil(screens / BATCH));
  const delay =
    Number(process.env.BENCH_API_MIGRATION_DELAY_MS ?? 0) ||
    Math.min(10_000, Math.max(100, Math.ceil((measureMs * 1.2) / batches)));
  const query = `type=screens&maxRecords=1000&batchSize=${BATCH}&delayBetweenBatches=${delay}`;
  const { jobId } = await call<{ jobId: number }>('POST', new URL(`/api/cloudinary/migrate?${query}`, base), token);
  const job = () => call<Job>('GET', new URL(`/api/jobs/${jobId}`, base), token);
  const started = Date.now();
  for (;;) {
    const j = await job();
    if (j.status !== 'queued' && j.status !== 'running') {
      throw new Error(`migration #${jobId} ended before the measurement: ${j.status} ${j.error ?? ''}`);
    }
    if ((j.progress.succeeded ?? 0) > 0) {
      console.log(
        `  migration #${jobId} running: ${j.progress.total} screens without a hosted image, batches of ${BATCH}, ${delay} ms between batches`,
      );
      break;
    }
    if (Date.now() - started > 60_000) throw new Error(`migration #${jobId} hosted nothing within a minute`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    jobId,
    job,
    hosted: async () => (await job()).progress.succeeded ?? 0,
  };
}

/** Counts the `x-cache` header of every answer autocannon reads (its raw header list: name, value, …). */
export function cacheCounter() {
  const counts = { hit: 0, miss: 0, none: 0 };
  const setupClient = (client: autocannon.Client) => {
    client.on('headers', (info: unknown) => {
      const raw = (info as { headers?: string[] }).headers ?? [];
      for (let i = 0; i < raw.length; i += 2) {
        if (raw[i]?.toLowerCase() !== 'x-cache') continue;
        if (raw[i + 1] === 'hit') counts.hit++;
        else counts.miss++;
        return;
      }
      counts.none++;
    });
  };
  return { counts, setupClient, ratio: () => counts.hit / Math.max(1, counts.hit + counts.miss) };
}
