// `npm test`: the vitest projects (API on PGlite, or on PostgreSQL when DATABASE_URL is set; web
// components in jsdom), then the Playwright specs in Debian's Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

rmSync('test-results/vitest.json', { force: true });
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
  {
    stdio: 'inherit',
  },
);
if (existsSync('test-results/vitest.json')) {
  const r = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
ok &&= vitest.status === 0;

const hasSpecs = existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
if (hasSpecs && process.env.SKIP_E2E !== '1') {
  rmSync('test-results/playwright.json', { force: true });
  // E2E_PROJECTS=desktop (comma-separated) runs the browser specs at those widths only.
  const projects = (process.env.E2E_PROJECTS ?? '').split(',').filter(Boolean);
  // E2E_SPECS=tests/e2e/a.spec.ts,… (comma-separated) runs only those spec files.
  const specs = (process.env.E2E_SPECS ?? '').split(',').filter(Boolean);
  // Spec files go first: `--project` takes every word after it as a project name.
  const e2e = spawnSync('npx', ['playwright', 'test', ...specs, ...projects.map((p) => `--project=${p}`)], {
    stdio: 'inherit',
  });
  if (existsSync('test-results/playwright.json')) {
    const s = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')).stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped;
  }
  ok &&= e2e.status === 0;
}

console.log(`\nall suites on ${db}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
