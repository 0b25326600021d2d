// Fixing what is published: edit, delete and reorder screens (admin only, audited, same rules as create).

import { z } from 'zod';
import type { Prisma, Screen } from '../../generated/prisma/client.ts';
import { ownMediaPath, takeInImage } from '../catalogue/image-intake.ts';
import { checkScreenRecord, parseScreenRecord } from '../catalogue/screen-record.ts';
import { compareScreens } from '../catalogue/screens.ts';
import { touchApps } from '../catalogue/summaries.ts';
import { refreshFlowKinds } from '../flows/flow-choices.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { queueOcr } from '../platform/job-contracts.ts';
import { hasControl } from '../platform/text.ts';
import { OTHER_FLOW } from '../platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';
import { differing, EDITABLE_FIELDS, markEdited } from './admin-edits.ts';

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

function parseId(value: unknown, path = 'id'): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new ValidationError([issue(path, 'FIELD_POSITIVE_INTEGER')]);
  return parsed.data;
}

async function screenOrThrow(tx: Prisma.TransactionClient, id: number): Promise<Screen> {
  const screen = await tx.screen.findUnique({ where: { id } });
  if (!screen) throw new NotFoundError('SCREEN_NOT_FOUND', { id });
  return screen;
}

/** Replaces a screen's editable fields; validation and messages are the add-screen form's. */
export async function updateScreen(ctx: ServiceContext, rawId: unknown, input: Input): Promise<Screen> {
  const viewer = await requireAdmin(ctx);
  const body = await readInput(input);
  const id = parseId(rawId);
  // The image the screen already has may stay as it is (see parseScreenRecord).
  const current = await ctx.db.screen.findUnique({ where: { id }, select: { imageUrl: true } });
  const data = parseScreenRecord(body, current?.imageUrl);
  // The site's own address of an image (as REST's imageUrlAbsolute gives it) is that image: kept as its path.
  data.imageUrl = ownMediaPath(ctx, data.imageUrl) ?? data.imageUrl;
  const flow = data.flow ?? OTHER_FLOW;
  // A new image is taken in before anything is written: a refusal leaves the screen as it was.
  let hosted: string | undefined;
  if (current && current.imageUrl !== data.imageUrl) {
    await checkScreenRecord(ctx.db, data, id);
    hosted = await takeInImage(ctx, { url: data.imageUrl, kind: 'screens', name: data.airtableId });
  }
  const changed = await ctx.db.$transaction(async (tx) => {
    const before = await screenOrThrow(tx, id);
    const app = await checkScreenRecord(tx, data, id);
    const newImage = before.imageUrl !== data.imageUrl;
    const after = await tx.screen.update({
      where: { id },
      data: {
        ...data,
        flow,
        searchText: screenSearchText({ ...data, flow }, appSearchText(app)),
        // A new image: its hosted copy is the one just taken in; the words belong to the old one.
        ...(newImage ? { cloudinaryUrl: hosted ?? null, ocrText: null, ocrError: null } : {}),
        // On a synced screen the sync keeps what the admin changed (admin-edits.ts).
        adminEdited: markEdited(before, differing(before, { ...data, flow }, EDITABLE_FIELDS.Screen)),
      },
    });
    // A screen without words gets its OCR job in the same transaction: a crash cannot lose it.
    if (after.ocrText === null) await queueOcr(tx, id);
    if (before.appId !== after.appId) {
      // The counts follow by themselves (the summaries' trigger); both apps were updated for "latest".
      await touchApps(tx, [before.appId, after.appId]);
    }
    // A flow new to its app gets a suggested kind (issue 61).
    await refreshFlowKinds(tx, [...new Set([before.appId, after.appId])]);
    await recordAudit(tx, viewer, {
      action: 'screen.update',
      entity: 'Screen',
      entityId: id,
      summary: `Edited screen "${after.name}"`,
      before,
      after,
    });
    return { after, apps: [before.appId, after.appId] };
  });
  ctx.changes.emit({ kind: 'apps', ids: [...new Set(changed.apps)] });
  const updated = changed.after;
  if (updated.ocrText === null) ctx.jobs.wake();
  return updated;
}

