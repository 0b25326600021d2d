// One media directory per test file (files run two at a time): uploads, variants and caches of one
// file never meet another's. Removed when the file's process exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dir: string | undefined;

/** This test file's media directory (the image variant cache sits beside it, at `<dir>-data`). */
export function testMediaDir(): string {
  if (!dir) {
    const created = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
    dir = created;
    process.once('exit', () => {
      rmSync(created, { recursive: true, force: true });
      rmSync(`${created}-data`, { recursive: true, force: true });
    });
  }
  return dir;
}
