// One-word searches are ranked and counted from the postings index (issue 32): the same screens, the
// same count and the same order as PostgreSQL's ts_rank over the screens' own search vectors, which
// multi-word searches still use (with the words typed ranked again when the vocabulary widened the
// search: "pagamento", "pagar"); the oracle below is that query, run over every screen.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { Prisma } from '../../../server/generated/prisma/client.ts';
import { planSearch, searchRank, tsquery } from '../../../server/services/search/search.ts';
import { screenSearchText } from '../../../server/services/search/search-text.ts';
import { seededApi } from '../../support/harness.ts';

/** Screens whose words sit at every weight, some more than once, so their shares differ. */
async function addScreens(db: Db) {
  const app = await db.app.findUniqueOrThrow({ where: { slug: 'meu-sus-digital' } });
  const screens = [
    { name: 'Carteira digital', description: 'Carteira com os dados da carteira', ocr: 'carteira carteira' },
    { name: 'Extrato', description: 'Sua carteira em um extrato digital', ocr: null },
    { name: 'Recibo', description: null, ocr: 'Carteira emitida: guarde a carteira digital' },
    { name: 'Pagamentos', description: 'Pagamentos e pagamento digital', ocr: 'pagar pagamento' },
  ];
  for (const [i, s] of screens.entries()) {
    await db.screen.create({
      data: {
        appId: app.id,
        airtableId: `recPosting${i}`,
        name: s.name,
        description: s.description,
        imageUrl: `/media/screens/posting-${i}.png`,
        tags: ['card'],
        ocrText: s.ocr,
        searchText: screenSearchText({ name: s.name, description: s.description }, app.searchText),
      },
    });
  }
}

const h = seededApi(addScreens);

async function oracle(word: string) {
  const db = h.db.prisma;
  const plan = await planSearch({ db }, word);
  const q = tsquery(plan);
  const rows = await db.$queryRaw<{ id: number; rank: number }[]>(Prisma.sql`
    SELECT s.id, ${searchRank(plan)} AS rank
    FROM "Screen" s JOIN "App" a ON a.id = s."appId"
    WHERE s.hidden = false AND a.planned = false AND a.hidden = false AND s."searchVector" @@ (${q})`);
  return new Map(rows.map((r) => [r.id, r.rank]));
}

async function searched(word: string) {
  const ids: number[] = [];
  /** Each page's last screen with the rank its cursor carries. */
  const ranks: [number, number][] = [];
  let after = '';
  let total = -1;
  do {
    const url = `${h.srv.base}/api/screens?search=${encodeURIComponent(word)}&first=7${after && `&after=${after}`}`;
    const body = (await (await fetch(url)).json()) as {
      screens: { id: number }[];
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    ids.push(...body.screens.map((s) => s.id));
    const cursor = JSON.parse(Buffer.from(body.pageInfo.endCursor ?? '', 'base64url').toString() || '{}');
    if (cursor.id) ranks.push([cursor.id, cursor.r]);
    total = body.totalCount;
    after = body.pageInfo.hasNextPage ? encodeURIComponent(body.pageInfo.endCursor) : '';
  } while (after);
  return { ids, total, ranks };
}

describe('one-word search from the postings', () => {
  // Exact words, typos, half-typed last words, a word on every screen of an app, one from image text.
  for (const word of ['carteira', 'cartiera', 'cart', 'digital', 'digtal', 'pagamento', 'pagar', 'caixa', 'saude']) {
    it(`"${word}": ts_rank's screens, count and order`, async () => {
      const want = await oracle(word);
      const got = await searched(word);
      expect(want.size, `the fixture has screens for "${word}"`).toBeGreaterThan(0);
      expect(got.total).toBe(want.size);
      expect(new Set(got.ids)).toEqual(new Set(want.keys()));
      expect(got.ids).toHaveLength(want.size);
      // Best first by ts_rank (to six decimals: float4 sums), newest first among equals.
      const key = (id: number) => Math.round((want.get(id) ?? 0) * 1e6);
      const sorted = [...got.ids].sort((a, b) => key(b) - key(a) || b - a);
      expect(got.ids).toEqual(sorted);
      for (const [id, rank] of got.ranks) expect(rank, `screen ${id}`).toBeCloseTo(want.get(id) ?? -1, 6);
    });
  }
});
