// Reads the change log (schema/migrations/*_change_log): rows the database's triggers write in each
// writer's transaction. Rows are read by time with a look-back, because a transaction's rows carry its
// start time and become visible only at commit; ids already applied are skipped.
import type pg from 'pg';
import { type Change, merge } from '../services/platform/changes.ts';

const KINDS = new Set(['apps', 'catalogue', 'text', 'newsletter']);

export type ChangeLogReader = {
  /** The changes committed since the last read; a gap longer than the look-back is the whole catalogue. */
  read(): Promise<Change[]>;
};

export function createChangeLogReader(pool: Pick<pg.Pool, 'query'>, lookbackMs = 60_000): ChangeLogReader {
  let last: number | null = null; // database clock at the last read, ms
  const applied = new Map<string, number>(); // id → its time, forgotten once older than the look-back

  return {
    async read() {
      const since = last === null ? null : new Date(last - lookbackMs);
      const { rows } = await pool.query<{
        now: Date;
        log: Array<{ id: string; kind: string; appId: number | null; at: string }> | null;
      }>(
        `SELECT clock_timestamp() AS now,
                (SELECT json_agg(json_build_object('id', id::text, 'kind', kind, 'appId', "appId", 'at', at) ORDER BY id)
                   FROM "ChangeLog"
                  WHERE at > COALESCE($1::timestamptz, clock_timestamp() - $2 * interval '1 millisecond')) AS log`,
        [since, lookbackMs],
      );
      const now = rows[0]?.now.getTime() ?? Date.now();
      const previous = last;
      last = now;
      if (previous !== null && now - previous > lookbackMs) {
        return [{ kind: 'catalogue' }, { kind: 'text' }, { kind: 'newsletter' }];
      }
      const changes: Change[] = [];
      for (const row of rows[0]?.log ?? []) {
        if (applied.has(row.id) || !KINDS.has(row.kind)) continue;
        applied.set(row.id, Date.parse(row.at));
        // The first read only marks where this instance starts: nothing it keeps is older than that.
        if (previous === null) continue;
        if (row.kind === 'apps') {
          if (row.appId !== null) changes.push({ kind: 'apps', ids: [row.appId] });
        } else changes.push({ kind: row.kind as 'catalogue' | 'text' | 'newsletter' });
      }
      for (const [id, at] of applied) if (at < now - 2 * lookbackMs) applied.delete(id);
      return merge(changes);
    },
  };
}

/** Keeps the log short: what is older than an hour has been read by every instance still running. */
export async function pruneChangeLog(db: { $executeRaw: (s: TemplateStringsArray) => Promise<number> }) {
  return db.$executeRaw`DELETE FROM "ChangeLog" WHERE at < now() - interval '1 hour'`;
}
