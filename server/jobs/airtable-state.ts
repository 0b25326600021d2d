// What the sync keeps around its upserts: the lookups it starts from, hiding what a complete
// listing no longer has, screen counts, and the image migrations queued at the end.
import type { Entity } from '../airtable/field-names.ts';
import type { Db } from '../db/database.ts';
import { queueMigration } from '../services/admin/image-tools.ts';
import { MIGRATION_TYPES } from '../services/platform/job-contracts.ts';
import { normalizeText } from '../services/platform/text.ts';
import { HIDE } from '../services/platform/vocabulary.ts';
import type { AppRef, SyncState } from './airtable-upsert.ts';

export async function loadState(db: Db): Promise<SyncState> {
  const [tombstones, categories, apps] = await Promise.all([
    db.deletedRecord.findMany({ select: { airtableId: true } }),
    db.category.findMany({ select: { name: true, airtableId: true } }),
    db.app.findMany({
      select: { id: true, airtableId: true, name: true, searchText: true, categories: true, syncedAt: true },
    }),
  ]);
  const categoryNames = new Map<string, string>();
  for (const c of categories) {
    categoryNames.set(normalizeText(c.name), c.name);
    if (c.airtableId) categoryNames.set(c.airtableId, c.name);
  }
  const byAirtableId = new Map<string, AppRef>();
  const byName = new Map<string, AppRef>();
  // Synced apps last, so an app name shared with a demo app resolves to the synced one.
  for (const a of [...apps].sort((x, y) => Number(!!x.syncedAt) - Number(!!y.syncedAt))) {
    const ref = { id: a.id, searchText: a.searchText, categories: a.categories };
    if (a.airtableId) byAirtableId.set(a.airtableId, ref);
    byName.set(normalizeText(a.name), ref);
  }
  return {
    now: new Date(),
    tombstones: new Set(tombstones.map((t) => t.airtableId)),
    categoryNames,
    apps: { byAirtableId, byName },
    screenOwner: new Map(),
  };
}

/** Synced records that a complete listing no longer has: hidden, so they can come back. */
export async function hideMissing(db: Db, entity: Entity, seen: Set<string>, _s: SyncState): Promise<number> {
  // A table that lists nothing at all is far likelier a renamed table or a broken view than a base
  // emptied on purpose: hiding the whole site over it would be the worse mistake.
  if (seen.size === 0) return 0;
  const synced = { syncedAt: { not: null } };
  const ids = (rows: { id: number; airtableId: string | null }[]) =>
    rows.filter((r) => r.airtableId && !seen.has(r.airtableId)).map((r) => r.id);
  if (entity === 'categories') {
    const missing = ids(await db.category.findMany({ where: { ...synced, hidden: false } }));
    return (await db.category.updateMany({ where: { id: { in: missing } }, data: { hidden: true } })).count;
  }
  if (entity === 'apps') {
    const live = { hidden: false };
    const missing = ids(
      await db.app.findMany({ where: { ...synced, ...live }, select: { id: true, airtableId: true } }),
    );
    return (await db.app.updateMany({ where: { id: { in: missing } }, data: { status: HIDE } })).count;
  }
  const rows = await db.screen.findMany({
    where: { ...synced, hidden: false },
    select: { id: true, airtableId: true, appId: true },
  });
  const missing = new Set(ids(rows));
  return (await db.screen.updateMany({ where: { id: { in: [...missing] } }, data: { hidden: true } })).count;
}

/** One migration per type, unless one of that type is still waiting (it will see the new records). */
export async function queueMigrations(db: Db): Promise<number> {
  const waiting = await db.job.findMany({
    where: { kind: 'image-migration', status: 'queued' },
    select: { params: true },
  });
  const waitingTypes = new Set(waiting.map((j) => (j.params as { type?: string }).type));
  let queued = 0;
  for (const type of MIGRATION_TYPES) {
    if (waitingTypes.has(type)) continue;
    await queueMigration({ db }, type);
    queued++;
  }
  return queued;
}
