// SVG building blocks shared by the demo image renderers (pure string helpers, deterministic).

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number];
}

const toHex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix: t=0 gives `a`, t=1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Readable text colour on a background. */
export const onColor = (bg: string) => (luminance(bg) > 0.45 ? '#1B1F24' : '#FFFFFF');

export type Palette = {
  primary: string;
  secondary: string;
  onPrimary: string;
  onSecondary: string;
  /** Primary, darkened if needed so it reads on white. */
  accent: string;
  tint: string;
  tint2: string;
  dark: string;
  text: string;
  muted: string;
  line: string;
  bg: string;
};

export function palette(primary: string, secondary: string): Palette {
  const accent = luminance(primary) > 0.3 ? mix(primary, '#000000', 0.45) : primary;
  return {
    primary,
    secondary,
    onPrimary: onColor(primary),
    onSecondary: onColor(secondary),
    accent,
    tint: mix(primary, '#FFFFFF', 0.88),
    tint2: mix(secondary, '#FFFFFF', 0.8),
    dark: mix(primary, '#000000', 0.25),
    text: '#1B1F24',
    muted: '#5F6B7A',
    line: '#DDE2E8',
    bg: '#F3F5F8',
  };
}

const STOP = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'na', 'no', 'a', 'o']);

/** Up to two initials, e.g. 'Caixa Tem' → 'CT', 'gov.br' → 'GB', 'FGTS' → 'FG'. */
export function initials(name: string): string {
  const words = name
    .split(/[\s.\-|/]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w && !STOP.has(w.toLowerCase()));
  if (words.length === 0) return '?';
  const [first = '', second = ''] = words;
  if (words.length === 1) return first.slice(0, 2).toUpperCase();
  return (first.charAt(0) + second.charAt(0)).toUpperCase();
}

/** Cuts text to `max` characters with an ellipsis. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Greedy word wrap by an approximate character budget; the last line is clipped. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      lines.push(clip(`${line} ${words.slice(i).join(' ')}`, maxChars));
      return lines;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(clip(line, maxChars));
  return lines;
}

type TextOpts = { size: number; fill: string; weight?: 'normal' | 'bold'; anchor?: 'start' | 'middle' | 'end' };

export function text(x: number, y: number, value: string, o: TextOpts): string {
  const weight = o.weight === 'bold' ? ' font-weight="bold"' : '';
  const anchor = o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${o.size}" fill="${o.fill}"${weight}${anchor}>${esc(value)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** Card surface with a faint border (no blur filters: they are slow to rasterize). */
export const card = (x: number, y: number, w: number, h: number, rx = 28) =>
  rect(x, y + 4, w, h, '#E3E7EC', rx) + rect(x, y, w, h, '#FFFFFF', rx, 'stroke="#E1E5EA" stroke-width="2"');

/** Grey placeholder bar standing in for secondary text. */
export const bar = (x: number, y: number, w: number, h = 22, fill = '#E4E8ED') => rect(x, y, w, h, fill, h / 2);

const stroke = (color: string, width = 8) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** Simple line icons centred on (x, y), roughly `s` wide. */
export const icon = {
  chevron: (x: number, y: number, c: string, s = 28) =>
    `<path d="M${x - s / 4} ${y - s / 2} L${x + s / 4} ${y} L${x - s / 4} ${y + s / 2}" ${stroke(c, 6)}/>`,
  back: (x: number, y: number, c: string, s = 44) =>
    `<path d="M${x + s / 4} ${y - s / 2} L${x - s / 4} ${y} L${x + s / 4} ${y + s / 2}" ${stroke(c)}/>`,
  menu: (x: number, y: number, c: string, s = 48) =>
    [-1, 0, 1].map((k) => `<path d="M${x - s / 2} ${y + k * s * 0.32} H${x + s / 2}" ${stroke(c)}/>`).join(''),
  search: (x: number, y: number, c: string, s = 40) =>
    `<circle cx="${x - s * 0.1}" cy="${y - s * 0.1}" r="${s * 0.32}" ${stroke(c, 6)}/><path d="M${x + s * 0.15} ${y + s * 0.15} L${x + s * 0.45} ${y + s * 0.45}" ${stroke(c, 6)}/>`,
  bell: (x: number, y: number, c: string, s = 46) =>
    `<path d="M${x - s * 0.38} ${y + s * 0.25} Q${x - s * 0.3} ${y - s * 0.5} ${x} ${y - s * 0.5} Q${x + s * 0.3} ${y - s * 0.5} ${x + s * 0.38} ${y + s * 0.25} Z" ${stroke(c, 6)}/>${circle(x, y + s * 0.42, s * 0.1, c)}`,
  home: (x: number, y: number, c: string, s = 48) =>
    `<path d="M${x - s / 2} ${y - s * 0.05} L${x} ${y - s / 2} L${x + s / 2} ${y - s * 0.05} M${x - s * 0.35} ${y - s * 0.15} V${y + s / 2} H${x + s * 0.35} V${y - s * 0.15}" ${stroke(c, 6)}/>`,
  grid: (x: number, y: number, c: string, s = 44) =>
    [0, 1, 2, 3]
      .map((k) =>
        rect(x - s / 2 + (k % 2) * s * 0.56, y - s / 2 + Math.floor(k / 2) * s * 0.56, s * 0.44, s * 0.44, c, 4),
      )
      .join(''),
  user: (x: number, y: number, c: string, s = 48) =>
    `<circle cx="${x}" cy="${y - s * 0.2}" r="${s * 0.22}" ${stroke(c, 6)}/><path d="M${x - s * 0.42} ${y + s * 0.48} Q${x} ${y - s * 0.05} ${x + s * 0.42} ${y + s * 0.48}" ${stroke(c, 6)}/>`,
  check: (x: number, y: number, c: string, s = 40) =>
    `<path d="M${x - s * 0.4} ${y} L${x - s * 0.1} ${y + s * 0.3} L${x + s * 0.42} ${y - s * 0.3}" ${stroke(c, s / 6)}/>`,
  info: (x: number, y: number, c: string, s = 40) =>
    `<circle cx="${x}" cy="${y}" r="${s / 2}" ${stroke(c, 5)}/>${rect(x - 3, y - 4, 6, s * 0.32, c, 3)}${circle(x, y - s * 0.22, 4, c)}`,
};
