// An app's screens as they were at a date (issue 61 item 3, "Como era em 2024"): each screen shows the
// capture current then — its own image when captured by that date, else its newest earlier version
// captured by then — and a screen first captured after the date is left out. The earlier images stay
// reachable only through their app's page and their screen: no list, feed, export or search reads this.
import type { Screen } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, ValidationError } from '../platform/errors.ts';
import { findApp } from './apps.ts';
import { compareScreens } from './screens.ts';

type Capture = Pick<Screen, 'imageUrl' | 'cloudinaryUrl' | 'capturedAt' | 'appVersion'>;
/** A screen (as it is now) and the capture it had at the date; `current` when that is today's. */
export type ScreenAsOf = { screen: Screen; image: Capture; current: boolean };

/**
 * "2024" is the end of 2024; "2024-06-30" (or a full timestamp) the end of that day, UTC. Anything
 * else is refused rather than read as today.
 */
export function parseAsOf(raw: unknown): Date {
  const text = String(raw ?? '').trim();
  const year = /^(\d{4})$/.exec(text);
  if (year) return new Date(Date.UTC(Number(year[1]) + 1, 0, 1) - 1);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [, y, m, d] = day ?? [];
  const date = day ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1) - 1) : new Date(text);
  const valid = (day || /^\d{4}-\d{2}-\d{2}T/.test(text)) && !Number.isNaN(date.getTime());
  if (!valid || date.getUTCFullYear() < 1990) throw new ValidationError([issue('asOf', 'DATETIME_INVALID')]);
  return date;
}

export async function listAppScreensAsOf(
  ctx: ServiceContext,
  idOrSlug: string,
  rawDate: unknown,
): Promise<ScreenAsOf[]> {
  const date = parseAsOf(rawDate);
  const app = await findApp(ctx, idOrSlug);
  const screens = await ctx.db.screen.findMany({
    where: { appId: app.id, hidden: false },
    include: {
      versions: { where: { capturedAt: { lte: date } }, orderBy: [{ capturedAt: 'desc' }, { id: 'desc' }], take: 1 },
    },
  });
  const shown: ScreenAsOf[] = [];
  for (const { versions, ...screen } of screens) {
    const current = screen.capturedAt <= date;
    const then = current ? screen : versions[0];
    if (!then) continue;
    const { imageUrl, cloudinaryUrl, capturedAt, appVersion } = then;
    shown.push({ screen, image: { imageUrl, cloudinaryUrl, capturedAt, appVersion }, current });
  }
  return shown.sort((a, b) => compareScreens(a.screen, b.screen));
}

/** The years of an app's earlier captures, newest first: each one a page "as it was" can show. */
export async function appCaptureYears(ctx: ServiceContext, appId: number): Promise<number[]> {
  const rows = await ctx.db.screenVersion.findMany({
    where: { screen: { appId, hidden: false } },
    select: { capturedAt: true },
    orderBy: { capturedAt: 'desc' },
    // Bounded: an app keeps a handful of earlier captures; past this many the oldest years go unlisted.
    take: 500,
  });
  return [...new Set(rows.map((r) => r.capturedAt.getUTCFullYear()))];
}
