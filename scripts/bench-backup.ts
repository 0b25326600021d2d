// npm run bench:backup [-- --screens N | --apps N --screens-per-app N] — backup and restore time and peak memory on a
// catalogue of N × M generated screens (2,000 × 100 = 200,000 by default) in a fresh PGlite directory,
// each command run as the operator runs it (its own process, its peak resident memory from the kernel).
// Add DATABASE_URL of an empty database to also restore into PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database.ts';
import { seedScale } from './seed-scale/generate.ts';

const { values } = parseArgs({
  options: {
    apps: { type: 'string', default: '2000' },
    'screens-per-app': { type: 'string', default: '100' },
    /** A total instead: N screens as N / 100 apps of 100. */
    screens: { type: 'string' },
  },
});
const perApp = values.screens ? 100 : Number(values['screens-per-app']);
const apps = values.screens ? Math.max(1, Math.round(Number(values.screens) / perApp)) : Number(values.apps);
const root = mkdtempSync(join(tmpdir(), 'vitrine-bench-backup-'));
const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

/** Runs one command under /usr/bin/time: its wall time and its peak resident set (GNU time's %M, kB). */
function timed(label: string, script: string, env: Record<string, string>, args: string[] = []) {
  const run = spawnSync('/usr/bin/time', ['-f', 'PEAK %M %e', 'npx', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const m = /PEAK (\d+) ([\d.]+)/.exec(run.stderr);
  if (run.status !== 0 || !m) throw new Error(`${label} failed:\n${run.stdout}\n${run.stderr}`);
  const line = `${label}: ${m[2]} s, peak ${(Number(m[1]) / 1024).toFixed(0)} MB`;
  say(line);
  return { line, out: run.stdout.trim().split('\n').at(-1) ?? '' };
}

try {
  const source = join(root, 'source');
  say(`seeding ${apps} apps × ${perApp} screens into ${source}`);
  const db = await openDatabase({ dataDir: source });
  try {
    const r = await seedScale(db.prisma, apps, perApp, () => {});
    await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
    say(`seeded ${r.screens} screens in ${(r.ms / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
  const out = join(root, 'site.backup');
  const results = [
    timed('backup (PGlite)', 'scripts/backup.ts', { DATA_DIR: source, DATABASE_URL: '' }, ['--out', out]),
  ];
  say(`backup file: ${(statSync(out).size / (1 << 20)).toFixed(1)} MB`);
  results.push(
    timed('restore (PGlite)', 'scripts/restore.ts', { DATA_DIR: join(root, 'restored'), DATABASE_URL: '' }, [out]),
  );
  if (process.env.DATABASE_URL)
    results.push(timed('restore (PostgreSQL)', 'scripts/restore.ts', { DATA_DIR: join(root, 'pg') }, [out]));
  console.log(`\n${apps * perApp} screens:\n${results.map((r) => `  ${r.line}`).join('\n')}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
