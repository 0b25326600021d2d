// What a sync leaves alone on a synced record: the fields an admin edited here (`adminEdited`, see
// services/admin/admin-edits.ts) keep their values; everything else is Airtable's again.
import type { EditedEntity } from '../services/admin/admin-edits.ts';

/** The columns each admin-edited field stands for (a rename keeps the slug; a status its planned flags). */
const COLUMNS: Record<EditedEntity, Record<string, string[]>> = {
  App: {
    name: ['name', 'slug'],
    status: ['status', 'planned', 'plannedOverride'],
    logo: ['cloudinaryLogo'],
  },
  Category: { icon: ['cloudinaryIconUrl'] },
  Screen: { imageUrl: ['cloudinaryUrl'] },
};

/** `content` with the admin's values in place of Airtable's for each field the record marks as edited. */
export function keepEdited<T extends object>(
  content: T,
  existing: ({ adminEdited: string[] } & object) | undefined,
  entity: EditedEntity,
): T {
  if (!existing?.adminEdited.length) return content;
  const out = { ...content } as Record<string, unknown>;
  const held = existing as unknown as Record<string, unknown>;
  for (const field of existing.adminEdited) {
    for (const column of COLUMNS[entity][field] ?? [field]) if (column in out) out[column] = held[column];
  }
  return out as T;
}
