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

/**
 * EXISTS over the screen's palette rows (indexed by screenId); the bounding box lets the (l, a, b)
 * index narrow a rare colour before the exact distance is checked.
 */
export function colourCondition(hex: string): Prisma.Sql {
  const rgb = parseHex(hex);
  if (!rgb) return Prisma.sql`false`;
  const { l, a, b } = rgbToOklab(rgb);
  const d = COLOUR_NEAR;
  return Prisma.sql`EXISTS (SELECT 1 FROM "ScreenColour" c WHERE c."screenId" = s.id
    AND c.share >= ${COLOUR_MIN_SHARE}
    AND c.l BETWEEN ${l - d} AND ${l + d} AND c.a BETWEEN ${a - d} AND ${a + d} AND c.b BETWEEN ${b - d} AND ${b + d}
    AND (c.l - ${l}) * (c.l - ${l}) + (c.a - ${a}) * (c.a - ${a}) + (c.b - ${b}) * (c.b - ${b}) <= ${d * d})`;
}
