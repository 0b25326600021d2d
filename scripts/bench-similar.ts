// `npm run bench:similar`: similar screens' quality on the demo catalogue (docs/similar-screens.md). Each demo
// screen is judged by the kind the demo's generator made it as (login, home, list, form…; server/demo/
// screen-gen.ts), not by its stored tags: of the five most similar screens (other apps only), how many are
// of its kind (precision@5, target ≥ 0.8), and no app more than twice in a top five. Printed per kind; exits 1
// below target. A second judged set (bench-similar/judged.ts): screenshots rendered unlike the demo, taken in
// with the image only, judged by the kind each was rendered as (BENCH_SIMILAR_SETS=demo or judged: one only).
// Also measures the near-duplicate threshold: a picture against its re-encoded, resized copy,
// and the closest two different demo pictures. With SIMILAR_FACTS=file it also writes every screen's facts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../server/db/database.ts';
import { demoApps } from '../server/demo/catalogue.ts';
import { demoScreenAirtableId, loadDemo } from '../server/demo/load-demo.ts';
import { LocalImageHost } from '../server/images/local-host.ts';
import { computeLook, hashDistance } from '../server/images/look.ts';
import { createImageReader } from '../server/images/public-fetch.ts';
import { similarBackfillJob } from '../server/jobs/screen-look.ts';
import type { JobRun } from '../server/queue/worker.ts';
import { PUBLIC_SCREEN } from '../server/services/catalogue/screens.ts';
import { NEAR_DUPLICATE_BITS, nearDuplicatePairs, similarScreens } from '../server/services/catalogue/similar.ts';
import { loadFacts } from '../server/services/catalogue/similar-lists.ts';
import type { ServiceContext } from '../server/services/platform/context.ts';
import { judgedSet } from './bench-similar/judged.ts';
import { report, type TopFive } from './bench-similar/report.ts';

const kindOf = new Map(demoApps.flatMap((a) => a.screens.map((s) => [demoScreenAirtableId(a, s), s.kind] as const)));
const sets = process.env.BENCH_SIMILAR_SETS ?? 'demo,judged';
const began = performance.now();
let failed = false;
if (sets.includes('demo')) await demoSet();
if (sets.includes('judged')) {
  const judged = await judgedSet();
  if (!report('second judged set: rendered unlike the demo, taken in with the image only', judged)) failed = true;
}
console.log(`\nbench took ${Math.round((performance.now() - began) / 1000)} s`);
if (failed) process.exitCode = 1;

async function demoSet() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-similar-'));
  const database = await openDatabase({});
  try {
    const db = database.prisma;
    let t = performance.now();
    await loadDemo(db, new LocalImageHost(join(dir, 'media')));
    console.log(`demo catalogue loaded in ${Math.round((performance.now() - t) / 1000)} s`);
    const readSource = createImageReader({ mediaDir: join(dir, 'media') });
    t = performance.now();
    const run = { params: {}, progress: async () => {} } as unknown as JobRun;
    const done = await similarBackfillJob({ db, readSource })(run);
    console.log(`backfill: ${done?.message} in ${Math.round(performance.now() - t)} ms`);
    if (process.env.SIMILAR_FACTS) {
      const facts = await loadFacts(db);
      const ids = await db.screen.findMany({ select: { id: true, airtableId: true } });
      const air = new Map(ids.map((s) => [s.id, s.airtableId]));
      const kinds = facts.map((f) => kindOf.get(air.get(f.id) ?? '') ?? '?');
      writeFileSync(process.env.SIMILAR_FACTS, JSON.stringify({ facts, kinds }));
    }
    const ctx = { db } as unknown as ServiceContext;
    const screens = await db.screen.findMany({
      where: PUBLIC_SCREEN,
      select: { id: true, appId: true, airtableId: true },
    });
    const kindById = new Map(screens.map((s) => [s.id, kindOf.get(s.airtableId) ?? '?']));
    const rows: TopFive[] = [];
    t = performance.now();
    for (const s of screens) {
      const top = await similarScreens(ctx, s, { first: 5 });
      rows.push({
        kind: kindById.get(s.id) ?? '?',
        top: top.map((n) => ({ kind: kindById.get(n.screen.id) ?? '?', appId: n.screen.appId })),
      });
    }
    const readMs = (performance.now() - t) / screens.length;
    if (!report('demo catalogue, judged by what the generator made each screen as', rows)) failed = true;
    console.log(`one read ${readMs.toFixed(2)} ms`);

    // The near-duplicate threshold: copies against their originals, and different pictures against each other.
    const looks = await db.screenLook.findMany({
      where: { screen: PUBLIC_SCREEN },
      select: { screenId: true, hash: true, imageUrl: true, screen: { select: { ocrText: true } } },
    });
    let copyMax = 0;
    for (const l of looks.slice(0, 60)) {
      const original = await readSource(l.imageUrl);
      const meta = await sharp(original).metadata();
      const copy = await sharp(original)
        .resize(Math.round((meta.width ?? 400) * 0.7))
        .jpeg({ quality: 60 })
        .toBuffer();
      copyMax = Math.max(copyMax, hashDistance(l.hash, (await computeLook(copy)).hash));
    }
    let alike = 0;
    for (let i = 0; i < looks.length; i++)
      for (let j = i + 1; j < looks.length; j++)
        if (
          hashDistance((looks[i] as { hash: string }).hash, (looks[j] as { hash: string }).hash) <= NEAR_DUPLICATE_BITS
        )
          alike++;
    const flagged = nearDuplicatePairs(
      looks.map((l) => ({ screenId: l.screenId, hash: l.hash, words: l.screen.ocrText })),
    );
    console.log(
      `\nnear-duplicates: a copy (70% size, JPEG 60) differs from its original by ≤ ${copyMax} bits (60 pictures); ` +
        `different demo pictures within ${NEAR_DUPLICATE_BITS} bits: ${alike} pairs; flagged with their words too: ${flagged.length}`,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
