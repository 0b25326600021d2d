// The catalogue as open data (issue 35): what the exports, the feed and the DCAT catalogue publish —
// public records only (no hidden or planned apps' screens, nothing about subscribers or admins) — and a
// data version that changes whenever any of it may have, so an export is rebuilt only then.
import { createHash } from 'node:crypto';
import type { App, Screen } from '../../generated/prisma/client.ts';
import { visibleApp } from '../catalogue/apps.ts';
import { PUBLIC_SCREEN } from '../catalogue/screens.ts';
import type { ServiceContext } from '../platform/context.ts';

/** Records the demo catalogue loaded: exports say they are illustrative, not real apps' screens. */
export const isIllustrative = (airtableId: string | null) => !!airtableId?.startsWith('demo-');

/** Changes with every write to apps or screens (a count and the latest change of each): what the exports hold. */
export async function dataVersion(ctx: Pick<ServiceContext, 'db'>): Promise<string> {
  const [row] = await ctx.db.$queryRaw<{ v: string }[]>`
    SELECT concat_ws('|',
      (SELECT count(*) || ':' || coalesce(max("updatedAt")::text, '') FROM "App"),
      (SELECT count(*) || ':' || coalesce(max("updatedAt")::text, '') FROM "Screen")) AS v`;
  return createHash('sha256')
    .update(row?.v ?? '')
    .digest('hex')
    .slice(0, 16);
}

export type PublicScreen = Screen & { app: Pick<App, 'name' | 'slug'> };

/** Every public screen in pages of `size`, oldest first (keyset on id: memory stays one page). */
export async function* publicScreens(ctx: Pick<ServiceContext, 'db'>, size = 500): AsyncGenerator<PublicScreen[]> {
  let after = 0;
  for (;;) {
    const page = await ctx.db.screen.findMany({
      where: { ...PUBLIC_SCREEN, id: { gt: after } },
      include: { app: { select: { name: true, slug: true } } },
      orderBy: { id: 'asc' },
      take: size,
    });
    if (!page.length) return;
    yield page;
    after = page[page.length - 1]?.id ?? after;
  }
}

/** Every app the list shows (planned ones included, hidden ones never), by name. */
export function publicApps(ctx: Pick<ServiceContext, 'db'>): Promise<App[]> {
  return ctx.db.app.findMany({ where: visibleApp, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** The latest services retired (issue 61), newest first: the feed's first page tells them as events. */
export async function recentRetirements(ctx: Pick<ServiceContext, 'db'>, take = 10) {
  return ctx.db.app.findMany({
    where: { hidden: false, retiredAt: { not: null } },
    orderBy: [{ retiredAt: 'desc' }, { id: 'asc' }],
    select: { name: true, slug: true, retiredAt: true },
    take,
  });
}
