// POST /mcp: a Model Context Protocol server over Streamable HTTP, stateless and with JSON answers. A new
// server and transport for every request (one reused across clients leaked one client's answers to
// another: GHSA-345p-7cg4-v4c7), no login, the public services' rules, and the edge's body, time and
// per-address limits. The SDK loads with the first call: a site nobody asks over MCP never pays for it.
import type { ServiceContext } from '../services/platform/context.ts';
import { registerCatalogueTools } from './catalogue-tools.ts';
import { registerSearchTools } from './search-tools.ts';

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

/** Answers one MCP request; the caller has counted it against the address's limit. */
export function createMcpHandler(deps: McpDeps) {
  return async (request: Request, ctx: ServiceContext): Promise<Response> => {
    const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }] = await sdk();
    const server = new McpServer({ name: 'vitrine-publica', version: '1.0.0' }, { instructions: INSTRUCTIONS });
    const site = { origin: deps.origin(request) };
    registerSearchTools(server, ctx, site, deps.logError);
    registerCatalogueTools(server, ctx, site, deps.logError);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      await server.close();
    }
  };
}
