// One process per PGlite directory: two would silently corrupt it. The lock file names its holder by
// more than a pid, because pids are reused (after a reboot, in a new container, or just over time):
// host, boot, pid, the process's start time, and a random token so a process releases only its own lock.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

type Holder = { pid: number; host?: string; boot?: string; start?: string; token?: string };
type Found = { raw: string; holder: Holder; writtenAt: number };

const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux). */
function startTicks(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from its closing one (field 3 on).
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim();

/** When a start-time reading happened, in ms since the epoch (/proc reports ticks of 1/100 s since boot). */
function startedAtMs(ticks: string): number | undefined {
  const btime = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '')?.[1];
  return btime ? (Number(btime) + Number(ticks) / 100) * 1000 : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the holder is certainly gone; a holder on another host cannot be checked, so it is not. */
function isStale({ holder: h, writtenAt }: Found): boolean {
  if (!Number.isInteger(h.pid) || h.pid <= 0) return true;
  if (h.host !== undefined && h.host !== hostname()) return false;
  // This very process (a leftover of an earlier open in it, or a reused pid 1 in a new container).
  if (h.pid === process.pid) return true;
  const boot = bootId();
  if (h.boot && boot && h.boot !== boot) return true;
  if (!isAlive(h.pid)) return true;
  const ticks = startTicks(h.pid);
  if (!ticks) return false;
  if (h.start) return ticks !== h.start;
  // A lock that names only a pid (older versions): its holder must have started before writing it.
  const started = startedAtMs(ticks);
  return started !== undefined && started > writtenAt;
}

function find(path: string): Found | undefined {
  const raw = readText(path);
  if (raw === undefined) return undefined;
  let holder: Holder;
  try {
    const parsed = JSON.parse(raw) as unknown;
    holder = typeof parsed === 'number' ? { pid: parsed } : (parsed as Holder);
  } catch {
    holder = { pid: Number.NaN };
  }
  try {
    return { raw, holder: holder ?? { pid: Number.NaN }, writtenAt: statSync(path).mtimeMs };
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a stale lock, unless it changed since it was judged. Reading and removing are two steps, so
 * breakers take turns through a second lock file: otherwise one could remove the fresh lock another
 * had just taken after removing the same stale one.
 */
function breakStale(lockPath: string, stale: Found, draft: string) {
  const breaker = `${lockPath}.break`;
  try {
    linkSync(draft, breaker);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // Another process is breaking it (microseconds of work), or died doing so.
    const other = find(breaker);
    if (other && isStale(other)) rmSync(breaker, { force: true });
    else sleep(5);
    return;
  }
  try {
    if (readText(lockPath) === stale.raw) rmSync(lockPath, { force: true });
  } finally {
    rmSync(breaker, { force: true });
  }
}

/** Takes the directory's lock or throws DataDirLockedError; returns the release. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'vitrine.lock');
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    boot: bootId(),
    start: startTicks(process.pid),
    token: randomBytes(12).toString('hex'),
  };
  // Written whole, then linked into place: a reader never sees a half-written lock.
  const draft = `${lockPath}.${me.token}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        linkSync(draft, lockPath);
        return () => {
          if (find(lockPath)?.holder.token === me.token) rmSync(lockPath, { force: true });
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const current = find(lockPath);
      if (!current) continue;
      if (!isStale(current)) throw new DataDirLockedError(lockedMessage(dir, lockPath, current.holder));
      breakStale(lockPath, current, draft);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

function lockedMessage(dir: string, lockPath: string, h: Holder) {
  const where = h.host && h.host !== hostname() ? ` on host ${h.host}` : '';
  return (
    `The data directory ${dir} is in use by process ${h.pid}${where}. PGlite allows one process per directory: ` +
    `stop it, choose another DATA_DIR, or use DATABASE_URL for several instances. ` +
    `If no instance runs${where || ' there'}, delete ${lockPath}.`
  );
}
