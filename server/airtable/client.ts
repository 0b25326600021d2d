// The one place that talks to Airtable, through the official SDK. The SDK's own 429 retry is off
// (its backoff starts at 5 s and ignores our per-base budget): every request goes through the base's
// throttle here, and a 429 waits the configured time (30 s, what Airtable asks) before retrying.
import type Airtable from 'airtable';
import { UpstreamError } from '../services/platform/errors.ts';
import type { AirtableTables, FieldOverrides } from './field-names.ts';
import type { AirtableRecord } from './records.ts';
import { baseThrottle, type Sleep, type Throttle } from './throttle.ts';

export type { Sleep };

export const DEFAULT_ENDPOINT_URL = 'https://api.airtable.com';
const PAGE_SIZE = 100;
const MAX_PAGES = 10_000;

/** The configured base (`AIRTABLE_*`, read by server/config.ts): how to reach it, which tables and fields. */
export type AirtableConfig = {
  apiKey: string;
  baseId: string;
  endpointUrl?: string;
  /** Per base, at most 5 (Airtable's limit). */
  requestsPerSecond: number;
  /** How long to wait after a 429 before the next request. */
  rateLimitWaitMs: number;
  tables: AirtableTables;
  fields: FieldOverrides;
};

export type AirtableClientOptions = {
  apiKey: string;
  baseId: string;
  endpointUrl?: string;
  requestsPerSecond: number;
  rateLimitWaitMs: number;
  /** Attempts per request when Airtable answers 429 (then a clear error). */
  maxAttempts?: number;
  requestTimeoutMs?: number;
  /** First wait before retrying a dropped connection or a 5xx (doubling each time). */
  retryMs?: number;
};

/** Jobs pass their cancellable sleep, so a cancel is not held up by a 30 s wait. */
const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type AirtableClient = {
  baseId: string;
  /** Every record of a table, page by page (pageSize 100, following `offset`). */
  listAll(table: string, opts?: { sleep?: Sleep; onPage?: (count: number) => void }): Promise<AirtableRecord[]>;
  /** Changes the given fields of one record (PATCH: other fields are left alone). */
  update(table: string, id: string, fields: Record<string, unknown>, opts?: { sleep?: Sleep }): Promise<void>;
};

type SdkError = { statusCode?: number | null; error?: string; message?: string };

export function createAirtableClient(opts: AirtableClientOptions): AirtableClient {
  const endpointUrl = (opts.endpointUrl ?? DEFAULT_ENDPOINT_URL).replace(/\/+$/, '');
  // Every option is passed explicitly: the SDK would otherwise fall back to process.env.
  // The SDK loads with the first call: a server that never syncs never holds it.
  let sdkBase: Promise<Airtable.Base> | undefined;
  const base = () =>
    (sdkBase ??= import('airtable').then(({ default: Sdk }) =>
      new Sdk({
        apiKey: opts.apiKey,
        endpointUrl,
        noRetryIfRateLimited: true,
        requestTimeout: opts.requestTimeoutMs ?? 60_000,
      }).base(opts.baseId),
    ));
  const throttle: Throttle = baseThrottle(endpointUrl, opts.baseId, opts.requestsPerSecond);
  const maxAttempts = opts.maxAttempts ?? 5;
  const retryMs = opts.retryMs ?? 1000;

  async function send<T>(what: string, sleep: Sleep, fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await throttle.acquire(sleep);
      try {
        return await fn();
      } catch (error) {
        const e = error as SdkError;
        const status = e?.statusCode ?? null;
        // Dropped connections and Airtable's own hiccups are worth another try; other answers are final.
        const transient = status === null || status === 500 || status === 502 || status === 503 || status === 504;
        if (status !== 429 && !(transient && attempt < maxAttempts)) {
          const detail = [status, e?.error, e?.message].filter(Boolean).join(' ');
          throw new UpstreamError('AIRTABLE_CALL_FAILED', { what, detail: detail || String(error) });
        }
        if (attempt >= maxAttempts) {
          throw new UpstreamError('AIRTABLE_CALL_FAILED', {
            what,
            detail: `still rate limited (429) after ${maxAttempts} attempts ${opts.rateLimitWaitMs} ms apart`,
          });
        }
        throttle.pause(status === 429 ? opts.rateLimitWaitMs : Math.min(retryMs * 2 ** (attempt - 1), 30_000));
      }
    }
  }

  return {
    baseId: opts.baseId,
    async listAll(table, o = {}) {
      const sleep = o.sleep ?? defaultSleep;
      const records: AirtableRecord[] = [];
      const seen = new Set<string>();
      let offset: string | undefined;
      for (let page = 1; page <= MAX_PAGES; page++) {
        const qs: Record<string, string | number> = { pageSize: PAGE_SIZE, ...(offset ? { offset } : {}) };
        const response = await send(`listing ${table} (page ${page})`, sleep, async () =>
          (await base()).makeRequest({ method: 'GET', path: `/${encodeURIComponent(table)}`, qs }),
        );
        const body = response.body as { records?: AirtableRecord[]; offset?: unknown };
        if (!Array.isArray(body.records))
          throw new UpstreamError('AIRTABLE_LISTING_BROKEN', { table, detail: 'no records in the answer' });
        records.push(...body.records);
        o.onPage?.(records.length);
        if (typeof body.offset !== 'string' || !body.offset) return records;
        // An offset handed out twice would page forever.
        if (seen.has(body.offset))
          throw new UpstreamError('AIRTABLE_LISTING_BROKEN', { table, detail: 'offset repeated' });
        seen.add(body.offset);
        offset = body.offset;
      }
      throw new UpstreamError('AIRTABLE_LISTING_BROKEN', { table, detail: `more than ${MAX_PAGES} pages` });
    },
    async update(table, id, fields, o = {}) {
      await send(`update of ${table}/${id}`, o.sleep ?? defaultSleep, async () =>
        (await base())(table).update(id, fields as never),
      );
    },
  };
}
