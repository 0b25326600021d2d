// A lock between test processes (vitest runs files two at a time, each in its own process): the
// first to create the lock file runs `fn`, the others wait for it to go. A lock left by a process
// that died is taken over once it is older than `staleMs`.
import { closeSync, openSync, rmSync, statSync } from 'node:fs';

export async function withFileLock<T>(path: string, fn: () => Promise<T>, staleMs = 300_000): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(path).mtimeMs > staleMs) rmSync(path, { force: true });
      } catch {
        // gone meanwhile: try again
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(path, { force: true });
  }
}
