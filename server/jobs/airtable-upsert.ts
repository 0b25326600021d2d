// One Airtable record into our tables. Airtable is the source of truth for records that came from
// it (syncedAt set): their fields are overwritten. Records created here (demo, admin) are never
// touched even when an id or name collides, and records an admin deleted stay deleted.
import type { AppRow, CategoryRow, ScreenRow } from '../airtable/records.ts';
import { isRecordId } from '../airtable/values.ts';
import type { Db } from '../db/database.ts';
import type { App, Category, Screen } from '../generated/prisma/client.ts';
import { uniqueSlug } from '../services/catalogue/app-create.ts';
import { normalizeTags } from '../services/catalogue/tags.ts';
import { queueOcr } from '../services/platform/job-contracts.ts';
import { normalizeText } from '../services/platform/text.ts';
import { HIDE, isPlanned, OTHER_FLOW, PLANNED } from '../services/platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../services/search/search-text.ts';
import { keepEdited } from './airtable-kept.ts';

/** `kept`: the fields an admin edited here, left as they are (reported per record). */
export type Outcome =
  | { done: 'created' | 'updated' | 'unchanged'; kept?: string[] }
  | { skipped: string }
  | { failed: string };
export type AppRef = { id: number; searchText: string; categories: string[] };

/** What the upserts look things up in; filled as the stages go (categories, then apps, then screens). */
export type SyncState = {
  now: Date;
  tombstones: Set<string>;
  /** Category names by normalized name and by record id, for apps' category values. */
  categoryNames: Map<string, string>;
  apps: { byAirtableId: Map<string, AppRef>; byName: Map<string, AppRef> };
  /** Screen record id → app record id, from the apps' `allscreens` links. */
  screenOwner: Map<string, string>;
};

const NOT_OURS = 'exists here but did not come from Airtable (demo or admin-created): left alone';
const TOMBSTONE = 'deleted by an admin: restore it to sync it again';

// Attachment URLs are re-signed on every listing: written when they differ, but not a change of the
// record (so neither "updated" nor a new updatedAt).
function changed(content: Record<string, unknown>, existing: Record<string, unknown>): boolean {
  return Object.entries(content).some(([k, v]) => JSON.stringify(v) !== JSON.stringify(existing[k]));
}

export async function upsertCategory(
  db: Db,
  row: CategoryRow,
  existing: Category | undefined,
  position: number,
  s: SyncState,
): Promise<Outcome> {
  if (s.tombstones.has(row.airtableId)) return { skipped: TOMBSTONE };
  if (existing && !existing.syncedAt) return { skipped: NOT_OURS };
  const kept = existing?.adminEdited ?? [];
  const keepsName = kept.includes('name');
  const clash = keepsName ? null : await db.category.findUnique({ where: { name: row.name } });
  if (clash && clash.id !== existing?.id) {
    // Apps linking to this record still get the name: it is the same category to the public.
    s.categoryNames.set(row.airtableId, clash.name);
    return { skipped: `another category is already named "${row.name}"` };
  }
  const content = keepEdited(
    { name: row.name, cloudinaryIconUrl: row.hosted, sortOrder: row.order ?? position, hidden: row.hidden },
    existing,
    'Category',
  );
  // Apps name the category by Airtable's name or record: both lead to the name it has here.
  s.categoryNames.set(normalizeText(row.name), content.name);
  s.categoryNames.set(normalizeText(content.name), content.name);
  s.categoryNames.set(row.airtableId, content.name);
  const iconUrl = kept.includes('icon') && existing ? existing.iconUrl : row.iconUrl;
  if (!existing) {
    await db.category.create({
      data: { ...content, iconUrl: row.iconUrl, airtableId: row.airtableId, syncedAt: s.now },
    });
    return { done: 'created' };
  }
  const isChanged = changed(content, existing);
  if (isChanged || iconUrl !== existing.iconUrl) {
    await db.category.update({
      where: { id: existing.id },
      data: { ...content, iconUrl, syncedAt: s.now },
    });
  }
  return { done: isChanged ? 'updated' : 'unchanged', kept };
}

/** Linked category records become their names, names are matched to ours ignoring case and accents. */
function categoryName(value: string, s: SyncState): string | null {
  const known = s.categoryNames.get(value) ?? s.categoryNames.get(normalizeText(value));
  // A link to a category record we do not hold (deleted, skipped) names nothing.
  return known ?? (isRecordId(value) ? null : value);
}

