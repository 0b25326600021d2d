// The physical memory a process tree holds: every resident page counted once, however many of the
// tree's processes map it. Summed RSS counts a page once per process that maps it — npm's node and the
// server's node share the same 48 MB executable, and a forked child shares its parent's pages — so it
// overstates what the machine gives the tree. Linux says which physical frame backs each virtual page
// in /proc/<pid>/pagemap (8 bytes a page: bit 63 present, bits 0–54 the frame number); the frame
// numbers are readable only with CAP_SYS_ADMIN, so without it this answers undefined.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

const PAGE = 4096;
const PRESENT = 1n << 63n;
const FRAME = (1n << 55n) - 1n;
const CHUNK_PAGES = 65_536;

/** Resident mappings of one process: [start, end) of every mapping smaps shows with Rss > 0. */
function residentRanges(pid: number): [number, number][] {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return []; // the process ended
  }
  const ranges: [number, number][] = [];
  let current: [number, number] | undefined;
  for (const line of text.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) current = [Number.parseInt(range[1] as string, 16), Number.parseInt(range[2] as string, 16)];
    else if (current && line.startsWith('Rss:') && !/^Rss:\s+0 kB/.test(line)) ranges.push(current);
  }
  return ranges;
}

/** Adds the frames of `pid`'s resident pages to `frames`; false when the kernel hides frame numbers. */
function addFrames(pid: number, frames: Set<bigint>): boolean {
  let fd: number;
  try {
    fd = openSync(`/proc/${pid}/pagemap`, 'r');
  } catch {
    return true;
  }
  let present = 0;
  let numbered = 0;
  try {
    const buffer = Buffer.alloc(CHUNK_PAGES * 8);
    for (const [start, end] of residentRanges(pid)) {
      for (let page = start / PAGE; page < end / PAGE; page += CHUNK_PAGES) {
        const count = Math.min(CHUNK_PAGES, end / PAGE - page);
        const read = readSync(fd, buffer, 0, count * 8, page * 8);
        for (let i = 0; i + 8 <= read; i += 8) {
          const entry = buffer.readBigUInt64LE(i);
          if (!(entry & PRESENT)) continue;
          present++;
          const frame = entry & FRAME;
          if (frame) numbered++;
          frames.add(frame);
        }
      }
    }
  } catch {
    // the process ended mid-read: what was read still counts
  } finally {
    closeSync(fd);
  }
  return present === 0 || numbered > 0;
}

/** MB of distinct physical pages resident in `pids`, or undefined when frame numbers are hidden. */
export function distinctResidentMb(pids: number[]): number | undefined {
  const frames = new Set<bigint>();
  for (const pid of pids) if (!addFrames(pid, frames)) return undefined;
  return (frames.size * PAGE) / 1024 / 1024;
}
