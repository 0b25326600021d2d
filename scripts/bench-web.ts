// Builds the web app, prints each key route's initial JavaScript (gzip) and the Lighthouse mobile
// scores (median of 3) for / and an app page, served by the real server on a throw-away demo database.
// Usage: tsx scripts/bench-web.ts [--no-build] [--url http://127.0.0.1:3000]
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import runLighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const DIST = 'web/dist';
const ROUTES: Record<string, string> = {
  '/': 'src/features/apps/apps-route.tsx',
  '/app/:slug': 'src/features/app-detail/app-detail-route.tsx',
  '/screens': 'src/features/screens/screens-route.tsx',
};
const BUDGET_KB = 250;
const args = process.argv.slice(2);

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };

if (!args.includes('--no-build')) execSync('npx tsx scripts/build-web.ts', { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = new Map<string, number>();
const gzipKb = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024);
  return gz.get(file) ?? 0;
};
function closure(key: string, files = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry in the build manifest');

console.log('\nInitial JavaScript per route (gzip, entry + page chunk + their static imports):');
let over = false;
for (const [route, source] of Object.entries(ROUTES)) {
  const files = closure(source, closure(entry));
  const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
  over ||= route === '/' && kb > BUDGET_KB;
  console.log(`  ${route.padEnd(12)} ${kb.toFixed(1).padStart(7)} KB  (${files.size} files)`);
}
console.log(`  budget for /: ${BUDGET_KB} KB${over ? '  ← OVER' : ''}`);

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

await lighthouse();

async function lighthouse() {
  const flag = args.indexOf('--url');
  const server = flag >= 0 ? null : await startServer();
  const base = flag >= 0 ? (args[flag + 1] ?? '') : (server?.url ?? '');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    for (const path of ['/', '/app/1746-rio']) {
      const runs: Record<string, number>[] = [];
      // One discarded run first: a live server has its renderer loaded and image variants cached.
      for (let i = -1; i < 3; i++) {
        const result = await runLighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (i < 0 || !result) continue;
        const scores = Object.entries(result.lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]);
        const metrics = METRICS.map((m) => [m, result.lhr.audits[m]?.numericValue ?? Number.NaN]);
        runs.push(Object.fromEntries([...scores, ...metrics]));
      }
      const median = (key: string) => runs.map((r) => r[key] ?? 0).sort((a, b) => a - b)[1] ?? Number.NaN;
      const keys = ['performance', 'accessibility', 'best-practices', 'seo'];
      console.log(`\nLighthouse mobile ${path} (median of 3): ${keys.map((k) => `${k} ${median(k)}`).join(', ')}`);
      console.log(
        `  ${METRICS.map((m) => `${m} ${Math.round(median(m) * (m.includes('shift') ? 1000 : 1)) / (m.includes('shift') ? 1000 : 1)}`).join(', ')} (ms; CLS unitless)`,
      );
    }
  } finally {
    await chrome.kill();
    await server?.stop();
  }
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn('node', ['--import', 'tsx', 'tests/e2e/support/serve.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'error',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${url}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
