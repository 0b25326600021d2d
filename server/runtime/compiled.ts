import { fileURLToPath } from 'node:url';

declare const VITRINE_COMPILED: boolean | undefined;

/** True in the compiled server (dist/server, scripts/build-server.ts defines VITRINE_COMPILED). */
export const compiled = typeof VITRINE_COMPILED !== 'undefined';

/**
 * A process or worker entry: its compiled file beside the running bundle, or (source runs: tests,
 * `npm run dev`) the TypeScript file with tsx's loader. `source` is relative to server/.
 */
export function entryPoint(name: string, source: string) {
  // Not the server's flags (its WebAssembly tiering, its small young generation): they trade speed for the
  // memory of a long-lived process, and these children are short-lived or native-bound.
  if (compiled) return { file: fileURLToPath(new URL(`../../dist/server/${name}.js`, import.meta.url)), execArgv: [] };
  return { file: fileURLToPath(new URL(`../${source}`, import.meta.url)), execArgv: ['--import', 'tsx'] };
}
