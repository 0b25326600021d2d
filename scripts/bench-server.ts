// The demo site as the browser benchmarks measure it (bench:web, bench:altcha): the e2e server
// (tests/e2e/support/serve.ts) in production mode on 127.0.0.1, seeded with the demo catalogue in a
// data directory of its own, which `stop()` removes once the server has exited.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type DemoServerOptions = {
  /** The data directory's name prefix under the system's temporary folder. */
  dataDirPrefix: string;
  port: number;
  /** The environment the server inherits (the caller's, or a part of it). */
  env: NodeJS.ProcessEnv;
  /** Settings written over the fixed ones. */
  settings?: Record<string, string>;
};

export async function startDemoServer(options: DemoServerOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  const child = spawn('node', ['--import', 'tsx', 'tests/e2e/support/serve.ts'], {
    env: {
      ...options.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'error',
      ...options.settings,
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${options.port}`;
  // Up to 10 minutes: seeding the demo catalogue took over 2 on a shared host (load average ~15),
  // past the 2 minutes this waited before; a server that exits ends the wait at once.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the demo server exited (code ${child.exitCode}) before answering`);
    const up = await fetch(`${url}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
