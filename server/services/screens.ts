import type { Screen } from '../generated/prisma/client.ts';
import { findApp } from './apps.ts';
import type { ServiceContext } from './context.ts';
import { OTHER_FLOW } from './vocabulary.ts';

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

export async function listAppScreens(ctx: ServiceContext, idOrSlug: string, query: object = {}): Promise<Screen[]> {
  const app = await findApp(ctx, idOrSlug);
  const screens = (await ctx.db.screen.findMany({ ...query, where: { appId: app.id, hidden: false } })) as Screen[];
  return screens.sort(compareScreens);
}
