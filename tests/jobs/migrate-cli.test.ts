// `npm run images:migrate` (scripts/migrate-images.ts) as a child process on a temporary DATA_DIR (or a
// fresh database when DATABASE_URL is set) with the local image host: bounds, the locked directory,
// one line per batch, failures with reasons, one migration at a time, --status and --cancel.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { lockDataDir } from '../../server/db/pglite.ts';
import { enqueue } from '../../server/queue/queue.ts';
import { MIGRATION_QUEUE } from '../../server/services/platform/job-contracts.ts';
import { png } from '../images/support/fixtures.ts';
import { createPostgresDatabase, ROOT } from '../ops/support/child-server.ts';

const SCREENS = 5;
let dataDir: string;
let pgDatabase: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let env: Record<string, string>;
let brokenId: number;
/** Job ids as the runs printed them (other jobs, OCR, take ids in between). */
const runs: number[] = [];
const idOf = (line: string | undefined) => Number(/^migration #(\d+)/.exec(line ?? '')?.[1]);

const open = () => openDatabase(pgDatabase ? { databaseUrl: pgDatabase.url } : { dataDir });

/** Runs the script with only what it needs from the environment (no CLOUDINARY_URL: the local host). */
function cli(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate-images.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}
// Progress lines start with the time of day; the assertions compare what follows it.
const lines = (out: string) =>
  out
    .trim()
    .split('\n')
    .map((l) => l.replace(/^\d\d:\d\d:\d\d /, ''));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-cli-'));
  if (process.env.DATABASE_URL) pgDatabase = await createPostgresDatabase(process.env.DATABASE_URL);
  env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, SEED: 'none' };
  if (pgDatabase) env.DATABASE_URL = pgDatabase.url;
  const media = join(dataDir, 'media', 'screens');
  mkdirSync(media, { recursive: true });
  const image = await png(40, 60);
  const database = await open();
  try {
    const app = await database.prisma.app.create({ data: { name: 'CLI App', slug: 'cli-app' } });
    for (let n = 0; n < SCREENS; n++) {
      writeFileSync(join(media, `src-${n}.png`), image);
      await database.prisma.screen.create({
        data: { appId: app.id, airtableId: `recCli${n}`, name: `Screen ${n}`, imageUrl: `/media/screens/src-${n}.png` },
      });
    }
    // The last screen's image is missing: the second run fails it, with the reason.
    const broken = await database.prisma.screen.create({
      data: { appId: app.id, airtableId: 'recCliGone', name: 'Gone', imageUrl: '/media/screens/gone.png' },
    });
    brokenId = broken.id;
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
});

describe('npm run images:migrate', { timeout: 120_000 }, () => {
  it('refuses values out of bounds with the admin page message, before opening the database', async () => {
    const res = await cli('--max', '1001');
    expect(res.code).toBe(1);
    expect(res.err.trim()).toBe('Max Records must be a whole number from 1 to 1000');
    expect(res.out).toBe('');
  });

  it.skipIf(!!process.env.DATABASE_URL)('refuses while a server holds the PGlite directory', async () => {
    const unlock = lockDataDir(dataDir);
    try {
      const res = await cli();
      expect(res.code).toBe(1);
      expect(res.err).toContain(
        'The server is running on this DATA_DIR: start the migration from /admin/cloudinary instead, or stop the server.',
      );
    } finally {
      unlock();
    }
  });

  it('migrates in batches, printing one progress line per batch', async () => {
    const res = await cli('--type', 'screens', '--max', String(SCREENS), '--batch', '2', '--delay', '300');
    expect(res.code, res.out + res.err).toBe(0);
    const printed = lines(res.out);
    runs.push(idOf(printed[0]));
    expect(printed[0]).toBe(`migration #${runs[0]}: screens, at most 5 records, batches of 2, 300 ms apart, to local`);
    expect(printed.slice(1, 4).map((l) => l.replace(/, ETA .*$/, ''))).toEqual([
      '2/5 processed, 2 succeeded, 0 failed, batch 1/3',
      '4/5 processed, 4 succeeded, 0 failed, batch 2/3',
      '5/5 processed, 5 succeeded, 0 failed, batch 3/3',
    ]);
    expect(printed[1]).toMatch(/ETA \d+ s$/);
    expect(printed.slice(4)).toEqual([`migration #${runs[0]} succeeded: 5 migrated, 0 failed`]);

    const database = await open();
    try {
      const screens = await database.prisma.screen.findMany({ orderBy: { id: 'asc' } });
      expect(screens.map((s) => s.cloudinaryUrl)).toEqual([
        ...Array.from({ length: SCREENS }, (_, n) => `/media/screens/recCli${n}.png`),
        null,
      ]);
    } finally {
      await database.close();
    }
    for (let n = 0; n < SCREENS; n++)
      expect(existsSync(join(dataDir, 'media', 'screens', `recCli${n}.png`))).toBe(true);
  });

  it('prints the failures with their reasons and exits 1', async () => {
    const res = await cli('--delay', '0');
    expect(res.code, res.out + res.err).toBe(1);
    const printed = lines(res.out);
    runs.push(idOf(printed[0]));
    expect(printed.at(-2)).toBe(`migration #${runs[1]} succeeded: 0 migrated, 1 failed`);
    expect(printed.at(-1)).toBe(`  screens #${brokenId}: not found`);
  });

  it('--status lists the migrations with their progress; with an id, that one and its failures', async () => {
    const all = await cli('--status');
    expect(all.code, all.err).toBe(0);
    expect(lines(all.out).map((l) => l.replace(/ \(created .*$/, ''))).toEqual([
      `#${runs[1]} screens succeeded: 1/1 processed, 0 succeeded, 1 failed, batch 1/1`,
      `#${runs[0]} screens succeeded: 5/5 processed, 5 succeeded, 0 failed, batch 3/3`,
    ]);
    const one = await cli('--status', String(runs[1]));
    expect(one.code, one.err).toBe(0);
    expect(lines(one.out)[1]).toBe(`  screens #${brokenId}: not found`);
  });

  it('refuses a second migration while one is queued, and --cancel cancels it', async () => {
    const database = await open();
    const params = { type: 'logos', maxRecords: 10, batchSize: 10, delayBetweenBatches: 1000 };
    const queued = await enqueue(database.prisma, { kind: 'image-migration', queue: MIGRATION_QUEUE, params });
    await database.close();
    const refused = await cli();
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(
      `A migration is already queued (#${queued.id}). Wait for it to finish or cancel it first.`,
    );
    const cancelled = await cli('--cancel', String(queued.id));
    expect(cancelled.code, cancelled.err).toBe(0);
    expect(lines(cancelled.out)).toEqual([`migration #${queued.id} cancelled`]);
    const unknown = await cli('--cancel', '999');
    expect(unknown.code).toBe(1);
    expect(unknown.err.trim()).toBe('No image migration #999.');
  });
});
