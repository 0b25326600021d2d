import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemo, renderDemoImages } from '../../../server/demo/load-demo.ts';
import { inTenths } from '../../../server/demo/render-progress.ts';
import { type SeedHostSpec, seedHost } from '../../../server/images/seed-host.ts';
import { PLANNED_APP_NAMES } from '../../../server/services/platform/vocabulary.ts';
import { startS3StandIn } from '../../images/support/s3-standin.ts';
import { testDatabase } from '../../support/db.ts';
import { startTestServer } from '../../support/server.ts';

let db: Awaited<ReturnType<typeof testDatabase>>;
let srv: Awaited<ReturnType<typeof startTestServer>>;
const media = mkdtempSync(join(tmpdir(), 'vitrine-demo-'));
let loaded: Awaited<ReturnType<typeof loadDemo>>;
// What a first start prints while the demo renders (issue 53: it was silent for ~100 s).
const progress: [number, number][] = [];
// The demo goes through the configured host: the local one on PGlite, an S3 bucket on PostgreSQL (issue 33).
let bucket: Awaited<ReturnType<typeof startS3StandIn>> | undefined;
let spec: SeedHostSpec = { mediaDir: media };
const KEYS = { accessKeyId: 'AKIADEMOTEST', secretAccessKey: 'demo-secret' };

beforeAll(async () => {
  db = await testDatabase();
  let env: Record<string, string> = {};
  if (db.url) {
    bucket = await startS3StandIn({ ...KEYS, bucket: 'vitrine-demo' });
    const s3 = {
      ...KEYS,
      bucket: 'vitrine-demo',
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    };
    spec = { mediaDir: media, s3 };
    env = {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    };
  }
  loaded = await loadDemo(db.prisma, seedHost(spec), (host) =>
    renderDemoImages(
      host,
      inTenths((done, total) => progress.push([done, total])),
    ),
  );
  srv = await startTestServer(db.prisma, media, { env });
}, 180_000);
afterAll(async () => {
  await srv?.close();
  await bucket?.close();
  await db?.close();
  rmSync(media, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('loads once into an empty database and never twice', async () => {
    expect(loaded).toMatchObject({ categories: 9 });
    expect(await loadDemo(db.prisma, seedHost(spec))).toBeNull();
    expect(await db.prisma.app.count()).toBe(loaded!.apps);
    expect(await db.prisma.screen.count()).toBe(loaded!.screens);
  });

  it('reports its render as it goes: the first image, then each tenth, up to every image', () => {
    const total = loaded!.categories + loaded!.apps + loaded!.screens;
    expect(progress.map(([, t]) => t)).toEqual(progress.map(() => total));
    expect(progress.map(([done]) => Math.floor((done * 10) / total))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(progress.at(-1)).toEqual([total, total]);
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

  it("maps every app's flows to a journey kind or leaves them explicitly unmapped (issue 61)", async () => {
    const flows = await db.prisma.screen.groupBy({ by: ['appId', 'flow'], where: { hidden: false, draft: false } });
    const choices = await db.prisma.flowKindChoice.findMany();
    const chosen = new Map(choices.map((c) => [`${c.appId}:${c.flow}`, c.kind]));
    for (const f of flows) expect(chosen.has(`${f.appId}:${f.flow}`), `${f.appId} ${f.flow}`).toBe(true);
    expect(choices).toHaveLength(flows.length);
    const byFlow = (flow: string) => new Set(choices.filter((c) => c.flow === flow).map((c) => c.kind));
    expect(byFlow('Login')).toEqual(new Set(['entrar']));
    expect(byFlow('Pagamentos')).toEqual(new Set(['pagar']));
    expect(byFlow('Other')).toEqual(new Set([null]));
    expect(choices.filter((c) => c.kind === 'entrar').length).toBeGreaterThanOrEqual(40);
  });

  it('stores every image with the configured host and serves it', async () => {
    const prefix = bucket ? '/media/s3/' : '/media/';
    const held = (address: string) =>
      bucket ? bucket.objects.has(address.slice(prefix.length)) : existsSync(join(media, address.slice(prefix.length)));
    const screens = await db.prisma.screen.findMany({ take: 5, orderBy: { id: 'asc' } });
    for (const s of screens) {
      expect(s.imageUrl.startsWith(prefix) && s.imageUrl.endsWith('.png'), s.imageUrl).toBe(true);
      expect(held(s.imageUrl), s.imageUrl).toBe(true);
      expect(s.altText).toBeTruthy();
      expect(s.tags.length).toBeGreaterThan(0);
    }
    const app = await db.prisma.app.findFirstOrThrow({ where: { planned: false } });
    expect(held(app.logo ?? ''), app.logo ?? '').toBe(true);
    const served = await fetch(`${srv.base}${screens[0]?.imageUrl}?w=64&f=webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    if (bucket) expect(existsSync(join(media, 'screens')), 'nothing on the instance’s disk').toBe(false);
  });

  it('search finds accented content without accents', async () => {
    const res = await fetch(`${srv.base}/api/apps?search=saude`);
    const apps = (await res.json()) as { name: string; categories: string[] }[];
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.some((a) => a.categories.includes('Saúde'))).toBe(true);
  });
});
