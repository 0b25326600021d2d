// The bulk exports as files on disk, one per dataset and data version: built once (rows streamed to a
// temporary file, then renamed, so memory stays one page and a reader never sees half a file), served
// from disk until the catalogue changes, older versions removed. Several requests for a version still
// being built wait for the one build.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { dataVersion } from '../services/open-data/open-data.ts';

export type Rows = (db: Db) => AsyncIterable<string>;
export type ExportFile = { path: string; size: number; version: string };

export function createExportFiles(dir: string, db: Db) {
  const building = new Map<string, Promise<void>>();

  async function build(path: string, rows: Rows) {
    await mkdir(dir, { recursive: true });
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    const out = createWriteStream(tmp);
    try {
      for await (const chunk of rows(db)) if (!out.write(chunk)) await once(out, 'drain');
      out.end();
      await once(out, 'finish');
      await rename(tmp, path);
    } catch (error) {
      out.destroy();
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async function prune(name: string, keep: string) {
    const files = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      files.filter((f) => f.startsWith(`${name}.`) && f !== keep).map((f) => rm(join(dir, f), { force: true })),
    );
  }

  return {
    /** The dataset's file for the current data version, built if it is not on disk yet. */
    async current(name: string, rows: Rows): Promise<ExportFile> {
      // The build is not any one request's work: it reads with the unbudgeted client and outlives its caller.
      const version = await dataVersion({ db });
      const file = `${name}.${version}`;
      const path = join(dir, file);
      let size = await stat(path).then(
        (s) => s.size,
        () => -1,
      );
      if (size < 0) {
        let job = building.get(path);
        if (!job) {
          job = build(path, rows).finally(() => building.delete(path));
          building.set(path, job);
          void job.then(
            () => prune(name, file),
            () => {},
          );
        }
        await job;
        size = (await stat(path)).size;
      }
      return { path, size, version };
    },
  };
}

export type ExportFiles = ReturnType<typeof createExportFiles>;
