// Which server test files run on both databases and which run once, decided by what each file
// loads, not by its folder: a file whose imports (followed through every relative import, type-only
// ones aside) reach the database layer or start a process with DATABASE_URL opens a database, so it
// runs on PGlite and on PostgreSQL. The rest run once. Tests that kill processes or time the event
// loop run alone, one file at a time (FAULTS). `tests/plan/no-database.ts` makes a run-once file
// that opens a database anyway fail.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Modules whose loading means a database is opened in this process. */
const DATABASE_MODULES = ['server/db/database.ts', 'tests/support/db.ts'];

/** Files that kill processes, race them, or time the event loop: alone, in order, on both databases. */
export const FAULTS = [
  'tests/ops/kill-subscriptions.test.ts', // kill -9 during subscription bursts
  'tests/ops/kill-migration.test.ts', // kill -9 during an image migration
  'tests/ops/kill-digest.test.ts', // kill -9 while a digest is being sent
  'tests/ops/kill-approval.test.ts', // kill -9 right after an approval commits
  'tests/ops/kill-intake.test.ts', // kill -9 in the middle of a curator's upload batch
  'tests/ops/graceful-shutdown.test.ts', // SIGTERM with requests in flight, timed grace
  'tests/ops/health-port.test.ts', // blocks the main thread and times the health answers
  'tests/ops/postgres-outage.test.ts', // cuts the database connection through a proxy
  'tests/api/http/turn-gate.test.ts', // measures event-loop turns
  'tests/db/data-dir-lock.test.ts', // races processes for one data directory
  'tests/jobs/migrate-cli.test.ts', // CLI processes against a running server
];

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function opensDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const rel = relative(ROOT, file);
  if (DATABASE_MODULES.includes(rel)) return true;
  const text = readFileSync(file, 'utf8');
  // A child server or CLI given a database (the process-level tests).
  if (/\bDATABASE_URL\b/.test(text) && rel.startsWith('tests/')) return true;
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1] ?? m[2] ?? '');
    if (target && opensDatabase(target, seen)) return true;
  }
  return false;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'e2e' ? [] : testFiles(path);
    return e.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

export function testPlan() {
  const all = testFiles(join(ROOT, 'tests')).sort();
  const faults = all.filter((f) => FAULTS.includes(f));
  const database = all.filter((f) => !FAULTS.includes(f) && opensDatabase(join(ROOT, f)));
  const once = all.filter((f) => !FAULTS.includes(f) && !database.includes(f));
  return { database, once, faults };
}

// `npx tsx tests/plan/test-plan.ts` prints the plan.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const plan = testPlan();
  for (const [name, files] of Object.entries(plan)) console.log(`${name} (${files.length}):\n  ${files.join('\n  ')}`);
}
