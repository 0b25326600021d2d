// `npm run bench:api`: the six public reads of issue 14 against the real server (a child process with
// the demo catalogue; DATABASE_URL when set), each next to a plain node:http server returning the
// identical bytes (another child), with autocannon at 32 connections. Prints req/s, p99, the ratio,
// and the response cache's hit ratio and memory; writes bench-results/api-<db>.json.
// Knobs: BENCH_API_SECONDS (10), BENCH_API_CONNECTIONS (32), BENCH_API_ROUNDS (3: the slices each target's
// seconds are cut into, the two servers alternating; the ratio printed is the slices' median).
// `-- --during-migration`: the same while an image migration hosts screens (scripts/bench-api/migration.ts),
// with the hit ratio of the answers the bench read (their `x-cache`), which must stay above 0.9.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { adminEnv, cacheCounter, clearHosted, duringMigration, startMigration } from './bench-api/migration.ts';
import { freePort, startServer, stopOnExit, track } from './bench-load/server.ts';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
/** Each target's SECONDS, per server, in this many alternating slices (BENCH_API_ROUNDS). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_API_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 32);
const HEADERS = { 'accept-encoding': 'br, gzip' };
const MIN_HIT_RATIO = 0.9;
const APPS_QUERY = '{ apps { id dbId name slug planned categories logoSrc firstScreen { src altText } } }';
// Integrators' query over POST (issue 32), answered from the response cache like the site's GETs.
const POST_APPS_QUERY = '{ apps { id name slug logo screenCount } }';
type Target = { name: string; path: string; body?: string };
const TARGETS: Target[] = [
  { name: 'GET /api/apps', path: '/api/apps' },
  { name: 'GET /api/categories', path: '/api/categories' },
  { name: "an app's screens", path: '/api/apps/meu-inss/screens' },
  { name: 'GraphQL apps list (GET)', path: `/graphql?query=${encodeURIComponent(APPS_QUERY)}` },
  { name: 'GraphQL apps list (POST)', path: '/graphql', body: JSON.stringify({ query: POST_APPS_QUERY }) },
  { name: 'page /', path: '/' },
  { name: 'an app page', path: '/app/meu-inss' },
];
// The uncached path on its own: every request carries a variable no other request had (ignored by
// the operation, but part of the cache key), so each one is parsed, validated and executed.
const UNCACHED: { name: string; query: string }[] = [
  { name: 'uncached { __typename }', query: '{ __typename }' },
  { name: 'uncached { categories { name } }', query: '{ categories { name } }' },
];

type Run = { rps: number; p99: number; errors: number; codes: string };
/** The statuses other than 200 an answer had, e.g. "503×12" (what the errors were). */
const otherCodes = (r: autocannon.Result) =>
  Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => code !== '200')
    .map(([code, v]) => `${code}×${(v as { count: number }).count}`)
    .join(' ');
async function load(url: string, setupClient?: autocannon.Options['setupClient'], body?: string): Promise<Run> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS / ROUNDS,
    headers: body ? { ...HEADERS, 'content-type': 'application/json' } : HEADERS,
    setupClient,
    ...(body ? { method: 'POST' as const, body } : {}),
  });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    codes: otherCodes(r),
  };
}

/** Slices of one server's runs as one: requests over time, the worst p99, every error. */
function combine(runs: Run[]): Run {
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    codes: runs
      .map((r) => r.codes)
      .filter(Boolean)
      .join(' '),
  };
}

let nonce = 0;
async function uncached(url: string, query: string): Promise<Run & { hits: number }> {
  const counter = cacheCounter();
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { ...HEADERS, 'content-type': 'application/json' },
    setupClient: counter.setupClient,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ query, variables: { nonce: ++nonce } }) }),
      },
    ],
  });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    codes: otherCodes(r),
    hits: counter.counts.hit,
  };
}

