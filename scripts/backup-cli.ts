// What the backup, restore and move-to-postgres commands share: timed progress lines, and refusals
// printed as one sentence (exit code 1) instead of a stack trace.

import { RestoreError } from '../server/db/backup.ts';
import { BackupFileError } from '../server/db/backup-file.ts';
import { TargetError } from '../server/db/backup-open.ts';
import { DataDirDamagedError, DataDirLockedError } from '../server/db/pglite.ts';

export class Refusal extends Error {}

export const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

export const sizeText = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof DataDirLockedError)
        console.error(
          `${error.message}\nA running server holds the embedded database: stop it, then run this command again.`,
        );
      else if (
        [Refusal, BackupFileError, TargetError, RestoreError, DataDirDamagedError].some((k) => error instanceof k)
      )
        console.error((error as Error).message);
      else console.error(error);
      process.exit(1);
    },
  );
}

/** `--name value` or `--name=value` among the arguments. */
export function option(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = args[i] as string;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[i + 1];
}
