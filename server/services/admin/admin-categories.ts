// Categories from the admin pages (admin only, audited): create with the pt and en names the tab strip
// and `?category=` match on, rename (old names keep finding the category), order, hide, icon from a file.
// Todos and Planejado are the planned-app rule's: never renamed nor hidden.
import { z } from 'zod';
import type { Category, Prisma } from '../../generated/prisma/client.ts';
import { takeInImageFile } from '../catalogue/image-file-intake.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError, fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { hasControl, normalizeText } from '../platform/text.ts';
import { ALL_CATEGORY, CATEGORY_EN, PLANNED } from '../platform/vocabulary.ts';
import { appSearchText } from '../search/search-text.ts';
import { parseAppId } from './admin-app-input.ts';
import { refreshScreenText } from './admin-apps.ts';
import { differing, EDITABLE_FIELDS, markEdited } from './admin-edits.ts';

type Tx = Prisma.TransactionClient;
export const PROTECTED_CATEGORIES: readonly string[] = [ALL_CATEGORY, PLANNED];

const name = z
  .string()
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .max(100, 'FIELD_TOO_LONG')
  .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT');
export const categorySchema = z.object({
  name: name.optional(),
  nameEn: name.optional(),
  hidden: z.boolean().optional(),
  sortOrder: z.number().int('FIELD_POSITIVE_INTEGER').min(0).max(100_000).optional(),
});

