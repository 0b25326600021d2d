// What a backup holds, read from the database's own catalogue rather than listed by hand, so a table a
// later migration adds is backed up without a change here. Rows travel as the text PostgreSQL prints
// for each value (one JSON array of strings a row): the same on PGlite and on a server, whatever the type.
import { createHash } from 'node:crypto';

/** One connection (a PGlite instance or a pg client): the backup's statements run in order on it. */
export type Sql = { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

export type Table = { name: string; columns: string[]; types: string[] };

/** The migrations' own ledger: the target gets it from running the migrations, not from the file. */
const LEDGER = '_prisma_migrations';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables of the public schema, parents before children (foreign keys), each with its stored columns. */
export async function listTables(sql: Sql): Promise<Table[]> {
  const { rows } = (await sql.query(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns,
            array_agg(format_type(a.atttypid, a.atttypmod) ORDER BY a.attnum) AS types
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND c.relname <> $1
      GROUP BY c.relname ORDER BY c.relname`,
    [LEDGER],
  )) as { rows: Table[] };
  const { rows: edges } = (await sql.query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace AND n.nspname = 'public'
      WHERE k.contype = 'f' AND child.oid <> parent.oid`,
  )) as { rows: { child: string; parent: string }[] };
  const byName = new Map(rows.map((t) => [t.name, t]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name) place(e.parent, path);
    placed.add(name);
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const t of rows) place(t.name, new Set());
  return ordered;
}

/** The applied migrations, oldest first: the schema version a backup was taken at. */
export async function schemaVersion(sql: Sql): Promise<string[]> {
  const { rows } = (await sql.query(
    `SELECT migration_name FROM ${LEDGER} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  )) as { rows: { migration_name: string }[] };
  return rows.map((r) => r.migration_name);
}

/** Each row as one line of JSON text, printed by the database (no type mapping in JavaScript). */
export const rowSelect = (t: Table) =>
  `SELECT array_to_json(ARRAY[${t.columns.map((c) => `${ident(c)}::text`).join(', ')}])::text AS r FROM ${ident(t.name)}`;

/**
 * Rows through a cursor, a batch at a time: the caller's transaction fixes what is read, and no more
 * than one batch is in memory. `each` gets the rows' lines.
 */
export async function readRows(sql: Sql, t: Table, batch: number, each: (lines: string[]) => Promise<void> | void) {
  await sql.query(`DECLARE backup_rows NO SCROLL CURSOR FOR ${rowSelect(t)}`);
  try {
    for (;;) {
      const { rows } = (await sql.query(`FETCH ${batch} FROM backup_rows`)) as { rows: { r: string }[] };
      if (!rows.length) break;
      await each(rows.map((r) => r.r));
    }
  } finally {
    await sql.query('CLOSE backup_rows');
  }
}

/**
 * A table's checksum that does not depend on row order (a sum of each row's hash, 128 bits): a
 * restored table read back in any order proves the same rows arrived, duplicates counted.
 */
export class RowSum {
  count = 0;
  private sum = 0n;
  add(line: string) {
    this.count++;
    this.sum =
      (this.sum + BigInt(`0x${createHash('sha256').update(line).digest('hex').slice(0, 32)}`)) & (2n ** 128n - 1n);
  }
  get hex() {
    return this.sum.toString(16).padStart(32, '0');
  }
}

/** Inserts rows given as their text lines, each value cast back to its column's type. */
export async function insertRows(sql: Sql, t: Table, lines: string[]) {
  if (!lines.length) return;
  const values = t.columns.map((_, i) => `(r->>${i})::${t.types[i]}`).join(', ');
  await sql.query(
    `INSERT INTO ${ident(t.name)} (${t.columns.map(ident).join(', ')}) SELECT ${values} FROM json_array_elements($1::json) AS r`,
    [`[${lines.join(',')}]`],
  );
}

/** Moves every sequence a column owns past the largest value loaded, so new rows get fresh ids. */
export async function setSequences(sql: Sql, tables: Table[]) {
  for (const t of tables) {
    for (const c of t.columns) {
      const { rows } = (await sql.query('SELECT pg_get_serial_sequence($1, $2) AS s', [ident(t.name), c])) as {
        rows: { s: string | null }[];
      };
      const seq = rows[0]?.s;
      if (!seq) continue;
      await sql.query(`SELECT setval($1, COALESCE((SELECT max(${ident(c)}) FROM ${ident(t.name)}), 0) + 1, false)`, [
        seq,
      ]);
    }
  }
}

/** Counts and checksums of every table, read back from a database (after a restore). */
export async function measure(sql: Sql, tables: Table[], batch: number) {
  const out: Record<string, { count: number; sum: string }> = {};
  for (const t of tables) {
    const sum = new RowSum();
    await readRows(sql, t, batch, (lines) => {
      for (const l of lines) sum.add(l);
    });
    out[t.name] = { count: sum.count, sum: sum.hex };
  }
  return out;
}

/** How many rows the tables hold in all (an empty target holds none). */
export async function totalRows(sql: Sql, tables: Table[]): Promise<number> {
  let n = 0;
  for (const t of tables) {
    const { rows } = (await sql.query(`SELECT count(*)::int AS n FROM ${ident(t.name)}`)) as { rows: { n: number }[] };
    n += rows[0]?.n ?? 0;
  }
  return n;
}
