// The gallery's searches as MCP tools: screens by words and filters, and screens by the words inside
// their images. Same services, visibility and page bounds as the site.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Site } from '../services/catalogue/public-urls.ts';
import { galleryPage } from '../services/gallery/gallery.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { imageTextMatches } from '../services/search/image-text.ts';
import { textMatches } from '../services/search/text-boxes.ts';
import { answer } from './answer.ts';
import { screenItem, toScreenItem } from './format.ts';

const words = (max: number) => z.string().trim().min(1).max(max);
export const LIMIT = z.number().int().min(1).max(20).default(10).describe('1–20 (10).');
export const CURSOR = z
  .string()
  .max(500)
  .optional()
  .describe('nextCursor de uma resposta anterior / from a previous answer.');
const page = { totalCount: z.number(), nextCursor: z.string().nullable() };
const wordBoxes = z
  .object({
    width: z.number(),
    height: z.number(),
    words: z.array(z.object({ text: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number() })),
  })
  .describe("Where the matched words stand, in the image's pixels (width × height; empty before OCR boxes).");

export const appFilters = {
  category: words(100).optional().describe('Categoria / category (pt or en name: "Saúde", "Health").'),
  platform: words(40).optional().describe('iOS, Android, Web, Cross-platform (Multiplataforma).'),
  type: words(40).optional().describe('Federal, State (Estadual), Municipal.'),
  country: words(100).optional().describe('País / country ("Brasil" or "Brazil").'),
};

export function registerSearchTools(server: McpServer, ctx: ServiceContext, site: Site, log: (e: unknown) => void) {
  server.registerTool(
    'search_screens',
    {
      title: 'Buscar telas / Search screens',
      description:
        'Busca telas de aplicativos de serviços públicos por palavras (nomes, descrições, tags e texto dentro da imagem) e filtros. ' +
        'Searches screens of public-service apps by words (names, descriptions, tags and the text inside the image) and filters.',
      inputSchema: {
        query: words(200).optional().describe('Palavras / words; typos are tolerated.'),
        tags: z.array(words(60)).max(10).optional().describe('Todas estas tags / all of these tags ("login", "form").'),
        ...appFilters,
        limit: LIMIT,
        cursor: CURSOR,
      },
      outputSchema: { screens: z.array(screenItem), ...page },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, tags, category, platform, type, country, limit, cursor }) =>
      answer(ctx, log, async () => {
        const filter = { search: query, tags, category, platform, type, country };
        const result = await galleryPage(ctx, filter, { first: limit, after: cursor, count: true });
        return {
          data: {
            screens: result.items.map((s) => toScreenItem(site, s, s.app)),
            totalCount: await result.totalCount(),
            nextCursor: result.hasNextPage ? result.endCursor : null,
          },
        };
      }),
  );

  server.registerTool(
    'search_text',
    {
      title: 'Buscar texto nas imagens / Search text inside screenshots',
      description:
        'Encontra telas cuja imagem contém estas palavras (texto lido por OCR), diz quais palavras coincidiram e onde estão (caixas). ' +
        'Finds screens whose screenshot contains these words (text read by OCR), says which words matched and where they stand (boxes).',
      inputSchema: { query: words(200).describe('Palavras / words.'), limit: LIMIT, cursor: CURSOR },
      outputSchema: {
        screens: z.array(screenItem.extend({ matchedWords: z.array(z.string()), boxes: wordBoxes })),
        ...page,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, limit, cursor }) =>
      answer(ctx, log, async () => {
        const result = await galleryPage(
          ctx,
          { search: query, inImageText: true },
          { first: limit, after: cursor, sort: 'relevance' },
        );
        const matched = await imageTextMatches(
          ctx,
          result.items.map((s) => s.id),
          query,
        );
        return {
          data: {
            screens: result.items.map((s) => {
              const words = matched.get(s.id) ?? [];
              const { width, height, boxes } = textMatches(s.ocrBoxes, words.join(' '));
              return { ...toScreenItem(site, s, s.app), matchedWords: words, boxes: { width, height, words: boxes } };
            }),
            totalCount: await result.totalCount(),
            nextCursor: result.hasNextPage ? result.endCursor : null,
          },
        };
      }),
  );
}
