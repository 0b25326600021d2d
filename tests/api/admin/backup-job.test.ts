// Issue 58: the running server takes the backup as a job, asked through the admin API (REST and GraphQL,
// admin only, one at a time); the file holds every row the database has, and on PGlite the backup ran in
// steps no longer than BACKUP_STEP_MS, so requests were never held behind it.
import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupThroughServer } from '../../../scripts/backup-remote.ts';
import { openBackupFile } from '../../../server/db/backup-file.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { adminToken } from '../../support/harness.ts';
import { startTestServer } from '../../support/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-backup-job-'));
const h = {} as {
  db: Awaited<ReturnType<typeof testDatabase>>;
  srv: Awaited<ReturnType<typeof startTestServer>>;
};
beforeAll(async () => {
  h.db = await testDatabase();
  await seedFixture(h.db.prisma);
  await ensureAdminUser(h.db.prisma, 'admin', 'backup job password');
  // PostgreSQL: the server's own DATABASE_URL, so the job reads one snapshot through a client of its own.
  const database = h.db.url ? { ...h.db, url: h.db.url } : undefined;
  h.srv = await startTestServer(h.db.prisma, undefined, {
    env: { DATA_DIR: dataDir, BACKUP_STEP_MS: '20', BACKUP_EVERY_HOURS: '1', BACKUP_KEEP: '2' },
    database,
  });
});
afterAll(async () => {
  await h.srv?.close();
  await h.db?.close();
});

const post = (path: string, token?: string) =>
  fetch(`${h.srv.base}${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('a backup asked of the running server', () => {
  it('is refused without the admin, queued once, and holds every row', async () => {
    expect((await post('/api/admin/backups')).status).toBe(401);
    const token = await adminToken(h.srv.base, 'admin', 'backup job password');
    const last = async () => (await h.srv.gql('{ lastBackup { ok bytes } }', {}, token)).body.data.lastBackup;
    expect(await last()).toBeNull();
    const first = await post('/api/admin/backups', token);
    expect(first.status).toBe(202);
    const { jobId } = (await first.json()) as { jobId: number };
    const again = await post('/api/admin/backups', token);
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain(`#${jobId}`);

    await h.srv.jobs.drain();
    const job = (await (
      await fetch(`${h.srv.base}/api/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status: string; progress: { message: string } };
    expect(job.status).toBe('succeeded');
    const path = job.progress.message.split(' (')[0] as string;
    expect(path.startsWith(join(dataDir, 'backups'))).toBe(true);
    if (h.db.url) expect(job.progress.message).toMatch(/bytes\)$/);
    else expect(job.progress.message).toMatch(/steps of at most 20 ms/);
    const file = await openBackupFile(path);
    expect(await last()).toEqual({ ok: true, bytes: statSync(path).size });
    expect(file.trailer.tables.Screen?.count).toBe(await h.db.prisma.screen.count());
    expect(file.trailer.tables.App?.count).toBe(await h.db.prisma.app.count());

    const gql = await h.srv.gql(
      'mutation { startBackup { __typename ... on StartBackupSuccess { data { id status } } } }',
      {},
      token,
    );
    expect(gql.body.data.startBackup).toMatchObject({ __typename: 'StartBackupSuccess', data: { status: 'queued' } });
    expect((await h.srv.gql('mutation { startBackup { __typename } }')).body.errors?.[0]).toBeTruthy();

    // npm run backup while a server runs: it follows the backup already queued instead of a second one.
    h.srv.jobs.start();
    const admin = { username: 'admin', password: 'backup job password' };
    const followed = await backupThroughServer({ port: 0, admin }, { server: h.srv.base, pollMs: 50 });
    expect(followed).not.toBe(path);
    expect((await openBackupFile(followed)).trailer.tables.Screen?.count).toBe(await h.db.prisma.screen.count());
  });

  it('is taken on schedule, keeping only the newest BACKUP_KEEP files', async () => {
    const dir = join(dataDir, 'backups');
    const old = join(dir, 'vitrine-2026-01-01T00-00-00-000Z.backup');
    writeFileSync(old, 'an old backup');
    const longAgo = new Date(Date.now() - 40 * 24 * 3_600_000);
    utimesSync(old, longAgo, longAgo);
    const before = readdirSync(dir).length;
    expect(before).toBe(3);
    expect(await h.srv.jobs.backupTick(new Date())).toBeNull(); // the last one was asked for just now
    const job = await h.srv.jobs.backupTick(new Date(Date.now() + 2 * 3_600_000));
    expect(job?.createdBy).toBe('schedule');
    for (let i = 0; i < 200; i++) {
      const { status } = await h.db.prisma.job.findUniqueOrThrow({ where: { id: job?.id as number } });
      if (status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const left = readdirSync(dir);
    expect(left).toHaveLength(2);
    expect(left).not.toContain('vitrine-2026-01-01T00-00-00-000Z.backup');
  });
});
