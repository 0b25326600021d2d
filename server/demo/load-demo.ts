import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Db } from '../db/database.ts';
import type { ImageHost } from '../images/host.ts';
import type { PaletteColour } from '../images/palette.ts';
import type { OcrBoxes } from '../ocr/boxes.ts';
import { refreshFlowKinds } from '../services/flows/flow-choices.ts';
import { slugify } from '../services/platform/text.ts';
import { isPlanned, PLANNED } from '../services/platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../services/search/search-text.ts';
import type { DemoApp } from './catalogue-types.ts';

export type DemoLoaded = { apps: number; screens: number; categories: number; ms: number };

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The record id a demo screen gets (its OCR text is stored under it). */
export const demoScreenAirtableId = (app: { key: string }, screen: { key: string }) =>
  `demo-scr-${app.key}-${screen.key}`;

// Words inside the demo screenshots, read once by `npm run ocr:demo` with the server's own recognizer.
function demoOcrText(): Record<string, string> {
  const file = new URL('./ocr-text.json', import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

// Where those words stand and each screenshot's palette (issue 60), taken once by `npm run ocr:demo`
// and `npm run palette:demo`: the first start reads them instead of computing them.
function demoJson<T>(name: string): Record<string, T> {
  const file = new URL(name, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>) : {};
}

// A fixed clock so "latest" ordering of the demo is the same on every machine.
const DEMO_EPOCH = Date.UTC(2025, 9, 1);

/** Where the rendered demo images went, in catalogue order (categories, apps, then every app's screens). */
export type DemoImages = { categoryIcons: string[]; logos: string[]; shots: string[] };

/** How far the first start's render has come: images done of all (icons, logos and screens together). */
export type DemoProgress = (done: number, total: number) => void;

/** Renders every demo image (sharp, librsvg) and stores it on `host`. */
export async function renderDemoImages(host: ImageHost, onProgress?: DemoProgress): Promise<DemoImages> {
  const [{ demoApps }, { demoCategories }, render] = await Promise.all([
    import('./catalogue.ts'),
    import('./categories.ts'),
    import('./render.ts'),
  ]);
  const limit = Math.max(2, cpus().length);
  const jobs = screenJobs(demoApps);
  const total = demoCategories.length + demoApps.length + jobs.length;
  let done = 0;
  const url = (stored: { secureUrl: string }) => {
    onProgress?.(++done, total);
    return stored.secureUrl;
  };
  const categoryIcons = await mapLimit(demoCategories, limit, async (c) =>
    url(await host.upload({ kind: 'categories', id: slugify(c.name), source: await render.renderCategoryIconPng(c) })),
  );
  const logos = await mapLimit(demoApps, limit, async (a) =>
    url(await host.upload({ kind: 'logos', id: a.key, source: await render.renderLogoPng(a) })),
  );
  const shots = await mapLimit(jobs, limit, async ({ app, screen }) =>
    url(
      await host.upload({
        kind: 'screens',
        id: `${app.key}-${screen.key}`,
        source: await render.renderScreenPng(app, screen),
      }),
    ),
  );
  return { categoryIcons, logos, shots };
}

const screenJobs = (apps: DemoApp[]) => apps.flatMap((app) => app.screens.map((screen) => ({ app, screen })));

/**
 * Loads the demo catalogue into an empty database. Images are rendered and stored first (`render`: in
 * this process by default; the server renders in a child process whose memory is returned); rows are
 * written in one transaction, so an interrupted first start leaves the database empty and retries.
 */
export async function loadDemo(
  db: Db,
  host: ImageHost,
  render: (host: ImageHost) => Promise<DemoImages> = renderDemoImages,
): Promise<DemoLoaded | null> {
  if ((await db.app.count()) > 0 || (await db.category.count()) > 0) return null;
  const started = performance.now();
  const [{ demoApps }, { demoCategories }, images] = await Promise.all([
    import('./catalogue.ts'),
    import('./categories.ts'),
    render(host),
  ]);
  const jobs = screenJobs(demoApps);
  const shotUrl = new Map(jobs.map((j, i) => [j, images.shots[i] ?? '']));
  const ocr = demoOcrText();
  const boxes = demoJson<OcrBoxes>('./ocr-boxes.json');
  const palettes = demoJson<PaletteColour[]>('./palettes.json');

  const wrote = await db.$transaction(
    async (tx) => {
      // Several instances may start together on one PostgreSQL: one seeds, the others see its rows.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(73140001)`;
      if ((await tx.app.count()) > 0) return false;
      await tx.category.createMany({
        data: demoCategories.map((c, i) => ({
          name: c.name,
          airtableId: `demo-cat-${slugify(c.name)}`,
          iconUrl: images.categoryIcons[i],
          hidden: Boolean(c.hidden),
          sortOrder: i,
        })),
      });
      for (const [i, app] of demoApps.entries()) {
        const created = await tx.app.create({ data: appRow(app, images.logos[i], i) });
        const appText = created.searchText;
        await tx.screen.createMany({
          data: jobs
            .filter((j) => j.app === app)
            .map((j) => ({
              appId: created.id,
              airtableId: demoScreenAirtableId(app, j.screen),
              name: j.screen.name,
              description: j.screen.description,
              altText: j.screen.altText,
              imageUrl: shotUrl.get(j) ?? '',
              tags: j.screen.tags,
              flow: j.screen.flow,
              order: j.screen.order,
              category: app.categories[0] ?? null,
              searchText: screenSearchText(j.screen, appText),
              ocrText: ocr[demoScreenAirtableId(app, j.screen)] ?? null,
              ocrBoxes: boxes[demoScreenAirtableId(app, j.screen)] ?? undefined,
            })),
        });
      }
      const ids = await tx.screen.findMany({ select: { id: true, airtableId: true } });
      await tx.screenColour.createMany({
        data: ids.flatMap((s) => (palettes[s.airtableId] ?? []).map((c) => ({ screenId: s.id, ...c }))),
      });
      return true;
    },
    { timeout: 120_000 },
  );
  if (!wrote) return null;
  // Every demo app's flows mapped to a kind or explicitly left unmapped (issue 61).
  await refreshFlowKinds(db);
  return {
    apps: demoApps.length,
    screens: jobs.length,
    categories: demoCategories.length,
    ms: Math.round(performance.now() - started),
  };
}

function appRow(app: DemoApp, logo: string | undefined, index: number) {
  const planned = isPlanned(app);
  return {
    airtableId: `demo-app-${app.key}`,
    name: app.name,
    slug: slugify(app.name) || app.key,
    logo,
    appInfo: app.appInfo,
    language: app.language,
    url: app.url,
    type: app.type,
    platform: app.platform,
    categories: app.categories,
    country: app.country,
    status: planned ? PLANNED : (app.status ?? null),
    planned,
    searchText: appSearchText(app),
    updatedAt: new Date(DEMO_EPOCH - index * 3 * 86_400_000 - (index % 7) * 3_600_000),
  };
}
