// Several app instances on one PostgreSQL: each write's change is announced with NOTIFY and every
// other instance drops what it cached. An instance whose listening connection broke may have missed
// announcements, so when it is back it drops everything (onReconnect).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../log.ts';
import type { ChangeKind } from '../services/changes.ts';

const CHANNEL = 'vitrine_changes';
const KINDS = new Set<ChangeKind>(['catalogue', 'views', 'newsletter']);

export type ChangeBus = { publish(kind: ChangeKind): void; close(): Promise<void> };

export function createChangeBus(opts: {
  connectionString: string;
  pool: pg.Pool;
  onRemote: (kind: ChangeKind) => void;
  onReconnect: () => void;
  log: Pick<Logger, 'info' | 'error'>;
  retryMs?: number;
}): ChangeBus {
  const me = randomBytes(6).toString('hex');
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const reconnectSoon = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, opts.retryMs ?? 1000);
    timer.unref();
  };

  async function listen() {
    const c = new pg.Client({ connectionString: opts.connectionString, connectionTimeoutMillis: 3000 });
    c.on('error', () => {}); // reported through 'end' below
    c.on('notification', (n) => {
      const [from, kind] = (n.payload ?? '').split(':');
      if (from !== me && KINDS.has(kind as ChangeKind)) opts.onRemote(kind as ChangeKind);
    });
    c.on('end', () => {
      if (client === c) client = null;
      if (!closed) reconnectSoon();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      if (everConnected) {
        opts.log.info('change bus: listening again; cached responses dropped');
        opts.onReconnect();
      }
      everConnected = true;
    } catch {
      await c.end().catch(() => {});
      reconnectSoon();
    }
  }
  void listen();

  return {
    publish(kind) {
      opts.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${me}:${kind}`]).catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
