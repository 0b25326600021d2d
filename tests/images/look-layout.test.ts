// Issue 60: a screen's look keeps where its picture has detail (the layout) whatever its colours, so two
// services' login screens in other palettes — one of them dark — look more alike than a login and a list
// drawn in the same palette.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computeLook, LAYOUT_H, LAYOUT_W } from '../../server/images/look.ts';
import { type Features, lookScore } from '../../server/services/catalogue/similar-score.ts';

type Palette = { bg: string; field: string; ink: string };
const LIGHT: Palette = { bg: '#ffffff', field: '#1351b4', ink: '#222222' };
const DARK: Palette = { bg: '#151a22', field: '#f5c518', ink: '#eeeeee' };

async function draw(kind: 'login' | 'list', p: Palette) {
  const body =
    kind === 'login'
      ? `<rect x="140" y="160" width="80" height="80" rx="16" fill="${p.field}"/>
         <rect x="30" y="320" width="300" height="44" fill="none" stroke="${p.field}" stroke-width="3"/>
         <rect x="30" y="400" width="300" height="44" fill="none" stroke="${p.field}" stroke-width="3"/>
         <rect x="30" y="480" width="300" height="50" rx="8" fill="${p.field}"/>`
      : Array.from(
          { length: 9 },
          (_, i) =>
            `<circle cx="40" cy="${90 + i * 76}" r="14" fill="${p.field}"/><rect x="70" y="${80 + i * 76}" width="${150 + ((i * 37) % 100)}" height="10" fill="${p.ink}"/><rect x="0" y="${124 + i * 76}" width="360" height="2" fill="${p.ink}"/>`,
        ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="760"><rect width="360" height="760" fill="${p.bg}"/>${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const features = async (id: number, png: Buffer): Promise<Features> => {
  const look = await computeLook(png);
  return { id, appId: id, flow: '', tags: new Set(), words: new Map(), ...look };
};

describe('the look of a screen', () => {
  it('keeps a layout of unit length, one value per cell', async () => {
    const { layout } = await computeLook(await draw('login', LIGHT));
    expect(layout).toHaveLength(LAYOUT_W * LAYOUT_H);
    expect(Math.hypot(...layout)).toBeCloseTo(1, 2);
  });

  it('finds a login in another palette closer than a list in the same one', async () => {
    const login = await features(1, await draw('login', LIGHT));
    const darkLogin = await features(2, await draw('login', DARK));
    const list = await features(3, await draw('list', LIGHT));
    expect(lookScore(login, darkLogin)).toBeGreaterThan(lookScore(login, list));
    // Without the layout (a look from before it existed) the colours decide, and the list wins.
    const old = (f: Features) => ({ ...f, layout: null });
    expect(lookScore(old(login), old(darkLogin))).toBeLessThan(lookScore(old(login), old(list)));
  });
});
