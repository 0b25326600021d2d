import { fork } from 'node:child_process';
import type { SeedHostSpec } from '../images/seed-host.ts';
import { entryPoint } from '../runtime/compiled.ts';
import type { DemoImages, DemoProgress } from './load-demo.ts';
import { isProgress } from './render-progress.ts';

/** The demo images rendered by a child process (server/demo/render-child.ts) onto the seed's host. */
export function renderInChild(
  spec: SeedHostSpec,
  env?: NodeJS.ProcessEnv,
  onProgress?: DemoProgress,
): Promise<DemoImages> {
  const entry = entryPoint('demo-render', 'demo/render-child.ts');
  const child = fork(entry.file, [JSON.stringify(spec)], {
    execArgv: entry.execArgv,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answer: { images?: DemoImages; error?: string } = {};
    child.on('message', (m: typeof answer) => {
      if (isProgress(m)) onProgress?.(m.progress.done, m.progress.total);
      else answer = m;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (answer.images) resolve(answer.images);
      else
        reject(new Error(`demo render failed: ${answer.error ?? `the child exited (code ${code}, signal ${signal})`}`));
    });
  });
}