/** The plain reference answers by path; a POST target gets a path of its own there. */
const referencePath = (t: Target, i: number) => (t.body ? `/post-${i}` : t.path);

/** The reference: node:http answering every path with the bytes and headers the real server sent. */
async function startReference(responses: Record<string, { headers: Record<string, string>; body: string }>) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-ref-'));
  const file = join(dir, 'responses.json');
  writeFileSync(file, JSON.stringify(responses));
  const port = await freePort();
  const child = track(
    fork(fileURLToPath(new URL('./bench-api/reference.ts', import.meta.url)), [file, String(port)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function main() {
  if (duringMigration) await clearHosted(process.env.DATABASE_URL);
  const server = await startServer({
    RATE_LIMIT_IMAGE_MISSES_PER_MINUTE: '1000000',
    ...(duringMigration ? adminEnv : {}),
  });
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(
    `bench:api — ${db}, ${CONNECTIONS} connections, ${SECONDS} s per run${duringMigration ? ', during an image migration' : ''}, server ready in ${(server.startupMs / 1000).toFixed(1)} s`,
  );
  const responses: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const [i, t] of TARGETS.entries()) {
    await rawGet(new URL(t.path, server.base), t.body); // the first answer fills the cache
    responses[referencePath(t, i)] = await rawGet(new URL(t.path, server.base), t.body);
  }
  const reference = await startReference(responses);
  // Queued after the warm-up, spread over every run of both servers (each run its own SECONDS).
  const migration = duringMigration
    ? await startMigration(server.base, (2 * TARGETS.length + UNCACHED.length) * SECONDS * 1000)
    : undefined;
  const hostedAtStart = (await migration?.hosted()) ?? 0;
  const seen = { hit: 0, miss: 0, none: 0 };
  const rows = [];
  for (const [i, { name, path, body }] of TARGETS.entries()) {
    const counter = cacheCounter();
    const hostedBefore = (await migration?.hosted()) ?? 0;
    // Both servers in alternating slices, the ratio the median of the slices': on a shared machine the
    // CPU a neighbour takes moves by the second, and one run after the other compared two machines.
    const slices: { ours: Run; plain: Run }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ours = await load(new URL(path, server.base).href, counter.setupClient, body);
      slices.push({ ours, plain: await load(`${reference}${referencePath(TARGETS[i] as Target, i)}`) });
    }
    const hosted = migration ? (await migration.hosted()) - hostedBefore : undefined;
    const ours = combine(slices.map((s) => s.ours));
    const plain = combine(slices.map((s) => s.plain));
    const ratios = slices.map((s) => s.ours.rps / s.plain.rps).sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length / 2)] as number;
    for (const k of ['hit', 'miss', 'none'] as const) seen[k] += counter.counts[k];
    const pass = ratio >= 0.5 && ours.errors === 0;
    rows.push({
      name,
      path,
      ours,
      plain,
      ratio,
      sliceRatios: ratios,
      pass,
      xCache: { ...counter.counts, hitRatio: counter.ratio() },
      hosted,
    });
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'} ${name}: ${Math.round(ours.rps)} req/s (p99 ${ours.p99} ms, ${ours.errors} errors${ours.codes ? `: ${ours.codes}` : ''}) vs plain ${Math.round(plain.rps)} req/s (p99 ${plain.p99} ms) — ratio ${ratio.toFixed(2)} (slices ${ratios.map((r) => r.toFixed(2)).join(', ')}); x-cache hit ratio ${counter.ratio().toFixed(4)}${hosted === undefined ? '' : `, ${hosted} records hosted during the run`}`,
    );
  }
  const uncachedRows = [];
  for (const { name, query } of UNCACHED) {
    const r = await uncached(new URL('/graphql', server.base).href, query);
    uncachedRows.push({ name, ...r });
    // Printed, not judged: the figures to compare before and after work on the uncached path.
    console.log(
      `  ---- ${name}: ${Math.round(r.rps)} req/s (p99 ${r.p99} ms, ${r.errors} errors${r.codes ? `: ${r.codes}` : ''}${r.hits ? `, ${r.hits} answered from the cache` : ''})`,
    );
  }
  const during = migration && (await duringSummary(migration, hostedAtStart, seen));
  // The cache's figures are on the health port only (the public /readyz says just ready or not), as of
  // its last readiness check: wait one check period (HEALTH_READY_CHECK_MS, 2 s) so they include the last run.
  await new Promise((r) => setTimeout(r, 2500));
  const ready = (await (await fetch(new URL('/readyz', server.healthBase))).json()) as {
    cache?: Record<string, number>;
  };
  const c = ready.cache ?? {};
  const hitRatio = (c.hits ?? 0) / Math.max(1, (c.hits ?? 0) + (c.misses ?? 0));
  console.log(
    `  cache: hit ratio ${hitRatio.toFixed(4)}, ${c.entries} entries, ${((c.bytes ?? 0) / 1024).toFixed(0)} KiB`,
  );
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    `bench-results/api-${db}${migration ? '-migration' : ''}.json`,
    `${JSON.stringify({ db, seconds: SECONDS, connections: CONNECTIONS, rows, uncached: uncachedRows, cache: { ...c, hitRatio }, during }, null, 2)}\n`,
  );
  return rows.every((r) => r.pass) && (during?.pass ?? true);
}

