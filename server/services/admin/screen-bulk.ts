// Bulk edits of an app's screens (issue 56): set their flow, add or remove a tag, or delete them (a
// synced screen deleted this way is kept out of the next sync until restored, as one deleted alone).
// Each action is one transaction and one audit entry listing every screen before it.

import { z } from 'zod';
import { touchApps } from '../catalogue/summaries.ts';
import { normalizeTags } from '../catalogue/tags.ts';
import { refreshFlowKinds } from '../flows/flow-choices.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { hasControl } from '../platform/text.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';
import { parseAppId } from './screen-drafts.ts';

export const BULK_MAX = 500;
const word = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(max, 'FIELD_TOO_LONG')
    .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT');
const ids = z.array(z.coerce.number().int().min(1).max(2_147_483_647)).min(1).max(BULK_MAX);
export const bulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('setFlow'), screenIds: ids, flow: word(100) }),
  z.object({ action: z.literal('addTag'), screenIds: ids, tag: word(50) }),
  z.object({ action: z.literal('removeTag'), screenIds: ids, tag: word(50) }),
  z.object({ action: z.literal('delete'), screenIds: ids }),
]);
export type BulkAction = z.infer<typeof bulkSchema>['action'];

/** Applies one bulk action to screens of `rawAppId`; returns how many screens it changed. */
export async function bulkEditScreens(ctx: ServiceContext, rawAppId: unknown, input: Input): Promise<number> {
  const viewer = await requireAdmin(ctx);
  const appId = parseAppId(rawAppId);
  const parsed = bulkSchema.safeParse(await readInput(input));
  if (!parsed.success) throw fromZod(parsed.error);
  const edit = parsed.data;
  const count = await ctx.db.$transaction(async (tx) => {
    const app = await tx.app.findUnique({ where: { id: appId } });
    if (!app) throw new NotFoundError('APP_NOT_FOUND', { id: appId });
    const wanted = [...new Set(edit.screenIds)];
    const before = await tx.screen.findMany({ where: { appId, id: { in: wanted } }, orderBy: { id: 'asc' } });
    if (before.length !== wanted.length) throw new ValidationError([issue('screenIds', 'SCREEN_NOT_OF_APP')]);
    if (edit.action === 'delete') {
      for (const s of before.filter((b) => b.syncedAt)) {
        await tx.deletedRecord.upsert({
          where: { airtableId: s.airtableId },
          create: { airtableId: s.airtableId, entity: 'Screen', name: s.name, deletedBy: viewer.username },
          update: { deletedBy: viewer.username, deletedAt: new Date() },
        });
      }
      await tx.screen.deleteMany({ where: { id: { in: wanted } } });
    } else {
      const tag = edit.action === 'setFlow' ? '' : (normalizeTags([edit.tag])[0] ?? '');
      for (const s of before) {
        const flow = edit.action === 'setFlow' ? edit.flow : s.flow;
        const tags =
          edit.action === 'addTag'
            ? normalizeTags([...s.tags, tag])
            : edit.action === 'removeTag'
              ? s.tags.filter((t) => t !== tag)
              : s.tags;
        const next = { ...s, flow, tags };
        await tx.screen.update({
          where: { id: s.id },
          data: { flow, tags, searchText: screenSearchText(next, appSearchText(app)) },
        });
      }
    }
    await touchApps(tx, [appId]);
    await refreshFlowKinds(tx, [appId]);
    await recordAudit(tx, viewer, {
      action: `screen.bulk.${edit.action}`,
      entity: 'App',
      entityId: appId,
      summary: `Bulk ${edit.action} on ${before.length} screen(s) of "${app.name}"`,
      before: { screens: before.map(({ searchText: _s, ...s }) => s) },
      after: edit,
    });
    return before.length;
  });
  ctx.changes.emit({ kind: 'apps', ids: [appId] });
  return count;
}
