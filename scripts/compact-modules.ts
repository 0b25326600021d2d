// V8 keeps every loaded module's source for the life of the process, at one byte a character only when
// all of it is Latin-1: one curly quote or emoji anywhere stores the whole file at two. The server
// renderer's bundle (React Router's and Apollo's messages) was a 4.8 MB two-byte string in the heap.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

/**
 * Rewrites every .js file under `dir` as ASCII (escapes), without comments or indentation (names kept).
 * Returns the files still holding other characters: esbuild leaves regular expression literals as written.
 */
export function compactModules(dir: string): string[] {
  const options = { charset: 'ascii', legalComments: 'none', minifyWhitespace: true, minifySyntax: true } as const;
  const wide: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = join(dir, name);
    const { code } = transformSync(readFileSync(file, 'utf8'), { ...options, loader: 'js', format: 'esm' });
    writeFileSync(file, code);
    if (/[\u0080-\uffff]/.test(code)) wide.push(name);
  }
  return wide;
}
