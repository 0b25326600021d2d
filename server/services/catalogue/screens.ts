import type { Prisma, Screen } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { OTHER_FLOW } from '../platform/vocabulary.ts';
import { findApp, visibleApp } from './apps.ts';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Spec section 4: flows alphabetical with "Other" last, then `order` within a flow. */
export function compareScreens(a: Screen, b: Screen): number {
  const flowA = a.flow || OTHER_FLOW;
  const flowB = b.flow || OTHER_FLOW;
  if (flowA !== flowB) {
    if (flowA === OTHER_FLOW) return 1;
    if (flowB === OTHER_FLOW) return -1;
    return collator.compare(flowA, flowB);
  }
  return a.order - b.order || a.id - b.id;
}

/** The screens the public may see: not hidden, their app live (neither hidden nor planned). */
export const PUBLIC_SCREEN: Prisma.ScreenWhereInput = { hidden: false, app: { AND: [visibleApp, { planned: false }] } };

/** A public screen by database id or record id (airtableId). */
export function publicScreenWhere(idOrAirtableId: string): Prisma.ScreenWhereInput {
  const key = idOrAirtableId.trim();
  const where = /^[1-9]\d{0,8}$/.test(key) ? { id: Number(key) } : { airtableId: key.slice(0, 200) };
  return { ...where, ...PUBLIC_SCREEN };
}

export async function listAppScreens(ctx: ServiceContext, idOrSlug: string, query: object = {}): Promise<Screen[]> {
  const app = await findApp(ctx, idOrSlug);
  const screens = (await ctx.db.screen.findMany({ ...query, where: { appId: app.id, hidden: false } })) as Screen[];
  return screens.sort(compareScreens);
}
