// POST /mcp: a Model Context Protocol server over Streamable HTTP, stateless and with JSON answers. A new
// server and transport for every request (one reused across clients leaked one client's answers to
// another: GHSA-345p-7cg4-v4c7), no login, the public services' rules, and the edge's body, time and
// per-address limits. The SDK loads with the first call: a site nobody asks over MCP never pays for it.
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { errorResponse, json } from '../rest/respond.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { RateLimitedError } from '../services/platform/errors.ts';
import { registerCatalogueTools } from './catalogue-tools.ts';
import { registerFlowTools } from './flow-tools.ts';
import { argumentsRefused, type JsonRpcMessage, rateLimited, toolSchemas } from './refusals.ts';
import { registerSearchTools } from './search-tools.ts';
import { registerSimilarTools } from './similar-tools.ts';

export const MCP_PATH = '/mcp';

const INSTRUCTIONS =
  'Vitrine Pública: galeria de telas de aplicativos de serviços públicos (sobretudo brasileiros). ' +
  'Use search_screens ou search_text para achar telas, get_app para os fluxos de um aplicativo. ' +
  'A gallery of screenshots of public-service apps (mostly Brazilian). Use search_screens or search_text ' +
  "to find screens, get_app for an app's flows. Screenshots belong to their apps' owners.";

const sdk = () =>
  Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]);

export type McpDeps = {
  /** The site's public origin (PUBLIC_URL or the listening address) for the pages and images results link to. */
  origin: (request: Request) => string;
  logError: (e: unknown) => void;
};

/**
 * One HTTP request is one bounded unit of work: a JSON-RPC batch is refused whole. A batch of 100
 * tools/call messages counted as one request against the address's limit and its calls ran at once, past
 * the request's time budget and through the database pool (issue 52). MCP removed batches in its
 * 2025-06-18 revision; a client that negotiates 2025-03-26, which allowed them, gets the same refusal
 * (the SDK's clients never send one). The JSON-RPC error is "Invalid Request" with a null id, as no one
 * message of the batch is answered.
 */
function batchRefused(): Response {
  const message = 'JSON-RPC batches are not accepted: send one message per request';
  return json({ jsonrpc: '2.0', id: null, error: { code: -32600, message } }, 400);
}

const isBatch = (text: string) => {
  if (!text.trimStart().startsWith('[')) return false;
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
};

const messageOf = (text: string): JsonRpcMessage => {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
};

/** Answers one MCP request, counting it first: tool calls in their bucket, other messages in theirs. */
export function createMcpHandler(deps: McpDeps) {
  return async (
    request: Request,
    ctx: ServiceContext,
    count: (kind: 'call' | 'message') => Promise<void>,
  ): Promise<Response> => {
    const text = await request.text();
    if (isBatch(text)) return batchRefused();
    const message = messageOf(text);
    try {
      await count(message.method === 'tools/call' ? 'call' : 'message');
    } catch (error) {
      if (error instanceof RateLimitedError) return rateLimited(message, error, ctx.language);
      throw error;
    }
    const single = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: text,
      signal: request.signal,
    });
    // A database that is not there (an exhausted pool, an outage) makes the whole request a 503 with
    // Retry-After and one log line per outage (errorResponse), not a stack trace per tool call.
    let unavailable: unknown = null;
    const logError = (e: unknown) => {
      if (isDatabaseUnavailable(e)) unavailable ??= e;
      else deps.logError(e);
    };
    const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }] = await sdk();
    const server = new McpServer({ name: 'vitrine-publica', version: '1.0.0' }, { instructions: INSTRUCTIONS });
    const site = { origin: deps.origin(request) };
    const schemas = toolSchemas(server);
    registerSearchTools(server, ctx, site, logError);
    registerCatalogueTools(server, ctx, site, logError);
    registerFlowTools(server, ctx, site, logError);
    registerSimilarTools(server, ctx, site, logError);
    const refused = argumentsRefused(message, schemas, ctx.language);
    if (refused) return refused;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(single);
      return unavailable ? errorResponse(unavailable, deps.logError, ctx.language) : response;
    } finally {
      await server.close();
    }
  };
}
