// One media directory per test file (files run two at a time, and one after another in the same
// process): uploads, variants and caches of one file never meet another's. Removed when the process exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

const dirs = new Map<string, string>();

/** This test file's media directory (the image variant cache sits beside it, at `<dir>-data`). */
export function testMediaDir(): string {
  const file = expect.getState().testPath ?? '';
  let dir = dirs.get(file);
  if (!dir) {
    const created = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
    dir = created;
    dirs.set(file, created);
    process.once('exit', () => {
      rmSync(created, { recursive: true, force: true });
      rmSync(`${created}-data`, { recursive: true, force: true });
    });
  }
  return dir;
}
