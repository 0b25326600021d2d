// Similar screens and palettes for the scale dataset (issue 60 at 200,000 and 1,000,000 screens), in SQL:
// each scale screen gets the look and palette of the demo picture it reuses (a made-up one when the demo has
// none), and NEIGHBOURS neighbours — the screens at the same place in the apps 13, 26, … after its own, so
// a list is spread over other apps like a real one. The neighbours are not scored (that is the job's work,
// measured apart): the rows have a real list's number and shape, for the reads. Only rows still missing are
// written, so it also fills a database seeded before it (`npm run seed:scale -- --similar-only`).
// The colour filter's rows ("ScreenColourFilter") follow from the palette rows by trigger (migration
// 20261203111320_colour_filter), so each batch's INSERT writes them too.
import type { Db } from '../../server/db/database.ts';
import { Prisma } from '../../server/generated/prisma/client.ts';
import { parseHex, rgbToOklab } from '../../server/images/oklab.ts';
import { KEPT } from '../../server/services/catalogue/similar-score.ts';

/** As many as a real screen keeps: a short list takes any new screen, a full one only a better one. */
export const NEIGHBOURS = KEPT;
/** Scale screens per statement: each must end well within the pool's 15 s query timeout (10,000 ran past
 * it at 90,000 of 1,000,000 screens, 240,000 neighbour rows per statement on a busy machine). */
const BATCH = 2_000;

/** A palette for pictures with no demo palette (a database seeded without the demo): white and dark text on
 * every screen, one of four accents by screen, so the colour filter finds some screens and not others. */
const FLAT_PALETTE = [
  { k: -1, hex: '#ffffff', share: 0.62 },
  { k: -1, hex: '#333333', share: 0.12 },
  { k: 0, hex: '#1351b4', share: 0.2 },
  { k: 1, hex: '#168821', share: 0.2 },
  { k: 2, hex: '#e52207', share: 0.1 },
  { k: 3, hex: '#ffcd07', share: 0.15 },
].map((c) => ({ ...c, ...rgbToOklab(parseHex(c.hex) as [number, number, number]) }));
const FLAT_VALUES = Prisma.join(
  FLAT_PALETTE.map(
    (c) => Prisma.sql`(${c.k}::int, ${c.l}::float8, ${c.a}::float8, ${c.b}::float8, ${c.hex}, ${c.share}::float8)`,
  ),
);

/** A grid of one mid-grey, for pictures with no demo look (4 × 8 cells of OKLab). */
const FLAT_GRID = JSON.stringify(Array.from({ length: 32 }, () => [0.6, 0, 0]).flat());

export async function seedSimilar(db: Db, log: (line: string) => void = console.log) {
  const started = performance.now();
  const [range] = await db.$queryRaw<{ lo: number | null; hi: number | null }[]>`
    SELECT min(id) AS lo, max(id) AS hi FROM "Screen" WHERE "airtableId" LIKE 'scale-%'`;
  if (range?.lo == null || range.hi == null) return { looks: 0, colours: 0, neighbours: 0, ms: 0 };
  const [lo, hi] = [Number(range.lo), Number(range.hi)];
  // Scale apps are numbered in one run (generate.ts); a scale screen's airtableId names its app and place.
  const [apps] = await db.$queryRaw<{ first: number | null; n: number }[]>`
    SELECT min(id) AS first, count(*)::int AS n FROM "App" WHERE slug LIKE 'app-de-escala-%'`;
  const [first, n] = [Number(apps?.first ?? 0), Math.max(1, Number(apps?.n ?? 1))];
  let looks = 0;
  let colours = 0;
  let neighbours = 0;
  for (let from = lo; from <= hi; from += BATCH) {
    const to = from + BATCH - 1;
    looks += await db.$executeRaw`
      INSERT INTO "ScreenLook" ("screenId", "imageUrl", hash, grid)
      SELECT s.id, s."imageUrl", coalesce(d.hash, substr(md5(s."imageUrl"), 1, 16)), coalesce(d.grid, ${FLAT_GRID}::jsonb)
      FROM "Screen" s
      LEFT JOIN (SELECT DISTINCT ON (x."imageUrl") x."imageUrl" AS u, l.hash, l.grid FROM "ScreenLook" l
        JOIN "Screen" x ON x.id = l."screenId" WHERE x."airtableId" NOT LIKE 'scale-%' ORDER BY x."imageUrl", x.id) d
        ON d.u = s."imageUrl"
      WHERE s.id BETWEEN ${from} AND ${to} AND s."airtableId" LIKE 'scale-%'
      ON CONFLICT ("screenId") DO NOTHING`;
    colours += await db.$executeRaw`
      INSERT INTO "ScreenColour" ("screenId", l, a, b, hex, share)
      SELECT s.id, c.l, c.a, c.b, c.hex, c.share FROM "Screen" s
      JOIN (SELECT DISTINCT ON (x."imageUrl") x."imageUrl" AS u, x.id AS demo FROM "Screen" x
        WHERE x."airtableId" NOT LIKE 'scale-%' AND EXISTS (SELECT 1 FROM "ScreenColour" y WHERE y."screenId" = x.id)
        ORDER BY x."imageUrl", x.id) d ON d.u = s."imageUrl"
      JOIN "ScreenColour" c ON c."screenId" = d.demo
      WHERE s.id BETWEEN ${from} AND ${to} AND s."airtableId" LIKE 'scale-%'
        AND NOT EXISTS (SELECT 1 FROM "ScreenColour" z WHERE z."screenId" = s.id)`;
    colours += await db.$executeRaw`
      INSERT INTO "ScreenColour" ("screenId", l, a, b, hex, share)
      SELECT s.id, c.l, c.a, c.b, c.hex, c.share FROM "Screen" s
      JOIN (VALUES ${FLAT_VALUES}) AS c(k, l, a, b, hex, share) ON c.k = -1 OR c.k = s.id % 4
      WHERE s.id BETWEEN ${from} AND ${to} AND s."airtableId" LIKE 'scale-%'
        AND NOT EXISTS (SELECT 1 FROM "ScreenColour" z WHERE z."screenId" = s.id)`;
    neighbours += await db.$executeRaw`
      INSERT INTO "ScreenNeighbour" ("screenId", "neighbourId", score, rank)
      SELECT p.id, q.id, round((0.9 - r * 0.015)::numeric, 4)::float8, r
      FROM "Screen" p CROSS JOIN generate_series(1, ${NEIGHBOURS}) AS r
      JOIN "Screen" q ON q."airtableId" = 'scale-' || (${first} + (p."appId" - ${first} + r * 13) % ${n}) || '-' || p."order"
      WHERE p.id BETWEEN ${from} AND ${to} AND p."airtableId" LIKE 'scale-%'
        AND NOT EXISTS (SELECT 1 FROM "ScreenNeighbour" z WHERE z."screenId" = p.id)
      ON CONFLICT DO NOTHING`;
    log(
      `  looks ${looks}, colours ${colours}, neighbours ${neighbours} (${Math.round((performance.now() - started) / 1000)} s)`,
    );
  }
  return { looks, colours, neighbours, ms: Math.round(performance.now() - started) };
}
