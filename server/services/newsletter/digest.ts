// The digest's content: what became public since the last digest, read from the same gallery the Atom
// feed reads (newest first, drafts, hidden and planned-only content never in it), grouped by app, with
// the apps that are new. Built once per digest and kept, so a resumed send sends the same message.
import type { Db } from '../../db/database.ts';
import type { Screen } from '../../generated/prisma/client.ts';
import { PUBLIC_SCREEN } from '../catalogue/screens.ts';
import { galleryPage } from '../gallery/gallery.ts';
import type { ServiceContext } from '../platform/context.ts';
import { renderDigest } from './digest-render.ts';
import type { DigestContent, DigestData, DigestGroup, DigestScreen } from './digest-types.ts';

export type { DigestContent, DigestData, DigestGroup, DigestPart, DigestScreen } from './digest-types.ts';

/** At most this many screens in one message; past it the message links to the gallery for the rest. */
export const DIGEST_MAX_SCREENS = 60;
/** The first digest (none sent before) covers this much of what is already public. */
export const FIRST_DIGEST_DAYS = 7;
const PAGE = 100;

/** Where the last digest stopped: its newest screen and when it was made. */
export async function lastDigest(db: Db) {
  return db.newsletterDigest.findFirst({
    where: { status: { in: ['sending', 'sent'] } },
    orderBy: { id: 'desc' },
    select: { id: true, lastScreenId: true, createdAt: true },
  });
}

/**
 * The new public screens (after the last digest's newest, or from the last FIRST_DIGEST_DAYS), newest
 * first, then the drafts published since, bounded.
 */
export async function collectDigest(db: Db, now = new Date()): Promise<DigestData | null> {
  const last = await lastDigest(db);
  const since = last?.createdAt ?? new Date(now.getTime() - FIRST_DIGEST_DAYS * 86_400_000);
  const isNew = (s: Screen) => (last ? s.id > last.lastScreenId : s.createdAt >= since);
  // The gallery reads only the database; a job has no request, so no request context either.
  const ctx = { db } as ServiceContext;
  const screens: DigestScreen[] = [];
  let after: string | null = null;
  let more = false;
  for (;;) {
    const page = await galleryPage(ctx, {}, { first: PAGE, after, sort: 'newest' });
    const fresh = page.items.filter(isNew);
    const room = DIGEST_MAX_SCREENS - screens.length;
    screens.push(...fresh.slice(0, room));
    if (fresh.length > room) more = true;
    // Newest first by id: the first screen that is not new ends the new ones.
    if (more || fresh.length < page.items.length || !page.hasNextPage || !page.endCursor) break;
    after = page.endCursor;
  }
  // Drafts published since: older ids than the scan above reaches (uploaded before the last digest,
  // or more than FIRST_DIGEST_DAYS ago), new to the readers all the same.
  if (!more) {
    const seen = screens.map((s) => s.id);
    const late = await db.screen.findMany({
      where: { ...PUBLIC_SCREEN, draft: false, publishedAt: { gt: since }, id: { notIn: seen } },
      include: { app: true },
      orderBy: { id: 'desc' },
      take: DIGEST_MAX_SCREENS - screens.length + 1,
    });
    const room = DIGEST_MAX_SCREENS - screens.length;
    screens.push(...late.slice(0, room));
    if (late.length > room) more = true;
  }
  if (screens.length === 0) return null;
  const groups = new Map<number, DigestGroup>();
  for (const s of screens) {
    const group = groups.get(s.appId) ?? { app: s.app, isNew: s.app.createdAt >= since, screens: [] };
    group.screens.push(s);
    groups.set(s.appId, group);
  }
  const list = [...groups.values()];
  return {
    groups: list,
    screenCount: screens.length,
    newApps: list.filter((g) => g.isNew).map((g) => g.app),
    more,
    lastScreenId: Math.max(...screens.map((s) => s.id)),
    since,
  };
}

/** Both languages' messages, or null when nothing is new. */
export async function buildDigest(db: Db, origin: string, now = new Date()) {
  const data = await collectDigest(db, now);
  if (!data) return null;
  const content: DigestContent = {
    pt: renderDigest(data, { origin }, 'pt'),
    en: renderDigest(data, { origin }, 'en'),
  };
  return { data, content };
}
