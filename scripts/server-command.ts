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
  '--liftoff-only',
  'dist/server/main.js',
];
