// Similar screens as an MCP tool (docs/similar-screens.md): the same service and visibility as the site.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Site } from '../services/catalogue/public-urls.ts';
import { publicScreenWhere } from '../services/catalogue/screens.ts';
import { SIMILAR_PAGE, similarPending, similarScreens } from '../services/catalogue/similar.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { NotFoundError } from '../services/platform/errors.ts';
import { answer } from './answer.ts';
import { screenItem, toScreenItem } from './format.ts';

export function registerSimilarTools(server: McpServer, ctx: ServiceContext, site: Site, log: (e: unknown) => void) {
  server.registerTool(
    'similar_screens',
    {
      title: 'Telas parecidas / Similar screens',
      description:
        'As telas públicas mais parecidas com uma tela (fluxo, tags, palavras e aparência; no máximo duas por app; nenhuma do mesmo app, salvo sameApp). ' +
        'The public screens most like one screen (flow, tags, words and look; at most two per app; none of its own app unless sameApp).',
      inputSchema: {
        id: z.union([z.number().int().positive(), z.string().trim().min(1).max(200)]),
        limit: z
          .number()
          .int()
          .min(1)
          .max(SIMILAR_PAGE.max)
          .default(SIMILAR_PAGE.default)
          .describe(`1–${SIMILAR_PAGE.max}.`),
        sameApp: z.boolean().default(false),
      },
      outputSchema: {
        screens: z.array(screenItem.extend({ score: z.number() })),
        pending: z.boolean(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id, limit, sameApp }) =>
      answer(ctx, log, async () => {
        const found = await ctx.db.screen.findFirst({
          where: publicScreenWhere(String(id)),
          select: { id: true, appId: true },
        });
        if (!found) throw new NotFoundError('SCREEN_NOT_FOUND', { id: String(id).slice(0, 100) });
        const similar = await similarScreens(ctx, found, { first: limit, sameApp });
        return {
          data: {
            screens: similar.map((s) => ({ ...toScreenItem(site, s.screen, s.screen.app), score: s.score })),
            pending: await similarPending(ctx, found.id),
          },
        };
      }),
  );
}
