// The catalogue as MCP tools: apps (the list's filters), one app with its flows in order, one screen
// with its picture as a link, tags and categories. Same services and visibility as the site.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { App } from '../generated/prisma/client.ts';
import { findApp, listAppRows } from '../services/catalogue/apps.ts';
import { categoryNameEn, listCategories } from '../services/catalogue/categories.ts';
import { galleryPage, type Site } from '../services/catalogue/public-urls.ts';
import { listAppScreens, publicScreenWhere } from '../services/catalogue/screens.ts';
import { tagCounts } from '../services/gallery/stats.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { NotFoundError } from '../services/platform/errors.ts';
import { ALL_CATEGORY, APP_LIFECYCLES } from '../services/platform/vocabulary.ts';
import { answer } from './answer.ts';
import { appItem, offsetCursor, screenItem, toAppItem, toScreenItem } from './format.ts';
import { appFilters, CURSOR } from './search-tools.ts';

/** An app's screens in one answer at most: the largest demo app has 20. */
const MAX_APP_SCREENS = 200;
const read = { readOnlyHint: true, openWorldHint: false };

export function registerCatalogueTools(server: McpServer, ctx: ServiceContext, site: Site, log: (e: unknown) => void) {
  server.registerTool(
    'list_apps',
    {
      title: 'Listar aplicativos / List apps',
      description:
        'Aplicativos de serviços públicos (federais, estaduais, municipais; planejados incluídos), com filtros. ' +
        'Public-service apps (federal, state, municipal; planned ones included), with filters.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).optional().describe('Nome ou palavras / name or words.'),
        ...appFilters,
        status: z
          .enum(APP_LIFECYCLES)
          .optional()
          .describe('live (padrão/default), retired (serviços encerrados / retired services) ou all.'),
        limit: z.number().int().min(1).max(100).default(50).describe('1–100 (50).'),
        cursor: CURSOR,
      },
      outputSchema: { apps: z.array(appItem), totalCount: z.number(), nextCursor: z.string().nullable() },
      annotations: read,
    },
    ({ query, category, platform, type, country, status, limit, cursor }) =>
      answer(ctx, log, async () => {
        const rows = await listAppRows(ctx, { search: query, category, platform, type, country, status });
        const from = offsetCursor.decode(cursor);
        const ids = rows.slice(from, from + limit).map((r) => r.id);
        const apps = await ctx.db.app.findMany({ where: { id: { in: ids } } });
        const byId = new Map(apps.map((a) => [a.id, a]));
        return {
          data: {
            apps: ids.flatMap((id) => (byId.has(id) ? [toAppItem(site, byId.get(id) as App)] : [])),
            totalCount: rows.length,
            nextCursor: from + limit < rows.length ? offsetCursor.encode(from + limit) : null,
          },
        };
      }),
  );

  server.registerTool(
    'get_app',
    {
      title: 'Ver aplicativo / Get app',
      description:
        'Um aplicativo por id ou slug, com suas telas agrupadas por fluxo, na ordem do site. ' +
        "One app by id or slug, with its screens grouped by flow, in the site's order.",
      inputSchema: { idOrSlug: z.string().trim().min(1).max(200).describe('"caixa-tem" or 12.') },
      outputSchema: {
        app: appItem,
        flows: z.array(z.object({ name: z.string(), screens: z.array(screenItem) })),
        truncated: z.boolean(),
      },
      annotations: read,
    },
    ({ idOrSlug }) =>
      answer(ctx, log, async () => {
        const app = await findApp(ctx, idOrSlug);
        const screens = await listAppScreens(ctx, String(app.id));
        const flows: { name: string; screens: z.infer<typeof screenItem>[] }[] = [];
        for (const s of screens.slice(0, MAX_APP_SCREENS)) {
          const last = flows.at(-1);
          const item = toScreenItem(site, s, app);
          if (last?.name === s.flow) last.screens.push(item);
          else flows.push({ name: s.flow, screens: [item] });
        }
        return { data: { app: toAppItem(site, app), flows, truncated: screens.length > MAX_APP_SCREENS } };
      }),
  );

  server.registerTool(
    'get_screen',
    {
      title: 'Ver tela / Get screen',
      description:
        'Uma tela por id (ou id do registro), com link para a imagem no site. One screen by id (or record id), with a link to its image on the site.',
      inputSchema: { id: z.union([z.number().int().positive(), z.string().trim().min(1).max(200)]) },
      outputSchema: { screen: screenItem.extend({ altText: z.string().nullable() }) },
      annotations: read,
    },
    ({ id }) =>
      answer(ctx, log, async () => {
        const found = await ctx.db.screen.findFirst({ where: publicScreenWhere(String(id)), include: { app: true } });
        if (!found) throw new NotFoundError('SCREEN_NOT_FOUND', { id: String(id).slice(0, 100) });
        const item = toScreenItem(site, found, found.app);
        const link = {
          type: 'resource_link' as const,
          uri: item.imageUrl,
          name: `${found.app.name} — ${found.name}`,
          mimeType: 'image/webp',
          description: found.altText ?? found.name,
        };
        return { data: { screen: { ...item, altText: found.altText } }, extra: [link] };
      }),
  );

  server.registerTool(
    'list_tags',
    {
      title: 'Listar tags / List tags',
      description:
        'Tags de componentes das telas públicas, as mais usadas primeiro. Component tags of public screens, most used first.',
      inputSchema: {},
      outputSchema: { tags: z.array(z.object({ name: z.string(), count: z.number(), url: z.string() })) },
      annotations: read,
    },
    () =>
      answer(ctx, log, async () => {
        const tags = await tagCounts(ctx);
        return { data: { tags: tags.map((t) => ({ ...t, url: galleryPage(site, 'tag', t.name) })) } };
      }),
  );

  server.registerTool(
    'list_categories',
    {
      title: 'Listar categorias / List categories',
      description:
        'Categorias dos aplicativos, em português e inglês; as escondidas das abas do site marcadas (hidden). ' +
        "App categories, in Portuguese and English; those the site's tabs hide are marked (hidden).",
      inputSchema: {},
      outputSchema: {
        categories: z.array(z.object({ name: z.string(), nameEn: z.string(), url: z.string(), hidden: z.boolean() })),
      },
      annotations: read,
    },
    () =>
      answer(ctx, log, async () => {
        // The site's "Todos" tab is no category: no app carries it. Hidden ones are listed, marked.
        const categories = (await listCategories(ctx)).filter((c) => c.name !== ALL_CATEGORY);
        const item = (c: { name: string; nameEn: string | null; hidden: boolean }) => ({
          name: c.name,
          nameEn: categoryNameEn(c.name, c.nameEn),
          url: galleryPage(site, 'category', c.name),
          hidden: c.hidden,
        });
        return { data: { categories: categories.map(item) } };
      }),
  );
}
