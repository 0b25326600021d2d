// Issue 60, on three screens. The bounded job (a catalogue past EVERY_SCREEN_UP_TO, similar-candidates.ts) scores a new
// screen's candidates with their layout, as the backfill does (similar-facts.ts FACT_SELECT). It once read
// the looks without it, which left only the colour grid and the hash: a screen painted like the target but
// laid out the other way round then ranked first. Here the two candidates differ only in their looks, so
// the order of the target's list says which signal was read. And GraphQL's Screen.similar reads its
// neighbours and their apps at once, however many there are (it once read each again, with its app).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { Db } from '../../../server/db/database.ts';
import { LocalImageHost } from '../../../server/images/local-host.ts';
import { createLogger } from '../../../server/runtime/log.ts';
import { recomputeAround } from '../../../server/services/catalogue/similar-lists.ts';
import { testDatabase } from '../../support/db.ts';
import { testMediaDir } from '../../support/media.ts';

let database: Awaited<ReturnType<typeof testDatabase>>;
const ids = { target: 0, sameColours: 0, sameLayout: 0 };

// A layout is centred and of unit length (server/images/look.ts): 6 × 12 cells.
const LAYOUT = Array.from({ length: 72 }, (_, i) => (i % 3 === 0 ? 2 : -1) / Math.sqrt(72 * 2));
const OPPOSED = LAYOUT.map((v) => -v);
// 4 × 8 OKLab cells.
const GRID = Array.from({ length: 32 }, () => [0.6, 0.02, -0.05]).flat();
const NEAR_GRID = GRID.map((v, i) => (i % 3 === 0 ? v + 0.03 : v));

async function screenWith(
  db: Db,
  appId: number,
  key: string,
  look: { hash: string; grid: number[]; layout: number[] },
) {
  const screen = await db.screen.create({
    data: {
      appId,
      airtableId: `layout-${key}`,
      name: 'Entrar',
      imageUrl: `/media/screens/layout-${key}.png`,
      flow: 'Login',
      tags: ['login', 'form'],
      description: 'Entre com seu CPF e senha',
    },
  });
  await db.screenLook.create({ data: { screenId: screen.id, imageUrl: screen.imageUrl, ...look } });
  return screen.id;
}

beforeAll(async () => {
  database = await testDatabase();
  const db = database.prisma;
  const [a, b, c] = await Promise.all(
    ['a', 'b', 'c'].map((k) => db.app.create({ data: { name: `Layout ${k}`, slug: `layout-${k}` } })),
  );
  ids.target = await screenWith(db, a?.id as number, 'target', {
    hash: 'fff0fff0fff0fff0',
    grid: GRID,
    layout: LAYOUT,
  });
  // The same colours and hash, laid out the other way round: the closer one without the layout.
  ids.sameColours = await screenWith(db, b?.id as number, 'colours', {
    hash: 'fff0fff0fff0fff0',
    grid: GRID,
    layout: OPPOSED,
  });
  // A little off in colour and hash, laid out the same: the closer one with it.
  ids.sameLayout = await screenWith(db, c?.id as number, 'layout', {
    hash: 'fff0fff0fff0ff0f',
    grid: NEAR_GRID,
    layout: LAYOUT,
  });
});
afterAll(async () => {
  await database?.close();
});

describe('the bounded similar job', () => {
  it('reads the looks with their layout, for the new screen and for its candidates', async () => {
    const db = database.prisma;
    // everyUpTo 0: the bounded path, as past EVERY_SCREEN_UP_TO public screens.
    await recomputeAround(db, ids.target, 0);
    const own = await db.screenNeighbour.findMany({ where: { screenId: ids.target }, orderBy: { rank: 'asc' } });
    expect(own.map((n) => n.neighbourId)).toEqual([ids.sameLayout, ids.sameColours]);
    // Merged into the candidates' lists with the same scores.
    const into = async (screenId: number) =>
      (await db.screenNeighbour.findFirstOrThrow({ where: { screenId, neighbourId: ids.target } })).score;
    expect(await into(ids.sameLayout)).toBeGreaterThan(await into(ids.sameColours));
    expect(await into(ids.sameLayout)).toBeCloseTo(own[0]?.score ?? 0, 4);
  });
});

describe('Screen.similar in GraphQL', () => {
  it('reads the neighbours with their apps in a fixed number of Prisma calls', async () => {
    const operations: string[] = [];
    const counted = database.prisma.$extends({
      query: {
        $allOperations({ model, operation, args, query }) {
          operations.push(`${model}.${operation}`);
          return query(args);
        },
      },
    }) as unknown as Db;
    const app = createApp({
      config: { env: 'test' },
      db: counted,
      imageHost: new LocalImageHost(testMediaDir()),
      log: createLogger('silent'),
    });
    await app.catalogue.refresh();
    await recomputeAround(database.prisma, ids.target, 0);
    const query = `{ screen(idOrAirtableId: "${ids.target}") { similar(first: 10) { dbId name src app { slug name } } } }`;
    operations.length = 0;
    const res = await app.handle(new Request(`http://test/graphql?query=${encodeURIComponent(query)}`));
    const body = (await res.json()) as { data: { screen: { similar: { dbId: number; app: { slug: string } }[] } } };
    expect(body.data.screen.similar.map((s) => [s.dbId, s.app.slug])).toEqual([
      [ids.sameLayout, 'layout-c'],
      [ids.sameColours, 'layout-b'],
    ]);
    // The screen, then its neighbours (with their screens and apps): none of them read again one by one.
    expect(operations).toEqual(['Screen.findFirst', 'ScreenNeighbour.findMany']);
  });
});
