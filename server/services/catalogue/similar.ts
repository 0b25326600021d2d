// Similar screens, read (docs/similar-screens.md): a screen's kept list in one indexed query, only its
// neighbours that are public now (a hidden or deleted screen or a hidden app never appears), none from its
// own app unless asked; and the near-duplicates the admin is shown.
import { hashDistance } from '../../images/look.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { SCREEN_LOOK_KIND, SIMILAR_BACKFILL_KIND } from '../platform/similar-contracts.ts';
import { normalizeText } from '../platform/text.ts';
import { PUBLIC_SCREEN } from './screens.ts';
import { KEPT } from './similar-score.ts';

export const SIMILAR_PAGE = { default: 10, max: KEPT };
/**
 * Near-duplicates (the same picture taken in twice): hashes at most this many bits apart and the same words
 * read in them. Measured on the demo catalogue (`npm run bench:similar`): a picture against its copy resized to
 * 70% and saved as JPEG 60 differs by at most 5 bits; but two different demo screens of one template can hash
 * alike (0 bits) — their pictures differ only in small text — so the words must agree too (NEAR_DUPLICATE_WORDS).
 */
export const NEAR_DUPLICATE_BITS = 10;
/** Share of the words two near-duplicates hold in common (of all the words either holds). */
export const NEAR_DUPLICATE_WORDS = 0.9;

const wordSet = (text: string | null) =>
  new Set(
    normalizeText(text ?? '')
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1),
  );

/** Pairs of pictures that are near-duplicates, by their hashes and the words read in them (OCR). */
export function nearDuplicatePairs(items: { screenId: number; hash: string; words: string | null }[]) {
  const sets = items.map((i) => wordSet(i.words));
  const pairs: { a: number; b: number; distance: number }[] = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const [x, y] = [items[i] as (typeof items)[number], items[j] as (typeof items)[number]];
      const distance = hashDistance(x.hash, y.hash);
      if (distance > NEAR_DUPLICATE_BITS) continue;
      const [p, q] = [sets[i] as Set<string>, sets[j] as Set<string>];
      let both = 0;
      for (const w of p) if (q.has(w)) both++;
      const union = p.size + q.size - both;
      if (union === 0 ? distance <= 2 : both / union >= NEAR_DUPLICATE_WORDS)
        pairs.push({ a: x.screenId, b: y.screenId, distance });
    }
  return pairs;
}

export function checkSimilarFirst(first: number | null | undefined) {
  const n = first ?? SIMILAR_PAGE.default;
  if (!Number.isInteger(n) || n < 1 || n > SIMILAR_PAGE.max)
    throw new ValidationError([issue('first', 'FIELD_INTEGER_RANGE', { max: SIMILAR_PAGE.max })]);
  return n;
}

/** The neighbours of a public screen, best first (only those public now), each with its app. */
export async function similarScreens(
  ctx: ServiceContext,
  screen: { id: number; appId: number },
  opts: { first?: number | null; sameApp?: boolean | null } = {},
) {
  const rows = await ctx.db.screenNeighbour.findMany({
    ...similarRows(screen, opts),
    select: { score: true, neighbour: { include: { app: true } } },
  });
  return rows.map((r) => ({ screen: r.neighbour, score: r.score }));
}

/**
 * The same neighbours as GraphQL reads them: each screen read with the selection the operation made
 * (`query`, from Pothos), so that its fields (its app too) are resolved from this one read. Given as plain
 * screens, each of them was read again, with its app, one by one (two statements per screen).
 */
export async function similarScreensSelected(
  ctx: ServiceContext,
  screen: { id: number; appId: number },
  opts: { first?: number | null; sameApp?: boolean | null },
  query: object,
) {
  const rows = await ctx.db.screenNeighbour.findMany({ ...similarRows(screen, opts), select: { neighbour: query } });
  return rows.map((r) => r.neighbour as unknown);
}

function similarRows(screen: { id: number; appId: number }, opts: { first?: number | null; sameApp?: boolean | null }) {
  return {
    where: {
      screenId: screen.id,
      // A retired app's screens stay on its own page but leave other screens' lists (issue 61).
      neighbour: {
        AND: [PUBLIC_SCREEN, { app: { retiredAt: null } }],
        ...(opts.sameApp ? {} : { appId: { not: screen.appId } }),
      },
    },
    orderBy: { rank: 'asc' as const },
    take: checkSimilarFirst(opts.first),
  };
}

/**
 * Whether the screen's similar screens are still being worked out: its job, or the backfill while the
 * screen has no kept list yet (a look alone is not enough: the backfill writes the lists after the looks,
 * and a screen between the two read as "no similar screens" until its list arrived).
 */
export async function similarPending(ctx: ServiceContext, screenId: number) {
  const listed = await ctx.db.screenNeighbour.findFirst({ where: { screenId }, select: { screenId: true } });
  const job = await ctx.db.job.findFirst({
    where: {
      OR: [
        { kind: SCREEN_LOOK_KIND, params: { equals: { screenId } } },
        ...(listed ? [] : [{ kind: SIMILAR_BACKFILL_KIND }]),
      ],
      status: { in: ['queued', 'running'] },
    },
    select: { id: true },
  });
  return Boolean(job);
}

/** A public screen by id (REST, MCP). */
export async function publicScreenById(ctx: ServiceContext, id: number) {
  const screen = await ctx.db.screen.findFirst({ where: { id, ...PUBLIC_SCREEN }, select: { id: true, appId: true } });
  if (!screen) throw new NotFoundError('SCREEN_NOT_FOUND', { id: String(id) });
  return screen;
}

/** Admin: pairs of public screens whose pictures are near-duplicates (shown once each, lowest id first). */
export async function nearDuplicateScreens(ctx: ServiceContext) {
  await requireAdmin(ctx);
  const looks = await ctx.db.screenLook.findMany({
    where: { screen: PUBLIC_SCREEN },
    select: { screenId: true, hash: true, screen: { select: { ocrText: true } } },
    orderBy: { screenId: 'asc' },
  });
  return nearDuplicatePairs(looks.map((l) => ({ screenId: l.screenId, hash: l.hash, words: l.screen.ocrText })));
}
