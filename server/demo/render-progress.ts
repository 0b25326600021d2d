import type { DemoProgress } from './load-demo.ts';

/** A progress report a child process sends to the server over IPC. */
export type ProgressMessage = { progress: { done: number; total: number } };

export const isProgress = (m: unknown): m is ProgressMessage =>
  typeof m === 'object' && m !== null && 'progress' in m && typeof (m as ProgressMessage).progress?.done === 'number';

/**
 * Passes on the first image and each further tenth: a first start's render (~100 s on two cores) is
 * not silent, and the log stays ten lines long.
 */
export function inTenths(report: DemoProgress): DemoProgress {
  let last = -1;
  return (done, total) => {
    const tenth = Math.floor((done * 10) / Math.max(total, 1));
    if (tenth === last) return;
    last = tenth;
    report(done, total);
  };
}

/** What a child process does with its progress: tell the server, which logs it. */
export const sendProgress: DemoProgress = (done, total) => {
  process.send?.({ progress: { done, total } } satisfies ProgressMessage);
};
