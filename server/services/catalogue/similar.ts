// Similar screens, read (docs/similar-screens.md): a screen's kept list in one indexed query, only its
// neighbours that are public now (a hidden or deleted screen or a hidden app never appears), none from its
// own app unless asked; and the near-duplicates the admin is shown.
import { hashDistance } from '../../images/look.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { SCREEN_LOOK_KIND, SIMILAR_BACKFILL_KIND } from '../platform/similar-contracts.ts';
import { PUBLIC_SCREEN } from './screens.ts';
import { KEPT } from './similar-score.ts';

export const SIMILAR_PAGE = { default: 10, max: KEPT };
/**
 * Two pictures this many hash bits apart or fewer are near-duplicates. Measured on the demo catalogue
 * (`npm run bench:similar`): a screen against its own re-encoded, resized copy differs by 0–2 bits; two
 * different demo screens (even of one kind and app) by 5 or more, so 3 flags copies and nothing else.
 */
export const NEAR_DUPLICATE_BITS = 3;

export function checkSimilarFirst(first: number | null | undefined) {
  const n = first ?? SIMILAR_PAGE.default;
  if (!Number.isInteger(n) || n < 1 || n > SIMILAR_PAGE.max)
    throw new ValidationError([issue('first', 'FIELD_INTEGER_RANGE', { max: SIMILAR_PAGE.max })]);
  return n;
}

/** The neighbours of a public screen, best first; `pending` while its look job waits or runs (or never ran). */
export async function similarScreens(
  ctx: ServiceContext,
  screen: { id: number; appId: number },
  opts: { first?: number | null; sameApp?: boolean | null } = {},
) {
  const first = checkSimilarFirst(opts.first);
  const rows = await ctx.db.screenNeighbour.findMany({
    where: {
      screenId: screen.id,
      neighbour: { ...PUBLIC_SCREEN, ...(opts.sameApp ? {} : { appId: { not: screen.appId } }) },
    },
    orderBy: { rank: 'asc' },
    take: first,
    include: { neighbour: { include: { app: true } } },
  });
  return rows.map((r) => ({ screen: r.neighbour, score: r.score }));
}

/** Whether the screen's similar screens are still being worked out. */
export async function similarPending(ctx: ServiceContext, screenId: number) {
  const look = await ctx.db.screenLook.findUnique({ where: { screenId }, select: { screenId: true } });
  const job = await ctx.db.job.findFirst({
    where: {
      OR: [
        { kind: SCREEN_LOOK_KIND, params: { equals: { screenId } } },
        ...(look ? [] : [{ kind: SIMILAR_BACKFILL_KIND }]),
      ],
      status: { in: ['queued', 'running'] },
    },
    select: { id: true },
  });
  return Boolean(job) || !look;
}

/** A public screen by id (REST, MCP). */
export async function publicScreenById(ctx: ServiceContext, id: number) {
  const screen = await ctx.db.screen.findFirst({ where: { id, ...PUBLIC_SCREEN }, select: { id: true, appId: true } });
  if (!screen) throw new NotFoundError('SCREEN_NOT_FOUND', { id: String(id) });
  return screen;
}

/** Admin: groups of public screens whose pictures are near-duplicates (hash distance ≤ NEAR_DUPLICATE_BITS). */
export async function nearDuplicateScreens(ctx: ServiceContext, maxBits = NEAR_DUPLICATE_BITS) {
  await requireAdmin(ctx);
  const looks = await ctx.db.screenLook.findMany({
    where: { screen: PUBLIC_SCREEN },
    select: { screenId: true, hash: true },
    orderBy: { screenId: 'asc' },
  });
  const pairs: { a: number; b: number; distance: number }[] = [];
  for (let i = 0; i < looks.length; i++)
    for (let j = i + 1; j < looks.length; j++) {
      const d = hashDistance((looks[i] as { hash: string }).hash, (looks[j] as { hash: string }).hash);
      if (d <= maxBits)
        pairs.push({
          a: (looks[i] as { screenId: number }).screenId,
          b: (looks[j] as { screenId: number }).screenId,
          distance: d,
        });
    }
  return pairs;
}
