// Issue 60 item 1: similar screens. Ranked by flow, tags, words and look; at most two per app and none of
// its own app; a hidden screen or app leaves every list at once; a new screen enters others' lists once its
// job has run, and says it is pending until then. REST, GraphQL and MCP read the same lists.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { Prisma } from '../../../server/generated/prisma/client.ts';
import { computeLook } from '../../../server/images/look.ts';
import { recomputeAround } from '../../../server/services/catalogue/similar-lists.ts';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { queueOcr } from '../../../server/services/platform/job-contracts.ts';
import {
  queueSimilarBackfillIfNeeded,
  SCREEN_LOOK_KIND,
  SIMILAR_BACKFILL_KIND,
} from '../../../server/services/platform/similar-contracts.ts';
import { seededApi } from '../../support/harness.ts';
import { testMediaDir } from '../../support/media.ts';

/** A login-like picture (a dark band, two fields, a button) or a list-like one (rows), in an app's colour. */
async function picture(kind: 'login' | 'list', colour: string) {
  const rects =
    kind === 'login'
      ? `<rect x="20" y="200" width="320" height="40" fill="#ddd"/><rect x="20" y="260" width="320" height="40" fill="#ddd"/><rect x="20" y="330" width="320" height="50" fill="${colour}"/>`
      : Array.from(
          { length: 8 },
          (_, i) => `<rect x="0" y="${100 + i * 80}" width="360" height="60" fill="${i % 2 ? '#eee' : colour}"/>`,
        ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="760"><rect width="360" height="90" fill="${colour}"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const media = () => testMediaDir();
const LOGIN = { flow: 'Login', tags: ['login', 'form', 'input'], description: 'Entre com seu CPF e senha gov.br' };
const LIST = { flow: 'Serviços', tags: ['list', 'search'], description: 'Lista de serviços e solicitações com filtro' };

async function addScreen(db: Db, appId: number, key: string, kind: 'login' | 'list', colour: string) {
  mkdirSync(join(media(), 'screens'), { recursive: true });
  writeFileSync(join(media(), 'screens', `sim-${key}.png`), await picture(kind, colour));
  const facts = kind === 'login' ? LOGIN : LIST;
  return db.screen.create({
    data: {
      appId,
      airtableId: `sim-${key}`,
      name: `${kind} ${key}`,
      imageUrl: `/media/screens/sim-${key}.png`,
      ...facts,
    },
  });
}

const ids: Record<string, number> = {};
const h = seededApi(
  async (db) => {
    // The fixture's own screens have no picture here: only this file's screens are public.
    await db.screen.updateMany({ data: { hidden: true } });
    const apps = await db.app.findMany({ where: { hidden: false, planned: false }, orderBy: { id: 'asc' } });
    const [a, b, c, d] = apps.map((x) => x.id) as [number, number, number, number];
    const colours = ['#1351b4', '#0c7a3e', '#b41351', '#6b2bb4'];
    ids.a = (await addScreen(db, a, 'a', 'login', colours[0] as string)).id;
    ids.aList = (await addScreen(db, a, 'a-list', 'list', colours[0] as string)).id;
    for (const n of [1, 2, 3]) ids[`b${n}`] = (await addScreen(db, b, `b${n}`, 'login', colours[1] as string)).id;
    ids.c = (await addScreen(db, c, 'c', 'login', colours[2] as string)).id;
    ids.cList = (await addScreen(db, c, 'c-list', 'list', colours[2] as string)).id;
    ids.dList = (await addScreen(db, d, 'd-list', 'list', colours[3] as string)).id;
    ids.appD = d;
    await queueSimilarBackfillIfNeeded(db);
    await ensureAdminUser(db, 'curator', 'curator password');
  },
  { recognizer: { recognize: async () => 'entrar cpf senha', close: async () => {} } },
);

const similar = async (id: number, query = '') =>
  (await (await fetch(`${h.srv.base}/api/screens/${id}/similar${query}`)).json()) as {
    screens: { id: number; appId: number; score: number }[];
    pending: boolean;
  };

beforeAll(async () => {
  await h.srv.jobs.drain();
});

describe('similar screens', () => {
  it('ranks screens of the same kind first, none of its own app, at most two per app', async () => {
    const { screens, pending } = await similar(ids.a as number);
    expect(pending).toBe(false);
    expect(screens.slice(0, 3).map((s) => s.id)).toEqual(expect.arrayContaining([ids.c]));
    const top = screens.slice(0, 3).map((s) => s.id);
    expect(top.every((id) => [ids.b1, ids.b2, ids.b3, ids.c].includes(id))).toBe(true);
    expect(screens.some((s) => s.id === ids.aList)).toBe(false);
    const fromB = screens.filter((s) => [ids.b1, ids.b2, ids.b3].includes(s.id));
    expect(fromB).toHaveLength(2);
    // Asked for, its own app's screens too.
    expect((await similar(ids.a as number, '?sameApp=true')).screens.map((s) => s.id)).toContain(ids.aList);
    // A list's closest are lists.
    expect(
      (await similar(ids.dList as number)).screens
        .slice(0, 2)
        .map((s) => s.id)
        .sort(),
    ).toEqual([ids.aList, ids.cList].sort());
  });

  it('answers the same in GraphQL, and refuses a page over its bound', async () => {
    const res = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ screen(idOrAirtableId: "${ids.a}") { similarPending similar(first: 3) { dbId } } }`,
      }),
    });
    const body = (await res.json()) as { data: { screen: { similarPending: boolean; similar: { dbId: number }[] } } };
    expect(body.data.screen.similarPending).toBe(false);
    expect(body.data.screen.similar.map((s) => s.dbId)).toEqual(
      (await similar(ids.a as number, '?first=3')).screens.map((s) => s.id),
    );
    const tooMany = await fetch(`${h.srv.base}/api/screens/${ids.a}/similar?first=500`);
    expect(tooMany.status).toBe(400);
  });

  it('drops a hidden screen and a hidden app at once', async () => {
    await h.db.prisma.screen.update({ where: { id: ids.c }, data: { hidden: true } });
    expect((await similar(ids.a as number)).screens.map((s) => s.id)).not.toContain(ids.c);
    expect((await fetch(`${h.srv.base}/api/screens/${ids.c}/similar`)).status).toBe(404);
    // Hiding an app through the admin: its screens leave every list, and nothing is recomputed for it.
    const login = await fetch(`${h.srv.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'curator', password: 'curator password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const jobs = () => h.db.prisma.job.count({ where: { kind: { in: [SCREEN_LOOK_KIND, SIMILAR_BACKFILL_KIND] } } });
    const before = await jobs();
    const hide = await fetch(`${h.srv.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation($id: Int!) { updateApp(id: $id, input: { status: Hide }) { __typename } }`,
        variables: { id: ids.appD },
      }),
    });
    expect(((await hide.json()) as any).data.updateApp.__typename).toBe('UpdateAppSuccess');
    expect((await similar(ids.aList as number)).screens.map((s) => s.id)).not.toContain(ids.dList);
    expect(await jobs()).toBe(before);
  });

  it('bounded by candidates in a large catalogue: enters the lists it beats, leaves them when hidden', async () => {
    const db = h.db.prisma;
    const appC = (await db.screen.findUniqueOrThrow({ where: { id: ids.cList as number } })).appId;
    const created = await addScreen(db, appC, 'bounded', 'login', '#1351b4');
    const look = await computeLook(readFileSync(join(media(), 'screens', 'sim-bounded.png')));
    await db.screenLook.create({
      data: { screenId: created.id, imageUrl: created.imageUrl, hash: look.hash, grid: look.grid },
    });
    // everyUpTo 0: the path a catalogue past EVERY_SCREEN_UP_TO takes.
    await recomputeAround(db, created.id, 0);
    const own = (await similar(created.id)).screens.map((s) => s.id);
    expect(own).toContain(ids.a);
    expect((await similar(ids.b1 as number)).screens.map((s) => s.id)).toContain(created.id);
    // Only the differing rows are written: the ranks below it must have moved, none twice, none skipped.
    const ranked = async (screenId: number) =>
      db.screenNeighbour.findMany({
        where: { screenId },
        orderBy: { rank: 'asc' },
        select: { rank: true, score: true },
      });
    const entered = await ranked(ids.b1 as number);
    expect(entered.map((r) => r.rank)).toEqual(entered.map((_, i) => i + 1));
    expect(entered.map((r) => r.score)).toEqual([...entered.map((r) => r.score)].sort((x, y) => y - x));
    await db.screen.update({ where: { id: created.id }, data: { hidden: true } });
    await recomputeAround(db, created.id, 0);
    expect(
      await db.screenNeighbour.count({ where: { OR: [{ neighbourId: created.id }, { screenId: created.id }] } }),
    ).toBe(0);
    const left = await ranked(ids.b1 as number);
    expect(left.map((r) => r.rank)).toEqual(left.map((_, i) => i + 1));
  });

  it('takes a new screen into the others’ lists once its job has run, pending until then', async () => {
    const apps = await h.db.prisma.app.findMany({ where: { hidden: false, planned: false }, orderBy: { id: 'desc' } });
    const app = apps.find((x) => ![ids.appD].includes(x.id) && x.id !== (apps[0]?.id ?? 0)) ?? apps[0];
    const created = await addScreen(h.db.prisma, app?.id as number, 'new', 'login', '#1351b4');
    await queueOcr(h.db.prisma, created.id);
    expect((await similar(created.id)).pending).toBe(true);
    expect((await similar(ids.a as number)).screens.map((s) => s.id)).not.toContain(created.id);
    await h.srv.jobs.drainOcr();
    const own = await similar(created.id);
    expect(own.pending).toBe(false);
    expect(own.screens.length).toBeGreaterThan(0);
    expect((await similar(ids.a as number)).screens.slice(0, 3).map((s) => s.id)).toContain(created.id);
  });

  it('computes again a look kept from before layouts existed', async () => {
    await h.db.prisma.screenLook.update({ where: { screenId: ids.a }, data: { layout: Prisma.DbNull } });
    expect(await queueSimilarBackfillIfNeeded(h.db.prisma)).not.toBeNull();
    await h.srv.jobs.drain();
    const look = await h.db.prisma.screenLook.findUnique({ where: { screenId: ids.a } });
    expect((look?.layout as number[] | null)?.length).toBe(72);
    expect(await queueSimilarBackfillIfNeeded(h.db.prisma)).toBeNull();
  });
});
