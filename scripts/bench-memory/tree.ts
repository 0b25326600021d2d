// Resident memory of a process and all its descendants (Linux /proc): the figure bench:memory reports.
import { readdirSync, readFileSync } from 'node:fs';

export type ProcessMemory = { pid: number; command: string; rssMb: number; pssMb: number };

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process ended between the listing and the read
  }
};

function parents() {
  const out = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    const ppid = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isFinite(ppid)) out.set(Number(name), ppid);
  }
  return out;
}

const kb = (text: string | undefined, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text ?? '')?.[1] ?? 0) / 1024;

/** `root` and every process below it, with RSS (what the issue counts) and PSS (shared pages split). */
export function processTree(root: number): ProcessMemory[] {
  const ppid = parents();
  const members = [root];
  for (let i = 0; i < members.length; i++) {
    for (const [pid, parent] of ppid) if (parent === members[i]) members.push(pid);
  }
  return members.flatMap((pid) => {
    const status = read(`/proc/${pid}/status`);
    if (!status) return [];
    const command = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean).join(' ');
    return [{ pid, command, rssMb: kb(status, 'VmRSS'), pssMb: kb(read(`/proc/${pid}/smaps_rollup`), 'Pss') }];
  });
}

export const treeRss = (root: number) => processTree(root).reduce((sum, p) => sum + p.rssMb, 0);

/**
 * Stops `root` and everything below it, deepest first: npm does not pass a signal on through the
 * shell it runs the script in, so the server would outlive a signal sent to npm alone.
 */
export async function stopTree(root: number, graceMs = 15_000) {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const pids = processTree(root)
    .map((p) => p.pid)
    .reverse();
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {}
  }
  const until = Date.now() + graceMs;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
}
