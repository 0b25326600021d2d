import type { DemoApp, DemoScreen } from './catalogue-types.ts';
import type { Rng } from './prng.ts';
import { bar, circle, clip, icon, type Palette, rect, text, wrap } from './render-kit.ts';

// Phone chrome (status bar, app bar, heading, bottom navigation) and common widgets.

export const W = 1080;
export const H = 1920;
export const PAD = 60;
export const NAV_TOP = 1736;

/** What a body renderer gets: the area between the heading and the bottom (nav or screen edge). */
export type Ctx = { app: DemoApp; screen: DemoScreen; p: Palette; rng: Rng; top: number; bottom: number };

export function statusBar(bg: string, fg: string): string {
  const bars = [0, 1, 2, 3].map((i) => rect(850 + i * 16, 44 - i * 7, 10, 12 + i * 7, fg, 2)).join('');
  return (
    rect(0, 0, W, 72, bg) +
    text(PAD, 50, '9:41', { size: 32, fill: fg, weight: 'bold' }) +
    bars +
    `<path d="M932 34 Q952 18 972 34 M940 42 Q952 32 964 42" fill="none" stroke="${fg}" stroke-width="5" stroke-linecap="round"/>` +
    circle(952, 50, 5, fg) +
    rect(988, 28, 50, 26, 'none', 6, `stroke="${fg}" stroke-width="3"`) +
    rect(993, 33, 34, 16, fg, 3) +
    rect(1040, 36, 5, 10, fg, 2)
  );
}

/** App bar with the app name; `root` screens get a menu icon, the others a back arrow. */
export function appBar(app: DemoApp, p: Palette, root: boolean): string {
  const name = clip(app.name, 22);
  const lead = root ? icon.menu(PAD + 24, 150, p.onPrimary) : icon.back(PAD + 18, 150, p.onPrimary);
  return (
    rect(0, 72, W, 160, p.primary) +
    lead +
    text(PAD + 84, 166, name, { size: 46, fill: p.onPrimary, weight: 'bold' }) +
    icon.bell(W - PAD - 100, 148, p.onPrimary) +
    circle(W - PAD - 24, 150, 30, p.secondary) +
    text(W - PAD - 24, 161, 'MS', { size: 26, fill: p.onSecondary, weight: 'bold', anchor: 'middle' })
  );
}

/** Screen name as a heading (up to two lines) plus a small flow caption; returns the SVG and its bottom y. */
export function heading(screen: DemoScreen, p: Palette, top = 232): { svg: string; bottom: number } {
  const lines = wrap(screen.name, 27, 2);
  let svg = text(PAD, top + 74, screen.flow === 'Other' ? 'Mais' : screen.flow, {
    size: 30,
    fill: p.accent,
    weight: 'bold',
  });
  lines.forEach((line, i) => {
    svg += text(PAD, top + 146 + i * 68, line, { size: 56, fill: p.text, weight: 'bold' });
  });
  return { svg, bottom: top + 146 + (lines.length - 1) * 68 + 40 };
}

const NAV_ITEMS: [string, keyof typeof icon][] = [
  ['Início', 'home'],
  ['Serviços', 'grid'],
  ['Avisos', 'bell'],
  ['Perfil', 'user'],
];

export function bottomNav(p: Palette, active: number): string {
  let svg = rect(0, NAV_TOP, W, H - NAV_TOP, '#FFFFFF') + rect(0, NAV_TOP, W, 2, p.line);
  NAV_ITEMS.forEach(([label, ic], i) => {
    const x = 135 + i * 270;
    const c = i === active ? p.accent : '#7A8594';
    if (i === active) svg += rect(x - 70, NAV_TOP + 22, 140, 64, p.tint, 32);
    svg += icon[ic](x, NAV_TOP + 54, c, 40);
    svg += text(x, NAV_TOP + 130, label, {
      size: 28,
      fill: c,
      weight: i === active ? 'bold' : 'normal',
      anchor: 'middle',
    });
  });
  return svg + rect(W / 2 - 140, H - 26, 280, 10, '#1B1F24', 5);
}

