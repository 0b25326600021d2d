// `npm run check`: the type checker beside the rest (Biome, the layer check, the import circles, the message catalogs,
// the generated-file drift check, the paths the docs name). The two halves take ~25 s each on one
// core: run side by side, the check costs CI half as long. Each part's output is printed whole.
import { spawn } from 'node:child_process';

type Part = { name: string; command: string[] };

const typeCheck: Part[] = [{ name: 'types', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] }];
const rest: Part[] = [
  { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
  { name: 'layers', command: ['npx', 'tsx', 'scripts/check-layers.ts'] },
  { name: 'import circles', command: ['npx', 'tsx', 'scripts/check-circles.ts'] },
  { name: 'messages', command: ['npx', 'tsx', 'scripts/check-messages.ts'] },
  { name: 'generated files', command: ['npx', 'tsx', 'scripts/check-generated.ts'] },
  { name: 'paths in docs', command: ['npx', 'tsx', 'scripts/check-doc-paths.ts'] },
  { name: 'openapi lint', command: ['npx', 'redocly', 'lint', '--format=summary', 'schema/openapi.json'] },
];

function run(part: Part): Promise<{ part: Part; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const [command, ...args] = part.command as [string, ...string[]];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ part, ok: code === 0, output }));
  });
}

/** Runs parts one after another, stopping at the first failure (as `a && b && c` did). */
async function inTurn(parts: Part[]) {
  const results = [];
  for (const part of parts) {
    const result = await run(part);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const results = (await Promise.all([inTurn(typeCheck), inTurn(rest)])).flat();
for (const { part, ok, output } of results) {
  console.log(`== ${part.name}: ${ok ? 'ok' : 'FAILED'}`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = results.filter((r) => !r.ok).map((r) => r.part.name);
if (failed.length) {
  console.error(`npm run check failed: ${failed.join(', ')}`);
  process.exit(1);
}