function parse(body: unknown) {
  const parsed = categorySchema.safeParse(body ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  return parsed.data;
}

async function categoryOrThrow(tx: Tx, id: number): Promise<Category> {
  const c = await tx.category.findUnique({ where: { id } });
  if (!c) throw new NotFoundError('CATEGORY_NOT_FOUND', { id });
  return c;
}

/** A name (pt or en) another category already answers to is refused, naming that category. */
async function checkNames(tx: Tx, names: string[], selfId?: number) {
  const wanted = new Set(names.map(normalizeText));
  for (const c of await tx.category.findMany({ where: selfId ? { id: { not: selfId } } : {} })) {
    const theirs = [c.name, c.nameEn ?? CATEGORY_EN[c.name] ?? c.name].map(normalizeText);
    if (theirs.some((n) => wanted.has(n))) {
      throw new ValidationError([issue('name', 'CATEGORY_NAME_TAKEN', { name: c.name })]);
    }
  }
}

export async function createCategory(ctx: ServiceContext, input: Input): Promise<Category> {
  const viewer = await requireAdmin(ctx);
  const data = parse(await readInput(input));
  if (!data.name) throw new ValidationError([issue('name', 'FIELD_REQUIRED')]);
  const names = { name: data.name, nameEn: data.nameEn ?? data.name };
  const created = await ctx.db.$transaction(async (tx) => {
    await checkNames(tx, [names.name, names.nameEn]);
    const last = await tx.category.aggregate({ _max: { sortOrder: true } });
    const category = await tx.category.create({
      data: { ...names, hidden: data.hidden ?? false, sortOrder: data.sortOrder ?? (last._max.sortOrder ?? 0) + 1 },
    });
    await recordAudit(tx, viewer, {
      action: 'category.create',
      entity: 'Category',
      entityId: category.id,
      summary: `Created category "${category.name}"`,
      after: category,
    });
    return category;
  });
  ctx.changes.emit({ kind: 'catalogue' });
  return created;
}

/** Apps and screens carry the category by name: a rename moves them, and their search words, along. */
async function renameInRecords(tx: Tx, from: string, to: string) {
  const apps = await tx.app.findMany({ where: { categories: { has: from } } });
  for (const app of apps) {
    const categories = app.categories.map((c) => (c === from ? to : c));
    const searchText = appSearchText({ ...app, categories });
    await tx.app.update({ where: { id: app.id }, data: { categories, searchText } });
    await refreshScreenText(tx, app.id, searchText);
  }
  await tx.screen.updateMany({ where: { category: from }, data: { category: to } });
}

export async function updateCategory(ctx: ServiceContext, rawId: unknown, input: Input): Promise<Category> {
  const viewer = await requireAdmin(ctx);
  const id = parseAppId(rawId);
  const data = parse(await readInput(input));
  const updated = await ctx.db.$transaction(async (tx) => {
    const before = await categoryOrThrow(tx, id);
    const oldEn = before.nameEn ?? CATEGORY_EN[before.name] ?? before.name;
    const renamed =
      (data.name !== undefined && data.name !== before.name) || (data.nameEn !== undefined && data.nameEn !== oldEn);
    if (PROTECTED_CATEGORIES.includes(before.name) && (renamed || data.hidden)) {
      throw new ConflictError('CATEGORY_PROTECTED', { name: before.name });
    }
    const next: Prisma.CategoryUpdateInput = { ...data };
    if (renamed) {
      const to = { name: data.name ?? before.name, nameEn: data.nameEn ?? oldEn };
      await checkNames(tx, [to.name, to.nameEn], id);
      // Old links (`?category=saude`) keep finding it; a name it takes back is no longer "former".
      next.formerNames = [...new Set([...before.formerNames, before.name, oldEn])].filter(
        (n) => n !== to.name && n !== to.nameEn,
      );
      if (to.name !== before.name) await renameInRecords(tx, before.name, to.name);
    }
    const edited = differing(before, data, EDITABLE_FIELDS.Category);
    const after = await tx.category.update({
      where: { id },
      data: { ...next, adminEdited: markEdited(before, edited) },
    });
    await recordAudit(tx, viewer, {
      action: 'category.update',
      entity: 'Category',
      entityId: id,
      summary: `Edited category "${before.name}" (${edited.join(', ') || 'nothing'})`,
      before,
      after,
    });
    return after;
  });
  ctx.changes.emit({ kind: 'catalogue' });
  return updated;
}

/** Sets the tab strip's order: `ids` lists categories first to last (the rest keep their place after). */
export async function reorderCategories(ctx: ServiceContext, ids: number[]): Promise<Category[]> {
  const viewer = await requireAdmin(ctx);
  if (ids.length > 500 || new Set(ids).size !== ids.length) throw new ValidationError([issue('ids', 'LIST_TOO_LONG')]);
  await ctx.db.$transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      const before = await categoryOrThrow(tx, id);
      if (before.sortOrder === position) continue;
      await tx.category.update({
        where: { id },
        data: { sortOrder: position, adminEdited: markEdited(before, ['sortOrder']) },
      });
    }
    await recordAudit(tx, viewer, {
      action: 'category.reorder',
      entity: 'Category',
      entityId: ids[0] ?? 0,
      summary: `Reordered ${ids.length} categories`,
      after: { ids },
    });
  });
  ctx.changes.emit({ kind: 'catalogue' });
  return ctx.db.category.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
}

/** An icon from a file, cleaned and stored on the image host like a logo. */
export async function setCategoryIcon(ctx: ServiceContext, rawId: unknown, readBytes: () => Promise<Buffer>) {
  const viewer = await requireAdmin(ctx);
  const id = parseAppId(rawId);
  const current = await categoryOrThrow(ctx.db, id);
  const hosted = await takeInImageFile(ctx, {
    bytes: await readBytes(),
    kind: 'categories',
    name: current.name,
    path: 'icon',
  });
  const updated = await ctx.db.$transaction(async (tx) => {
    const before = await categoryOrThrow(tx, id);
    const after = await tx.category.update({
      where: { id },
      data: { iconUrl: hosted, cloudinaryIconUrl: hosted, adminEdited: markEdited(before, ['icon']) },
    });
    await recordAudit(tx, viewer, {
      action: 'category.icon',
      entity: 'Category',
      entityId: id,
      summary: `New icon for category "${before.name}"`,
      before: { iconUrl: before.iconUrl, cloudinaryIconUrl: before.cloudinaryIconUrl },
      after: { iconUrl: after.iconUrl, cloudinaryIconUrl: after.cloudinaryIconUrl },
    });
    return after;
  });
  ctx.changes.emit({ kind: 'catalogue' });
  return updated;
}
