// Issue 59: a third-party client, the MCP Inspector's CLI (@modelcontextprotocol/inspector, pinned in
// package.json), lists the tools and calls each one against this server, as an integrator would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';

const run = promisify(execFile);
const h = seededApi();
const INSPECTOR = process.env.MCP_INSPECTOR_BIN ?? 'node_modules/.bin/mcp-inspector';

async function inspect(...args: string[]) {
  const { stdout } = await run(INSPECTOR, ['--cli', `${h.srv.base}/mcp`, '--transport', 'http', ...args], {
    timeout: 30_000,
    env: { ...process.env, MCP_CATALOG_PATH: '/dev/null' },
  });
  return JSON.parse(stdout);
}

const CALLS: Record<string, string[]> = {
  list_apps: ['query=sus'],
  get_app: ['idOrSlug=caixa-tem'],
  get_screen: ['id=1'],
  list_tags: [],
  list_categories: [],
  list_flows: [],
  get_flow: ['kind=entrar'],
  search_screens: ['query=login'],
  search_text: ['query=Brasil'],
  similar_screens: ['id=1'],
};

describe('the MCP Inspector CLI', () => {
  it('lists every tool and calls each without an error', async () => {
    const listed = await inspect('--method', 'tools/list');
    expect(listed.tools.map((t: { name: string }) => t.name).sort()).toEqual(Object.keys(CALLS).sort());
    // Side by side: each call is a CLI process whose start-up is most of its time.
    const results = await Promise.all(
      Object.entries(CALLS).map(async ([tool, args]) => {
        const toolArgs = args.length ? ['--tool-arg', ...args] : [];
        return { tool, result: await inspect('--method', 'tools/call', '--tool-name', tool, ...toolArgs) };
      }),
    );
    for (const { tool, result } of results) {
      expect(result.isError ?? false, `${tool}: ${JSON.stringify(result).slice(0, 300)}`).toBe(false);
      expect(result.structuredContent, tool).toBeTruthy();
    }
  }, 120_000);
});
