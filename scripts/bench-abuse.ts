// `npm run bench:abuse`: the real server (demo catalogue, a fresh data directory) in a child process,
// then (1) the GraphQL abuse corpus of tests/api/support/abuse-corpus.ts, each request timed, and
// (2) a flood of odd-sized AVIF variants (half of whose clients give up early) while
// `GET /api/categories` and one original image are pinged, then the edge cases (scripts/bench-abuse/edge-run.ts)
// and issue 52's floods (scripts/bench-abuse/floods.ts). Prints figures; targets are in the issues.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abuseCorpus } from '../tests/api/support/abuse-corpus.ts';
import { edgeCases } from './bench-abuse/edge-run.ts';
import { mcpBatchFlood, uploadFloods } from './bench-abuse/floods.ts';
import { SERVER_MALLOC_ENV, SERVER_NODE_ARGS } from './server-command.ts';

const FLOOD = 40;
const PING_EVERY_MS = 100;
// The slow-reader limit the server runs with (HTTP_SEND_STALL_MS; 15 s by default).
const STALL_MS = 15_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed(url: string, init?: RequestInit) {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t };
}

async function main() {
  // Pages are part of the run (slow readers ask for one): build them as `npm start` would.
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-web.ts', '--if-stale'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('web build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-abuse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      ...SERVER_MALLOC_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-password',
      HTTP_SEND_STALL_MS: String(STALL_MS),
      // The floods of issue 52 come from many addresses (X-Forwarded-For) and a visitor solves a proof of work.
      TRUST_PROXY: '1',
      CONTRIBUTION_POW_COST: '1',
      CONTRIBUTION_POW_COUNTER_MAX: '20',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const startedAt = Date.now();
    for (;;) {
      if (Date.now() - startedAt > 180_000) throw new Error('server did not start within 3 minutes');
      const ok = await fetch(`${base}/api/categories`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const pid = child.pid as number;
    const rssBefore = rssMb(pid);

    // 1. The corpus, one request at a time.
    const results: { name: string; status: number; ms: number }[] = [];
    for (const r of abuseCorpus()) {
      const method = r.method ?? 'POST';
      const headers: Record<string, string> = { 'content-type': 'application/json', ...r.headers };
      if (headers['content-type'] === '') delete headers['content-type'];
      const body = method === 'GET' ? undefined : typeof r.body === 'string' ? r.body : new Uint8Array(r.body ?? []);
      const started = performance.now();
      // A body over HTTP_MAX_BODY_BYTES with a declared length may be refused by closing the connection
      // while the client still writes (a 413 or a closed socket are both refusals): status 0, "closed".
      const res = await timed(`${base}/graphql${r.search ? `?${r.search}` : ''}`, { method, headers, body }).catch(
        () => ({ status: 0, ms: performance.now() - started }),
      );
      results.push({ name: r.name, ...res });
    }
    const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
    const fiveXx = results.filter((r) => r.status >= 500);
    const closed = results.filter((r) => r.status === 0).map((r) => r.name);

    // 2. The flood: distinct odd widths and qualities in AVIF, through /media and /proxy-image.
    const screens = (await (await fetch(`${base}/api/apps/1746-rio/screens`)).json()) as { imageUrl: string }[];
    const original = screens[0]?.imageUrl ?? '/media/screens/missing.png';
    const pings: { api: number[]; image: number[] } = { api: [], image: [] };
    let flooding = true;
    const pinger = (async () => {
      while (flooding) {
        pings.api.push((await timed(`${base}/api/categories`)).ms);
        pings.image.push((await timed(`${base}${original}`)).ms);
        await new Promise((r) => setTimeout(r, PING_EVERY_MS));
      }
    })();
    const floodStart = performance.now();
    const statuses = new Map<number | string, number>();
    await Promise.all(
      Array.from({ length: FLOOD }, async (_, i) => {
        const source = screens[i % Math.max(1, screens.length)]?.imageUrl ?? original;
        const odd = 101 + i * 37;
        const url =
          i % 2 === 0
            ? `${base}${source}?w=${odd}&q=${50 + i}&f=avif`
            : `${base}/proxy-image?url=${encodeURIComponent(source)}&width=${odd}&quality=${50 + i}&format=avif`;
        // Every fourth client gives up after 300 ms: its queued work must not run on.
        const signal = i % 4 === 3 ? AbortSignal.timeout(300) : undefined;
        const key = await timed(url, { signal }).then(
          (r) => r.status,
          () => 'aborted',
        );
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }),
    );
    const floodMs = performance.now() - floodStart;
    flooding = false;
    await pinger;
    const rssAfter = rssMb(pid);

    console.log(`\nbench:abuse — ${results.length} GraphQL requests, then ${FLOOD} odd AVIF variants`);
    console.log(
      `  corpus: slowest answer ${ms(slowest.ms)} (${slowest.name}, ${slowest.status}); median ${ms(median(results.map((r) => r.ms)))}; 5xx: ${fiveXx.length}${fiveXx.length ? ` (${fiveXx.map((r) => r.name).join(', ')})` : ''}; closed while sending: ${closed.length ? closed.join(', ') : 'none'}`,
    );
    console.log(
      `  flood: ${ms(floodMs)} for all ${FLOOD}; answers ${[...statuses].map(([k, v]) => `${k}×${v}`).join(', ')}`,
    );
    console.log(
      `  during the flood: GET /api/categories median ${ms(median(pings.api))}, max ${ms(Math.max(...pings.api))} (${pings.api.length} pings)`,
    );
    console.log(
      `                    GET ${original} median ${ms(median(pings.image))}, max ${ms(Math.max(...pings.image))}`,
    );
    console.log(
      `  RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after (${(rssAfter - rssBefore).toFixed(0)} MB growth)`,
    );
    const pass =
      slowest.ms < 1000 &&
      fiveXx.length === 0 &&
      rssAfter - rssBefore < 100 &&
      median(pings.api) < 1000 &&
      median(pings.image) < 1000;
    console.log(
      `  targets (every answer < 1 s, 0 × 5xx, RSS growth < 100 MB, pings < 1 s): ${pass ? 'met' : 'NOT met'}`,
    );
    const edge = await edgeCases(base, pid, { stallMs: STALL_MS, maxBodyBytes: 1024 * 1024 });
    console.log(
      `  targets (alive after 100 crash cases, flood growth within budgets + 50 MB, every slow reader closed): ${edge.pass ? 'met' : 'NOT met'}`,
    );
    // 6–7. Issue 52: held uploads without a token, and MCP batches.
    await uploadFloods(base, pid);
    await mcpBatchFlood(base);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
// Then the scale section (its own file, its own database): the heaviest allowed query at 200,000 screens.
await (await import('./bench-abuse/cost-at-scale.ts')).costAtScale();
