// sRGB ↔ OKLab (Björn Ottosson's perceptual space) and the distance between two colours in it (ΔE_OK,
// the Euclidean distance; 0.02 is about a just-noticeable difference). Used by palettes and the
// gallery's colour filter (issue 60 item 2).

export type Lab = { l: number; a: number; b: number };
export type Rgb = [r: number, g: number, b: number];

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

/** 8-bit sRGB to OKLab. */
export function rgbToOklab([r8, g8, b8]: Rgb): Lab {
  const r = toLinear(r8);
  const g = toLinear(g8);
  const b = toLinear(b8);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

/** OKLab to 8-bit sRGB (clipped to the gamut). */
export function oklabToRgb({ l: L, a, b }: Lab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** ΔE in OKLab. */
export const deltaE = (x: Lab, y: Lab) => Math.hypot(x.l - y.l, x.a - y.a, x.b - y.b);

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;
export const isHex = (value: string) => HEX.test(value.trim());

/** '#1a2b3c' (or '1a2b3c', '#abc') to RGB; null when not a colour. */
export function parseHex(value: string): Rgb | null {
  const m = HEX.exec(value.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export const rgbToHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
