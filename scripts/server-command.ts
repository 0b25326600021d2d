// How the server process is started: `npm start` (package.json), the benchmarks and the fault tests'
// child servers all run this command line (tests/ops/server-command.test.ts pins package.json to it).
//
// --max-old-space-size: with no limit V8 sizes the heap from the machine's memory (about 4 GB on a
// 24 GB machine) and lets garbage pile up to hundreds of MB before collecting it, and an idle server
// never collects it: 3,000 distinct GraphQL GETs left RSS 256 MB higher 30 s later. Under a 1 GB
// limit the same flood left it ~65 MB higher (the response cache's share). The live heap is ~100 MB.
export const SERVER_HEAP_MB = 384;
export const SERVER_NODE_ARGS = [
  `--max-old-space-size=${SERVER_HEAP_MB}`,
  '--max-semi-space-size=2',
  // WebAssembly (PGlite, Prisma's query compiler) reaches the optimizing tier only for code ten times
  // hotter than V8's default asks: ~30 MB less resident than the default and, unlike --liftoff-only
  // (~11 MB less again), no slower embedded queries: at 200,000 screens --liftoff-only made PGlite's
  // search 45% and its filtered gallery 65% slower (npm run bench:scale, issue 32). Measured on Node 20
  // (V8 11.3, default 1,800,000); Node 24's V8 defaults to 13,000,000, so there the flag moves it less.
  `--wasm-tiering-budget=${10 * 1_800_000}`,
  'dist/server/main.js',
];

// glibc's allocator, set before node starts (it reads them once; nothing can change them later). With
// its defaults an idle server kept 65–115 MB in per-thread arenas (V8's compiler and GC threads, libuv's
// pool); with two arenas, and blocks over 64 KB mapped and unmapped on their own instead of carved from
// an arena that never shrinks, 15–27 MB (bench:memory; `/proc/<pid>/smaps`, the 64 MB-aligned mappings).
export const SERVER_MALLOC_ENV: Record<string, string> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '65536',
};

/** package.json's `start`: the allocator settings, then node in place of the shell (`exec`: one process less). */
export const START_SCRIPT = `${Object.entries(SERVER_MALLOC_ENV)
  .map(([k, v]) => `${k}=${v}`)
  .join(' ')} exec node ${SERVER_NODE_ARGS.join(' ')}`;
