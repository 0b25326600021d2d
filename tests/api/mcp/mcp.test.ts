// Issue 34: the public MCP server, called with the SDK's own client over real HTTP. Every tool is listed
// and answers; search_text finds a word that exists only inside a screenshot and says which words
// matched; a hidden app's screen is not found; bad arguments are tool errors; a flood is throttled
// with 429 and Retry-After, never a 5xx. One HTTP request is one unit of work (issue 52): a JSON-RPC batch
// is refused whole, and an exhausted database pool (PostgreSQL) is a quick 503 with one log line.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../support/db.ts';
import { seedFixture } from '../../support/fixtures.ts';
import { testMediaDir } from '../../support/media.ts';
import { startTestServer } from '../../support/server.ts';
import { problem, send } from '../support/fuzz.ts';
import { picture } from '../support/readers.ts';

const FLOOD_LIMIT = 40;
let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>>;
let client: Client;
let hiddenScreenId = 0;

type Screen = {
  id: number;
  name: string;
  url: string;
  imageUrl: string;
  app: { slug: string };
  matchedWords?: string[];
  boxes?: { width: number; height: number; words: { text: string; x: number; y: number; w: number; h: number }[] };
};
type Structured = Record<string, unknown> & { screens?: Screen[] };

beforeAll(async () => {
  db = await testDatabase();
  await seedFixture(db.prisma);
  // "xilogravura" is nowhere but in this screenshot's text.
  const login = await db.prisma.screen.findFirstOrThrow({ where: { name: 'Login' } });
  await db.prisma.screen.update({
    where: { id: login.id },
    data: {
      ocrText: 'Entrar com gov.br: xilogravura e senha',
      // Where the OCR saw those words (issue 60 item 3).
      ocrBoxes: {
        w: 1080,
        h: 1920,
        words: [
          ['Entrar', 60, 300, 180, 40],
          ['xilogravura', 60, 400, 320, 40],
          ['senha', 400, 400, 150, 40],
        ],
      },
    },
  });
  await picture(testMediaDir(), login.imageUrl);
  hiddenScreenId = (await db.prisma.screen.findFirstOrThrow({ where: { name: 'Tela escondida' } })).id;
  srv = await startTestServer(db.prisma, undefined, {
    rateLimits: { mcpPerMinute: FLOOD_LIMIT },
    trustProxy: { hops: 1 },
  });
  client = new Client({ name: 'vitrine-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.base}/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await srv?.close();
  await db?.close();
});

const call = async (name: string, args: Record<string, unknown> = {}) => {
  const res = await client.callTool({ name, arguments: args });
  return {
    isError: !!res.isError,
    data: res.structuredContent as Structured,
    content: res.content as { type: string; text?: string; uri?: string; mimeType?: string }[],
  };
};

describe('the MCP server', () => {
  it('lists its tools, each with an input schema and a bilingual description', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_app',
      'get_flow',
      'get_screen',
      'list_apps',
      'list_categories',
      'list_flows',
      'list_tags',
      'search_screens',
      'search_text',
      'similar_screens',
    ]);
    for (const t of tools) {
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.description, t.name).toMatch(/ — |\. [A-Z]/);
    }
  });

  it('search_screens: words and filters, public pages and sized images, pages through a cursor', async () => {
    const found = await call('search_screens', { query: 'carteira', limit: 1 });
    expect(found.isError).toBe(false);
    expect(found.data.totalCount).toBeGreaterThanOrEqual(2);
    const [first] = found.data.screens ?? [];
    expect(first?.url).toMatch(new RegExp(`^${srv.base}/app/[a-z0-9-]+\\?screen=rec-scr-`));
    expect(first?.imageUrl).toMatch(new RegExp(`^${srv.base}/media/screens/.+\\?w=960&f=webp&q=80$`));
    const next = await call('search_screens', { query: 'carteira', limit: 1, cursor: found.data.nextCursor });
    expect(next.data.screens?.[0]?.id).not.toBe(first?.id);
    const tagged = await call('search_screens', { tags: ['login'], platform: 'iOS' });
    expect(tagged.data.screens?.map((s) => s.name)).toEqual(['Login']);
    expect(JSON.stringify((await call('search_screens', { tags: ['secret-tag'] })).data.screens)).toBe('[]');
  });

  it('search_text finds a word only inside a screenshot and names the words that matched', async () => {
    const inImage = await call('search_text', { query: 'xilogravura' });
    expect(inImage.data.screens?.map((s) => [s.name, s.matchedWords])).toEqual([['Login', ['xilogravura']]]);
    expect(inImage.data.screens?.[0]?.boxes).toEqual({
      width: 1080,
      height: 1920,
      words: [{ text: 'xilogravura', x: 60, y: 400, w: 320, h: 40 }],
    });
    // A typo finds it as the site's search does; the screen's own name is not image text.
    expect((await call('search_text', { query: 'xilogravra' })).data.screens?.map((s) => s.name)).toEqual(['Login']);
    expect((await call('search_text', { query: 'contratos' })).data.screens).toEqual([]);
    // The words as the image writes them, the literal ones first.
    const gov = (await call('search_text', { query: 'GOV.BR' })).data.screens?.find((s) => s.name === 'Login');
    expect(gov?.matchedWords?.[0]).toBe('gov.br');
  });

  it('search_text with one letter or punctuation says the query is too short, in the caller’s language', async () => {
    const pt = new Client({ name: 'vitrine-test-pt', version: '1.0.0' });
    const headers = { 'accept-language': 'pt-BR,pt;q=0.9' };
    await pt.connect(new StreamableHTTPClientTransport(new URL(`${srv.base}/mcp`), { requestInit: { headers } }));
    try {
      for (const query of ['a', '?!', ' . ', 'é']) {
        const en = await call('search_text', { query });
        expect([en.isError, en.content[0]?.text], query).toEqual([true, expect.stringMatching(/search is too short/)]);
        const inPt = await pt.callTool({ name: 'search_text', arguments: { query } });
        expect(inPt.isError, query).toBe(true);
        expect((inPt.content as { text: string }[])[0]?.text, query).toMatch(/busca é curta demais/);
      }
    } finally {
      await pt.close();
    }
  });

  it('list_apps, get_app, get_screen, list_tags, list_categories: the site’s rules', async () => {
    const apps = await call('list_apps', { category: 'Health' });
    const names = (apps.data.apps as { name: string }[]).map((a) => a.name);
    expect(names).toContain('Meu SUS Digital');
    expect(names).not.toContain('Sistema Oculto');
    const app = await call('get_app', { idOrSlug: 'meu-sus-digital' });
    const flows = app.data.flows as { name: string; screens: { name: string }[] }[];
    expect(flows.map((f) => [f.name, f.screens.map((x) => x.name)])).toEqual([
      ['Início', ['Início']],
      ['Vacinas', ['Certificado', 'Carteira de vacinação']],
      ['Other', ['Ajuda']],
    ]);
    expect((await call('get_app', { idOrSlug: 'sistema-oculto' })).isError).toBe(true);
    const login = (await call('search_text', { query: 'xilogravura' })).data.screens?.[0];
    const screen = await call('get_screen', { id: login?.id });
    expect(screen.isError).toBe(false);
    const link = screen.content.find((c) => c.type === 'resource_link');
    expect(link).toMatchObject({ uri: login?.imageUrl, mimeType: 'image/webp' });
    expect((await fetch(link?.uri ?? '')).headers.get('content-type')).toBe('image/webp');
    const hidden = await call('get_screen', { id: hiddenScreenId });
    expect(hidden).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringMatching(/not found/i) }],
    });
    const tags = (await call('list_tags')).data.tags as { name: string; url: string }[];
    expect(tags.map((t) => t.name)).toContain('login');
    expect(tags.map((t) => t.name)).not.toContain('secret-tag');
    expect(tags.find((t) => t.name === 'login')?.url).toBe(`${srv.base}/screens?tag=login`);
    const categories = (await call('list_categories')).data.categories as { name: string; nameEn: string }[];
    expect(categories).toContainEqual({
      name: 'Saúde',
      nameEn: 'Health',
      url: `${srv.base}/screens?category=Sa%C3%BAde`,
      hidden: false,
    });
    // Real categories only: the "Todos" tab is none; a hidden one that apps carry is listed, marked.
    expect(categories.map((c) => c.name)).not.toContain('Todos');
    expect(categories.find((c) => c.name === 'Mobilidade')).toMatchObject({ hidden: true });
  });

  it('wrong-typed and oversized arguments are tool errors, not failures of the call', async () => {
    for (const [name, args] of [
      ['search_screens', { limit: 'ten' }],
      ['search_screens', { limit: 500 }],
      ['search_text', { query: 'x'.repeat(5000) }],
      ['search_screens', { tags: Array.from({ length: 50 }, (_, i) => `t${i}`) }],
      ['get_screen', { id: { nested: true } }],
      ['list_apps', { cursor: 'not-a-cursor' }],
      ['search_screens', { cursor: 'not-a-cursor' }],
    ] as const) {
      const res = await call(name, args);
      expect(res.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(res.content[0]?.text ?? '').not.toMatch(/Unexpected error/);
    }
  });

  it('hostile JSON-RPC bodies and tool arguments never get a 5xx or internals', async () => {
    const tools = [
      'search_screens',
      'search_text',
      'list_apps',
      'get_app',
      'get_screen',
      'list_tags',
      'list_categories',
      'list_flows',
      'get_flow',
    ];
    const message = fc.record({
      jsonrpc: fc.constantFrom('2.0', '1.0'),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 })),
      method: fc.constantFrom('tools/call', 'tools/list', 'initialize', 'resources/list', '__proto__'),
      params: fc.record({ name: fc.oneof(fc.constantFrom(...tools), fc.string()), arguments: fc.jsonValue() }),
    });
    const bodies = fc.oneof(
      message.map((m) => JSON.stringify(m)),
      fc.json(),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    await fc.assert(
      // Each run from its own address, so the flood limit below is not what answers.
      fc.asyncProperty(bodies, fc.ipV4(), async (body, ip) => {
        const headers = {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'x-forwarded-for': ip,
        };
        const res = await send(srv.base, 'POST', '/mcp', { body, headers });
        expect(problem(res, `/mcp ${body.slice(0, 200)}`)).toBeNull();
      }),
      { numRuns: 100 },
    );
    expect(srv.errors).toEqual([]);
  });

  it('a flood of tool calls is throttled with a JSON-RPC 429 and Retry-After; other messages have their own bucket', async () => {
    const rpc = (method: string, params?: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 7, method, params });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'accept-language': 'pt-BR',
      'x-forwarded-for': '198.51.100.77',
    };
    const post = (body: string) => fetch(`${srv.base}/mcp`, { method: 'POST', headers, body });
    const statuses = await Promise.all(
      Array.from({ length: FLOOD_LIMIT + 10 }, () => post(rpc('tools/call', { name: 'list_tags', arguments: {} }))),
    );
    const codes = statuses.map((r) => r.status);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    // Answered calls say what is left of the bucket (IETF draft RateLimit-* fields), down to 0.
    const left = statuses.filter((r) => r.status === 200).map((r) => Number(r.headers.get('ratelimit-remaining')));
    expect(left.length).toBeGreaterThan(0);
    expect(Math.min(...left)).toBe(0);
    expect(statuses.find((r) => r.status === 200)?.headers.get('ratelimit-limit')).toBe(String(FLOOD_LIMIT));
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(10);
    const refused = statuses.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.headers.get('ratelimit-limit')).toBe(String(FLOOD_LIMIT));
    expect(await refused?.json()).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32000, message: expect.stringMatching(/Muitos pedidos MCP/), data: { code: 'RATE_LIMITED' } },
    });
    // Listing the tools is not a tool call: it still answers while the calls' bucket is empty.
    expect((await post(rpc('tools/list'))).status).toBe(200);
    expect((await fetch(`${srv.base}/mcp`)).status).toBe(405);
    // A browser client's preflight may send the protocol's own headers.
    const preflight = await fetch(`${srv.base}/mcp`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'mcp-protocol-version' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('mcp-protocol-version');
  });

  it('words refused arguments in the caller’s language with a stable code, the cursor named cursor', async () => {
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'accept-language': 'pt-BR',
    };
    const body = (args: unknown) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'search_screens', arguments: args },
      });
    const res = await fetch(`${srv.base}/mcp`, { method: 'POST', headers, body: body({ limit: 500 }) });
    expect(await res.json()).toMatchObject({
      id: 3,
      result: {
        isError: true,
        content: [{ text: expect.stringMatching(/^Argumentos inválidos para search_screens: limit deve/) }],
        _meta: { code: 'VALIDATION_FAILED', issues: [{ path: 'limit', code: 'FIELD_TOO_BIG' }] },
      },
    });
    const cursor = await fetch(`${srv.base}/mcp`, { method: 'POST', headers, body: body({ cursor: 'nope' }) });
    const text = ((await cursor.json()) as any).result.content[0].text;
    expect(text).toMatch(/^cursor /);
  });

  it('refuses a JSON-RPC batch whole, with a JSON-RPC error, whatever protocol version the client negotiated', async () => {
    const calls = [1, 2, 3].map((id) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'list_categories', arguments: {} },
    }));
    for (const version of ['2025-03-26', '2025-06-18', undefined]) {
      const res = await fetch(`${srv.base}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'x-forwarded-for': '192.0.2.77',
          ...(version ? { 'mcp-protocol-version': version } : {}),
        },
        body: JSON.stringify(calls),
      });
      expect([res.status, await res.json()], version).toEqual([
        400,
        {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: 'JSON-RPC batches are not accepted: send one message per request' },
        },
      ]);
    }
    // One message per request still works.
    const one = await fetch(`${srv.base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'x-forwarded-for': '192.0.2.78',
      },
      body: JSON.stringify(calls[0]),
    });
    const answer = (await one.json()) as { id: number; result?: { isError?: boolean } };
    expect([one.status, answer.id, answer.result?.isError ?? false]).toEqual([200, 1, false]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL: with the pool exhausted, tool calls answer 503 with Retry-After at once, logged in one line',
    async () => {
      const pool = db.pool as NonNullable<typeof db.pool>;
      // Every connection of the server's pool taken and held.
      const held = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
      try {
        const started = performance.now();
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            fetch(`${srv.base}/mcp`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                accept: 'application/json, text/event-stream',
                'x-forwarded-for': `198.18.0.${i + 1}`,
              },
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method: 'tools/call',
                params: { name: 'search_screens', arguments: { query: `palavra${i}` } },
              }),
            }).then(async (r) => ({
              status: r.status,
              retryAfter: r.headers.get('retry-after'),
              ms: performance.now() - started,
            })),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 503));
        for (const a of answers) expect(Number(a.retryAfter)).toBeGreaterThan(0);
        // Past the waiters the pool keeps, the rest are refused without waiting out its 3 s connect timeout.
        expect(answers.filter((a) => a.ms < 3000).length).toBeGreaterThanOrEqual(10);
        const lines = srv.errors.map(String);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^database unavailable: .*timeout exceeded when trying to connect/);
      } finally {
        for (const client of held) client.release();
      }
      srv.errors.length = 0;
    },
  );
});
