// A screen's earlier images (issue 61): public for a public screen, newest capture first. They are in
// no list, feed, export or search; only their screen leads to them.
import type { ScreenVersion } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { NotFoundError } from '../platform/errors.ts';
import { PUBLIC_SCREEN } from './screens.ts';

export async function listScreenVersions(ctx: ServiceContext, rawId: unknown): Promise<ScreenVersion[]> {
  const id = Number(rawId);
  const screen =
    Number.isInteger(id) && id > 0
      ? await ctx.db.screen.findFirst({ where: { ...PUBLIC_SCREEN, id }, select: { id: true } })
      : null;
  if (!screen) throw new NotFoundError('SCREEN_NOT_FOUND', { id: String(rawId).slice(0, 100) });
  return ctx.db.screenVersion.findMany({
    where: { screenId: id },
    orderBy: [{ capturedAt: 'desc' }, { id: 'desc' }],
  });
}
