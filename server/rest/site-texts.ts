// Plain texts for integrators outside /api: the printed GraphQL SDL and /llms.txt (issue 59).
import { printSchema } from 'graphql';
import { schema } from '../graphql/schema.ts';

export const SDL_PATH = '/graphql/schema.graphql';
const KEEP = 'public, max-age=300';

let sdl: string | undefined;

/** What an assistant fetching /llms.txt needs to find the APIs and the MCP server (llmstxt.org). */
export function llmsTxt(origin: string): string {
  return `# Vitrine Pública

> A bilingual (pt-BR, English) gallery of screenshots of public-service apps, with open data. No sign-up; read-only for programs.

- [Developers' page](${origin}/en/desenvolvedores): every interface, with examples that run as copied (Portuguese: ${origin}/desenvolvedores)
- [REST API, OpenAPI 3.1](${origin}/api/openapi.json): every route, its inputs, answers and errors ([browsable reference](${origin}/api/reference))
- [GraphQL](${origin}/graphql): POST {"query": "..."}; the schema as SDL: ${origin}${SDL_PATH}
- [MCP server](${origin}/mcp): Streamable HTTP, stateless; tools search_screens, search_text, list_apps, get_app, get_screen, list_tags, list_categories, list_flows, get_flow
- [DCAT catalogue](${origin}/api/catalog.jsonld): the open datasets and their licence
- [Exports](${origin}/api/export/screens.csv): apps.json, screens.json, screens.csv (ETag / If-None-Match)
- [Atom feed](${origin}/en/feed.atom): new screens, paged
`;
}

/** The answer for /llms.txt or the SDL; null for any other address. */
export function siteText(request: Request, url: URL, origin: string): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const text = (body: string, type: string) =>
    new Response(request.method === 'HEAD' ? null : body, {
      headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': KEEP },
    });
  if (url.pathname === '/llms.txt') return text(llmsTxt(origin), 'text/markdown');
  if (url.pathname === SDL_PATH) {
    sdl ??= `${printSchema(schema)}\n`; // the same text as schema/schema.graphql
    return text(sdl, 'text/plain');
  }
  return null;
}
