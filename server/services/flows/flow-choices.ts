// Each app's flows mapped to a journey kind (issue 61 item 1): suggestions written for every visible
// flow (after the demo load, a sync, an intake), and the admin's choice, which no suggestion and no
// Airtable sync overwrites (the sync writes screens, never this table). A null kind: left unmapped.
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, NotFoundError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { FLOW_KIND_SLUGS } from './flow-kinds.ts';
import { suggestFlowKind } from './flow-suggest.ts';

type Tx = Pick<Db, 'screen' | 'flowKindChoice'>;
export type RefreshCounts = { flows: number; written: number; removed: number };

const visible = { hidden: false, draft: false } as const;

/**
 * Writes a suggestion for every visible flow of the given apps (all when none) that has no admin
 * choice, and removes the suggestions of flows that no longer exist. Idempotent.
 */
export async function refreshFlowKinds(db: Tx, appIds?: number[]): Promise<RefreshCounts> {
  const apps = appIds ? { appId: { in: appIds } } : {};
  const screens = await db.screen.findMany({
    where: { ...visible, ...apps },
    select: { appId: true, flow: true, name: true, tags: true },
    orderBy: [{ appId: 'asc' }, { flow: 'asc' }, { order: 'asc' }, { id: 'asc' }],
  });
  const flows = new Map<string, { appId: number; flow: string; screens: { name: string; tags: string[] }[] }>();
  for (const s of screens) {
    const key = `${s.appId}\u0000${s.flow}`;
    const entry = flows.get(key) ?? { appId: s.appId, flow: s.flow, screens: [] };
    entry.screens.push({ name: s.name, tags: s.tags });
    flows.set(key, entry);
  }
  const existing = await db.flowKindChoice.findMany({ where: apps });
  const held = new Map(existing.map((c) => [`${c.appId}\u0000${c.flow}`, c]));
  const created: { appId: number; flow: string; kind: string | null }[] = [];
  let written = 0;
  for (const [key, f] of flows) {
    const choice = held.get(key);
    if (choice?.source === 'admin') continue;
    const kind = suggestFlowKind({ name: f.flow, screens: f.screens });
    if (!choice) created.push({ appId: f.appId, flow: f.flow, kind });
    else if (choice.kind !== kind) {
      await db.flowKindChoice.update({ where: { id: choice.id }, data: { kind, source: 'suggested' } });
      written++;
    }
  }
  if (created.length > 0) {
    await db.flowKindChoice.createMany({ data: created, skipDuplicates: true });
    written += created.length;
  }
  const gone = existing.filter((c) => c.source === 'suggested' && !flows.has(`${c.appId}\u0000${c.flow}`));
  if (gone.length > 0) await db.flowKindChoice.deleteMany({ where: { id: { in: gone.map((c) => c.id) } } });
  return { flows: flows.size, written, removed: gone.length };
}

export const flowKindInput = z.object({
  appId: z.coerce.number().int('FIELD_POSITIVE_INTEGER').min(1, 'FIELD_POSITIVE_INTEGER').max(2_147_483_647),
  flow: z.string().min(1, 'FIELD_REQUIRED').max(200),
  // A kind's slug, null to leave the flow explicitly unmapped; `suggested: true` hands it back to suggestions.
  kind: z
    .enum(FLOW_KIND_SLUGS as [string, ...string[]], { message: 'FIELD_ONE_OF' })
    .nullable()
    .optional(),
  suggested: z.boolean().optional(),
});

export type FlowKindChoiceRow = { appId: number; flow: string; kind: string | null; source: string };

/** The admin confirms or changes a flow's kind (or hands it back to the suggestions). */
export async function setFlowKind(ctx: ServiceContext, input: Input): Promise<FlowKindChoiceRow> {
  const viewer = await requireAdmin(ctx);
  const parsed = flowKindInput.safeParse(await readInput(input));
  if (!parsed.success) throw fromZod(parsed.error);
  const { appId, flow, kind = null, suggested } = parsed.data;
  const row = await ctx.db.$transaction(async (tx) => {
    const app = await tx.app.findUnique({ where: { id: appId }, select: { id: true } });
    if (!app) throw new NotFoundError('APP_NOT_FOUND', { id: appId });
    const before = await tx.flowKindChoice.findUnique({ where: { appId_flow: { appId, flow } } });
    let after: FlowKindChoiceRow;
    if (suggested) {
      if (before) await tx.flowKindChoice.update({ where: { id: before.id }, data: { source: 'suggested' } });
      await refreshFlowKinds(tx, [appId]);
      const now = await tx.flowKindChoice.findUnique({ where: { appId_flow: { appId, flow } } });
      after = now ?? { appId, flow, kind: null, source: 'suggested' };
    } else {
      after = await tx.flowKindChoice.upsert({
        where: { appId_flow: { appId, flow } },
        create: { appId, flow, kind, source: 'admin' },
        update: { kind, source: 'admin' },
      });
    }
    await recordAudit(tx, viewer, {
      action: 'flow-kind',
      entity: 'App',
      entityId: appId,
      summary: `flow "${flow}": ${after.kind ?? 'unmapped'} (${after.source})`,
      before: before && { flow, kind: before.kind, source: before.source },
      after: { flow, kind: after.kind, source: after.source },
    });
    return { appId, flow, kind: after.kind, source: after.source };
  });
  ctx.changes.emit({ kind: 'apps', ids: [appId] });
  return row;
}

/** An app's flows with their kinds, for its admin page and its public flow section. */
export async function appFlowKinds(db: Pick<Db, 'flowKindChoice'>, appId: number): Promise<FlowKindChoiceRow[]> {
  return db.flowKindChoice.findMany({
    where: { appId },
    select: { appId: true, flow: true, kind: true, source: true },
    orderBy: { flow: 'asc' },
  });
}
