// The upload table's edits and publishing (issue 56). The curator names each draft, gives it a flow,
// tags, alt text and an order, then publishes all of them or some: only then do they leave `hidden`,
// and the caches are told which app changed. Each save and each publish is one audited change.

import { z } from 'zod';
import type { Screen } from '../../generated/prisma/client.ts';
import { touchApps } from '../catalogue/summaries.ts';
import { normalizeTags } from '../catalogue/tags.ts';
import { refreshFlowKinds } from '../flows/flow-choices.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { queueScreenLook } from '../platform/similar-contracts.ts';
import { hasControl } from '../platform/text.ts';
import { OTHER_FLOW } from '../platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';
import { MAX_DRAFTS } from './screen-intake.ts';

const plain = (v: string) => !hasControl(v);
const text = (max: number) => z.string().trim().max(max, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT');
const id = z.coerce.number().int().min(1).max(2_147_483_647);

const rowSchema = z.object({
  id,
  name: text(200).min(1, 'SCREEN_NAME_REQUIRED'),
  flow: text(100).transform((v) => v || OTHER_FLOW),
  tags: z.array(text(50)).max(30).default([]).transform(normalizeTags),
  altText: text(500)
    .nullish()
    .transform((v) => v || null),
  order: z.coerce.number().int('ORDER_NOT_WHOLE').min(0, 'ORDER_NEGATIVE').max(9999),
});
export const saveSchema = z.object({ screens: z.array(rowSchema).min(1).max(MAX_DRAFTS) });
export const publishSchema = z.object({ screenIds: z.array(id).max(MAX_DRAFTS).optional() });

export function parseAppId(raw: unknown): number {
  const parsed = id.safeParse(raw);
  if (!parsed.success) throw new ValidationError([issue('appId', 'FIELD_POSITIVE_INTEGER')]);
  return parsed.data;
}

async function appOf(ctx: ServiceContext, appId: number) {
  const app = await ctx.db.app.findUnique({ where: { id: appId } });
  if (!app) throw new NotFoundError('APP_NOT_FOUND', { id: appId });
  return app;
}

/** Saves the table's rows (drafts of `appId` only); returns the app's drafts in order. */
export async function saveDraftScreens(ctx: ServiceContext, rawAppId: unknown, input: Input): Promise<Screen[]> {
  const viewer = await requireAdmin(ctx);
  const appId = parseAppId(rawAppId);
  const parsed = saveSchema.safeParse(await readInput(input));
  if (!parsed.success) throw fromZod(parsed.error);
  const app = await appOf(ctx, appId);
  const rows = parsed.data.screens;
  return ctx.db.$transaction(async (tx) => {
    const found = await tx.screen.findMany({ where: { appId, draft: true, id: { in: rows.map((r) => r.id) } } });
    const mine = new Set(found.map((s) => s.id));
    const stray = rows.findIndex((r) => !mine.has(r.id));
    if (stray >= 0) throw new ValidationError([issue(`screens.${stray}.id`, 'SCREEN_NOT_A_DRAFT')]);
    for (const { id: screenId, ...row } of rows) {
      await tx.screen.update({
        where: { id: screenId },
        data: { ...row, searchText: screenSearchText(row, appSearchText(app)) },
      });
    }
    await recordAudit(tx, viewer, {
      action: 'screen.drafts.save',
      entity: 'App',
      entityId: appId,
      summary: `Edited ${rows.length} draft(s) of "${app.name}"`,
      before: { screens: found.map(({ searchText: _s, ...s }) => s) },
      after: { screens: rows },
    });
    return tx.screen.findMany({ where: { appId, draft: true }, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
  });
}

/** Publishes the app's drafts (`screenIds`: some of them; absent: all). Returns those published. */
export async function publishDraftScreens(ctx: ServiceContext, rawAppId: unknown, input: Input): Promise<Screen[]> {
  const viewer = await requireAdmin(ctx);
  const appId = parseAppId(rawAppId);
  const parsed = publishSchema.safeParse(await readInput(input));
  if (!parsed.success) throw fromZod(parsed.error);
  const app = await appOf(ctx, appId);
  const only = parsed.data.screenIds;
  const published = await ctx.db.$transaction(async (tx) => {
    const where = { appId, draft: true, ...(only ? { id: { in: only } } : {}) };
    const drafts = await tx.screen.findMany({ where, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
    if (only && drafts.length !== new Set(only).size) {
      throw new ValidationError([issue('screenIds', 'SCREEN_NOT_A_DRAFT')]);
    }
    if (!drafts.length) return [];
    const ids = drafts.map((s) => s.id);
    const publishedAt = new Date();
    await tx.screen.updateMany({ where: { id: { in: ids } }, data: { draft: false, hidden: false, publishedAt } });
    await touchApps(tx, [appId]);
    await refreshFlowKinds(tx, [appId]);
    // Their look jobs ran while they were drafts (no public list then): now they enter similar screens.
    for (const screenId of ids) await queueScreenLook(tx, screenId);
    await recordAudit(tx, viewer, {
      action: 'screen.drafts.publish',
      entity: 'App',
      entityId: appId,
      summary: `Published ${ids.length} screen(s) of "${app.name}"`,
      after: { screenIds: ids },
    });
    return drafts.map((s) => ({ ...s, draft: false, hidden: false, publishedAt }));
  });
  // Exactly what changed: this app and its screens (its page, lists, search, feed, counts).
  if (published.length) {
    ctx.changes.emit({ kind: 'apps', ids: [appId] });
    ctx.jobs.wake();
  }
  return published;
}
