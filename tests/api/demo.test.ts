import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemo } from '../../server/demo/load-demo.ts';
import { LocalImageHost } from '../../server/images/local-host.ts';
import { PLANNED_APP_NAMES } from '../../server/services/vocabulary.ts';
import { testDatabase } from '../support/db.ts';
import { startTestServer } from '../support/server.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>>;
const media = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
let loaded: Awaited<ReturnType<typeof loadDemo>>;

beforeAll(async () => {
  db = await testDatabase();
  loaded = await loadDemo(db.prisma, new LocalImageHost(media));
  srv = await startTestServer(db.prisma, media);
}, 180_000);
afterAll(async () => {
  await srv?.close();
  await db?.close();
  rmSync(media, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('loads once into an empty database and never twice', async () => {
    expect(loaded).toMatchObject({ categories: 9 });
    expect(await loadDemo(db.prisma, new LocalImageHost(media))).toBeNull();
    expect(await db.prisma.app.count()).toBe(loaded!.apps);
    expect(await db.prisma.screen.count()).toBe(loaded!.screens);
  });

  it('has at least 40 live Brazilian apps of every type, platform and category, and the 14 planned ones', async () => {
    const apps = await db.prisma.app.findMany({ include: { screens: true } });
    const live = apps.filter((a) => !a.planned && a.status !== 'Hide');
    expect(live.filter((a) => a.country === 'Brasil').length).toBeGreaterThanOrEqual(40);
    expect(new Set(live.map((a) => a.type))).toEqual(new Set(['Federal', 'State', 'Municipal']));
    expect(new Set(live.map((a) => a.platform))).toEqual(new Set(['iOS', 'Android', 'Web', 'CrossPlatform']));
    const categories = new Set(live.flatMap((a) => a.categories));
    for (const c of ['Finanças', 'Trabalho', 'Saúde', 'Cidadania', 'Portal', 'Logística', 'Mobilidade']) {
      expect(categories, c).toContain(c);
    }
    const planned = apps.filter((a) => a.planned);
    expect(planned.map((a) => a.name).sort()).toEqual([...PLANNED_APP_NAMES].sort());
    expect(planned.every((a) => a.status === 'Planejado' && a.screens.length === 0)).toBe(true);
    expect(apps.filter((a) => a.status === 'Hide').length).toBeGreaterThan(0);
    for (const a of live) {
      expect(a.screens.length, a.name).toBeGreaterThanOrEqual(6);
      expect(a.screens.length, a.name).toBeLessThanOrEqual(20);
    }
  });

  it('stores every image with the local host and serves it', async () => {
    const screens = await db.prisma.screen.findMany({ take: 5, orderBy: { id: 'asc' } });
    for (const s of screens) {
      expect(s.imageUrl).toMatch(/^\/media\/screens\/.+\.png$/);
      expect(existsSync(join(media, s.imageUrl.slice('/media/'.length)))).toBe(true);
      expect(s.altText).toBeTruthy();
      expect(s.tags.length).toBeGreaterThan(0);
    }
    const app = await db.prisma.app.findFirstOrThrow({ where: { planned: false } });
    expect(existsSync(join(media, app.logo!.slice('/media/'.length)))).toBe(true);
  });

  it('search finds accented content without accents', async () => {
    const res = await fetch(`${srv.base}/api/apps?search=saude`);
    const apps = (await res.json()) as { name: string; categories: string[] }[];
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.some((a) => a.categories.includes('Saúde'))).toBe(true);
  });
});
