// Journey kinds as MCP tools (issue 61): the kinds with how many apps have each, and one kind across
// apps — a row per public app's flow of it, its first screens in the app's order — on the flows services.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Site } from '../services/catalogue/public-urls.ts';
import { listFlowKinds } from '../services/flows/flow-index.ts';
import { FLOW_KIND_SLUGS } from '../services/flows/flow-kinds.ts';
import { FLOW_ROW_SCREENS, FLOW_ROWS_PAGE, flowKindPage } from '../services/flows/flow-rows.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { APP_LIFECYCLES } from '../services/platform/vocabulary.ts';
import { answer } from './answer.ts';
import { appItem, screenItem, toAppItem, toScreenItem } from './format.ts';
import { appFilters, CURSOR } from './search-tools.ts';

const read = { readOnlyHint: true, openWorldHint: false };

export function registerFlowTools(server: McpServer, ctx: ServiceContext, site: Site, log: (e: unknown) => void) {
  server.registerTool(
    'list_flows',
    {
      title: 'Listar tipos de fluxo / List flow kinds',
      description:
        'Tipos de jornada (entrar, pagar, agendar…) e quantos aplicativos públicos têm um fluxo de cada. ' +
        'Journey kinds (sign in, pay, book…) and how many public apps have a flow of each.',
      inputSchema: {},
      outputSchema: {
        flows: z.array(z.object({ slug: z.string(), pt: z.string(), en: z.string(), appCount: z.number().int() })),
      },
      annotations: read,
    },
    () => answer(ctx, log, async () => ({ data: { flows: await listFlowKinds(ctx) } })),
  );

  server.registerTool(
    'get_flow',
    {
      title: 'Ver fluxo entre serviços / Get a flow across apps',
      description:
        'Um tipo de jornada em vários aplicativos: cada fluxo desse tipo com suas telas na ordem do app, por nome do app. ' +
        "One journey kind across apps: each app's flow of it with its screens in the app's order, by app name.",
      inputSchema: {
        kind: z
          .enum(FLOW_KIND_SLUGS as [string, ...string[]])
          .describe('Slug de list_flows / a slug from list_flows ("entrar").'),
        ...appFilters,
        status: z.enum(APP_LIFECYCLES).optional().describe('live (padrão/default), retired ou all.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(FLOW_ROWS_PAGE.max)
          .default(FLOW_ROWS_PAGE.default)
          .describe(`Fluxos / flows, 1–${FLOW_ROWS_PAGE.max}.`),
        screens: z
          .number()
          .int()
          .min(1)
          .max(FLOW_ROW_SCREENS.max)
          .default(FLOW_ROW_SCREENS.default)
          .describe(`Telas por fluxo / screens per flow, 1–${FLOW_ROW_SCREENS.max}.`),
        cursor: CURSOR,
      },
      outputSchema: {
        kind: z.object({ slug: z.string(), pt: z.string(), en: z.string() }),
        flows: z.array(
          z.object({ app: appItem, flow: z.string(), screenCount: z.number().int(), screens: z.array(screenItem) }),
        ),
        nextCursor: z.string().nullable(),
      },
      annotations: read,
    },
    ({ kind, category, platform, type, country, status, limit, screens, cursor }) =>
      answer(ctx, log, async () => {
        const filters = { category, platform, type, country, status };
        const page = await flowKindPage(ctx, { kind, ...filters, first: limit, screens, after: cursor });
        const flows = page.rows.map((r) => ({
          app: toAppItem(site, r.app),
          flow: r.flow,
          screenCount: r.screenCount,
          screens: r.screens.map((s) => toScreenItem(site, s, r.app)),
        }));
        const { slug, pt, en } = page.kind;
        return { data: { kind: { slug, pt, en }, flows, nextCursor: page.hasNextPage ? page.endCursor : null } };
      }),
  );
}