export async function deleteScreen(ctx: ServiceContext, rawId: unknown): Promise<Screen> {
  const viewer = await requireAdmin(ctx);
  const id = parseId(rawId);
  const deleted = await ctx.db.$transaction(async (tx) => {
    const before = await screenOrThrow(tx, id);
    await tx.screen.delete({ where: { id } });
    if (before.syncedAt) {
      // Came from Airtable: the next sync must not bring it back until an admin restores it.
      await tx.deletedRecord.upsert({
        where: { airtableId: before.airtableId },
        create: { airtableId: before.airtableId, entity: 'Screen', name: before.name, deletedBy: viewer.username },
        update: { deletedBy: viewer.username, deletedAt: new Date() },
      });
    }
    await touchApps(tx, [before.appId]);
    await recordAudit(tx, viewer, {
      action: 'screen.delete',
      entity: 'Screen',
      entityId: id,
      summary: `Deleted screen "${before.name}"`,
      before,
    });
    return before;
  });
  ctx.changes.emit({ kind: 'apps', ids: [deleted.appId] });
  return deleted;
}

export const reorderSchema = z.object({
  flow: z
    .string({ message: 'FLOW_REQUIRED' })
    .trim()
    .min(1, 'FLOW_REQUIRED')
    .max(100)
    .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT'),
  screenIds: z.array(idSchema).min(1).max(500),
});

/**
 * Sets the order of one flow of one app: `screenIds` lists every screen of that flow, in the new order.
 * Returns all of the app's screens in display order.
 */
export async function reorderScreens(ctx: ServiceContext, rawAppId: unknown, input: Input): Promise<Screen[]> {
  const viewer = await requireAdmin(ctx);
  const body = await readInput(input);
  const appId = parseId(rawAppId, 'appId');
  const parsed = reorderSchema.safeParse(body);
  if (!parsed.success) throw fromZod(parsed.error);
  const { flow, screenIds } = parsed.data;
  const screens = await ctx.db.$transaction(async (tx) => {
    const app = await tx.app.findUnique({ where: { id: appId }, select: { id: true, name: true } });
    if (!app) throw new NotFoundError('APP_NOT_FOUND', { id: appId });
    const inFlow = await tx.screen.findMany({ where: { appId, flow }, orderBy: [{ order: 'asc' }, { id: 'asc' }] });
    const expected = new Set(inFlow.map((s) => s.id));
    if (
      screenIds.length !== expected.size ||
      new Set(screenIds).size !== screenIds.length ||
      screenIds.some((s) => !expected.has(s))
    ) {
      throw new ValidationError([issue('screenIds', 'FLOW_ORDER_MISMATCH', { count: expected.size, flow })]);
    }
    for (const [order, id] of screenIds.entries()) await tx.screen.update({ where: { id }, data: { order } });
    await recordAudit(tx, viewer, {
      action: 'screen.reorder',
      entity: 'App',
      entityId: appId,
      summary: `Reordered flow "${flow}" of "${app.name}"`,
      before: { flow, screenIds: inFlow.map((s) => s.id) },
      after: { flow, screenIds },
    });
    return tx.screen.findMany({ where: { appId, hidden: false } });
  });
  ctx.changes.emit({ kind: 'apps', ids: [appId] });
  return screens.sort(compareScreens);
}

/** Synced records an admin deleted (the sync leaves them deleted), newest first. */
export async function listDeletedRecords(ctx: ServiceContext) {
  await requireAdmin(ctx);
  return ctx.db.deletedRecord.findMany({ orderBy: { deletedAt: 'desc' }, take: 200 });
}

/** Lets the next Airtable sync bring a deleted record back. */
export async function restoreDeletedRecord(ctx: ServiceContext, airtableId: unknown) {
  const viewer = await requireAdmin(ctx);
  const id = typeof airtableId === 'string' ? airtableId.trim() : '';
  const restored = await ctx.db.$transaction(async (tx) => {
    const found = await tx.deletedRecord.findUnique({ where: { airtableId: id } });
    if (!found) throw new NotFoundError('DELETED_RECORD_NOT_FOUND', { id: id.slice(0, 100) });
    await tx.deletedRecord.delete({ where: { airtableId: id } });
    await recordAudit(tx, viewer, {
      action: 'record.restore',
      entity: 'Screen',
      entityId: 0,
      summary: `Restored "${found.name}" (${found.airtableId}); the next sync brings it back`,
      before: found,
    });
    return found;
  });
  return restored;
}
