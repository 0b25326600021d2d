// Builds the web app: the browser bundle (web/dist) and the server renderer (web/dist/server).
// `--if-stale` (used by `npm start`) skips the build when web/dist is newer than every web source,
// so a fresh clone builds once and later starts cost nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compactModules } from './compact-modules.ts';

const OUTPUTS = ['web/dist/index.html', 'web/dist/server/entry-server.js'];
const SOURCES = ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function isStale(): boolean {
  if (!OUTPUTS.every(existsSync)) return true;
  const built = Math.min(...OUTPUTS.map((p) => statSync(p).mtimeMs));
  return SOURCES.some((p) => newestMtime(p) > built);
}

if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);

const started = performance.now();
const vite = (...args: string[]) =>
  spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
  });
for (const step of [vite(), vite('--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server')]) {
  if (step.status !== 0) process.exit(step.status ?? 1);
}
// The server renderer lives in the server's heap (scripts/compact-modules.ts). Not with WEB_SOURCEMAP=1,
// whose maps it would shift.
if (process.env.WEB_SOURCEMAP !== '1') {
  for (const file of compactModules('web/dist/server'))
    console.warn(`warning: ${file} is not ASCII (a regular expression?)`);
}

console.log(`web app built in ${Math.round(performance.now() - started)} ms`);
