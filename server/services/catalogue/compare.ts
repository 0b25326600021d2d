// Side-by-side comparison (issue 38): 2–6 screens picked anywhere. The page asks for them by id in its
// own order; a screen hidden or deleted since the link was made answers null in its place.
import type { Prisma, Screen } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, ValidationError } from '../platform/errors.ts';
import { PUBLIC_SCREEN } from './screens.ts';

/** The most screens one comparison shows (and one request may ask for). */
export const COMPARE_MAX = 6;

export async function screensByIds<Q extends Omit<Prisma.ScreenFindManyArgs, 'where'>>(
  ctx: ServiceContext,
  ids: readonly number[],
  query: Q,
): Promise<(Screen | null)[]> {
  if (ids.length < 1) throw new ValidationError([issue('ids', 'LIST_TOO_SHORT', { min: 1 })]);
  if (ids.length > COMPARE_MAX) throw new ValidationError([issue('ids', 'LIST_TOO_LONG', { max: COMPARE_MAX })]);
  const rows = await ctx.db.screen.findMany({ ...query, where: { ...PUBLIC_SCREEN, id: { in: [...new Set(ids)] } } });
  const byId = new Map(rows.map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id) ?? null);
}
