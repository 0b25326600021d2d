// BENCH_SCALE_EXPLAIN=1: after a case's runs, each statement of its slowest run is sent again under
// EXPLAIN (ANALYZE, BUFFERS) and its plan printed — to tell a missing index from a read that is large
// by nature (issue 62: "where a read cannot reach 50 ms, the note shows its floor and what remains").
import type { Database } from '../../server/db/database.ts';

type Sent = { text: string; values: unknown[] };

export async function explainStatements(database: Database, statements: Sent[], log = console.log) {
  for (const s of statements) {
    const text = `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`;
    const rows = database.pool
      ? ((
          await (
            database.pool as unknown as { query: (t: string, v: unknown[]) => Promise<{ rows: unknown[] }> }
          ).query(text, s.values)
        ).rows as Record<string, string>[])
      : ((
          await (
            database.pglite as unknown as { query: (t: string, v: unknown[]) => Promise<{ rows: unknown[] }> }
          ).query(text, s.values)
        ).rows as Record<string, string>[]);
    log(`    ${s.text.replace(/\s+/g, ' ').slice(0, 300)}`);
    for (const r of rows) log(`      ${Object.values(r)[0]}`);
  }
}
