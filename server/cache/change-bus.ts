// Several app instances on one PostgreSQL. The database's triggers log every change in the writer's
// transaction and NOTIFY at commit, whoever the writer is (a server, a CLI, plain SQL); each instance
// LISTENs and reads the log when woken, and every `healMs` whatever happens, so a notification lost
// (a broken listening connection, a NOTIFY that never came) is caught up within that time.
// View counts are not logged (they change on every visit): they travel as plain notifications.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../runtime/log.ts';
import type { Change } from '../services/platform/changes.ts';
import { createChangeLogReader } from './change-log.ts';

const CHANNEL = 'vitrine_changes';

export type ChangeBus = { publishViews(): void; readNow(): Promise<void>; close(): Promise<void> };

export function createChangeBus(opts: {
  connectionString: string;
  pool: pg.Pool;
  onChange: (change: Change) => void;
  log: Pick<Logger, 'info' | 'error'>;
  retryMs?: number;
  healMs?: number;
}): ChangeBus {
  const me = randomBytes(6).toString('hex');
  const reader = createChangeLogReader(opts.pool);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let reading: Promise<void> | null = null;
  let again = false;
  let outage = false;

  // One read at a time; a wake-up during a read asks for one more after it.
  const readNow = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        try {
          for (const change of await reader.read()) opts.onChange(change);
          outage = false;
        } catch (error) {
          // An outage is expected and reported by /readyz: one line per outage, not an error per read.
          if (!isDatabaseUnavailable(error))
            opts.log.error('change log: read failed (retried at the next wake-up)', error);
          else if (!outage) opts.log.info('change log: database unavailable; reading again once it is back');
          outage ||= isDatabaseUnavailable(error);
        }
      } while (again && !closed);
    })().finally(() => {
      reading = null;
    });
    return reading;
  };
  const heal = setInterval(() => void readNow(), opts.healMs ?? 5_000);
  heal.unref();

  const reconnectSoon = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, opts.retryMs ?? 1000);
    retry.unref();
  };

  async function listen() {
    const { default: pgDriver } = await import('pg');
    if (closed) return;
    const c = new pgDriver.Client({ connectionString: opts.connectionString, connectionTimeoutMillis: 3000 });
    c.on('error', () => {}); // reported through 'end' below
    c.on('notification', (n) => {
      if (n.payload === 'log') return void readNow();
      const [from, kind] = (n.payload ?? '').split(':');
      if (from !== me && kind === 'views') opts.onChange({ kind: 'views' });
    });
    c.on('end', () => {
      if (client === c) client = null;
      if (!closed) reconnectSoon();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      // Whatever was committed while nobody listened is in the log.
      void readNow();
    } catch {
      await c.end().catch(() => {});
      reconnectSoon();
    }
  }
  void readNow(); // sets the starting point
  void listen();

  return {
    publishViews() {
      opts.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${me}:views`]).catch((error: unknown) => {
        // Other instances show counts up to one more view flush old; a real fault is worth a line.
        if (!isDatabaseUnavailable(error)) opts.log.error('change bus: view counts not announced', error);
      });
    },
    readNow,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heal);
      await reading;
      await client?.end().catch(() => {});
    },
  };
}
