// A damaged PGlite directory must be refused at start, not served: PostgreSQL reads a zeroed table as
// empty without a word (its index still lists the rows), garbage pages fail every read of that table,
// a missing pg_control makes PGlite abort with only "Aborted()", and a missing PG_VERSION makes it
// initialise a new database over the old one. PostgreSQL checks a page only when a query reads it, so
// this reads every page of every table and index once, from the files, at open: on the demo catalogue
// (80 relations, 9 MB) that adds some 30–110 ms of CPU to a start, most of it the first catalogue query.
import { closeSync, existsSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export class DataDirDamagedError extends Error {}

export const damaged = (dataDir: string, what: string) =>
  new DataDirDamagedError(
    `The data directory ${dataDir} is damaged (${what}). Restore it from a backup, or move it aside to start with an empty catalogue.`,
  );

/** Before PGlite opens an existing directory: the files it would abort on, or silently re-create. */
export function checkDataDirFiles(pgdata: string): { found: boolean; missing?: string } {
  if (!existsSync(pgdata) || readdirSync(pgdata).length === 0) return { found: false };
  const missing = ['PG_VERSION', 'global/pg_control'].find((file) => !existsSync(join(pgdata, file)));
  return { found: true, missing: missing && `pgdata/${missing} is missing` };
}

const PAGE = 8192;
const ZERO_PAGE = Buffer.alloc(PAGE);
// PageHeaderData: pd_lower, pd_upper, pd_special, pd_pagesize_version (8192 | layout 4), little-endian.
const HEADER = 24;
const BTP_LEAF = 1;
const BTP_GONE = 4 | 16; // deleted or half-dead

type Relation = { oid: number; name: string; am: string | null; path: string; table: number };
type Scan = { bad?: string; zeroFirst: boolean; lines: number; leafItems: number };

/** PostgreSQL's own page check on one page, and what the cross-check counts. */
function scanPage(page: Buffer, off: number, pageNo: number, btree: boolean, scan: Scan) {
  const lower = page.readUInt16LE(off + 12);
  const upper = page.readUInt16LE(off + 14);
  const special = page.readUInt16LE(off + 16);
  const valid =
    page.readUInt16LE(off + 18) === (PAGE | 4) &&
    lower >= HEADER &&
    lower <= upper &&
    upper <= special &&
    special <= PAGE &&
    special % 8 === 0;
  if (!valid) {
    // All-zero pages are what an extension cut short by a crash leaves; PostgreSQL accepts them.
    if (page.compare(ZERO_PAGE, 0, PAGE, off, off + PAGE) !== 0) scan.bad ??= `page ${pageNo} is not a PostgreSQL page`;
    else if (pageNo === 0) scan.zeroFirst = true;
    return;
  }
  const items = (lower - HEADER) / 4;
  scan.lines += items;
  if (btree && special + 16 <= PAGE) {
    const flags = page.readUInt16LE(off + special + 12);
    const rightmost = page.readUInt32LE(off + special + 4) === 0;
    // A leaf page's first item is its high key unless it is the rightmost page.
    if (flags & BTP_LEAF && !(flags & BTP_GONE)) scan.leafItems += items - (rightmost ? 0 : 1);
  }
}

/** Every page of a relation, across its 1 GB segment files (path, path.1, …), a megabyte at a time. */
function scanRelation(path: string, btree: boolean, chunk: Buffer): Scan {
  const scan: Scan = { zeroFirst: false, lines: 0, leafItems: 0 };
  let pageNo = 0;
  for (let segment = 0; ; segment++) {
    let fd: number;
    try {
      fd = openSync(segment ? `${path}.${segment}` : path, 'r');
    } catch (e) {
      if (segment === 0) throw e;
      return scan;
    }
    try {
      for (let read = chunk.length; read === chunk.length; ) {
        read = readSync(fd, chunk, 0, chunk.length, null);
        for (let off = 0; off + PAGE <= read; off += PAGE) scanPage(chunk, off, pageNo++, btree, scan);
      }
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * The first problem found in the database's own tables and indexes, or undefined. An index that
 * lists more rows than its table has line pointers means the table's pages were lost or zeroed.
 */
export async function findDamage(pglite: PGlite, pgdata: string): Promise<string | undefined> {
  // No CHECKPOINT needed: the files are current at open, since PostgreSQL ends crash recovery with one.
  const { rows } = await pglite.query<Relation>(`
    SELECT c.oid::int AS oid, c.relname AS name, am.amname AS am, pg_relation_filepath(c.oid) AS path,
           coalesce(i.indrelid, 0)::int AS "table"
    FROM pg_class c LEFT JOIN pg_am am ON am.oid = c.relam LEFT JOIN pg_index i ON i.indexrelid = c.oid
    WHERE c.oid >= 16384 AND c.relkind IN ('r', 't', 'm', 'i') AND c.relpersistence = 'p'`);
  const scans = new Map<number, Scan>();
  const chunk = Buffer.allocUnsafe(128 * PAGE);
  for (const r of rows) {
    let scan: Scan;
    try {
      scan = scanRelation(join(pgdata, r.path), r.am === 'btree', chunk);
    } catch {
      return `the file of "${r.name}" (pgdata/${r.path}) is missing or unreadable`;
    }
    if (scan.bad) return `"${r.name}" (pgdata/${r.path}): ${scan.bad}`;
    if (r.am === 'btree' && scan.zeroFirst) return `index "${r.name}" (pgdata/${r.path}) starts with a zeroed page`;
    scans.set(r.oid, scan);
  }
  for (const r of rows) {
    const table = rows.find((t) => t.oid === r.table);
    const listed = scans.get(r.oid)?.leafItems ?? 0;
    const held = scans.get(r.table)?.lines ?? 0;
    if (table && r.am === 'btree' && listed > held) {
      return `table "${table.name}" (pgdata/${table.path}) has lost rows: its index "${r.name}" lists ${listed}, the table holds at most ${held}`;
    }
  }
  return undefined;
}
