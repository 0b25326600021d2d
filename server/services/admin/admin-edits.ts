// Admin edits to records that came from Airtable: the fields an admin changed are listed on the record
// (`adminEdited`), the sync keeps them, and the admin can hand a field back to Airtable (the next sync
// writes Airtable's value again). Records created here are never synced, so they carry no marks.
import { z } from 'zod';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, NotFoundError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';

/** What an admin can edit per synced entity; each name is one field the sync keeps whole. */
export const EDITABLE_FIELDS = {
  App: ['name', 'type', 'platform', 'categories', 'country', 'language', 'url', 'appInfo', 'status', 'logo'],
  Category: ['name', 'nameEn', 'icon', 'sortOrder', 'hidden'],
  Screen: ['appId', 'name', 'description', 'altText', 'imageUrl', 'tags', 'flow', 'order', 'category'],
} as const;
export type EditedEntity = keyof typeof EDITABLE_FIELDS;

/** The marks after an edit: the record's earlier ones plus `fields`; none on a record not synced. */
export function markEdited(record: { syncedAt: Date | null; adminEdited: string[] }, fields: string[]): string[] {
  if (!record.syncedAt) return record.adminEdited;
  return [...new Set([...record.adminEdited, ...fields])].sort();
}

/** The fields that differ between two versions of a record (a field sent with its old value is no edit). */
export function differing(before: object, after: object, fields: readonly string[]): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return fields.filter((k) => k in b && JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null));
}

export const releaseSchema = z.object({
  entity: z.enum(['App', 'Category', 'Screen'], { message: 'FIELD_ONE_OF' }),
  id: z.coerce.number().int('FIELD_POSITIVE_INTEGER').min(1, 'FIELD_POSITIVE_INTEGER').max(2_147_483_647),
  // No field: every mark of the record goes back.
  field: z.string().max(40).optional(),
});

/** Hands a field (or all of them) back to Airtable: the next sync overwrites it again. */
export async function releaseAdminEdit(ctx: ServiceContext, input: Input): Promise<string[]> {
  const viewer = await requireAdmin(ctx);
  const parsed = releaseSchema.safeParse(await readInput(input));
  if (!parsed.success) throw fromZod(parsed.error);
  const { entity, id, field } = parsed.data;
  return ctx.db.$transaction(async (tx) => {
    const table = {
      App: tx.app,
      Category: tx.category,
      Screen: tx.screen,
    }[entity] as unknown as {
      findUnique(a: object): Promise<{ adminEdited: string[]; name: string } | null>;
      update(a: object): Promise<unknown>;
    };
    const row = await table.findUnique({ where: { id }, select: { adminEdited: true, name: true } });
    if (!row)
      throw new NotFoundError(
        entity === 'App' ? 'APP_NOT_FOUND' : entity === 'Screen' ? 'SCREEN_NOT_FOUND' : 'CATEGORY_NOT_FOUND',
        { id },
      );
    const left = field ? row.adminEdited.filter((f) => f !== field) : [];
    await table.update({ where: { id }, data: { adminEdited: left } });
    await recordAudit(tx, viewer, {
      action: 'airtable.release',
      entity,
      entityId: id,
      summary: `Handed ${field ?? 'every field'} of "${row.name}" back to Airtable`,
      before: { adminEdited: row.adminEdited },
      after: { adminEdited: left },
    });
    return left;
  });
}
