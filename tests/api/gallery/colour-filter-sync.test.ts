// The colour filter's narrow copy of each screen ("ScreenColourFilter", kept by triggers): it follows
// palette writes (the OCR job's writePalette, deletes, palettes of more than six colours) and the screen's
// own changes (tags, hidden), and a colour with a search still reads "Screen" with the same answer. Every
// answer's totalCount is counted from the other copy ("ScreenColourTag", index-only) and must agree.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { parseHex, rgbToOklab } from '../../../server/images/oklab.ts';
import { writePalette } from '../../../server/jobs/palette.ts';
import { COLOUR_NEAR, colourCell, colourCells } from '../../../server/services/gallery/gallery-colour.ts';
import { seededApi } from '../../support/harness.ts';

const colour = (hex: string, share: number) => ({ hex, share, ...rgbToOklab(parseHex(hex)!) });

const PALETTES: Record<string, ReturnType<typeof colour>[]> = {
  Login: [colour('#ffffff', 0.62), colour('#1351b4', 0.3)],
  Certificado: [colour('#f8f8f8', 0.7), colour('#155bcb', 0.2)],
  Ajuda: [colour('#ffffff', 0.9), colour('#1351b4', 0.02)], // the blue is only an icon's worth
};

async function seedPalettes(db: Db) {
  for (const [name, colours] of Object.entries(PALETTES)) {
    const screen = await db.screen.findFirstOrThrow({ where: { name } });
    await db.screenColour.createMany({ data: colours.map((c) => ({ screenId: screen.id, ...c })) });
  }
}

const h = seededApi(seedPalettes);
// Each check asks a query of its own (`first` differs), so no earlier answer is reused.
let asked = 100;
const names = async (query: string) => {
  const res = await fetch(`${h.srv.base}/api/screens?${query}&first=${asked--}`);
  const body = (await res.json()) as { screens: { name: string }[]; totalCount: number };
  expect(body.totalCount).toBe(body.screens.length);
  return body.screens.map((s) => s.name).sort();
};
const screenId = async (name: string) => (await h.db.prisma.screen.findFirstOrThrow({ where: { name } })).id;
const filterRow = async (name: string) => {
  const rows = await h.db.prisma.$queryRaw<{ tags: string[]; hidden: boolean; lab: number[] }[]>`
    SELECT tags, hidden, lab FROM "ScreenColourFilter" WHERE id = ${await screenId(name)}`;
  return rows[0];
};

