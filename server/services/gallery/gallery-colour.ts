// The gallery's colour filter (issue 60 item 2): `?colour=#1351b4` finds screens whose palette holds a
// colour near it — ΔE_OK ≤ 0.1 in OKLab (a just-noticeable difference is about 0.02) making up at least
// 4% of the picture (so a small icon's colour is not "the screen's colour"). Measured between the demo's
// colours: gov.br blue #1351b4 to a lighter button blue #155bcb is 0.044 (found), to #2670e8 0.113 and to
// navy #0c326f 0.140 (not found), to green #168821 0.300; white to the pale grey #f8f8f8 is 0.021.
import { Prisma } from '../../generated/prisma/client.ts';
import { isHex, parseHex, rgbToOklab } from '../../images/oklab.ts';

export const COLOUR_NEAR = 0.1;
export const COLOUR_MIN_SHARE = 0.04;

/** '#1a2b3c' from what a visitor typed (with or without '#', 3 or 6 digits); null when not a colour. */
export function normalizeHex(value: string): string | null {
  if (!isHex(value)) return null;
  const rgb = parseHex(value);
  return rgb ? `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}` : null;
}

/** OKLab cells 0.2 a side, numbered as the migration's vitrine_colour_cell numbers them. */
const CELL = 0.2;
const cellOf = (l: number, a: number, b: number) => (l + 64) * 16384 + (a + 64) * 128 + (b + 64);
/** The cell of one colour, as vitrine_colour_cell computes it in the database. */
export const colourCell = (l: number, a: number, b: number) =>
  cellOf(Math.floor(l / CELL), Math.floor(a / CELL), Math.floor(b / CELL));

/** Every cell a sphere of radius COLOUR_NEAR around (l, a, b) reaches: the cells its matches can be in. */
export function colourCells(l: number, a: number, b: number): number[] {
  const d = COLOUR_NEAR;
  const range = (v: number) => [Math.floor((v - d) / CELL), Math.floor((v + d) / CELL)] as const;
  // How far the cell [i, i + 1) × CELL lies from v along one axis (0 when v is inside it).
  const gap = (v: number, i: number) => Math.max(0, i * CELL - v, v - (i + 1) * CELL);
  const [l0, l1] = range(l);
  const [a0, a1] = range(a);
  const [b0, b1] = range(b);
  const cells: number[] = [];
  for (let i = l0; i <= l1; i++)
    for (let j = a0; j <= a1; j++)
      for (let k = b0; k <= b1; k++) {
        // A little slack: a cell the rounding might leave out costs an exact check, a missed one a match.
        if (gap(l, i) ** 2 + gap(a, j) ** 2 + gap(b, k) ** 2 <= d * d + 1e-9) cells.push(cellOf(i, j, k));
      }
  return cells;
}

/** ΔE_OK² ≤ COLOUR_NEAR² between the query's colour and the row's (one formula for both tables). */
function nearSql(q: { l: number; a: number; b: number }, l: Prisma.Sql, a: Prisma.Sql, b: Prisma.Sql) {
  const d2 = COLOUR_NEAR * COLOUR_NEAR;
  return Prisma.sql`(${l} - ${q.l}::float8) * (${l} - ${q.l}::float8) + (${a} - ${q.a}::float8) * (${a} - ${q.a}::float8)
      + (${b} - ${q.b}::float8) * (${b} - ${q.b}::float8) <= ${d2}::float8`;
}

/**
 * How many visible screens hold a colour near `hex` and every tag of `tags`, under the app conditions
 * `appWhere` (on "App" a): an index-only scan of "ScreenColourTag"'s rows for the first tag ('' for any) in
 * the sphere's cells, the distance checked in the index (migration 20261203144724_colour_tag_count). More
 * tags than one are checked on the narrow copy, for the screens the first left.
 */
export function colourCountSql(hex: string, tags: string[], appWhere: Prisma.Sql): Prisma.Sql {
  const rgb = parseHex(hex);
  if (!rgb) return Prisma.sql`SELECT 0::bigint AS n`;
  const q = rgbToOklab(rgb);
  const [first = '', ...rest] = tags;
  const more = rest.length
    ? Prisma.sql`AND t.id IN (SELECT f.id FROM "ScreenColourFilter" f WHERE f.tags @> ${rest}::text[])`
    : Prisma.empty;
  return Prisma.sql`SELECT COUNT(DISTINCT t.id) AS n FROM "ScreenColourTag" t JOIN "App" a ON a.id = t."appId"
    WHERE t.tag = ${first} AND t.cell = ANY(${colourCells(q.l, q.a, q.b)}::int[])
      AND ${nearSql(q, Prisma.raw('t.l'), Prisma.raw('t.a'), Prisma.raw('t.b'))} AND ${appWhere} ${more}`;
}

/** Palettes are at most six colours (images/palette.ts): the distance check is unrolled for them. */
const UNROLLED = 6;

/**
 * The colour condition on a "ScreenColourFilter" row `alias`: the GIN index on its cells finds the
 * screens with a sizeable colour in a cell the sphere reaches, then the exact distance is checked on the
 * row's own colours (plain arithmetic per candidate; a subquery per row cost 3–5 µs, a count reads tens
 * of thousands). A row with more colours than UNROLLED is checked by the general form.
 */
export function colourMatch(hex: string, alias: Prisma.Sql = Prisma.raw('s')): Prisma.Sql {
  const rgb = parseHex(hex);
  if (!rgb) return Prisma.sql`false`;
  const { l, a, b } = rgbToOklab(rgb);
  const near = (i: Prisma.Sql) =>
    nearSql(
      { l, a, b },
      Prisma.sql`${alias}.lab[${i}]`,
      Prisma.sql`${alias}.lab[${i} + 1]`,
      Prisma.sql`${alias}.lab[${i} + 2]`,
    );
  const unrolled = Prisma.join(
    Array.from({ length: UNROLLED }, (_, n) => near(Prisma.raw(String(3 * n + 1)))),
    ' OR ',
  );
  return Prisma.sql`${alias}.cells && ${colourCells(l, a, b)}::int[] AND CASE
    WHEN cardinality(${alias}.lab) <= ${3 * UNROLLED} THEN COALESCE(${unrolled}, false)
    ELSE EXISTS (SELECT 1 FROM generate_series(1, cardinality(${alias}.lab), 3) AS g(i) WHERE ${near(Prisma.raw('g.i'))}) END`;
}
