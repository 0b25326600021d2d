// One test file's world for the Airtable sync: a fresh database, the Airtable stand-in, the sync
// handler wired as the server wires it, and the app (REST) on the same database.

import type { AirtableConfig } from '../../../server/airtable/client.ts';
import { DEFAULT_TABLES } from '../../../server/airtable/field-names.ts';
import { createApp } from '../../../server/app.ts';
import { LocalImageHost } from '../../../server/images/local-host.ts';
import { airtableJobs } from '../../../server/jobs/airtable-sync.ts';
import { createWorker } from '../../../server/queue/worker.ts';
import { createLogger } from '../../../server/runtime/log.ts';
import { queueSync } from '../../../server/services/admin/airtable-sync.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { SYNC_KIND } from '../../../server/services/platform/job-contracts.ts';
import { testDatabase } from '../../support/db.ts';
import { startAirtableStandIn } from './airtable-standin.ts';

export const API_KEY = 'patStandIn.secret';
export const BASE_ID = 'appStandInBase001';
const PASSWORD = 'sync admin password';

export async function syncHarness(overrides: Partial<AirtableConfig> = {}) {
  const db = await testDatabase();
  const standIn = await startAirtableStandIn({ apiKey: API_KEY, baseId: BASE_ID });
  const config: AirtableConfig = {
    apiKey: API_KEY,
    baseId: BASE_ID,
    endpointUrl: standIn.origin,
    requestsPerSecond: 5,
    rateLimitWaitMs: 50,
    tables: DEFAULT_TABLES,
    fields: {},
    ...overrides,
  };
  let changes = 0;
  const jobs = airtableJobs(config, db.prisma, { emit: () => changes++ });
  const log = createLogger('silent');
  const mediaDir = `/tmp/vitrine-sync-test-${process.pid}`;
  const app = createApp({
    config: { env: 'test' },
    db: db.prisma,
    imageHost: new LocalImageHost(mediaDir),
    log,
    airtableConfigured: true,
  });
  await ensureAdminUser(db.prisma, 'admin', PASSWORD);

  /** Queues a sync (or takes the pending one) and runs it to the end in this process. */
  async function runSync() {
    const { job } = await queueSync(db.prisma, 'test');
    const worker = createWorker({ db: db.prisma, handlers: jobs.handlers, log, staleMs: 60_000 });
    await worker.drain();
    return db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
  }

  async function call(method: string, path: string, token?: string, handle = app.handle) {
    const res = await handle(
      new Request(`http://test${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    );
    return { status: res.status, body: (await res.json()) as any };
  }

  async function login() {
    const res = await app.handle(
      new Request('http://test/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      }),
    );
    return ((await res.json()) as { token: string }).token;
  }

  return {
    db,
    standIn,
    config,
    jobs,
    app,
    mediaDir,
    runSync,
    call,
    login,
    changes: () => changes,
    syncJobs: () => db.prisma.job.findMany({ where: { kind: SYNC_KIND }, orderBy: { id: 'asc' } }),
    migrations: () => db.prisma.job.findMany({ where: { kind: 'image-migration' }, orderBy: { id: 'asc' } }),
    close: async () => {
      await standIn.close();
      await db.close();
    },
  };
}

export type SyncHarness = Awaited<ReturnType<typeof syncHarness>>;
