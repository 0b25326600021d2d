// The plain-query floor beside each bench:scale figure (issue 62): the SQL one read sent, recorded at
// the driver (the pool's or PGlite's `query`, which both Prisma adapters call), then sent again
// directly, one statement after another, without Prisma, the handler or serialisation. A read whose
// time is close to its floor is bound by the database on this machine, not by the server's code.
import type { Database } from '../../server/db/database.ts';

type Sent = { text: string; values: unknown[] };
type Send = (q: Sent) => Promise<unknown>;

export type FloorRecorder = {
  /** Runs `read` and returns the statements it sent. */
  record(read: () => Promise<void>): Promise<Sent[]>;
  /** Sends the statements again, in order; milliseconds. */
  replay(statements: Sent[]): Promise<number>;
};

export function floorRecorder(database: Database): FloorRecorder {
  let recording: Sent[] | null = null;
  let send: Send;
  if (database.pool) {
    const pool = database.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      const q = args[0] as { text?: string; values?: unknown[] } | string;
      if (recording && typeof q === 'object' && q.text) recording.push({ text: q.text, values: q.values ?? [] });
      return original(...args);
    };
    send = (q) => original({ text: q.text, values: q.values, rowMode: 'array' });
  } else if (database.pglite) {
    const pglite = database.pglite as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = pglite.query.bind(pglite);
    pglite.query = (...args: unknown[]) => {
      if (recording && typeof args[0] === 'string')
        recording.push({ text: args[0], values: (args[1] as unknown[]) ?? [] });
      return original(...args);
    };
    send = (q) => original(q.text, q.values, { rowMode: 'array' });
  } else throw new Error('floorRecorder: neither a pool nor PGlite');

  return {
    async record(read) {
      recording = [];
      try {
        await read();
        return recording;
      } finally {
        recording = null;
      }
    },
    async replay(statements) {
      const started = performance.now();
      for (const s of statements) await send(s);
      return performance.now() - started;
    },
  };
}
