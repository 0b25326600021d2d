// Editing an app (admin only, audited): every field the catalogue uses, the logo by address, and the
// name, whose new slug is claimed (refused when another app has it) while the old one keeps redirecting.
import type { App, Prisma } from '../../generated/prisma/client.ts';
import { claimSlug, statusFields } from '../catalogue/app-create.ts';
import { takeInImage } from '../catalogue/image-intake.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { slugify } from '../platform/text.ts';
import { adminStatusOf } from '../platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';
import { parseAppId, updateAppSchema } from './admin-app-input.ts';
import { differing, EDITABLE_FIELDS, markEdited } from './admin-edits.ts';

export type { UpdateAppInput } from './admin-app-input.ts';

/** Every app, Hide ones included, for the admin pages (names in order). */
export async function listAdminApps(ctx: ServiceContext, query: object = {}): Promise<App[]> {
  await requireAdmin(ctx);
  return (await ctx.db.app.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] })) as App[];
}

/** Rewrites the words the app's screens are found by, after the app's own changed. */
export async function refreshScreenText(tx: Prisma.TransactionClient, appId: number, searchText: string) {
  for (const s of await tx.screen.findMany({ where: { appId } })) {
    await tx.screen.update({ where: { id: s.id }, data: { searchText: screenSearchText(s, searchText) } });
  }
}

export async function updateApp(ctx: ServiceContext, rawId: unknown, input: Input): Promise<App> {
  const viewer = await requireAdmin(ctx);
  const body = await readInput(input);
  const id = parseAppId(rawId);
  const parsed = updateAppSchema.safeParse(body ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  const { status, logoUrl, retired, ...change } = parsed.data;
  const current = await ctx.db.app.findUnique({ where: { id } });
  if (!current) throw new NotFoundError('APP_NOT_FOUND', { id });
  // Retired apps (issue 61): the toggle wins; a date alone retires on that date.
  if (retired === false) change.retiredAt = null;
  else if (retired) change.retiredAt ??= current.retiredAt ?? new Date();
  // A new logo is taken in before anything is written: a refusal leaves the app as it was.
  let logo: { logo: string | null; cloudinaryLogo: string | null } | undefined;
  if (logoUrl === '' || logoUrl === null) logo = { logo: null, cloudinaryLogo: null };
  else if (logoUrl && logoUrl !== current.logo) {
    const hosted = await takeInImage(ctx, { url: logoUrl, kind: 'logos', name: current.slug, path: 'logoUrl' });
    logo = { logo: logoUrl, cloudinaryLogo: hosted };
  }
  const updated = await ctx.db.$transaction(async (tx) => {
    const before = await tx.app.findUnique({ where: { id } });
    if (!before) throw new NotFoundError('APP_NOT_FOUND', { id });
    const next: Prisma.AppUpdateInput & Record<string, unknown> = {};
    for (const [k, v] of Object.entries(change)) if (v !== undefined) next[k] = v === '' ? null : v;
    if (change.country !== undefined) next.country = change.country || 'Brasil';
    if (change.name && change.name !== before.name) {
      const same = await tx.app.findFirst({
        where: { name: { equals: change.name, mode: 'insensitive' }, id: { not: id } },
        select: { id: true },
      });
      if (same) throw new ValidationError([issue('name', 'APP_NAME_TAKEN', { name: change.name })]);
      if (slugify(change.name) !== before.slug) {
        next.slug = await claimSlug(tx, change.name, id);
        next.formerSlugs = [...new Set([...before.formerSlugs, before.slug])].filter((s) => s !== next.slug);
      }
    }
    const merged = { ...before, ...next } as App;
    const decided = status ? statusFields(merged, status) : {};
    const searchText = appSearchText(merged);
    const edited = differing(before, { ...next, ...(logo ? { logo: logo.logo } : {}) }, EDITABLE_FIELDS.App);
    if (status && adminStatusOf(before) !== adminStatusOf({ ...merged, ...decided })) edited.push('status');
    const after = await tx.app.update({
      where: { id },
      data: { ...next, ...decided, ...logo, searchText, adminEdited: markEdited(before, edited) },
    });
    // Screens carry their app's words too, so a search for the new info finds them.
    if (searchText !== before.searchText) await refreshScreenText(tx, id, searchText);
    await recordAudit(tx, viewer, {
      action: 'app.update',
      entity: 'App',
      entityId: id,
      summary: `Edited app "${before.name}" (${edited.join(', ') || 'nothing'}; status ${adminStatusOf(before)} → ${adminStatusOf(after)})`,
      before,
      after,
    });
    return after;
  });
  ctx.changes.emit({ kind: 'apps', ids: [updated.id] });
  return updated;
}
