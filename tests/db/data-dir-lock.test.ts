// The PGlite directory lock: one process per directory, and a lock its holder left behind never
// blocks a start, even when its pid now belongs to another live process (pids are reused).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/pglite.ts';
import { ROOT } from '../ops/support/child-server.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const lockFile = (dir: string) => join(dir, 'vitrine.lock');
const lockContent = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8'));
const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

/** An unrelated live process (a pid a stale lock may name after reuse). */
function liveProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid as number;
}

/** Racers (tests/db/support/lock-racer.ts) that try to lock `dir` at the same moment; their answers. */
async function race(dir: string, count: number, holdMs = 1500) {
  const at = Date.now() + 4000;
  const racers = Array.from({ length: count }, () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/db/support/lock-racer.ts', dir, String(at), String(holdMs)],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let out = '';
    child.stdout?.on('data', (c) => {
      out += c;
    });
    return { child, said: () => out };
  });
  return racers;
}
const answered = (racer: { said(): string }) =>
  new Promise<string>((resolve) => {
    const poll = () => (racer.said() ? resolve(racer.said()) : setTimeout(poll, 20));
    poll();
  });

describe('the data directory lock', () => {
  it('exactly one of several processes racing for one directory gets it, stale lock or not', async () => {
    for (const stale of [false, true]) {
      const dir = tempDir();
      if (stale) writeFileSync(lockFile(dir), JSON.stringify({ pid: 999_999_999, host: hostname(), token: 'gone' }));
      const answers = await Promise.all((await race(dir, 4)).map(answered));
      expect(
        answers.filter((a) => a.startsWith('locked')),
        answers.join('\n'),
      ).toHaveLength(1);
      expect(
        answers.filter((a) => a.startsWith('refused')),
        answers.join('\n'),
      ).toHaveLength(3);
      for (const a of answers.filter((a) => a.startsWith('refused'))) expect(a).toMatch(/is in use by process \d+/);
    }
  });

  it('refuses while its holder runs, names it, and is free once the holder is killed', async () => {
    const dir = tempDir();
    const [holder] = await race(dir, 1, 60_000);
    expect(await answered(holder!)).toMatch(/^locked/);
    const pid = holder!.child.pid;
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${pid}\\..*delete ${lockFile(dir)}`));
    const left = lockContent(dir);
    holder!.child.kill('SIGKILL');
    await new Promise((r) => holder!.child.once('exit', r));

    // Its pid now names another live process (reused): the recorded start time tells them apart.
    writeFileSync(lockFile(dir), JSON.stringify({ ...left, pid: liveProcess() }));
    const unlock = lockDataDir(dir);
    expect(lockContent(dir)).toMatchObject({ pid: process.pid, host: hostname(), boot: bootId });
    unlock();
  });

  it('an old pid-only lock naming a live process that started after it was written does not block', () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), String(liveProcess()));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(lockFile(dir), hourAgo, hourAgo);
    const unlock = lockDataDir(dir);
    expect(lockContent(dir).pid).toBe(process.pid);
    unlock();
    // A pid-only lock whose process is older than it still counts (PID 1 stands for a running instance).
    writeFileSync(lockFile(dir), '1');
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1\./);
  });

  it('a lock from before a reboot does not block; one from another host does', () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeFileSync(lockFile(dir), JSON.stringify({ pid, host: hostname(), boot: 'an-earlier-boot', start: '1' }));
    lockDataDir(dir)();
    writeFileSync(lockFile(dir), JSON.stringify({ pid, host: 'elsewhere', boot: bootId, start: '1' }));
    expect(() => lockDataDir(dir)).toThrow(
      /in use by process \d+ on host elsewhere\..*If no instance runs on host elsewhere/,
    );
  });

  it('a process releases only its own lock', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    const other = JSON.stringify({ pid: 1, host: hostname(), token: 'someone-else' });
    writeFileSync(lockFile(dir), other);
    unlock();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(other);
  });
});
