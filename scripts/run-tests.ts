// `npm test`: the server and web suites with vitest, then the Playwright specs in Debian's Chromium,
// each a phase of its own, timed. Server files that open a database run on PGlite (or on PostgreSQL
// when DATABASE_URL is set); TEST_SCOPE=database runs only those, for a second pass on another
// database (.ci/run). Ends with the budget (phases, slowest files, retried tests) and one summary line.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { budgetReport, type Phase, playwrightPhase, vitestPhase } from './test-report.ts';

mkdirSync('test-results', { recursive: true });
const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const databaseOnly = process.env.TEST_SCOPE === 'database';
const phases: Phase[] = [];

function timed(command: string, args: string[]) {
  const started = performance.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  return { ok: run.status === 0, seconds: (performance.now() - started) / 1000 };
}

function vitest(name: string, projects: string[], report: string) {
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...projects.map((p) => `--project=${p}`), '--reporter=default', '--reporter=json'];
  const { ok, seconds } = timed('npx', [...args, `--outputFile=${report}`]);
  phases.push(vitestPhase(name, seconds, ok, report));
}

if (!databaseOnly) vitest('vitest: once + web (no database)', ['once', 'web'], 'test-results/vitest-once.json');
vitest(`vitest: database (${db})`, ['database'], `test-results/vitest-database-${db}.json`);
vitest(`vitest: faults (${db}, one at a time)`, ['faults'], `test-results/vitest-faults-${db}.json`);

const hasSpecs = existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
if (hasSpecs && process.env.SKIP_E2E !== '1') {
  rmSync('test-results/playwright.json', { force: true });
  // E2E_PROJECTS=desktop (comma-separated) runs the browser specs at those widths only.
  const projects = (process.env.E2E_PROJECTS ?? '').split(',').filter(Boolean);
  // E2E_SPECS=tests/e2e/a.spec.ts,… (comma-separated) runs only those spec files.
  const specs = (process.env.E2E_SPECS ?? '').split(',').filter(Boolean);
  // Spec files go first: `--project` takes every word after it as a project name.
  const { ok, seconds } = timed('npx', ['playwright', 'test', ...specs, ...projects.map((p) => `--project=${p}`)]);
  phases.push(playwrightPhase(`browser (${db})`, seconds, ok, 'test-results/playwright.json'));
}

// .ci/run collects the phases of both passes for one table at the end.
if (process.env.TEST_PHASES_FILE) {
  for (const p of phases) appendFileSync(process.env.TEST_PHASES_FILE, `${JSON.stringify(p)}\n`);
}
const sum = (k: 'passed' | 'failed' | 'skipped') => phases.reduce((s, p) => s + p[k], 0);
console.log(budgetReport(phases));
console.log(
  `\nall suites on ${db}, Node ${process.version}: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`,
);
console.log(`${sum('passed')} passed, ${sum('failed')} failed`);
process.exit(phases.every((p) => p.ok) && sum('failed') === 0 ? 0 : 1);
