// The audit log keeps whole records before and after a write (JSON). The dashboard shows what
// changed, in words; internal columns (ids, search text, counters, derived flags, image text) would
// only hide it.
const NOISE = new Set([
  'id',
  'searchText',
  'searchVector',
  'updatedAt',
  'createdAt',
  'syncedAt',
  'appRank',
  'ocrText',
  'ocrError',
  'viewCount',
  'screenCount',
  // Kept by the database from the status and the screens (the summaries migration).
  'hidden',
  'tagCounts',
  'listJson',
  'planned',
  'plannedOverride',
]);

export type FieldChange = { field: string; before: string; after: string };

function parse(json: string | null | undefined): unknown {
  if (!json) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

/** The fields whose values differ (every field of a record that was created or deleted). */
export function changedFields(
  beforeJson: string | null | undefined,
  afterJson: string | null | undefined,
): FieldChange[] {
  const before = parse(beforeJson);
  const after = parse(afterJson);
  if (!isRecord(before) && !isRecord(after)) {
    return show(before) === show(after)
      ? []
      : [{ field: '', before: show(before ?? undefined), after: show(after ?? undefined) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !NOISE.has(f));
  return fields
    .filter((f) => show(b[f]) !== show(a[f]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}

/** A record's name (a screen's, an app's or a submission's), from whichever side has one. */
export function recordName(beforeJson: string | null | undefined, afterJson: string | null | undefined): string {
  for (const side of [parse(afterJson), parse(beforeJson)]) {
    if (isRecord(side) && typeof side.name === 'string') return side.name;
    if (isRecord(side) && typeof side.flow === 'string') return side.flow;
    // A visitor's submission: the app it asks for, or the app it is about.
    if (isRecord(side) && typeof side.appName === 'string') return side.appName;
  }
  return '';
}