describe('colour filter rows', () => {
  it('cells: any colour within COLOUR_NEAR is in a cell the query lists, numbered as the database does', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return (seed / 2147483647) * 2 - 1;
    };
    const points: [number, number, number][] = [];
    for (let n = 0; n < 3000; n++) {
      const q = { l: (random() + 1) / 2, a: random() * 0.4, b: random() * 0.4 };
      // A point in the sphere, often right on its edge (where a missed cell would lose a match).
      const v = [random(), random(), random()];
      const length = Math.hypot(...v) || 1;
      const r = COLOUR_NEAR * (n % 2 ? 1 : Math.abs(random()));
      const p: [number, number, number] = [
        q.l + (v[0]! / length) * r,
        q.a + (v[1]! / length) * r,
        q.b + (v[2]! / length) * r,
      ];
      expect(colourCells(q.l, q.a, q.b)).toContain(colourCell(...p));
      points.push(p);
    }
    const sample = points.slice(0, 200);
    const rows = await h.db.prisma.$queryRaw<{ cell: number }[]>`
      SELECT vitrine_colour_cell(l, a, b) AS cell
      FROM unnest(${sample.map((p) => p[0])}::float8[], ${sample.map((p) => p[1])}::float8[], ${sample.map((p) => p[2])}::float8[])
        WITH ORDINALITY AS u(l, a, b, i) ORDER BY i`;
    expect(rows.map((r) => Number(r.cell))).toEqual(sample.map((p) => colourCell(...p)));
  });

  it('hold only the sizeable colours, and a search with a colour finds the same screens', async () => {
    expect((await filterRow('Ajuda'))?.lab).toHaveLength(3); // white only
    expect((await filterRow('Login'))?.lab).toHaveLength(6);
    const blue = await names('colour=%231351b4');
    expect(blue).toEqual(['Certificado', 'Login']);
    const searched = await names('search=login');
    expect(await names('colour=%231351b4&search=login')).toEqual(blue.filter((n) => searched.includes(n)));
  });

  it("follow the screen's tags and visibility", async () => {
    const login = await screenId('Login');
    const { tags } = await h.db.prisma.screen.findUniqueOrThrow({ where: { id: login } });
    await h.db.prisma.screen.update({ where: { id: login }, data: { tags: [...tags, 'retagged'] } });
    expect(await names('colour=%231351b4&tag=retagged')).toEqual(['Login']);
    await h.db.prisma.screen.update({ where: { id: login }, data: { hidden: true } });
    expect((await filterRow('Login'))?.hidden).toBe(true);
    expect(await names('colour=%231351b4')).toEqual(['Certificado']);
  });

  it('follow palette writes and deletes, with more than six colours too', async () => {
    const certificado = await screenId('Certificado');
    await writePalette(h.db.prisma, certificado, [colour('#ffffff', 0.6), colour('#168821', 0.3)]);
    expect(await names('colour=%23168821')).toEqual(['Certificado']);
    expect(await names('colour=%231351b4')).toEqual([]);
    await h.db.prisma.screenColour.deleteMany({ where: { screenId: certificado } });
    expect(await filterRow('Certificado')).toBeUndefined();
    // Eight sizeable colours: past the unrolled check, the general form finds the last one.
    const greys = ['#101010', '#202020', '#303030', '#404040', '#505050', '#606060', '#707070'];
    await writePalette(h.db.prisma, certificado, [...greys.map((g) => colour(g, 0.1)), colour('#e52207', 0.3)]);
    expect(await names('colour=%23e52207')).toEqual(['Certificado']);
    expect(await names('colour=%23e52207&tag=nope')).toEqual([]);
  });

  it('counts from the tag rows: two tags, a hidden app, a screen shown again, moved or deleted', async () => {
    const ajuda = await screenId('Ajuda');
    const tagRows = async (id: number) =>
      (await h.db.prisma.$queryRaw<{ tag: string }[]>`SELECT DISTINCT tag FROM "ScreenColourTag" WHERE id = ${id}`)
        .map((r) => r.tag)
        .sort();
    await h.db.prisma.screen.update({ where: { id: ajuda }, data: { tags: ['first', 'second'] } });
    expect(await tagRows(ajuda)).toEqual(['', 'first', 'second']);
    expect(await names('colour=%23ffffff&tag=first&tag=second')).toEqual(['Ajuda']);
    expect(await names('colour=%23ffffff&tag=second&tag=nope')).toEqual([]);
    await h.db.prisma.screen.update({ where: { id: ajuda }, data: { hidden: true } });
    expect(await tagRows(ajuda)).toEqual([]);
    expect(await names('colour=%23ffffff&tag=first')).toEqual([]);
    await h.db.prisma.screen.update({ where: { id: ajuda }, data: { hidden: false } });
    expect(await names('colour=%23ffffff&tag=first')).toEqual(['Ajuda']);
    const { appId } = await h.db.prisma.screen.findUniqueOrThrow({ where: { id: ajuda } });
    // An app is hidden by its status (the summaries' trigger derives `hidden` from it).
    const { status } = await h.db.prisma.app.findUniqueOrThrow({ where: { id: appId } });
    await h.db.prisma.app.update({ where: { id: appId }, data: { status: 'Hide' } });
    expect(await names('colour=%23ffffff&tag=first')).toEqual([]);
    await h.db.prisma.app.update({ where: { id: appId }, data: { status } });
    expect(await names('colour=%23ffffff&tag=first')).toEqual(['Ajuda']);
    const other = await h.db.prisma.app.findFirstOrThrow({ where: { id: { not: appId }, planned: false } });
    await h.db.prisma.screen.update({ where: { id: ajuda }, data: { appId: other.id } });
    expect(
      (
        await h.db.prisma.$queryRaw<
          { appId: number }[]
        >`SELECT DISTINCT "appId" FROM "ScreenColourTag" WHERE id = ${ajuda}`
      ).map((r) => r.appId),
    ).toEqual([other.id]);
    await h.db.prisma.screen.delete({ where: { id: ajuda } });
    expect(await tagRows(ajuda)).toEqual([]);
    expect(await names('colour=%23ffffff&tag=first')).toEqual([]);
  });
});
