// The index of journey kinds (issue 61 item 2): each kind with how many public apps have a flow of it.
import type { ServiceContext } from '../platform/context.ts';
import { FLOW_KINDS } from './flow-kinds.ts';

export type FlowKindSummary = { slug: string; pt: string; en: string; appCount: number };

const publicApp = { hidden: false, planned: false, retiredAt: null } as const;

/** How many public apps have a flow of one kind (the index's figure for that kind alone). */
export async function appCountOfKind(ctx: Pick<ServiceContext, 'db'>, slug: string): Promise<number> {
  const rows = await ctx.db.flowKindChoice.findMany({
    where: { kind: slug, app: publicApp },
    select: { appId: true },
    distinct: ['appId'],
  });
  return rows.length;
}

export async function listFlowKinds(ctx: Pick<ServiceContext, 'db'>): Promise<FlowKindSummary[]> {
  // Apps, not flows: an app with two flows of one kind ("Login", "Entrar com gov.br") counts once.
  const rows = await ctx.db.flowKindChoice.findMany({
    where: { kind: { not: null }, app: publicApp },
    select: { kind: true, appId: true },
    distinct: ['kind', 'appId'],
  });
  const counts = new Map<string, number>();
  for (const r of rows) if (r.kind) counts.set(r.kind, (counts.get(r.kind) ?? 0) + 1);
  return FLOW_KINDS.map((k) => ({ slug: k.slug, pt: k.pt, en: k.en, appCount: counts.get(k.slug) ?? 0 }));
}
