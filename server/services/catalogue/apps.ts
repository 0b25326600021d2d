import { z } from 'zod';
import { type App, Prisma } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, NotFoundError } from '../platform/errors.ts';
import { normalizeText } from '../platform/text.ts';
import { APP_LIFECYCLES, type AppSort, PLANNED, SORTS } from '../platform/vocabulary.ts';
import { type AppMatch, byMatch, markExact, searchApps } from '../search/app-search.ts';
import { resolveCategoryName } from './categories.ts';
import { appNameOrder } from './name-order.ts';
import { countryInput, resolveCountry, vocabularyInput } from './vocabulary-input.ts';

export const appFilterSchema = z.object({
  type: vocabularyInput('type').optional(),
  platform: vocabularyInput('platform').optional(),
  search: z.string().trim().max(200, 'FIELD_TOO_LONG').optional(),
  category: z.string().trim().max(100).optional(),
  country: countryInput.optional(),
  sort: z.enum(SORTS, { message: 'FIELD_ONE_OF' }).default('none'),
  /** Services still running (the default), retired ones (issue 61), or both. */
  status: z.enum(APP_LIFECYCLES, { message: 'FIELD_ONE_OF' }).default('live'),
});
export type AppFilterInput = z.input<typeof appFilterSchema>;

/** Public visibility: Hide apps never appear on public pages. */
export const visibleApp: Prisma.AppWhereInput = { hidden: false };

/** Live, retired or both, as SQL on "App" a (the gallery's and the list's filter, issue 61). */
export function lifecycleSql(status: (typeof APP_LIFECYCLES)[number] | undefined) {
  if (status === 'all') return Prisma.sql`true`;
  return status === 'retired' ? Prisma.sql`a."retiredAt" IS NOT NULL` : Prisma.sql`a."retiredAt" IS NULL`;
}

/** The list's conditions on "App" a, as SQL (one query shaped for the list reads it; see listAppRows). */
async function conditionsFor(ctx: ServiceContext, f: z.output<typeof appFilterSchema>, ranks?: Map<number, AppMatch>) {
  const and: Prisma.Sql[] = [Prisma.sql`a.hidden = false`, lifecycleSql(f.status)];
  if (f.type) and.push(Prisma.sql`a.type::text = ${f.type}`);
  if (f.platform) and.push(Prisma.sql`a.platform::text = ${f.platform}`);
  const country = await resolveCountry(ctx, f.country);
  if (country) and.push(Prisma.sql`a.country = ${country}`);
  if (ranks) and.push(Prisma.sql`a.id = ANY(${[...ranks.keys()]}::int[])`);
  if (f.category && normalizeText(f.category) !== 'todos' && normalizeText(f.category) !== 'all') {
    const name = await resolveCategoryName(ctx, f.category);
    // Planned apps live only under the Planejado tab; every other tab lists live apps.
    and.push(
      name === PLANNED
        ? Prisma.sql`a.planned = true`
        : Prisma.sql`a.planned = false AND ${name ?? f.category} = ANY(a.categories)`,
    );
  }
  return Prisma.join(and, ' AND ');
}

/** The one column each sort orders by (biggest first), besides planned last and the name. */
const SORT_KEY: Record<AppSort, Prisma.Sql | null> = {
  none: null,
  latest: Prisma.sql`floor(extract(epoch FROM a."updatedAt") * 1000)`,
  screens: Prisma.sql`a."screenCount"`,
  views: Prisma.sql`a."viewCount"`,
};

function compare(sort: AppSort, ranks?: Map<number, AppMatch>) {
  return (a: ListedRow, b: ListedRow) => {
    if (a.planned !== b.planned) return a.planned ? 1 : -1;
    let d = 0;
    if (ranks && sort === 'none') d = byMatch(ranks.get(a.id), ranks.get(b.id));
    else if (sort !== 'none') d = b.key - a.key;
    return d || a.nameRank - b.nameRank || a.id - b.id;
  };
}

/** How an app listed by a search matched it: strong (name or description) or weak (elsewhere). */
export type SearchMatch = 'strong' | 'weak';
export type ListedApp = App & { searchMatch?: SearchMatch };

type ListedRow = Pick<App, 'id' | 'name' | 'planned'> & {
  key: number;
  nameRank: number;
  json?: string;
  searchMatch?: SearchMatch;
};
const RECORD = '\u001e';
const FIELD = '\u001f';

/**
 * The visible apps in the list's order (planned last; with a search, best matches first, each marked
 * strong or weak). One query, one row: each app's sort keys as one text record and, with `json`, its
 * stored REST document (App.listJson, kept by the database), both aggregated in the scan's one order,
 * so keys[i] and docs[i] are one app (the order itself does not matter: sorted below). At 2,000 apps,
 * 2,000 rows mapped one by one took longer than the database took to find them, and building the keys
 * as JSON took PostgreSQL twice as long as plain text (10 against 4.5 ms); the documents are JSON, whose
 * control characters are escaped, and a name's separators are blanked, so neither can split a record.
 */
