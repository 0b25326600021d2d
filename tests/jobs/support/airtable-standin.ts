// A loopback HTTP server that speaks the part of Airtable's REST API the sync uses, as the official
// SDK calls it: list records (pageSize, opaque offset), update one record or a batch (PATCH merges
// fields), bearer auth, unknown field names refused, and 429 on demand. Every request is logged with
// a monotonic timestamp so tests can check the rate. No test-runner imports: servers reuse it too.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInRecord = { id: string; createdTime: string; fields: Record<string, unknown> };
export type LoggedRequest = { method: string; path: string; query: string; status: number; at: number };
type Table = { records: StandInRecord[]; fieldNames: Set<string> };

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const recordId = () => `rec${[...randomBytes(14)].map((b) => ALNUM[b % ALNUM.length]).join('')}`;

export async function startAirtableStandIn(opts: { apiKey: string; baseId: string; port?: number }) {
  const tables = new Map<string, Table>();
  const offsets = new Map<string, { table: string; index: number }>();
  const requests: LoggedRequest[] = [];
  let rateLimited = 0;
  let dropped = 0;

  const table = (name: string) => {
    const found = tables.get(name);
    if (found) return found;
    const created: Table = { records: [], fieldNames: new Set() };
    tables.set(name, created);
    return created;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    return status;
  };

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    if (req.headers.authorization !== `Bearer ${opts.apiKey}`) {
      return send(res, 401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
    }
    if (rateLimited > 0) {
      rateLimited--;
      return send(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded' }] });
    }
    const [v0, baseId, rawTable, recordIdPart, extra] = url.pathname.split('/').filter(Boolean);
    const name = decodeURIComponent(rawTable ?? '');
    if (v0 !== 'v0' || baseId !== opts.baseId || !tables.has(name) || extra) {
      return send(res, 404, { error: { type: 'NOT_FOUND', message: `Could not find table ${name} in ${baseId}` } });
    }
    const t = table(name);
    if (req.method === 'GET' && !recordIdPart) {
      const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
        return send(res, 422, { error: { type: 'INVALID_PAGE_SIZE', message: 'pageSize must be 1 to 100' } });
      }
      const offset = url.searchParams.get('offset');
      const from = offset ? offsets.get(offset) : { table: name, index: 0 };
      if (!from || from.table !== name) {
        return send(res, 422, { error: { type: 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', message: 'Bad offset' } });
      }
      const records = t.records.slice(from.index, from.index + pageSize);
      const body: { records: StandInRecord[]; offset?: string } = { records };
      const next = from.index + pageSize;
      if (next < t.records.length) {
        body.offset = `itr${randomBytes(8).toString('hex')}/${t.records[next]?.id}`;
        offsets.set(body.offset, { table: name, index: next });
      }
      return send(res, 200, body);
    }
    if (req.method === 'PATCH') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const payload = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        fields?: Record<string, unknown>;
        records?: { id: string; fields: Record<string, unknown> }[];
      };
      const changes = recordIdPart ? [{ id: recordIdPart, fields: payload.fields ?? {} }] : (payload.records ?? []);
      if (changes.length === 0 || changes.length > 10) {
        return send(res, 422, { error: { type: 'INVALID_RECORDS', message: 'Send 1 to 10 records' } });
      }
      const unknown = changes.flatMap((c) => Object.keys(c.fields)).find((f) => !t.fieldNames.has(f));
      if (unknown)
        return send(res, 422, { error: { type: 'UNKNOWN_FIELD_NAME', message: `Unknown field name: "${unknown}"` } });
      const found = changes.map((c) => t.records.find((r) => r.id === c.id));
      if (found.some((r) => !r)) return send(res, 404, { error: { type: 'NOT_FOUND', message: 'Record not found' } });
      for (const [i, c] of changes.entries()) Object.assign((found[i] as StandInRecord).fields, c.fields);
      return send(res, 200, recordIdPart ? found[0] : { records: found });
    }
    return send(res, 404, { error: { type: 'NOT_FOUND', message: 'No such route' } });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const at = performance.now();
    if (dropped > 0) {
      dropped--;
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.search, status: 0, at });
      req.socket.destroy();
      return;
    }
    route(req, res, url)
      .then((status) => requests.push({ method: req.method ?? '', path: url.pathname, query: url.search, status, at }))
      .catch((error: unknown) => {
        requests.push({ method: req.method ?? '', path: url.pathname, query: url.search, status: 500, at });
        send(res, 500, { error: { type: 'SERVER_ERROR', message: String(error) } });
      });
  });
  // Node's client agent also drops idle sockets after 5 s: equal timeouts race (ECONNRESET on reuse).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Declares a table (and field names beyond those its records carry: PATCH refuses unknown ones). */
    table(name: string, fieldNames: string[] = []) {
      const t = table(name);
      for (const f of fieldNames) t.fieldNames.add(f);
      return t.records;
    },
    add(tableName: string, fields: Record<string, unknown>, id = recordId()): StandInRecord {
      const t = table(tableName);
      const record = { id, createdTime: new Date().toISOString(), fields: structuredClone(fields) };
      for (const f of Object.keys(fields)) t.fieldNames.add(f);
      t.records.push(record);
      return record;
    },
    find: (tableName: string, id: string) => table(tableName).records.find((r) => r.id === id),
    remove(tableName: string, id: string): StandInRecord | undefined {
      const t = table(tableName);
      const i = t.records.findIndex((r) => r.id === id);
      return i < 0 ? undefined : t.records.splice(i, 1)[0];
    },
    /** The next `n` requests answer 429. */
    rateLimitNext(n: number) {
      rateLimited = n;
    },
    /** The next `n` requests lose their connection without an answer. */
    dropNext(n: number) {
      dropped = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type AirtableStandIn = Awaited<ReturnType<typeof startAirtableStandIn>>;
