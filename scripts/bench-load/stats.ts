// Small number helpers shared by the phases of `npm run bench:load`.

export type Latency = { n: number; p50: number; p90: number; p99: number; max: number };

/** Nearest-rank percentiles of a list of milliseconds. */
export function latency(values: Iterable<number>): Latency {
  const s = Float64Array.from(values).sort();
  const at = (p: number) => (s.length ? (s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0) : NaN);
  return { n: s.length, p50: at(50), p90: at(90), p99: at(99), max: s.length ? (s[s.length - 1] ?? 0) : NaN };
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms` : '–');

export const describe = (l: Latency) => `p50 ${ms(l.p50)}, p90 ${ms(l.p90)}, p99 ${ms(l.p99)}, max ${ms(l.max)}`;

export function countBy<T>(xs: Iterable<T>, key: (x: T) => string, into = new Map<string, number>()) {
  for (const x of xs) {
    const k = key(x);
    into.set(k, (into.get(k) ?? 0) + 1);
  }
  return into;
}

/** `200: 1234, 304: 56, ECONNRESET: 2`; statuses in numeric order, then socket errors. */
export const histogram = (m: Map<string, number>) =>
  [...m]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ') || 'none';

/** A status (or socket error) every phase accepts: 2xx and 304. */
export const isOk = (status: string) => /^2\d\d$/.test(status) || status === '304';
/** What phase 2 tolerates besides those: the server shedding load on purpose. */
export const isShed = (status: string) => status === '429' || status === '503';

export const errorCode = (e: unknown) =>
  (e as { code?: string })?.code ?? (e instanceof Error ? e.message.slice(0, 40) : String(e));
