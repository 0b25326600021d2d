// Compiles the server to plain JavaScript (dist/server): `npm start` runs it with node alone, without
// tsx compiling every module at run time (tsx's esbuild service processes alone held ~30 MB).
// Packages stay in node_modules; our modules are bundled, lazy `import()`s kept as separate chunks so
// what a request may never need (demo renderer, OCR, Airtable, Cloudinary) is still loaded on demand.
// `--if-stale` skips the build when dist/server is newer than every server source.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

export const SERVER_OUT = 'dist/server';
const ENTRIES = {
  main: 'server/main.ts',
  'health-port-worker': 'server/health/health-port-worker.ts',
  'demo-render': 'server/demo/render-child.ts',
  prepare: 'server/prepare-child.ts',
  'image-transform': 'server/images/transform-child.ts',
};
const SOURCES = ['server', 'schema/schema.prisma', 'package-lock.json', 'scripts/build-server.ts'];
const STAMP = join(SERVER_OUT, 'main.js');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export const serverBuildIsStale = () =>
  !existsSync(STAMP) || SOURCES.some((p) => newestMtime(p) > statSync(STAMP).mtimeMs);

/**
 * Modules find files beside them (`new URL('./x.json', import.meta.url)`, migrations, messages): each
 * module's `import.meta` is rewritten to its source file's location, computed from the bundle's own URL
 * at run time, so the compiled server reads the same files and the checkout can move.
 */
const sourceLocation = (outdir: string): Plugin => ({
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\/server\/.*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const fromBundle = relative(resolve(outdir), args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
      const contents = text
        .replaceAll('import.meta.url', `${url}.href`)
        .replaceAll('import.meta.dirname', `__vitrineDirname(${url})`)
        .replace(QUERY_COMPILER_IMPORT, QUERY_COMPILER_FILE);
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
});

/**
 * Prisma's generated client imports its query compiler as a 4.4 MB base64 string module, which the
 * heap then keeps twice (source and value) for the life of the process. Compiled, it reads the
 * WebAssembly file written beside the bundle instead.
 */
const QUERY_COMPILER_MODULE = '@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs';
const QUERY_COMPILER_IMPORT =
  /const \{ wasm \} = await import\("@prisma\/client\/runtime\/query_compiler_fast_bg\.postgresql\.wasm-base64\.mjs"\)\s*return await decodeBase64AsWasm\(wasm\)/;
const QUERY_COMPILER_FILE =
  "const { readFileSync } = await import('node:fs');\n    return new WebAssembly.Module(readFileSync(new URL('./query-compiler.wasm', import.meta.url)))";

async function writeQueryCompiler(outdir: string) {
  const { wasm } = (await import(QUERY_COMPILER_MODULE)) as { wasm: string };
  mkdirSync(outdir, { recursive: true });
  writeFileSync(join(outdir, 'query-compiler.wasm'), Buffer.from(wasm, 'base64'));
}

/** `outdir`: elsewhere than dist/server (tests read a build without replacing the one in use). */
export async function buildServer(outdir = SERVER_OUT) {
  const started = performance.now();
  await writeQueryCompiler(outdir);
  await build({
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // V8 keeps every module's source for the life of the process, as one byte a character only when
    // all of it is Latin-1: a single "–" in a comment doubled main.js's share of the heap. ASCII output
    // and no comments or indentation (names kept, for readable stack traces) halve it again.
    charset: 'ascii',
    legalComments: 'none',
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
    define: { VITRINE_COMPILED: 'true' },
    banner: {
      js: "import { dirname as __vitrineDirnameOf } from 'node:path'; import { fileURLToPath as __vitrineFileOf } from 'node:url'; const __vitrineDirname = (u) => __vitrineDirnameOf(__vitrineFileOf(u));",
    },
    plugins: [sourceLocation(outdir)],
  });
  return Math.round(performance.now() - started);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  console.log(`server compiled in ${await buildServer()} ms`);
}
