import { z } from 'zod';
import type { Prisma, Screen } from '../generated/prisma/client.ts';
import { findApp, visibleApp } from './apps.ts';
import { resolveCategoryName } from './categories.ts';
import type { ServiceContext } from './context.ts';
import { fromZod, ValidationError } from './errors.ts';
import { containsNeedle } from './text.ts';
import { OTHER_FLOW } from './vocabulary.ts';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Spec section 4: flows alphabetical with "Other" last, then `order` within a flow. */
export function compareScreens(a: Screen, b: Screen): number {
  const flowA = a.flow || OTHER_FLOW;
  const flowB = b.flow || OTHER_FLOW;
  if (flowA !== flowB) {
    if (flowA === OTHER_FLOW) return 1;
    if (flowB === OTHER_FLOW) return -1;
    return collator.compare(flowA, flowB);
  }
  return a.order - b.order || a.id - b.id;
}

export async function listAppScreens(ctx: ServiceContext, idOrSlug: string, query: object = {}): Promise<Screen[]> {
  const app = await findApp(ctx, idOrSlug);
  const screens = (await ctx.db.screen.findMany({ ...query, where: { appId: app.id } })) as Screen[];
  return screens.sort(compareScreens);
}

const cleanList = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
const listInput = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => cleanList(Array.isArray(v) ? v : v.split(',')));

export const screenFilterSchema = z.object({
  tags: listInput.optional(),
  category: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200, 'search is too long (max 200 characters)').optional(),
  appId: z.number().int().positive().optional(),
});
export type ScreenFilterInput = z.input<typeof screenFilterSchema>;

/** The all-screens gallery: live apps only (no planned, no Hide), newest first. */
export async function screenListWhere(ctx: ServiceContext, input: ScreenFilterInput = {}) {
  const parsed = screenFilterSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const f = parsed.data;
  const app: Prisma.AppWhereInput[] = [visibleApp, { planned: false }];
  if (f.appId) app.push({ id: f.appId });
  if (f.country) app.push({ country: { equals: f.country, mode: 'insensitive' } });
  if (f.category) app.push({ categories: { has: (await resolveCategoryName(ctx, f.category)) ?? f.category } });
  const where: Prisma.ScreenWhereInput = { app: { AND: app } };
  if (f.tags?.length) where.tags = { hasEvery: f.tags };
  if (f.search) where.searchText = { contains: containsNeedle(f.search) };
  return where;
}

export const SCREEN_LIST_ORDER: Prisma.ScreenOrderByWithRelationInput[] = [{ id: 'desc' }];
export const PAGE_SIZE = { default: 50, max: 100 };

export function checkPageSize(first: number | null | undefined): number {
  const n = first ?? PAGE_SIZE.default;
  if (!Number.isInteger(n) || n < 1 || n > PAGE_SIZE.max) {
    throw new ValidationError([{ path: 'first', message: `first must be an integer between 1 and ${PAGE_SIZE.max}` }]);
  }
  return n;
}

export async function countScreens(ctx: ServiceContext, input: ScreenFilterInput = {}) {
  return ctx.db.screen.count({ where: await screenListWhere(ctx, input) });
}

/** Keyset pagination for the REST shim (GraphQL uses Pothos connections over the same where/order). */
export async function pageScreens(
  ctx: ServiceContext,
  input: ScreenFilterInput,
  page: { first?: number | null; after?: string | null },
) {
  const first = checkPageSize(page.first);
  let afterId: number | undefined;
  if (page.after) {
    // Ids are positive 32-bit integers; anything else (1e30, -1, 0x10) is not a cursor we issued.
    const m = /^screen:([1-9]\d{0,9})$/.exec(Buffer.from(page.after.slice(0, 64), 'base64url').toString('utf8'));
    afterId = m ? Number(m[1]) : 0;
    if (afterId < 1 || afterId > 2_147_483_647) {
      throw new ValidationError([{ path: 'after', message: 'after is not a valid cursor' }]);
    }
  }
  const where = await screenListWhere(ctx, input);
  const [rows, totalCount] = await Promise.all([
    ctx.db.screen.findMany({
      where: afterId ? { AND: [where, { id: { lt: afterId } }] } : where,
      orderBy: SCREEN_LIST_ORDER,
      take: first + 1,
      include: { app: true },
    }),
    ctx.db.screen.count({ where }),
  ]);
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return {
    items,
    totalCount,
    hasNextPage: rows.length > first,
    endCursor: last ? Buffer.from(`screen:${last.id}`).toString('base64url') : null,
  };
}
