// The audit log keeps whole records before and after a write (JSON). The dashboard shows what
// changed; bookkeeping columns that every write touches would only hide it.
const NOISE = new Set(['searchText', 'updatedAt']);

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

/** A record as indented JSON, without the bookkeeping columns. */
export function prettyRecord(json: string | null | undefined): string | null {
  const value = parse(json);
  if (value === null) return null;
  if (!isRecord(value)) return JSON.stringify(value, null, 2);
  return JSON.stringify(Object.fromEntries(Object.entries(value).filter(([k]) => !NOISE.has(k))), null, 2);
}
