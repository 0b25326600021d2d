// The plain-query floor beside each bench:scale figure (issue 62): the SQL one read sent, recorded at
// the driver (every PostgreSQL client's or PGlite's `query`, which both Prisma adapters call), then sent again
// directly, one statement after another, without Prisma, the handler or serialisation. A read whose
// time is close to its floor is bound by the database on this machine, not by the server's code.
import type { Database } from '../../server/db/database.ts';

type Sent = { text: string; values: unknown[] };
type Send = (q: Sent) => Promise<unknown>;
/** Where a replay sends its statements, and what it gives back after. */
type Session = { send: Send; done?: () => void };

export type FloorRecorder = {
  /** Runs `read` and returns the statements it sent. */
  record(read: () => Promise<void>): Promise<Sent[]>;
  /** Sends the statements again, in order; milliseconds. */
  replay(statements: Sent[]): Promise<number>;
};

export function floorRecorder(database: Database): FloorRecorder {
  let recording: Sent[] | null = null;
  let session: () => Promise<Session>;
  if (database.pool) {
    // At the client class, not the pool's `query`: statements in a transaction (Prisma's batched reads
    // take a connection of their own and send BEGIN … COMMIT on it) are sent too, and were not counted.
    const pool = database.pool as unknown as {
      Client: { prototype: { query: (...args: unknown[]) => Promise<unknown> } };
      connect: () => Promise<{ query: (...args: unknown[]) => Promise<unknown>; release: () => void }>;
    };
    const proto = pool.Client.prototype;
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0] as { text?: string; values?: unknown[] } | string;
      const text = typeof q === 'string' ? q : q?.text;
      if (recording && text) recording.push({ text, values: (typeof q === 'object' && q.values) || [] });
      return original.apply(this, args);
    };
    // One connection for the whole read, so a transaction's statements replay as they ran.
    session = async () => {
      const client = await pool.connect();
      return {
        send: (q) => original.call(client, { text: q.text, values: q.values, rowMode: 'array' }),
        done: () => client.release(),
      };
    };
  } else if (database.pglite) {
    const pglite = database.pglite as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = pglite.query.bind(pglite);
    pglite.query = (...args: unknown[]) => {
      if (recording && typeof args[0] === 'string')
        recording.push({ text: args[0], values: (args[1] as unknown[]) ?? [] });
      return original(...args);
    };
    session = async () => ({ send: (q) => original(q.text, q.values, { rowMode: 'array' }) });
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
      const { send, done } = await session();
      try {
        const started = performance.now();
        for (const s of statements) await send(s);
        return performance.now() - started;
      } finally {
        done?.();
      }
    },
  };
}
