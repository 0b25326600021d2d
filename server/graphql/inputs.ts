/** GraphQL sends explicit nulls for omitted optional fields; the services treat absent and null alike. */
export function withoutNulls<T extends object>(input: T | null | undefined): { [K in keyof T]?: Exclude<T[K], null> } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input ?? {})) if (v !== null && v !== undefined) out[k] = v;
  return out as { [K in keyof T]?: Exclude<T[K], null> };
}