export async function upsertApp(db: Db, row: AppRow, existing: App | undefined, s: SyncState): Promise<Outcome> {
  if (s.tombstones.has(row.airtableId)) return { skipped: TOMBSTONE };
  if (existing && !existing.syncedAt) return { skipped: NOT_OURS };
  const categories = [...new Set(row.categories.map((c) => categoryName(c, s)).filter((c): c is string => !!c))];
  const country = row.country ?? 'Brasil';
  // Airtable's status wins over an admin's earlier choice, so the override is cleared.
  const planned = isPlanned({ name: row.name, status: row.status, categories });
  const status = row.status === HIDE ? HIDE : planned ? PLANNED : row.status;
  const kept = existing?.adminEdited ?? [];
  // A slug is an address people share: it changes only with the name.
  const keepSlug = existing && (existing.name === row.name || kept.includes('name'));
  const slug = keepSlug ? existing.slug : await uniqueSlug(db, row.name, existing?.id);
  const airtable = {
    name: row.name,
    slug,
    cloudinaryLogo: row.hosted,
    appInfo: row.appInfo,
    language: row.language,
    url: row.url,
    type: row.type,
    platform: row.platform,
    categories,
    country,
    status,
    planned,
    plannedOverride: null as boolean | null,
  };
  const fields = keepEdited(airtable, existing, 'App');
  const searchText = appSearchText(fields);
  const content = { ...fields, searchText };
  const logo = kept.includes('logo') && existing ? existing.logo : row.logo;
  let id = existing?.id;
  const isChanged = !existing || changed(content, existing);
  if (!existing) {
    id = (await db.app.create({ data: { ...content, logo, airtableId: row.airtableId, syncedAt: s.now } })).id;
  } else if (isChanged) {
    await db.$transaction(async (tx) => {
      await tx.app.update({ where: { id: existing.id }, data: { ...content, logo, syncedAt: s.now } });
      if (searchText === existing.searchText) return;
      // Screens carry their app's words; synced ones are rewritten later anyway, admin-added ones only here.
      for (const screen of await tx.screen.findMany({ where: { appId: existing.id } })) {
        await tx.screen.update({
          where: { id: screen.id },
          data: { searchText: screenSearchText(screen, searchText) },
        });
      }
    });
  } else if (logo !== existing.logo) {
    // A re-signed logo URL only: the app's updatedAt ("latest" sort) must not move for it.
    await db.app.update({ where: { id: existing.id }, data: { logo, updatedAt: existing.updatedAt } });
  }
  const ref = { id: id as number, searchText, categories: content.categories };
  s.apps.byAirtableId.set(row.airtableId, ref);
  s.apps.byName.set(normalizeText(row.name), ref);
  s.apps.byName.set(normalizeText(content.name), ref);
  for (const screenId of row.allScreens) s.screenOwner.set(screenId, row.airtableId);
  return { done: !existing ? 'created' : isChanged ? 'updated' : 'unchanged', kept };
}

function appFor(row: ScreenRow, s: SyncState): AppRef | string {
  const refs = row.appRefs.length ? row.appRefs : [s.screenOwner.get(row.airtableId)].filter((r): r is string => !!r);
  if (refs.length === 0) return 'no app linked';
  for (const ref of refs) {
    const app = s.apps.byAirtableId.get(ref) ?? s.apps.byName.get(normalizeText(ref));
    if (app) return app;
  }
  return `app not found: ${refs.map((r) => `"${r}"`).join(', ')}`;
}

export async function upsertScreen(
  db: Db,
  row: ScreenRow,
  existing: Screen | undefined,
  s: SyncState,
): Promise<Outcome> {
  if (s.tombstones.has(row.airtableId)) return { skipped: TOMBSTONE };
  if (existing && !existing.syncedAt) return { skipped: NOT_OURS };
  const app = appFor(row, s);
  if (typeof app === 'string') return { failed: app };
  const imageUrl = row.imageUrl ?? row.hosted;
  if (!imageUrl) return { failed: 'no image (no attachment and no hosted URL in importing)' };
  const flow = row.flow ?? OTHER_FLOW;
  const category = (row.category && categoryName(row.category, s)) ?? app.categories[0] ?? null;
  const fields = keepEdited(
    {
      appId: app.id,
      name: row.name,
      description: row.description,
      altText: row.altText,
      cloudinaryUrl: row.hosted,
      tags: normalizeTags(row.tags),
      flow,
      order: row.order,
      category,
      hidden: false,
    },
    existing,
    'Screen',
  );
  const kept = existing?.adminEdited ?? [];
  // A screen an admin moved to another app carries that app's words.
  const owner = fields.appId === app.id ? app : [...s.apps.byAirtableId.values()].find((a) => a.id === fields.appId);
  const ownerText = owner?.searchText ?? app.searchText;
  const content = { ...fields, searchText: screenSearchText(fields, ownerText) };
  const keptImage = kept.includes('imageUrl') && existing ? existing.imageUrl : null;
  if (!existing) {
    const created = await db.screen.create({
      data: { ...content, imageUrl, airtableId: row.airtableId, syncedAt: s.now },
    });
    await queueOcr(db, created.id);
    return { done: 'created' };
  }
  // Attachment URLs are re-signed on every listing: only a screen never read yet is queued for OCR.
  if (existing.ocrText === null) await queueOcr(db, existing.id);
  const image = keptImage ?? imageUrl;
  const isChanged = changed(content, existing);
  if (isChanged)
    await db.screen.update({ where: { id: existing.id }, data: { ...content, imageUrl: image, syncedAt: s.now } });
  else if (image !== existing.imageUrl) {
    await db.screen.update({ where: { id: existing.id }, data: { imageUrl: image, updatedAt: existing.updatedAt } });
  }
  return { done: isChanged ? 'updated' : 'unchanged', kept };
}
