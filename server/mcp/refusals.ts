// MCP's refusals in the caller's language with the site's stable code and reason: a tool's arguments
// its schema refuses are a tool error (MCP 2025-11-25: the model reads it and corrects the call),
// checked before the SDK, which words them in English; the address's limit is a JSON-RPC error (HTTP
// 429 with Retry-After, the body still JSON-RPC so clients can read it).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type ZodRawShape, z } from 'zod';
import { json, rateLimitHeaders } from '../rest/respond.ts';
import { fromZod, localized, type RateLimitedError } from '../services/platform/errors.ts';
import { type Lang, translate } from '../services/platform/messages.ts';

export type JsonRpcMessage = {
  id?: string | number | null;
  method?: string;
  params?: { name?: unknown; arguments?: unknown };
};

/** Server errors of JSON-RPC's implementation-defined range: the limit is -32000. */
const RATE_LIMITED = -32000;

const rpcError = (m: JsonRpcMessage, code: number, message: string, data: unknown) => ({
  jsonrpc: '2.0',
  id: m.id ?? null,
  error: { code, message, data },
});

export function rateLimited(m: JsonRpcMessage, error: RateLimitedError, lang: Lang): Response {
  const message = translate(lang, error.reason, error.params);
  const data = { code: error.code, reason: error.reason, retryAfterSeconds: error.retryAfterSeconds };
  return json(rpcError(m, RATE_LIMITED, message, data), 429, {
    'retry-after': String(error.retryAfterSeconds),
    ...rateLimitHeaders(error),
  });
}

/** Records each tool's input schema as the tools register, for checking a call before the SDK does. */
export function toolSchemas(server: McpServer): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  const register = server.registerTool.bind(server);
  server.registerTool = ((name: string, config: { inputSchema?: ZodRawShape }, cb: never) => {
    schemas.set(name, z.object(config.inputSchema ?? {}));
    return register(name, config as never, cb);
  }) as typeof server.registerTool;
  return schemas;
}

/** A tools/call whose arguments its tool's schema refuses: a tool error, the code and issues in `_meta`. */
export function argumentsRefused(m: JsonRpcMessage, schemas: Map<string, z.ZodType>, lang: Lang): Response | null {
  if (m.method !== 'tools/call' || typeof m.params?.name !== 'string') return null;
  const schema = schemas.get(m.params.name);
  const parsed = schema?.safeParse(m.params.arguments ?? {});
  if (!parsed || parsed.success) return null;
  const words = localized(fromZod(parsed.error as never), lang);
  const message = translate(lang, 'MCP_ARGUMENT_INVALID', { tool: m.params.name, detail: words.message });
  const meta = { code: 'VALIDATION_FAILED', reason: 'MCP_ARGUMENT_INVALID', issues: words.issues };
  const result = { isError: true, content: [{ type: 'text', text: message }], _meta: meta };
  return json({ jsonrpc: '2.0', id: m.id ?? null, result }, 200);
}
