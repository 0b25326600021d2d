// Issue 36: how long the contribution forms' proof of work takes a visitor. Builds the web app when its
// sources changed, serves it from the real server on a throw-away demo database with the default
// challenge settings (server/services/contributions/contribution-challenge.ts, DEFAULT_CHALLENGE), opens the request
// form in Chromium under Lighthouse's mobile CPU slowdown (CDP Emulation.setCPUThrottlingRate, 4×) and
// runs the widget's verification again and again, each on a fresh challenge:
//  - "to verified": from the start (the visitor's tick, or Send) to the widget's `verified` state, as the
//    visitor waits for it; the widget pads a quick solve to its minDuration (500 ms);
//  - "solve": the same without the padding (minDuration 0), from the challenge's arrival to `verified`.
// Prints each run, then the median and p90 of both; PASS when the median solve is 0.5–2 s.
// Usage: tsx scripts/bench-altcha.ts [--runs 20] [--rate 4] [--no-build] [--url http://127.0.0.1:3000]
//        [--cost N --counter-max N]: try other settings (the server's CONTRIBUTION_POW_*) before changing the defaults
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { DEFAULT_CHALLENGE } from '../server/services/contributions/contribution-challenge.ts';
import { startDemoServer } from './bench-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(15, Number(option('--runs') ?? 20));
const rate = Number(option('--rate') ?? 4);
const FORM = '/solicitar-aplicativo';
const TARGET_MS = [500, 2000] as const;
const settings = {
  cost: Number(option('--cost') ?? DEFAULT_CHALLENGE.cost),
  counterMax: Number(option('--counter-max') ?? DEFAULT_CHALLENGE.counterMax),
};

if (!option('--url') && !args.includes('--no-build')) {
  execSync('npx tsx scripts/build-web.ts --if-stale', { stdio: 'inherit' });
}
const server = option('--url') ? null : await startServer();
const base = option('--url') ?? server?.url ?? '';

type Run = { total: number; solve: number; ok: boolean };

// Runs in the page, as a string: the widget is the page's own element, driven through its methods.
// `fetch` is the widget's hook for its challenge request: it notes when the challenge has arrived.
const VERIFY = (minDuration: number) => `(async () => {
  const widget = document.querySelector('altcha-widget');
  widget.reset();
  let arrived = 0;
  widget.configure({
    minDuration: ${minDuration},
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      arrived = performance.now();
      return response;
    },
  });
  const verified = new Promise((resolve) =>
    widget.addEventListener('verified', () => resolve(performance.now()), { once: true }),
  );
  const start = performance.now();
  const result = await widget.verify();
  const end = result ? await verified : performance.now();
  return { total: end - start, solve: end - arrived, ok: Boolean(result) };
})()`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
let results: { padded: Run[]; bare: Run[]; baseline: Run[] };
let workers = 0;
try {
  const page = await browser.newPage();
  await page.goto(`${base}${FORM}`);
  await page.waitForFunction(() => {
    const widget = document.querySelector('altcha-widget') as (HTMLElement & { getState?: () => string }) | null;
    return typeof widget?.getState === 'function';
  });
  workers = (await page.evaluate('document.querySelector("altcha-widget").getConfiguration().workers')) as number;
  const cdp = await page.context().newCDPSession(page);
  const verify = async (minDuration: number) => (await page.evaluate(VERIFY(minDuration))) as Run;

  // Unthrottled first (and a warm-up: the worker script and the first derivation are compiled once).
  await verify(0);
  const baseline: Run[] = [];
  for (let i = 0; i < 5; i++) baseline.push(await verify(0));

  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const padded: Run[] = [];
  const bare: Run[] = [];
  console.log(`\n${runs} runs at ${rate}× CPU slowdown (${workers} workers), a fresh challenge each:`);
  for (let i = 0; i < runs; i++) {
    padded.push(await verify(500));
    bare.push(await verify(0));
    const p = padded[i] as Run;
    const b = bare[i] as Run;
    console.log(
      `  run ${String(i + 1).padStart(2)}: to verified ${ms(p.total)} (solve ${ms(p.solve)}); unpadded: solve ${ms(b.solve)}, to verified ${ms(b.total)}${p.ok && b.ok ? '' : '  FAILED'}`,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  results = { padded, bare, baseline };
} finally {
  await browser.close();
  await server?.stop();
}

const failed = [...results.padded, ...results.bare].filter((r) => !r.ok).length;
const solve = results.bare.map((r) => r.solve);
const total = results.padded.map((r) => r.total);
const medianSolve = quantile(solve, 0.5);
const pass = failed === 0 && medianSolve >= TARGET_MS[0] && medianSolve <= TARGET_MS[1];
if (option('--url')) console.log(`\nChallenge: PBKDF2/SHA-256, as the server at ${base} sets it`);
else {
  const tried = option('--cost') || option('--counter-max') ? 'tried, not the defaults' : 'the defaults';
  console.log(`\nChallenge: PBKDF2/SHA-256, cost ${settings.cost}, counterMax ${settings.counterMax} (${tried})`);
}
console.log(
  `Unthrottled solve (5 runs): median ${ms(
    quantile(
      results.baseline.map((r) => r.solve),
      0.5,
    ),
  )}`,
);
console.log(`At ${rate}× CPU slowdown, ${runs} runs:`);
console.log(`  solve (no padding):          median ${ms(medianSolve)}, p90 ${ms(quantile(solve, 0.9))}`);
console.log(`  to verified (minDuration 500): median ${ms(quantile(total, 0.5))}, p90 ${ms(quantile(total, 0.9))}`);
console.log(
  `${pass ? 'PASS' : 'FAIL'}  median solve ${ms(medianSolve)} within ${TARGET_MS[0]}–${TARGET_MS[1]} ms${failed ? `; ${failed} runs failed` : ''}`,
);
process.exit(pass ? 0 : 1);

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

/** Nearest-rank quantile. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

function startServer() {
  // The challenge's settings are the defaults (or the ones tried), never the caller's environment's; only
  // the per-address limit on challenges is lifted, since every run fetches one from the same address.
  const { CONTRIBUTION_POW_COST: _cost, CONTRIBUTION_POW_COUNTER_MAX: _max, ...inherited } = process.env;
  return startDemoServer({
    dataDirPrefix: 'vitrine-bench-altcha-',
    port: 3990 + Math.floor(Math.random() * 9),
    env: inherited,
    settings: {
      RATE_LIMIT_CHALLENGES_PER_HOUR: '10000',
      CONTRIBUTION_POW_COST: String(settings.cost),
      CONTRIBUTION_POW_COUNTER_MAX: String(settings.counterMax),
    },
  });
}