/** The migration's figures over the measurement: records hosted, hit ratio of what the bench read, still running. */
async function duringSummary(
  migration: Awaited<ReturnType<typeof startMigration>>,
  hostedAtStart: number,
  seen: { hit: number; miss: number; none: number },
) {
  const job = await migration.job();
  const hosted = (job.progress.succeeded ?? 0) - hostedAtStart;
  const running = job.status === 'running' || job.status === 'queued';
  const hitRatio = seen.hit / Math.max(1, seen.hit + seen.miss);
  const pass = hitRatio > MIN_HIT_RATIO && hosted > 0 && running;
  console.log(
    `  ${hitRatio > MIN_HIT_RATIO ? 'PASS' : 'FAIL'} response-cache hit ratio during the migration: ${hitRatio.toFixed(4)} (${seen.hit} hits, ${seen.miss} misses${seen.none ? `, ${seen.none} answers without x-cache` : ''}; must be > ${MIN_HIT_RATIO})`,
  );
  console.log(
    `  ${hosted > 0 && running ? 'PASS' : 'FAIL'} migration #${migration.jobId}: ${hosted} records hosted during the measurement (${job.progress.succeeded ?? 0} of ${job.progress.total ?? '?'} so far, ${job.progress.failed ?? 0} failed), ${running ? 'still running at the end' : `ended before the measurement did (${job.status})`}`,
  );
  return {
    jobId: migration.jobId,
    hosted,
    status: job.status,
    progress: job.progress,
    xCache: { ...seen, hitRatio },
    pass,
  };
}

const cleanup = stopOnExit();
let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error('FAIL: the benchmark stopped:', error instanceof Error ? error.message : error);
} finally {
  await cleanup();
  // PostgreSQL: the hosted copies were in the run's data directory, now gone.
  if (duringMigration) await clearHosted(process.env.DATABASE_URL).catch((e: unknown) => console.error(e));
}
process.exit(ok ? 0 : 1);

/** The bytes exactly as sent (fetch would decompress them), with the headers a client uses. */
function rawGet(url: URL, body?: string): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = body ? { ...HEADERS, 'content-type': 'application/json' } : HEADERS;
    const req = request(url, { method: body ? 'POST' : 'GET', headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url.pathname} answered ${res.statusCode}`));
        const headers: Record<string, string> = {};
        for (const k of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
          const v = res.headers[k];
          if (typeof v === 'string') headers[k] = v;
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject).end(body);
  });
}
