import type { Category } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { normalizeText, slugify } from '../platform/text.ts';
import { CATEGORY_EN } from '../platform/vocabulary.ts';

export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  return ctx.db.category.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
}

/** A category's English name: the one an admin gave it, else the built-in word, else its name. */
export const categoryNameEn = (name: string, nameEn?: string | null) => nameEn ?? CATEGORY_EN[name] ?? name;

// One read of the categories per request, however many apps name theirs in English.
const englishByRequest = new WeakMap<object, Promise<Map<string, string>>>();

/** English names of categories by their pt names, read once per request context. */
export function categoryNamesEn(ctx: ServiceContext): Promise<Map<string, string>> {
  let names = englishByRequest.get(ctx);
  if (!names) {
    names = ctx.db.category
      .findMany({ select: { name: true, nameEn: true } })
      .then((rows) => new Map(rows.map((c) => [c.name, categoryNameEn(c.name, c.nameEn)])));
    englishByRequest.set(ctx, names);
  }
  return names;
}

/** Maps a URL value ("saude", "Saúde", "Health", a name before a rename) to the stored category name. */
export async function resolveCategoryName(ctx: ServiceContext, value: string): Promise<string | null> {
  // Spaces and hyphens alike: the web spells ?category= with hyphens ("urban-transport").
  const norm = (v: string) => slugify(normalizeText(v));
  const wanted = norm(value);
  const categories = await ctx.db.category.findMany({ select: { name: true, nameEn: true, formerNames: true } });
  const current = categories.find((c) => norm(c.name) === wanted || norm(categoryNameEn(c.name, c.nameEn)) === wanted);
  if (current) return current.name;
  const names = categories.map((c) => c.name);
  for (const name of Object.keys(CATEGORY_EN)) {
    if (!names.includes(name) && (norm(name) === wanted || norm(CATEGORY_EN[name] ?? '') === wanted)) {
      return name;
    }
  }
  return categories.find((c) => c.formerNames.some((n) => norm(n) === wanted))?.name ?? null;
}
