// `npm start`, the benchmarks and the fault tests start the server with one command line: the heap
// limit that keeps an idle server from holding a flood's garbage (scripts/server-command.ts) is in all.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_MB, SERVER_NODE_ARGS, START_SCRIPT } from '../../scripts/server-command.ts';

describe('the server command line', () => {
  it('npm start runs node with the same arguments as the benchmarks and fault tests', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(START_SCRIPT);
    expect(START_SCRIPT).toMatch(/^MALLOC_ARENA_MAX=2 .* exec node --/);
    expect(SERVER_NODE_ARGS).toContain(`--max-old-space-size=${SERVER_HEAP_MB}`);
  });
});
