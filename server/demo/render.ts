import sharp from 'sharp';
import type { DemoApp, DemoCategory, DemoScreen, ScreenKind } from './catalogue-types.ts';
import { rngFrom } from './prng.ts';
import { cardBody, chartBody, formBody, homeBody, listBody, loginBody } from './render-forms-lists.ts';
import { circle, esc, FONT, initials, mix, onColor, palette, rect, text } from './render-kit.ts';
import { appBar, bottomNav, type Ctx, H, heading, NAV_TOP, statusBar, W } from './render-parts.ts';
import { detailBody, mapBody, onboardingBody, profileBody, settingsBody, splashScreen } from './render-profile-map.ts';

// Deterministic PNG mock-ups for the demo catalogue: SVG strings rasterized by sharp (librsvg).

const BODIES: Record<Exclude<ScreenKind, 'splash'>, (ctx: Ctx) => string> = {
  login: loginBody,
  home: homeBody,
  list: listBody,
  form: formBody,
  card: cardBody,
  chart: chartBody,
  onboarding: onboardingBody,
  profile: profileBody,
  map: mapBody,
  detail: detailBody,
  settings: settingsBody,
};

const NO_NAV = new Set<ScreenKind>(['login', 'onboarding', 'form', 'splash']);
const ROOT = new Set<ScreenKind>(['home', 'login', 'onboarding']);

function navIndex(screen: DemoScreen): number {
  if (screen.kind === 'home') return 0;
  if (screen.kind === 'profile' || screen.kind === 'settings' || screen.flow === 'Perfil') return 3;
  return screen.tags.includes('notification') ? 2 : 1;
}

const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** The SVG source of a 1080x1920 phone screen (exported for tests and debugging). */
export function screenSvg(app: DemoApp, screen: DemoScreen): string {
  const p = palette(app.colors.primary, app.colors.secondary);
  const status = statusBar(p.dark, onColor(p.dark));
  if (screen.kind === 'splash') return svgDoc(W, H, splashScreen(app, p) + status);
  const rng = rngFrom(`${app.key}/${screen.key}`);
  const head = heading(screen, p);
  const nav = !NO_NAV.has(screen.kind);
  const ctx: Ctx = { app, screen, p, rng, top: head.bottom, bottom: nav ? NAV_TOP - 24 : H - 60 };
  const body = BODIES[screen.kind](ctx);
  const chrome = appBar(app, p, ROOT.has(screen.kind)) + status;
  const navSvg = nav ? bottomNav(p, navIndex(screen)) : '';
  // A modal body draws a scrim over everything, so it goes last; other bodies go under the chrome.
  const modal = screen.kind === 'detail' && screen.tags.includes('modal');
  const main = modal ? chrome + head.svg + navSvg + body : head.svg + body + chrome + navSvg;
  return svgDoc(W, H, rect(0, 0, W, H, p.bg) + main);
}

const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();

/** 1080x1920 PNG phone-screen mock-up in the app's colours. */
export function renderScreenPng(app: DemoApp, screen: DemoScreen): Promise<Buffer> {
  return toPng(screenSvg(app, screen));
}

export function logoSvg(app: DemoApp): string {
  const { primary, secondary } = app.colors;
  const label = initials(app.name);
  const body =
    '<clipPath id="logo"><rect width="256" height="256" rx="56"/></clipPath>' +
    rect(0, 0, 256, 256, primary, 56) +
    `<g clip-path="url(#logo)">${circle(224, 32, 76, secondary, 'opacity="0.85"')}</g>` +
    rect(0, 0, 256, 256, 'none', 56, `stroke="${mix(primary, '#000000', 0.2)}" stroke-width="4"`) +
    text(128, label.length > 1 ? 166 : 172, label, {
      size: label.length > 1 ? 104 : 132,
      fill: onColor(primary),
      weight: 'bold',
      anchor: 'middle',
    });
  return svgDoc(256, 256, body);
}

/** 256x256 PNG logo: rounded square in the primary colour with the app's initials. */
export function renderLogoPng(app: DemoApp): Promise<Buffer> {
  return toPng(logoSvg(app));
}

const line = (w: number) =>
  `fill="none" stroke="#FFFFFF" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const S = line(8);
const GLYPHS: Record<string, string> = {
  grid: [0, 1, 2, 3].map((k) => rect(36 + (k % 2) * 32, 36 + Math.floor(k / 2) * 32, 24, 24, '#FFFFFF', 5)).join(''),
  coin: `<circle cx="64" cy="64" r="30" ${S}/><path d="M74 50 H58 a8 8 0 0 0 0 16 h12 a8 8 0 0 1 0 16 H52 M64 42 V86" ${line(6)}/>`,
  briefcase: `<rect x="30" y="48" width="68" height="46" rx="8" ${S}/><path d="M52 48 V38 H76 V48 M30 66 H98" ${S}/>`,
  cross: rect(54, 32, 20, 64, '#FFFFFF', 4) + rect(32, 54, 64, 20, '#FFFFFF', 4),
  person: `<circle cx="64" cy="48" r="15" ${S}/><path d="M36 96 Q64 54 92 96" ${S}/>`,
  window: `<rect x="30" y="34" width="68" height="60" rx="8" ${S}/><path d="M30 52 H98 M42 70 H74 M42 82 H62" ${S}/>`,
  box: `<path d="M64 30 L96 46 V82 L64 98 L32 82 V46 Z M32 46 L64 62 L96 46 M64 62 V98" ${S}/>`,
  car: `<path d="M26 82 V64 Q26 58 34 57 L44 40 H84 L94 57 Q102 58 102 64 V82 Z M40 57 H88" ${S}/><circle cx="46" cy="86" r="10" fill="#FFFFFF"/><circle cx="82" cy="86" r="10" fill="#FFFFFF"/>`,
  clock: `<circle cx="64" cy="64" r="32" ${S}/><path d="M64 46 V64 L78 74" ${S}/>`,
};

export function categoryIconSvg(category: DemoCategory): string {
  const glyph = GLYPHS[category.glyph] ?? `<circle cx="64" cy="64" r="24" ${S}/>`;
  const body = `${rect(0, 0, 128, 128, category.color, 30)}<g><title>${esc(category.name)}</title>${glyph}</g>`;
  return svgDoc(128, 128, body);
}

/** 128x128 PNG category icon: a white glyph on the category colour. */
export function renderCategoryIconPng(category: DemoCategory): Promise<Buffer> {
  return toPng(categoryIconSvg(category));
}

export { FONT };
