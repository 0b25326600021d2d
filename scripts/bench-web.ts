// Issues 15 and 30's targets on the four public page types: builds the web app, serves it from the real
// server on a throw-away demo database, and measures what each page's HTML carries (bytes, CSS, inline
// state, elements) and Lighthouse mobile (median of 3 after a warm-up: scores, metrics, the script bytes
// transferred during the load, the main thread's work by kind), beside a control row: a plain static
// page served by the same server, which shows what the machine itself costs. Each run prints
// Lighthouse's benchmark index. One PASS/FAIL line per target; exits 1 when one is missed.
// Usage: tsx scripts/bench-web.ts [--no-build] [--url http://127.0.0.1:3000] [--runs 3] [--only /en]
//        [--details] [--json file.json]
import { execSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { startDemoServer } from './bench-server.ts';
import { CATEGORIES, METRICS, measurePage, type PageResult } from './bench-web/lighthouse.ts';
import { CONTROL_HTML, formatWeight, type PageWeight, pageWeight } from './bench-web/page-weight.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const PAGES = ['/', '/app/1746-rio', '/screens', '/en'];
const SCRIPT_BUDGET_KB = 200;
const CONTROL_PAGE = '/bench-control.html';
const LIGHTHOUSE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const MIN_PERFORMANCE = 90;
const MAX_TBT_MS = 200;

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 3);
const pages = option('--only')?.split(',') ?? PAGES;

if (!args.includes('--no-build')) execSync('npx tsx scripts/build-web.ts', { stdio: 'inherit' });

const server = option('--url') ? null : await startServer();
const base = option('--url') ?? server?.url ?? '';
const criteria: { pass: boolean; text: string }[] = [];
const check = (pass: boolean, text: string) => criteria.push({ pass, text });
const report: Record<string, { weight?: PageWeight; lighthouse?: PageResult }> = {};
const f1 = (n: number | undefined) => (n ?? Number.NaN).toFixed(1);

// The control page is written beside the build for the run and removed after it.
const controlFile = join('web/dist', CONTROL_PAGE);
writeFileSync(controlFile, CONTROL_HTML);
try {
  // No code branches on the user agent (also a test: tests/api/http/no-user-agent-branches.test.ts):
  // Lighthouse's agent asks first, so its page is rendered afresh rather than taken from a cache.
  for (const page of pages) {
    const asLighthouse = await fetch(`${base}${page}`, { headers: { 'user-agent': LIGHTHOUSE_UA } }).then((r) =>
      r.text(),
    );
    const asChrome = await fetch(`${base}${page}`, { headers: { 'user-agent': CHROME_UA } }).then((r) => r.text());
    check(asLighthouse === asChrome, `${page}: the same HTML for Lighthouse's and Chrome's user agent`);
  }
  console.log('\nWhat each page carries before any script runs:');
  for (const page of [CONTROL_PAGE, ...pages]) {
    const weight = await pageWeight(base, page);
    report[page] = { weight };
    console.log(`  ${page.padEnd(20)} ${formatWeight(weight)}`);
  }
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_ARGS] });
  try {
    for (const page of [CONTROL_PAGE, ...pages]) {
      const result = await measurePage(`${base}${page}`, chrome.port, runs);
      report[page] = { ...report[page], lighthouse: result };
      const m = result.median;
      const label = page === CONTROL_PAGE ? `${page} (control: plain HTML, same server)` : page;
      console.log(
        `\nLighthouse mobile ${label} (median of ${runs}): ${CATEGORIES.map((k) => `${k} ${m[k]}`).join(', ')}`,
      );
      console.log(
        `  ${METRICS.map((k) => `${k} ${k.includes('shift') ? (m[k] ?? 0).toFixed(3) : Math.round(m[k] ?? 0)}`).join(', ')} (ms; CLS unitless)`,
      );
      console.log(
        `  runs: performance ${result.runs.map((r) => r.performance).join(', ')}; TBT ${result.runs.map((r) => Math.round(r['total-blocking-time'] ?? 0)).join(', ')} ms; ` +
          `CLS ${result.runs.map((r) => (r['cumulative-layout-shift'] ?? 0).toFixed(3)).join(', ')}; ` +
          `scripts ${result.runs.map((r) => f1(r['script-kb'])).join(', ')} KB; benchmark index ${result.runs.map((r) => Math.round(r['benchmark-index'] ?? 0)).join(', ')}`,
      );
      for (const d of result.details) console.log(`  ${d}`);
      if (result.failedAudits.length) console.log(`  failed audits: ${result.failedAudits.join(', ')}`);
      if (page === CONTROL_PAGE) continue;
      check((m.performance ?? 0) >= MIN_PERFORMANCE, `${page}: performance ${m.performance} ≥ ${MIN_PERFORMANCE}`);
      const others = CATEGORIES.filter((k) => k !== 'performance');
      check(
        others.every((k) => m[k] === 100),
        `${page}: ${others.map((k) => `${k} ${m[k]}`).join(', ')} all 100`,
      );
      check(m['cumulative-layout-shift'] === 0, `${page}: CLS ${m['cumulative-layout-shift']} = 0`);
      const tbt = Math.round(m['total-blocking-time'] ?? Number.NaN);
      check(tbt <= MAX_TBT_MS, `${page}: total blocking time ${tbt} ms ≤ ${MAX_TBT_MS} ms`);
      const scriptKb = m['script-kb'] ?? Number.NaN;
      check(
        scriptKb <= SCRIPT_BUDGET_KB,
        `${page}: scripts transferred during load ${f1(scriptKb)} KB ≤ ${SCRIPT_BUDGET_KB} KB`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  rmSync(controlFile, { force: true });
  await server?.stop();
}

const json = option('--json');
if (json) writeFileSync(json, `${JSON.stringify({ when: new Date().toISOString(), report, criteria }, null, 2)}\n`);
console.log('\nSummary');
for (const c of criteria) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.text}`);
const failed = criteria.filter((c) => !c.pass).length;
console.log(`result: ${failed ? 'FAIL' : 'PASS'} (${criteria.length - failed} of ${criteria.length} targets met)`);
process.exit(failed ? 1 : 0);

function startServer() {
  return startDemoServer({
    dataDirPrefix: 'vitrine-bench-',
    port: 3900 + Math.floor(Math.random() * 90),
    env: process.env,
  });
}
