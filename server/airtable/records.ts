// An Airtable record read through the field map into the values one row of ours needs. Only the
// shape is decided here; lookups that need the database (links, category names) are the job's.
import type { Entity, FieldMap } from './field-names.ts';
import { appStatus, appType, attachmentUrl, flag, hostedUrl, integer, platform, text, texts } from './values.ts';

export type AirtableRecord = { id: string; createdTime?: string; fields: Record<string, unknown> };

export type AppRow = {
  airtableId: string;
  name: string;
  type: ReturnType<typeof appType>;
  platform: ReturnType<typeof platform>;
  /** Category names or linked category record ids. */
  categories: string[];
  status: string | null;
  country: string | null;
  language: string | null;
  url: string | null;
  logo: string | null;
  appInfo: string | null;
  /** Linked screen record ids (the old base's reverse link), a fallback for screens without an app. */
  allScreens: string[];
  hosted: string | null;
};

export type ScreenRow = {
  airtableId: string;
  name: string;
  /** Linked app record ids, or app names. */
  appRefs: string[];
  imageUrl: string | null;
  altText: string | null;
  description: string | null;
  flow: string | null;
  tags: string[];
  order: number;
  category: string | null;
  hosted: string | null;
};

export type CategoryRow = {
  airtableId: string;
  name: string;
  iconUrl: string | null;
  order: number | null;
  hidden: boolean;
  hosted: string | null;
};

export type Read<T> = { ok: true; row: T } | { ok: false; reason: string };

/** Reads fields by candidate names: the first one present and non-empty, ignoring case. */
function picker(record: AirtableRecord, names: Record<string, readonly string[]>) {
  const byLower = new Map<string, unknown>();
  for (const [name, value] of Object.entries(record.fields ?? {})) {
    const key = name.trim().toLowerCase();
    if (!byLower.has(key) && !isEmpty(value)) byLower.set(key, value);
  }
  return (key: string): unknown => {
    for (const name of names[key] ?? []) {
      const value = byLower.get(name.toLowerCase());
      if (value !== undefined) return value;
    }
    return undefined;
  };
}

/** Links as they are; one text value as a whole (an app name may contain a comma). */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return texts(value);
  const one = text(value);
  return one ? [one] : [];
}

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'string' && !v.trim());

const missingName = (entity: Entity, map: FieldMap) =>
  ({ ok: false, reason: `no name (looked for ${map[entity].name.join(', ')})` }) as const;

export function readApp(record: AirtableRecord, map: FieldMap): Read<AppRow> {
  const get = picker(record, map.apps);
  const name = text(get('name'));
  if (!name) return missingName('apps', map);
  return {
    ok: true,
    row: {
      airtableId: record.id,
      name,
      type: appType(get('type')),
      platform: platform(get('platform')),
      categories: texts(get('category')),
      status: appStatus(get('status')),
      country: text(get('country')),
      language: text(get('language')),
      url: text(get('url')),
      logo: attachmentUrl(get('logo')),
      appInfo: text(get('appInfo')),
      allScreens: texts(get('allScreens')),
      hosted: hostedUrl(get('importing')),
    },
  };
}

export function readScreen(record: AirtableRecord, map: FieldMap): Read<ScreenRow> {
  const get = picker(record, map.screens);
  const name = text(get('name'));
  if (!name) return missingName('screens', map);
  return {
    ok: true,
    row: {
      airtableId: record.id,
      name,
      appRefs: refs(get('app')),
      imageUrl: attachmentUrl(get('images')),
      altText: text(get('altText')),
      description: text(get('description')),
      flow: text(get('flow')),
      tags: texts(get('tags')),
      order: Math.max(0, integer(get('order')) ?? 0),
      category: text(get('category')),
      hosted: hostedUrl(get('importing')),
    },
  };
}

export function readCategory(record: AirtableRecord, map: FieldMap): Read<CategoryRow> {
  const get = picker(record, map.categories);
  const name = text(get('name'));
  if (!name) return missingName('categories', map);
  return {
    ok: true,
    row: {
      airtableId: record.id,
      name,
      iconUrl: attachmentUrl(get('icon')),
      order: integer(get('order')),
      hidden: flag(get('hidden')),
      hosted: hostedUrl(get('importing')),
    },
  };
}