export async function listAppRows(
  ctx: ServiceContext,
  input: AppFilterInput = {},
  options: { json?: boolean } = {},
): Promise<ListedRow[]> {
  const parsed = appFilterSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const search = parsed.data.search;
  const ranks = search ? await searchApps(ctx, search) : undefined;
  const [found] = await ctx.db.$queryRaw<{ keys: string | null; docs: string | null }[]>`
    SELECT string_agg(concat_ws(${FIELD}, a.id, a.planned::int, ${SORT_KEY[parsed.data.sort] ?? Prisma.sql`0`},
             translate(a.name, ${RECORD + FIELD}, '  ')), ${RECORD}) AS keys,
           ${options.json ? Prisma.sql`string_agg(a."listJson", ${RECORD})` : Prisma.sql`NULL`} AS docs
    FROM "App" a WHERE ${await conditionsFor(ctx, parsed.data, ranks)}`;
  const docs = found?.docs?.split(RECORD);
  const rows = (found?.keys?.split(RECORD) ?? []).map((record, i): ListedRow => {
    const [id, planned, key, name] = record.split(FIELD, 4) as string[];
    return {
      id: Number(id),
      name: name as string,
      planned: planned === '1',
      key: Number(key),
      nameRank: 0,
      json: docs?.[i],
    };
  });
  const nameRanks = appNameOrder.ranksFor(rows.map((r) => r.name));
  rows.forEach((row, i) => {
    row.nameRank = nameRanks[i] as number;
  });
  if (!ranks || !search) return rows.sort(compare(parsed.data.sort));
  markExact(ranks, rows, search);
  for (const row of rows) row.searchMatch = ranks.get(row.id)?.strong ? 'strong' : 'weak';
  return rows.sort(compare(parsed.data.sort, ranks));
}

/** The same list as whole apps, loaded with `query` (the GraphQL selection, so relations load in batch). */
export async function listApps(
  ctx: ServiceContext,
  input: AppFilterInput = {},
  query: object = {},
): Promise<ListedApp[]> {
  const rows = await listAppRows(ctx, input);
  const apps = (await ctx.db.app.findMany({ ...query, where: { id: { in: rows.map((r) => r.id) } } })) as App[];
  const byId = new Map(apps.map((a) => [a.id, a]));
  return rows.flatMap((r) => {
    const app = byId.get(r.id);
    return app ? [r.searchMatch ? Object.assign(app, { searchMatch: r.searchMatch }) : app] : [];
  });
}

function uniqueWhere(idOrSlug: string): Prisma.AppWhereUniqueInput | null {
  const key = idOrSlug.trim();
  if (/^\d{1,9}$/.test(key)) return { id: Number(key) };
  if (/^[\w-]{1,200}$/.test(key)) return { slug: key.toLowerCase() };
  return null;
}

/**
 * An app by id, slug or a slug it had before a rename (the edges redirect those to the current slug:
 * see `movedSlug`).
 */
export async function findApp(ctx: ServiceContext, idOrSlug: string, query: object = {}): Promise<App> {
  const where = uniqueWhere(idOrSlug);
  let app = where ? ((await ctx.db.app.findUnique({ ...query, where })) as App | null) : null;
  if (!app && where?.slug) {
    app = (await ctx.db.app.findFirst({ ...query, where: { formerSlugs: { has: where.slug } } })) as App | null;
  }
  if (!app || app.hidden) throw new NotFoundError('APP_NOT_FOUND', { id: idOrSlug.slice(0, 100) });
  return app;
}

/** The current slug when `idOrSlug` was one of the app's old slugs (its links redirect there), else null. */
export function movedSlug(app: Pick<App, 'slug'>, idOrSlug: string): string | null {
  const key = idOrSlug.trim().toLowerCase();
  return /^\d{1,9}$/.test(key) || key === app.slug ? null : app.slug;
}

/**
 * A cheap, real view counter; raw SQL so the bump does not touch updatedAt (the "latest" sort).
 * One client address moves an app's count once per window, so looping cannot push an app up.
 */
export async function recordAppView(ctx: ServiceContext, idOrSlug: string): Promise<number> {
  const app = await findApp(ctx, idOrSlug);
  if (!(await ctx.limits.firstView(app.id, ctx.clientIp))) return app.viewCount;
  const rows = await ctx.db.$queryRaw<{ viewCount: number }[]>`
    UPDATE "App" SET "viewCount" = "viewCount" + 1 WHERE id = ${app.id} RETURNING "viewCount"`;
  ctx.changes.emit({ kind: 'views' });
  return Number(rows[0]?.viewCount ?? app.viewCount + 1);
}
