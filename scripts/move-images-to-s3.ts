// npm run images:move-to-s3 — copies the images the local host stored (DATA_DIR/media) to the
// configured S3 bucket and rewrites their addresses. A job like the migration (one at a time with it,
// resumable: an interrupted run is picked up by the next run or by the server), idempotent: run it again
// and what is already moved is left alone. Exit code 0 when nothing failed.
import { type Composed, compose } from '../server/compose.ts';
import { loadConfig } from '../server/config.ts';
import { DataDirLockedError } from '../server/db/pglite.ts';
import { DomainError } from '../server/services/platform/errors.ts';
import { moveImagesToBucket, Refusal } from './move-images-run.ts';

const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

async function main(): Promise<number> {
  let root: Composed;
  try {
    const log = {
      info: () => {},
      error: (m: string, e?: unknown) => say(`${m}: ${e instanceof Error ? e.message : e}`),
    };
    root = await compose(loadConfig(), { distDir: null, log });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Refusal(`The server is running on this DATA_DIR: stop it first.`);
    throw new Refusal(error instanceof Error ? error.message : String(error));
  }
  try {
    return await moveImagesToBucket(root);
  } finally {
    await root.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof Refusal || error instanceof DomainError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
