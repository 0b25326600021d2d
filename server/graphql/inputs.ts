/** GraphQL sends explicit nulls for omitted optional fields; the services treat absent and null alike. */
export function withoutNulls<T extends object>(input: T | null | undefined): { [K in keyof T]?: Exclude<T[K], null> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input ?? {})) if (v !== null && v !== undefined) out[k] = v;
  return out as { [K in keyof T]?: Exclude<T[K], null> };
}

/** The database id inside a global id; 0 (which matches nothing) for anything but a positive int4. */
export function nodeDbId(id: string): number {
  const n = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  return n <= 2_147_483_647 ? n : 0;
}
