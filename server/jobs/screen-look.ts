// Similar screens' jobs (docs/similar-screens.md). `screen-look`: one screen's look (from the image it has
// now) and the lists it enters or leaves. `similar-backfill`: the looks of every public screen without one,
// with progress, then every list — the first computation for a catalogue, queued after start.
import type { Db } from '../db/database.ts';
import { computeLook } from '../images/look.ts';
import type { JobHandler } from '../queue/worker.ts';
import { PUBLIC_SCREEN, recomputeAll, recomputeAround } from '../services/catalogue/similar-lists.ts';
import type { ChangeFeed } from '../services/platform/changes.ts';
import { LOOK_TO_COMPUTE } from '../services/platform/similar-contracts.ts';

type Deps = { db: Db; readSource: (url: string) => Promise<Buffer>; changes?: Pick<ChangeFeed, 'emit'> };

/** Computes and keeps a screen's look when it has none or it was of another image; false when unreadable. */
async function ensureLook(deps: Deps, screen: { id: number; imageUrl: string; cloudinaryUrl: string | null }) {
  const url = screen.cloudinaryUrl ?? screen.imageUrl;
  const kept = await deps.db.screenLook.findUnique({
    where: { screenId: screen.id },
    select: { imageUrl: true, layout: true },
  });
  // A look from before layouts existed is computed again (same image, one more measure).
  if (kept?.imageUrl === url && kept.layout !== null) return true;
  const look = await computeLook(await deps.readSource(url));
  const data = { imageUrl: url, hash: look.hash, grid: look.grid, layout: look.layout, computedAt: new Date() };
  await deps.db.screenLook.upsert({
    where: { screenId: screen.id },
    create: { screenId: screen.id, ...data },
    update: data,
  });
  return true;
}

export function screenLookJob(deps: Deps): JobHandler {
  return async (run) => {
    const { screenId } = run.params as { screenId: number };
    const screen = await deps.db.screen.findFirst({
      where: { id: screenId, ...PUBLIC_SCREEN },
      select: { id: true, imageUrl: true, cloudinaryUrl: true },
    });
    // Gone or no longer public: it leaves every list (its own is emptied).
    // An unreadable picture still gets its list, by what the screen is (its look counts nothing).
    let unread: string | undefined;
    if (screen)
      await ensureLook(deps, screen).catch((error) => {
        unread = error instanceof Error ? error.message : String(error);
      });
    const lists = await recomputeAround(deps.db, screenId);
    deps.changes?.emit({ kind: 'catalogue' });
    const message = `${lists} lists rewritten${unread ? `; picture not read: ${unread.slice(0, 200)}` : ''}`;
    return { total: 1, processed: 1, succeeded: unread ? 0 : 1, failed: unread ? 1 : 0, message };
  };
}

export function similarBackfillJob(deps: Deps): JobHandler {
  return async (run) => {
    const screens = await deps.db.screen.findMany({
      where: { ...PUBLIC_SCREEN, ...LOOK_TO_COMPUTE },
      select: { id: true, imageUrl: true, cloudinaryUrl: true },
      orderBy: { id: 'asc' },
    });
    let processed = 0;
    let failed = 0;
    for (const screen of screens) {
      try {
        await ensureLook(deps, screen);
      } catch {
        failed++;
      }
      processed++;
      if (processed % 25 === 0 || processed === screens.length)
        await run.progress({ total: screens.length + 1, processed, failed, message: 'looks of the pictures' });
    }
    const lists = await recomputeAll(deps.db);
    deps.changes?.emit({ kind: 'catalogue' });
    return {
      total: screens.length + 1,
      processed: screens.length + 1,
      succeeded: screens.length - failed + 1,
      failed,
      message: `${screens.length - failed} looks, ${lists} lists`,
    };
  };
}
