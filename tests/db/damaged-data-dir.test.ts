// A damaged PGlite data directory is refused at start with what is wrong and what to do, never served
// as ready: a zeroed table (PostgreSQL reads it as empty), garbage pages, a missing or garbled
// pg_control (PGlite's bare "Aborted()"), a missing PG_VERSION (PGlite would initialise over it).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { DataDirDamagedError } from '../../server/db/pglite.ts';
import { ROOT } from '../ops/support/child-server.ts';

const root = mkdtempSync(join(tmpdir(), 'vitrine-damaged-'));
const intact = join(root, 'intact');
let subscribersFile = '';
let emailIndexFile = '';
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  const db = await openDatabase({ dataDir: intact });
  await db.prisma.newsletterSubscriber.createMany({
    data: Array.from({ length: 200 }, (_, i) => ({
      email: `reader${i}@example.org`,
      unsubscribeToken: `token-${i}-0123456789abcdef`,
    })),
  });
  const path = async (rel: string) =>
    (await db.pglite!.query<{ p: string }>(`SELECT pg_relation_filepath('${rel}') AS p`)).rows[0]!.p;
  subscribersFile = join('pgdata', await path('"NewsletterSubscriber"'));
  emailIndexFile = join('pgdata', await path('"NewsletterSubscriber_email_key"'));
  await db.close();
});

let copies = 0;
/** A copy of the intact directory with `damage` done to it. */
function damagedCopy(damage: (dir: string) => void) {
  const dir = join(root, `copy-${copies++}`);
  cpSync(intact, dir, { recursive: true });
  damage(dir);
  return dir;
}
const overwrite = (file: string, byte: (i: number) => number) =>
  writeFileSync(file, Buffer.from(Array.from({ length: statSync(file).size }, (_, i) => byte(i))));
const garbage = (i: number) => (i * 7919 + 13) % 251;

const refusal = (dir: string, what: RegExp) =>
  new RegExp(
    `^The data directory ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged \\(${what.source}\\)\\. Restore it from a backup, or move it aside to start with an empty catalogue\\.$`,
  );

describe('a damaged PGlite data directory', () => {
  it('an intact copy opens with its rows', async () => {
    const db = await openDatabase({ dataDir: damagedCopy(() => {}) });
    expect(await db.prisma.newsletterSubscriber.count()).toBe(200);
    await db.close();
  });

  it.each([
    [
      'a zeroed table',
      (d: string) => overwrite(join(d, subscribersFile), () => 0),
      /table "NewsletterSubscriber" .*lost rows.*/,
    ],
    [
      'a table cut to nothing',
      (d: string) => writeFileSync(join(d, subscribersFile), ''),
      /table "NewsletterSubscriber" .*lost rows.*/,
    ],
    [
      'a table file gone',
      (d: string) => rmSync(join(d, subscribersFile)),
      /the file of "NewsletterSubscriber" .* is missing or unreadable/,
    ],
    [
      'a garbled table',
      (d: string) => overwrite(join(d, subscribersFile), garbage),
      /"NewsletterSubscriber" .*page 0 is not a PostgreSQL page/,
    ],
    [
      'a zeroed index',
      (d: string) => overwrite(join(d, emailIndexFile), () => 0),
      /index "NewsletterSubscriber_email_key" .*zeroed page/,
    ],
    [
      'no pg_control',
      (d: string) => rmSync(join(d, 'pgdata/global/pg_control')),
      /pgdata\/global\/pg_control is missing/,
    ],
    [
      'a garbled pg_control',
      (d: string) => overwrite(join(d, 'pgdata/global/pg_control'), garbage),
      /PGlite could not open it: .+/,
    ],
    ['no PG_VERSION', (d: string) => rmSync(join(d, 'pgdata/PG_VERSION')), /pgdata\/PG_VERSION is missing/],
  ])('%s is refused with what to do, and the directory is left as it was', async (_, damage, what) => {
    const dir = damagedCopy(damage);
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toThrow(DataDirDamagedError);
    await expect(opening).rejects.toThrow(refusal(dir, what));
    // Nothing was repaired or initialised over it, and the lock was released.
    expect(existsSync(join(dir, 'pgdata/PG_VERSION'))).toBe(!/PG_VERSION/.test(what.source));
    expect(existsSync(join(dir, 'vitrine.lock'))).toBe(false);
  });

  it('the server exits at start with that message instead of serving', async () => {
    const dir = damagedCopy((d) => overwrite(join(d, subscribersFile), () => 0));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, PORT: '0', SEED: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toContain(`The data directory ${dir} is damaged (table "NewsletterSubscriber"`);
    expect(out).not.toMatch(/ on http:\/\//);
  });
});
