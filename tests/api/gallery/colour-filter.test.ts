// The gallery's colour filter (issue 60 item 2): screens seeded with known palettes, found for a colour
// near one of their sizeable colours (ΔE_OK ≤ 0.1, share ≥ 4%) and not otherwise; REST and GraphQL,
// combined with the other facets; and palettes extracted from real pictures.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { deltaE, parseHex, rgbToOklab } from '../../../server/images/oklab.ts';
import { extractPalette } from '../../../server/images/palette.ts';
import { seededApi } from '../../support/harness.ts';

// name → palette: [hex, share]
const PALETTES: Record<string, [string, number][]> = {
  Login: [
    ['#ffffff', 0.62],
    ['#1351b4', 0.3],
  ], // gov.br blue
  Certificado: [
    ['#f8f8f8', 0.7],
    ['#155bcb', 0.2],
  ], // a close blue (ΔE 0.044)
  Ajuda: [
    ['#ffffff', 0.9],
    ['#1351b4', 0.02],
  ], // the blue, but only an icon's worth
  Contratos: [
    ['#ffffff', 0.5],
    ['#0c326f', 0.4],
  ], // navy (ΔE 0.140): not the blue
  Saldo: [
    ['#ffffff', 0.6],
    ['#168821', 0.35],
  ], // green
  'Tela escondida': [['#1351b4', 0.9]], // its app is hidden
};

async function seedPalettes(db: Db) {
  for (const [name, colours] of Object.entries(PALETTES)) {
    const screen = await db.screen.findFirstOrThrow({ where: { name } });
    await db.screenColour.createMany({
      data: colours.map(([hex, share]) => ({ screenId: screen.id, hex, share, ...rgbToOklab(parseHex(hex)!) })),
    });
  }
}

const h = seededApi(seedPalettes);
const get = async (path: string) => {
  const res = await fetch(h.srv.base + path);
  return { status: res.status, body: (await res.json()) as any };
};
const names = async (query: string) =>
  ((await get(`/api/screens?${query}`)).body.screens as { name: string }[]).map((s) => s.name).sort();
const gql = async (query: string, variables: object) => {
  const res = await fetch(`${h.srv.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as any;
};

describe('colour filter', () => {
  it('finds the screens whose palette holds a sizeable colour near it, and no others', async () => {
    expect(await names('colour=%231351b4')).toEqual(['Certificado', 'Login']);
    expect(await names('colour=155bcb')).toEqual(['Certificado', 'Login']); // without '#'
    expect(await names('colour=%230c326f')).toEqual(['Contratos']);
    expect(await names('colour=%23168821')).toEqual(['Saldo']);
    expect(await names('colour=%23fff')).toEqual(['Ajuda', 'Certificado', 'Contratos', 'Login', 'Saldo']);
    expect(await names('colour=%23e0301e')).toEqual([]); // red: nobody
  });

  it('combines with the other facets and counts facets under it', async () => {
    expect(await names('colour=%231351b4&tag=login')).toEqual(['Login']);
    expect(await names('colour=%231351b4&app=meu-sus-digital')).toEqual(['Certificado']);
    expect(await names('colour=%23ffffff&tag=card')).toEqual(['Saldo']);
    const facets = (await get('/api/screens/facets?colour=%231351b4')).body;
    expect(facets.app.map((o: any) => [o.value, o.count]).sort()).toEqual([
      ['carteira-de-trabalho-digital', 1],
      ['meu-sus-digital', 1],
    ]);
  });

  it('refuses what is not a colour', async () => {
    expect((await get('/api/screens?colour=blue')).status).toBe(400);
    expect((await get('/api/screens?colour=%2312345678')).status).toBe(400);
    expect((await get('/api/screens?colour=')).status).toBe(200);
  });

  it('GraphQL: the same filter, and the palette on the screen', async () => {
    const { data } = await gql(
      `query($filter: ScreenFilter) { screens(first: 10, filter: $filter) { totalCount edges { node { name palette { hex share } } } } }`,
      { filter: { colour: '#1351b4' } },
    );
    expect(data.screens.totalCount).toBe(2);
    const login = data.screens.edges.find((e: any) => e.node.name === 'Login').node;
    expect(login.palette).toEqual([
      { hex: '#ffffff', share: 0.62 },
      { hex: '#1351b4', share: 0.3 },
    ]);
    const bad = await gql(`{ screens(first: 1, filter: { colour: "nope" }) { totalCount } }`, {});
    expect(bad.errors?.length).toBeGreaterThan(0);
  });
});

describe('palette extraction', () => {
  it('finds a picture’s colours with their shares', async () => {
    // 70% white over 30% gov.br blue, plus a thin red line (under the 1% kept).
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600"><rect width="300" height="600" fill="#ffffff"/><rect y="420" width="300" height="180" fill="#1351b4"/><rect y="100" width="300" height="2" fill="#e0301e"/></svg>`;
    const palette = await extractPalette(await sharp(Buffer.from(svg)).png().toBuffer());
    // Anti-aliased red pixels join the white: near it, not exactly it.
    expect(palette).toHaveLength(2);
    expect(deltaE(palette[0]!, rgbToOklab([255, 255, 255]))).toBeLessThan(0.02);
    expect(palette[1]!.hex).toBe('#1351b4');
    expect(palette[0]!.share).toBeCloseTo(0.7, 1);
    expect(palette[1]!.share).toBeCloseTo(0.3, 1);
  });
});
