// Backups taken while the catalogue is written to, restored into a fresh data directory and a fresh
// PostgreSQL database, and refused whole when the file is damaged (issue 58).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBackup, takeBackup } from '../../server/db/backup.ts';
import { openBackupFile } from '../../server/db/backup-file.ts';
import { openSource, openTarget } from '../../server/db/backup-open.ts';
import type { Sql } from '../../server/db/backup-tables.ts';
import { openDatabase } from '../../server/db/database.ts';
import { runScript } from '../support/cli.ts';
import { seededApi } from '../support/harness.ts';
import { startTestServer } from '../support/server.ts';

const h = seededApi();
const dir = mkdtempSync(join(tmpdir(), 'vitrine-backup-'));
const serverUrl = process.env.DATABASE_URL;
const made: string[] = [];
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!serverUrl) return;
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  for (const name of made) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
});

async function freshPostgres(): Promise<string> {
  const name = `vitrine_bk_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  made.push(name);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

const PUBLIC_READS = [
  '/api/apps?limit=100',
  '/api/screens?limit=100',
  '/api/categories',
  '/api/stats',
  '/feed.atom',
  '/sitemap.xml',
];
const reads = async (base: string) =>
  Promise.all(
    PUBLIC_READS.map(async (path) => {
      const res = await fetch(`${base}${path}`);
      // The feed names the server's own address (a random port here).
      return `${path} ${res.status} ${(await res.text()).replaceAll(base, 'ORIGIN')}`;
    }),
  );

/** One round of what visitors and the admin write: a screen, a contribution, a collection edit, a subscriber. */
async function writeRound(i: number) {
  const db = h.db.prisma;
  const appId = h.apps[0]?.id as number;
  const screen = await db.screen.create({
    data: { appId, airtableId: `loop-${i}`, name: `Loop screen ${i}`, imageUrl: `/media/loop-${i}.png` },
  });
  await db.contribution.create({
    data: { kind: 'screen', message: `loop ${i}`, tokenHash: `loop-${i}-${randomBytes(4).toString('hex')}` },
  });
  await db.collectionItem.create({ data: { collectionId: 'loop', screenId: screen.id, position: i } });
  await db.newsletterSubscriber.create({
    data: { email: `loop${i}@example.org`, unsubscribeToken: `loop-token-${i}-0123456789` },
  });
  return screen.id;
}

describe('backup and restore', () => {
  let file = '';
  const acknowledged: number[] = [];

  it('a backup taken while a writer loops restores every write acknowledged before it, and the same public reads', async () => {
    await h.db.prisma.collection.create({ data: { id: 'loop', title: 'Loop', editKeyHash: 'x' } });
    for (let i = 0; i < 3; i++) acknowledged.push(await writeRound(i));
    let stop = false;
    let rounds = 3;
    const writer = (async () => {
      while (!stop) await writeRound(rounds++);
    })();
    await new Promise((r) => setTimeout(r, 50));
    file = join(dir, 'site.backup');
    if (h.db.url) {
      const source = await openSource({ databaseUrl: h.db.url, dataDir: dir });
      await takeBackup(source.sql, { source: 'postgres', out: file }).finally(() => source.close());
    } else {
      // PGlite has one session: the backup holds it, the writer's statements wait their turn.
      await h.db.pglite?.transaction((tx) =>
        takeBackup(tx as Sql, { source: 'pglite', out: file, inTransaction: true }),
      );
    }
    // The writer goes on after the backup: what it writes then must not be in it.
    const after = rounds;
    while (rounds < after + 2) await new Promise((r) => setTimeout(r, 10));
    stop = true;
    await writer;
    expect(statMode(file)).toBe(0o600);

    const targets = [
      { dataDir: join(dir, 'restored') },
      ...(serverUrl ? [{ databaseUrl: await freshPostgres(), dataDir: dir }] : []),
    ];
    for (const target of targets) {
      const conn = await openTarget(target);
      await loadBackup(conn.sql, await openBackupFile(file), {}).finally(() => conn.close());
    }
    // The source as it was at the backup's moment: without the writes the backup did not see.
    const restored = await openDatabase(targets[0] as { dataDir: string });
    const kept = (await restored.prisma.screen.findMany({ select: { id: true } })).map((s) => s.id);
    await restored.close();
    expect(kept).toEqual(expect.arrayContaining(acknowledged));
    expect(await h.db.prisma.screen.count()).toBeGreaterThan(kept.length);
    await h.db.prisma.collectionItem.deleteMany({ where: { screenId: { notIn: kept } } });
    await h.db.prisma.screen.deleteMany({ where: { id: { notIn: kept } } });
    const expected = await reads(h.srv.base);
    for (const target of targets) {
      const db = await openDatabase(target);
      const srv = await startTestServer(db.prisma, undefined, { database: { kind: db.kind, pool: db.pool } });
      try {
        expect(await reads(srv.base)).toEqual(expected);
        for (const i of acknowledged.keys())
          expect(await db.prisma.newsletterSubscriber.count({ where: { email: `loop${i}@example.org` } })).toBe(1);
      } finally {
        await srv.close();
        await db.close();
      }
    }
  });

  it('refuses a truncated or bit-flipped backup by name and leaves the target empty', async () => {
    const bytes = readFileSync(file);
    const cut = join(dir, 'cut.backup');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const flipped = join(dir, 'flipped.backup');
    const copy = Buffer.from(bytes);
    const at = Math.floor(copy.length / 2);
    copy[at] = (copy[at] as number) ^ 0x10;
    writeFileSync(flipped, copy);
    for (const [path, problem] of [
      [cut, 'is truncated'],
      [flipped, 'its checksum does not match'],
    ] as const) {
      const target = join(dir, `target-${problem.length}`);
      const run = await runScript('scripts/restore.ts', { ...process.env, DATA_DIR: target, DATABASE_URL: '' }, [path]);
      expect(run.code).toBe(1);
      expect(run.output).toContain(path);
      expect(run.output).toContain(problem);
      expect(existsSync(join(target, 'pgdata'))).toBe(false);
    }
  });
});

describe('move-to-postgres', () => {
  it.skipIf(!serverUrl)(
    'moves a catalogue to an empty PostgreSQL database that answers the same, images byte for byte',
    async () => {
      // The data directory the first test restored (a fresh PGlite directory costs its migrations, ~20 s).
      const dataDir = join(dir, 'restored');
      const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
        .png()
        .toBuffer();
      mkdirSync(join(dataDir, 'media', 'categories'), { recursive: true });
      writeFileSync(join(dataDir, 'media', 'categories', 'todos.png'), picture);
      const url = await freshPostgres();
      const run = await runScript(
        'scripts/move-to-postgres.ts',
        { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        [url],
      );
      expect(run.output).toContain(`DATABASE_URL='${url}'`);
      expect(run.code).toBe(0);
      const answers: string[][] = [];
      for (const target of [{ dataDir }, { databaseUrl: url }]) {
        const site = await openDatabase(target);
        const srv = await startTestServer(site.prisma, join(dataDir, 'media'), {
          database: { kind: site.kind, pool: site.pool },
        });
        try {
          answers.push(await reads(srv.base));
          const image = await fetch(`${srv.base}/media/categories/todos.png`);
          expect(image.status).toBe(200);
          expect(Buffer.from(await image.arrayBuffer()).equals(picture)).toBe(true);
        } finally {
          await srv.close();
          await site.close();
        }
      }
      expect(answers[1]).toEqual(answers[0]);
    },
  );
});

const statMode = (path: string) => statSync(path).mode & 0o777;
