// The index of journey kinds (issue 61 item 2): each kind with how many public apps have a flow of it.
import type { ServiceContext } from '../platform/context.ts';
import { FLOW_KINDS } from './flow-kinds.ts';

export type FlowKindSummary = { slug: string; pt: string; en: string; appCount: number };

export async function listFlowKinds(ctx: Pick<ServiceContext, 'db'>): Promise<FlowKindSummary[]> {
  const rows = await ctx.db.flowKindChoice.groupBy({
    by: ['kind'],
    where: { kind: { not: null }, app: { hidden: false, planned: false } },
    _count: { appId: true },
  });
  const counts = new Map(rows.map((r) => [r.kind, r._count.appId]));
  return FLOW_KINDS.map((k) => ({ slug: k.slug, pt: k.pt, en: k.en, appCount: counts.get(k.slug) ?? 0 }));
}
