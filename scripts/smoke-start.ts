// The quick start's second command, checked as a newcomer would meet it: `npm start` in this checkout
// (after its own `npm ci`, .ci/smoke-quick-start), on the Node that runs this script, bound to
// 127.0.0.1 on a free port with a fresh DATA_DIR (the first start: migrations, demo catalogue and its
// images). Waits for /readyz, then five public reads through each edge a visitor or integrator uses
// (page, REST, GraphQL, an app's page, an image), each checked for what they would see. Stops only the
// server it started, by its PID (then its process group, which it alone leads), and removes DATA_DIR.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// From spawn to /readyz: build, migrations and the demo images take 1–2 minutes on an idle 2-core
// machine, four or more on one shared with other work; past this, the quick start is broken.
const READY_MS = Number(process.env.SMOKE_READY_TIMEOUT_MS ?? 600_000);
const STOP_MS = 20_000;
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-smoke-data-'));
const logFile = join(dataDir, '..', `${dataDir.split('/').pop()}.log`);
const log = createWriteStream(logFile);
// Only what a newcomer's shell has, and the address: no test settings or DATABASE_URL leak in.
const env: Record<string, string> = { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) if (process.env[name]) env[name] = process.env[name];
const server = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.pipe(log);
server.stderr.pipe(log);
let exited: string | undefined;
const exit = new Promise<void>((resolve) =>
  server.once('exit', (code, signal) => {
    exited = `exited (code ${code}, signal ${signal})`;
    resolve();
  }),
);
console.log(`smoke: npm start (PID ${server.pid}) on ${process.version}, ${base}, DATA_DIR ${dataDir}`);

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {} // already gone
};

async function stop() {
  if (!exited && server.pid) {
    const at = performance.now();
    signal(server.pid, 'SIGTERM'); // npm hands it on to the server, which closes its database
    const timer = new Promise((resolve) => setTimeout(resolve, STOP_MS));
    await Promise.race([exit, timer]);
    if (!exited) signal(-server.pid, 'SIGKILL'); // the group npm start leads: npm, the server, its children
    await exit;
    console.log(`smoke: npm start ${exited} ${seconds(at)} s after SIGTERM`);
  }
  log.end();
  rmSync(dataDir, { recursive: true, force: true });
}

async function fail(message: string): Promise<never> {
  await stop();
  const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
  console.error(`smoke: FAILED: ${message}\n--- the server's last lines (${logFile}):\n${tail}`);
  process.exit(1);
}

async function waitReady() {
  const spawned = performance.now();
  while (performance.now() - spawned < READY_MS) {
    if (exited) return fail(`npm start ${exited} before /readyz answered`);
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return fail(`/readyz did not answer 200 within ${READY_MS / 1000} s`);
}

type Read = { name: string; run: () => Promise<string> };
async function get(path: string, init?: RequestInit) {
  const res = await fetch(`${base}${path}`, init);
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  return res;
}
const expectThat = (ok: unknown, what: string) => {
  if (!ok) throw new Error(what);
};

let app: { name: string; slug: string } | undefined;
// As React writes text into server-rendered HTML.
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const reads: Read[] = [
  {
    name: 'GET / (home page, Portuguese)',
    run: async () => {
      const html = await (await get('/')).text();
      expectThat(
        html.includes('lang="pt-BR"') && html.includes('Vitrine Pública'),
        'no pt-BR page titled Vitrine Pública',
      );
      return `${html.length} characters`;
    },
  },
  {
    name: 'GET /api/apps (REST)',
    run: async () => {
      const apps = (await (await get('/api/apps')).json()) as Array<{
        name: string;
        slug: string;
        screenCount: number;
      }>;
      app = apps.find((a) => a.screenCount > 0);
      expectThat(app, `${apps.length} apps, none with screens`);
      return `${apps.length} apps`;
    },
  },
  {
    name: 'POST /graphql (screens)',
    run: async () => {
      const query = '{ screens(first: 1) { totalCount edges { node { name src } } } }';
      const res = await get('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { data?: { screens: { totalCount: number } }; errors?: unknown };
      expectThat(!body.errors && (body.data?.screens.totalCount ?? 0) > 0, `no screens: ${JSON.stringify(body)}`);
      return `${body.data?.screens.totalCount} screens`;
    },
  },
  {
    name: 'GET /app/{slug} (an app page)',
    run: async () => {
      const html = await (await get(`/app/${encodeURIComponent(app?.slug ?? '')}`)).text();
      const name = (app?.name ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
      expectThat(html.includes(name), `the page does not name ${app?.name}`);
      return app?.name ?? '';
    },
  },
  {
    name: "GET an app's first screen image",
    run: async () => {
      const screens = (await (await get(`/api/apps/${app?.slug}/screens`)).json()) as Array<{ imageUrl: string }>;
      const src = screens[0]?.imageUrl ?? '';
      const res = await get(src.startsWith('/') ? src : new URL(src).pathname);
      const bytes = (await res.arrayBuffer()).byteLength;
      const type = res.headers.get('content-type') ?? '';
      expectThat(type.startsWith('image/') && bytes > 1000, `${src}: ${type}, ${bytes} bytes`);
      return `${src} (${type}, ${bytes} bytes)`;
    },
  },
];

// .ci/run ends its process group on a failure elsewhere: the server goes, and so does DATA_DIR.
process.once('SIGTERM', () => void stop().then(() => process.exit(143)));

await waitReady();
console.log(`smoke: /readyz 200 after ${seconds(started)} s (build if stale, migrations, demo images)`);
for (const read of reads) {
  const at = performance.now();
  try {
    const what = await read.run();
    console.log(`smoke: ok  ${read.name}: ${what} (${Math.round(performance.now() - at)} ms)`);
  } catch (error) {
    await fail(`${read.name}: ${error instanceof Error ? error.message : error}`);
  }
}
await stop();
rmSync(logFile, { force: true });
console.log(`smoke: npm start on ${process.version} served all ${reads.length} reads; ${seconds(started)} s in all`);
