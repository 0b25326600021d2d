// `npm run bench:scale`: on the scale dataset (`npm run seed:scale`: 2,000 apps, 200,000 screens), the
// server time of six public reads with the response cache out of the way (the app's handler is called
// directly), p50/p95 over repeated runs, each beside its plain-query floor (the same read's SQL sent
// directly: scripts/bench-scale/floor.ts). Target: p95 ≤ 50 ms on PostgreSQL (also at 1,000,000
// screens: `npm run seed:scale -- --screens 1000000`); on PGlite p95 ≤ 50 ms or ≤ 1.25 × the floor, so
// a slow machine shows as a high floor rather than as a slow server.
// Uses DATABASE_URL, or DATA_DIR with PGlite (stop the server first). Writes bench-results/scale-<db>.json
// (scale-<db>-only.json with --only).
// Runs under the V8 flags of `npm start` (scripts/server-command.ts: PGlite's WebAssembly and Prisma's
// query compiler run as they do in the server); BENCH_SCALE_V8=default measures with Node's defaults.
// `npm run bench:scale -- --only similar` runs only the reads (and the one-screen timing) whose name holds
// that text, case aside.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { LocalImageHost } from '../server/images/local-host.ts';
import { createLogger } from '../server/runtime/log.ts';
import { explainStatements } from './bench-scale/explain.ts';
import { floorRecorder } from './bench-scale/floor.ts';
import { FLOW_CASES } from './bench-scale/flows.ts';
import { type ScaleCase, similarCases, timeOneNewScreen } from './bench-scale/similar-cases.ts';
import { SERVER_NODE_ARGS } from './server-command.ts';

const serverFlags = SERVER_NODE_ARGS.filter((a) => a.startsWith('--'));
if (process.env.BENCH_SCALE_V8 !== 'default' && !serverFlags.every((f) => process.execArgv.includes(f))) {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [...serverFlags, '--import', 'tsx', self, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').toLowerCase() : '';
const picked = (name: string) => name.toLowerCase().includes(only);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 40);
const TARGET_MS = 50;
const FLOOR_FACTOR = 1.25;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const db = database.prisma;
const screens = await db.screen.count();
if (screens < 100_000)
  console.log(`warning: only ${screens} screens; run npm run seed:scale first for the real figures`);
const app = createApp({ config, db, imageHost: new LocalImageHost(config.mediaDir), log: createLogger('error') });
await app.catalogue.refresh();
const floor = floorRecorder(database);
const someApp = await db.app.findFirstOrThrow({ where: { screenCount: { gt: 50 } }, orderBy: { id: 'desc' } });

const allCases: ScaleCase[] = [
  ['apps list (full array)', () => '/api/apps'],
  ["an app's screens", () => `/api/apps/${someApp.slug}/screens`],
  ['/screens with a tag', (i) => `/api/screens?tag=${['form', 'list', 'card', 'button'][i % 4]}`],
  [
    '/screens with three filters',
    (i) => `/api/screens?tag=form&category=${['Saude', 'Trabalho'][i % 2]}&platform=Android`,
  ],
  ['search with a typo', (i) => `/api/screens?search=${['aposentadria', 'agendameto', 'notificacoens'][i % 3]}`],
  ['about stats', () => '/api/stats'],
  ...FLOW_CASES,
  ...(await similarCases(db)),
];
const cases = allCases.filter(([name]) => picked(name));

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};

type Result = {
  name: string;
  targetMs: number;
  p50: number;
  p95: number;
  max: number;
  floorP95: number;
  pass: boolean;
};
const results: Result[] = [];
const v8 = process.execArgv.filter((a) => /^--(max|wasm|liftoff)/.test(a)).join(' ') || 'Node defaults';
console.log(
  `bench:scale on ${database.kind}: ${await db.app.count()} apps, ${screens} screens, ${RUNS} runs each (V8: ${v8})`,
);
const read = async (name: string, path: string) => {
  const res = await app.handle(new Request(`http://bench${path}`));
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${name}: ${path} answered ${res.status}: ${body.slice(0, 300)}`);
};
for (const [name, path, pgTarget = TARGET_MS] of cases) {
  // A case's own target is PostgreSQL's (issue 60: Screen.similar ≤ 20 ms); PGlite keeps issue 62's rule.
  const target = database.kind === 'pglite' ? TARGET_MS : pgTarget;
  for (let i = 0; i < 3; i++) await read(name, path(i));
  const times: number[] = [];
  const sent: Awaited<ReturnType<typeof floor.record>>[] = [];
  // Each run's floor is also taken right after it (`beside`): on a shared machine the load of the
  // minutes the runs took may differ from that of the later replays.
  const beside: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const statements = await floor.record(() => read(name, path(i)));
    times.push(performance.now() - started);
    sent.push(statements);
    beside.push(await floor.replay(statements));
  }
  const floors: number[] = [];
  for (const statements of sent) floors.push(await floor.replay(statements));
  const p95 = quantile(times, 0.95);
  const floorP95 = quantile(floors, 0.95);
  const besideP95 = quantile(beside, 0.95);
  const pass = p95 <= target || (database.kind === 'pglite' && p95 <= FLOOR_FACTOR * floorP95);
  const r = { name, targetMs: target, p50: quantile(times, 0.5), p95, max: Math.max(...times), floorP95, pass };
  results.push(r);
  const statements = Math.max(...sent.map((s) => s.length));
  console.log(
    `  ${r.pass ? 'PASS' : 'FAIL'} ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; floor p95 ${floorP95.toFixed(1)} ms (beside each run ${besideP95.toFixed(1)} ms; ${statements} statements; load ${loadavg()[0]?.toFixed(1)})`,
  );
  if (process.env.BENCH_SCALE_EXPLAIN) await explainStatements(database, sent[times.indexOf(Math.max(...times))] ?? []);
}
const oneScreen = picked('similarity for one new screen') ? await timeOneNewScreen(db) : true;
await database.close();
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/scale-${database.kind}${only ? '-only' : ''}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ db: database.kind, screens, runs: RUNS, v8, targetMs: TARGET_MS, floorFactor: FLOOR_FACTOR, results }, null, 2)}\n`,
);
console.log(
  `wrote ${file}; ${results.filter((r) => r.pass).length} of ${results.length} within ${TARGET_MS} ms${database.kind === 'pglite' ? ` or ${FLOOR_FACTOR}× their floor` : ''}`,
);
process.exit(results.every((r) => r.pass) && oneScreen ? 0 : 1);
