import type { Category } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { normalizeText } from '../platform/text.ts';
import { CATEGORY_EN } from '../platform/vocabulary.ts';

export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  return ctx.db.category.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
}

export const categoryNameEn = (name: string) => CATEGORY_EN[name] ?? name;

/** Maps a URL value ("saude", "Saúde", "Health") to the stored category name, if one exists. */
export async function resolveCategoryName(ctx: ServiceContext, value: string): Promise<string | null> {
  const wanted = normalizeText(value);
  const categories = await ctx.db.category.findMany({ select: { name: true } });
  const names = categories.map((c) => c.name);
  for (const name of Object.keys(CATEGORY_EN)) if (!names.includes(name)) names.push(name);
  return names.find((n) => normalizeText(n) === wanted || normalizeText(categoryNameEn(n)) === wanted) ?? null;
}
