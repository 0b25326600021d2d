// Which Airtable tables and field names the sync reads. The defaults cover the old base's names
// (it grew several spellings over time); AIRTABLE_TABLES and AIRTABLE_FIELDS override them.
// No imports here: server/config.ts validates the overrides with these lists.

export const ENTITIES = ['apps', 'screens', 'categories'] as const;
export type Entity = (typeof ENTITIES)[number];

export type AirtableTables = Record<Entity, string>;
export const DEFAULT_TABLES: AirtableTables = { apps: 'Apps', screens: 'Screens', categories: 'Categories' };

/** Candidate field names per value, first present wins (matched case-insensitively). */
export const DEFAULT_FIELDS = {
  apps: {
    name: ['app-name', 'appname', 'name'],
    type: ['type'],
    platform: ['platform'],
    category: ['category', 'categories'],
    status: ['status'],
    country: ['country'],
    language: ['language'],
    url: ['url'],
    logo: ['logo'],
    appInfo: ['appinfo', 'app-info', 'info', 'description'],
    allScreens: ['allscreens'],
    importing: ['importing'],
  },
  screens: {
    name: ['screen-name', 'screen_name', 'name', 'title'],
    app: ['app', 'appname'],
    images: ['images', 'image', 'attachment', 'Attachments'],
    altText: ['alttext'],
    description: ['description'],
    flow: ['flow'],
    tags: ['tags'],
    order: ['order'],
    category: ['category'],
    importing: ['importing'],
  },
  categories: {
    name: ['name'],
    icon: ['icon', 'image', 'images', 'attachment', 'attachments'],
    order: ['order'],
    hidden: ['hidden'],
    importing: ['importing'],
  },
} as const satisfies Record<Entity, Record<string, readonly string[]>>;

export type FieldKey<E extends Entity> = keyof (typeof DEFAULT_FIELDS)[E];
export type FieldMap = { [E in Entity]: Record<FieldKey<E>, readonly string[]> };
export type FieldOverrides = { [E in Entity]?: Partial<Record<FieldKey<E>, string[]>> };

/** The defaults with each overridden field's list replaced (so an override can also drop a default). */
export function fieldMap(overrides: FieldOverrides = {}): FieldMap {
  const map = {} as Record<Entity, Record<string, readonly string[]>>;
  for (const entity of ENTITIES) map[entity] = { ...DEFAULT_FIELDS[entity], ...overrides[entity] };
  return map as FieldMap;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** `apps=Apps,screens=Screens,categories=Categories`; tables not named keep their default. */
export function parseTables(raw: string | undefined): Parsed<AirtableTables> {
  const tables = { ...DEFAULT_TABLES };
  for (const part of (raw ?? '').split(',').filter((p) => p.trim())) {
    const [key = '', ...rest] = part.split('=');
    const entity = key.trim().toLowerCase();
    const name = rest.join('=').trim();
    if (!(ENTITIES as readonly string[]).includes(entity) || !name) {
      return { ok: false, message: `expected entity=Table pairs (${ENTITIES.join(', ')}), got "${part.trim()}"` };
    }
    tables[entity as Entity] = name;
  }
  return { ok: true, value: tables };
}

/** JSON like `{"apps":{"name":["Nome"]},"screens":{"images":"Foto"}}` (a string means a one-name list). */
export function parseFieldOverrides(raw: string | undefined): Parsed<FieldOverrides> {
  if (!raw?.trim()) return { ok: true, value: {} };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: 'must be JSON like {"apps":{"name":["Nome"]}}' };
  }
  if (!isObject(json)) return { ok: false, message: 'must be a JSON object keyed by apps, screens or categories' };
  const out: Record<string, Record<string, string[]>> = {};
  for (const [entity, fields] of Object.entries(json)) {
    if (!(ENTITIES as readonly string[]).includes(entity)) {
      return { ok: false, message: `unknown entity "${entity}" (expected ${ENTITIES.join(', ')})` };
    }
    const known = Object.keys(DEFAULT_FIELDS[entity as Entity]);
    if (!isObject(fields)) return { ok: false, message: `${entity} must be an object of field lists` };
    out[entity] = {};
    for (const [field, names] of Object.entries(fields)) {
      if (!known.includes(field)) {
        return { ok: false, message: `unknown field "${entity}.${field}" (expected one of ${known.join(', ')})` };
      }
      const list = (typeof names === 'string' ? [names] : Array.isArray(names) ? names : []).filter(
        (n): n is string => typeof n === 'string' && n.trim() !== '',
      );
      if (list.length === 0) return { ok: false, message: `${entity}.${field} must be a field name or a list of them` };
      (out[entity] as Record<string, string[]>)[field] = list.map((n) => n.trim());
    }
  }
  return { ok: true, value: out as FieldOverrides };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
