// The gallery's filters as SQL over "Screen" s JOIN "App" a: public visibility always, then whatever
// the visitor chose. Facet counts reuse it with one dimension left out.
import { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { lifecycleSql } from '../catalogue/apps.ts';
import { resolveCategoryName } from '../catalogue/categories.ts';
import { normalizeTags } from '../catalogue/tags.ts';
import { countryInput, resolveCountry, vocabularyInput } from '../catalogue/vocabulary-input.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod } from '../platform/errors.ts';
import { APP_LIFECYCLES } from '../platform/vocabulary.ts';
import { planSearch, tsquery } from '../search/search.ts';
import { colourMatch, normalizeHex } from './gallery-colour.ts';

const cleanList = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
const listInput = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => cleanList(Array.isArray(v) ? v : v.split(',')));

export const screenFilterSchema = z.object({
  // Old links in another case (?tag=Card) still find the tag.
  tags: listInput.transform(normalizeTags).optional(),
  category: z.string().trim().max(100).optional(),
  country: countryInput.optional(),
  platform: vocabularyInput('platform').optional(),
  type: vocabularyInput('type').optional(),
  /** An app's slug (or id), for "this app's screens" in the gallery. */
  app: z.string().trim().max(200).optional(),
  search: z.string().trim().max(200, 'FIELD_TOO_LONG').optional(),
  appId: z.number().int().positive().optional(),
  /** The search's words must be found in the screenshot's own text (OCR), not its name or tags. */
  inImageText: z.boolean().optional(),
  /** Live apps' screens (the default), retired apps' (issue 61), or both; one app's: both unless said. */
  status: z.enum(APP_LIFECYCLES, { message: 'FIELD_ONE_OF' }).optional(),
  /** A colour the screen's palette must hold (near it in OKLab, see gallery-colour.ts): '#1351b4'. */
  colour: z
    .string()
    .trim()
    .max(7, 'FIELD_TOO_LONG')
    .transform((v, ctx) => {
      if (v === '') return undefined;
      const hex = normalizeHex(v);
      if (!hex) ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID' });
      return hex ?? undefined;
    })
    .optional(),
});
export type ScreenFilterInput = z.input<typeof screenFilterSchema>;
export type FacetDimension = 'tags' | 'category' | 'country' | 'platform' | 'type' | 'app';

export const GALLERY_FROM = Prisma.sql`FROM "Screen" s JOIN "App" a ON a.id = s."appId"`;
/** An app whose screens the public may see (not planned, not hidden), as `a`. */
export const PUBLIC_APP = Prisma.sql`a.planned = false AND a.hidden = false`;
/** An app whose screens the public gallery and its counts show: public and not retired (issue 61). */
export const LIVE_APP = Prisma.sql`a.planned = false AND a.hidden = false AND a."retiredAt" IS NULL`;

/** WHERE conditions shared by pages, counts and facets; `q` is the search's tsquery, if any. */
export async function galleryConditions(ctx: ServiceContext, input: ScreenFilterInput, except?: FacetDimension) {
  const parts = await galleryFilterParts(ctx, input);
  return { where: parts.where(except), q: parts.q, filter: parts.filter };
}

type AppCondition = { sql: Prisma.Sql; dimension?: FacetDimension };

/**
 * The filter split by table: conditions on the screen row (visibility, tags, search) and on its app
 * (each tagged with the facet dimension it belongs to, which that dimension's counts leave out).
 * Facets count screens per app once with the first and apply the second per dimension.
 */
export async function galleryFilterParts(ctx: ServiceContext, input: ScreenFilterInput) {
  const parsed = screenFilterSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const f = parsed.data;
  const one = f.app !== undefined || f.appId !== undefined;
  const app: AppCondition[] = [{ sql: PUBLIC_APP }, { sql: lifecycleSql(f.status ?? (one ? 'all' : 'live')) }];
  if (f.appId) app.push({ sql: Prisma.sql`a.id = ${f.appId}` });
  if (f.app) {
    const sql = /^\d{1,9}$/.test(f.app)
      ? Prisma.sql`a.id = ${Number(f.app)}`
      : Prisma.sql`a.slug = ${f.app.toLowerCase()}`;
    app.push({ sql, dimension: 'app' });
  }
  const country = await resolveCountry(ctx, f.country);
  if (country) app.push({ sql: Prisma.sql`a.country = ${country}`, dimension: 'country' });
  if (f.platform) app.push({ sql: Prisma.sql`a.platform::text = ${f.platform}`, dimension: 'platform' });
  if (f.type) app.push({ sql: Prisma.sql`a.type::text = ${f.type}`, dimension: 'type' });
  if (f.category) {
    const name = (await resolveCategoryName(ctx, f.category)) ?? f.category;
    app.push({ sql: Prisma.sql`${name} = ANY(a.categories)`, dimension: 'category' });
  }
  // With a colour and no search, every screen condition is on the colour filter's narrow copy of the
  // screen (id, appId, appRank, hidden, tags beside the palette): pages and counts read it as `s`.
  const narrow = f.colour !== undefined && !f.search;
  const screens = narrow ? Prisma.sql`"ScreenColourFilter"` : Prisma.sql`"Screen"`;
  const screen: AppCondition[] = [{ sql: Prisma.sql`s.hidden = false` }];
  if (f.tags?.length) screen.push({ sql: Prisma.sql`s.tags @> ${f.tags}::text[]`, dimension: 'tags' });
  if (f.colour)
    screen.push({
      sql: narrow
        ? colourMatch(f.colour)
        : Prisma.sql`s.id IN (SELECT k.id FROM "ScreenColourFilter" k WHERE ${colourMatch(f.colour, Prisma.raw('k'))})`,
    });
  const plan = f.search ? await planSearch(ctx, f.search) : [];
  const q = plan.length ? tsquery(plan, { weights: f.inImageText ? 'D' : undefined }) : null;
  if (q) screen.push({ sql: Prisma.sql`s."searchVector" @@ (${q})` });
  else if (f.search) screen.push({ sql: Prisma.sql`false` }); // only stop words or punctuation: nothing matches
  const join = (conditions: AppCondition[], except?: FacetDimension) =>
    Prisma.join(
      conditions.filter((c) => c.dimension === undefined || c.dimension !== except).map((c) => c.sql),
      ' AND ',
    );
  return {
    q,
    /** The search's words with the words each may stand for (empty without a search). */
    plan,
    filter: f,
    /** The table the screen conditions read as `s`: "Screen", or its colour filter copy. */
    screens,
    /** `screens` as s joined to its "App" a. */
    from: Prisma.sql`FROM ${screens} s JOIN "App" a ON a.id = s."appId"`,
    /** Conditions on `screens` s alone. */
    screenWhere: join(screen),
    /** Conditions on "App" a alone, without `except`'s own. */
    appWhere: (except?: FacetDimension) => join(app, except),
    /** Both, for queries over `from`. */
    where: (except?: FacetDimension) => join([...screen, ...app], except),
  };
}