export function button(x: number, y: number, w: number, label: string, p: Palette, outline = false): string {
  const box = outline
    ? rect(x, y, w, 120, '#FFFFFF', 60, `stroke="${p.accent}" stroke-width="4"`)
    : rect(x, y, w, 120, p.primary, 60);
  return (
    box +
    text(x + w / 2, y + 74, label, {
      size: 38,
      fill: outline ? p.accent : p.onPrimary,
      weight: 'bold',
      anchor: 'middle',
    })
  );
}

/** Labelled input box; `kind` adds a dropdown caret or a masked value. */
export function input(
  y: number,
  label: string,
  value: string,
  p: Palette,
  kind: 'text' | 'select' | 'password' = 'text',
): string {
  let svg = text(PAD, y, label, { size: 32, fill: p.text, weight: 'bold' });
  svg += rect(PAD, y + 22, W - 2 * PAD, 112, '#FFFFFF', 20, `stroke="${p.line}" stroke-width="3"`);
  svg += text(PAD + 36, y + 92, value, { size: 36, fill: value.startsWith('•') ? p.text : '#8792A2' });
  if (kind === 'select')
    svg += `<path d="M${W - PAD - 64} ${y + 68} l18 18 l18 -18" fill="none" stroke="${p.muted}" stroke-width="6"/>`;
  if (kind === 'password') svg += circle(W - PAD - 52, y + 78, 14, 'none', `stroke="${p.muted}" stroke-width="5"`);
  return svg;
}

export function searchBox(y: number, placeholder: string, p: Palette): string {
  return (
    rect(PAD, y, W - 2 * PAD, 112, '#FFFFFF', 56, `stroke="${p.line}" stroke-width="3"`) +
    icon.search(PAD + 60, y + 56, p.muted, 40) +
    text(PAD + 110, y + 70, placeholder, { size: 34, fill: '#8792A2' })
  );
}

/** Row of filter chips; the first is active. Returns the SVG. */
export function chips(y: number, labels: string[], p: Palette): string {
  let x = PAD;
  let svg = '';
  labels.forEach((label, i) => {
    const w = 64 + label.length * 19;
    svg +=
      i === 0
        ? rect(x, y, w, 76, p.primary, 38)
        : rect(x, y, w, 76, '#FFFFFF', 38, `stroke="${p.line}" stroke-width="3"`);
    svg += text(x + w / 2, y + 50, label, { size: 30, fill: i === 0 ? p.onPrimary : p.text, anchor: 'middle' });
    x += w + 20;
  });
  return svg;
}

export function toggle(x: number, y: number, on: boolean, p: Palette): string {
  return rect(x, y, 120, 68, on ? p.accent : '#C5CCD6', 34) + circle(on ? x + 86 : x + 34, y + 34, 26, '#FFFFFF');
}

const CHIP_COLORS: Record<string, [string, string]> = {
  ok: ['#E3F4E8', '#1B7A3A'],
  wait: ['#FFF3D6', '#8A5A00'],
  new: ['#E2EDFB', '#1351B4'],
  late: ['#FDE4E4', '#B3261E'],
};

export function statusChip(x: number, y: number, label: string, tone: keyof typeof CHIP_COLORS): string {
  const [bg, fg] = CHIP_COLORS[tone] ?? ['#EEE', '#333'];
  const w = 48 + label.length * 18;
  return (
    rect(x, y, w, 60, bg, 30) + text(x + w / 2, y + 41, label, { size: 28, fill: fg, weight: 'bold', anchor: 'middle' })
  );
}

export function callout(y: number, message: string, p: Palette): string {
  const lines = wrap(message, 40, 2);
  const h = 70 + lines.length * 44;
  let svg =
    rect(PAD, y, W - 2 * PAD, h, p.tint, 24) + rect(PAD, y, 12, h, p.accent, 6) + icon.info(PAD + 70, y + 62, p.accent);
  lines.forEach((l, i) => {
    svg += text(PAD + 120, y + 74 + i * 44, l, { size: 32, fill: p.text });
  });
  return svg;
}

/** Placeholder paragraph of grey bars with slightly varying widths. */
export function paragraph(x: number, y: number, width: number, lines: number, rng: Rng): string {
  let svg = '';
  for (let i = 0; i < lines; i++)
    svg += bar(x, y + i * 44, i === lines - 1 ? width * (0.4 + rng.next() * 0.3) : width * (0.85 + rng.next() * 0.15));
  return svg;
}
