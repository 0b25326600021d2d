// The gallery's filters as SQL over "Screen" s JOIN "App" a: public visibility always, then whatever
// the visitor chose. Facet counts reuse it with one dimension left out.
import { z } from 'zod';
import { Prisma } from '../generated/prisma/client.ts';
import { resolveCategoryName } from './categories.ts';
import type { ServiceContext } from './context.ts';
import { fromZod } from './errors.ts';
import { planSearch, tsquery } from './search.ts';
import { normalizeText } from './text.ts';
import { APP_TYPES, HIDE, PLATFORMS } from './vocabulary.ts';

const cleanList = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
const listInput = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => cleanList(Array.isArray(v) ? v : v.split(',')));
const oneOf = <T extends readonly string[]>(values: T, name: string) =>
  z
    .string()
    .trim()
    .transform((v) => values.find((x) => normalizeText(x).replace('-', '') === normalizeText(v).replace('-', '')))
    .refine((v) => v !== undefined, { message: `${name} must be one of ${values.join(', ')}` });

export const screenFilterSchema = z.object({
  tags: listInput.optional(),
  category: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  platform: oneOf(PLATFORMS, 'platform').optional(),
  type: oneOf(APP_TYPES, 'type').optional(),
  /** An app's slug (or id), for "this app's screens" in the gallery. */
  app: z.string().trim().max(200).optional(),
  search: z.string().trim().max(200, 'search is too long (max 200 characters)').optional(),
  appId: z.number().int().positive().optional(),
});
export type ScreenFilterInput = z.input<typeof screenFilterSchema>;
export type FacetDimension = 'tags' | 'category' | 'country' | 'platform' | 'type' | 'app';

export const GALLERY_FROM = Prisma.sql`FROM "Screen" s JOIN "App" a ON a.id = s."appId"`;

/** WHERE conditions shared by pages, counts and facets; `q` is the search's tsquery, if any. */
export async function galleryConditions(ctx: ServiceContext, input: ScreenFilterInput, except?: FacetDimension) {
  const parsed = screenFilterSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const f = parsed.data;
  const and: Prisma.Sql[] = [
    Prisma.sql`s.hidden = false`,
    Prisma.sql`a.planned = false`,
    Prisma.sql`(a.status IS NULL OR a.status <> ${HIDE})`,
  ];
  if (f.appId) and.push(Prisma.sql`a.id = ${f.appId}`);
  if (f.app && except !== 'app') {
    and.push(
      /^\d{1,9}$/.test(f.app) ? Prisma.sql`a.id = ${Number(f.app)}` : Prisma.sql`a.slug = ${f.app.toLowerCase()}`,
    );
  }
  if (f.country && except !== 'country') and.push(Prisma.sql`lower(a.country) = lower(${f.country})`);
  if (f.platform && except !== 'platform') and.push(Prisma.sql`a.platform::text = ${f.platform}`);
  if (f.type && except !== 'type') and.push(Prisma.sql`a.type::text = ${f.type}`);
  if (f.category && except !== 'category') {
    const name = (await resolveCategoryName(ctx, f.category)) ?? f.category;
    and.push(Prisma.sql`${name} = ANY(a.categories)`);
  }
  if (f.tags?.length && except !== 'tags') and.push(Prisma.sql`s.tags @> ${f.tags}::text[]`);
  const plan = f.search ? await planSearch(ctx, f.search) : [];
  const q = plan.length ? tsquery(plan) : null;
  if (q) and.push(Prisma.sql`s."searchVector" @@ (${q})`);
  else if (f.search) and.push(Prisma.sql`false`); // only stop words or punctuation: nothing matches
  return { where: Prisma.join(and, ' AND '), q, filter: f };
}
