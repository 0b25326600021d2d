// Creating an app from the admin pages (every field the catalogue uses, a logo by address), a logo
// from a file, and the slug preview the form shows as the name is typed.
import type { App } from '../../generated/prisma/client.ts';
import { createAppRecord, type NewAppInput } from '../catalogue/app-create.ts';
import { takeInImageFile } from '../catalogue/image-file-intake.ts';
import { takeInImage } from '../catalogue/image-intake.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, NotFoundError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { slugify } from '../platform/text.ts';
import { parseAppId, updateAppSchema } from './admin-app-input.ts';
import { markEdited } from './admin-edits.ts';

export async function createAdminApp(ctx: ServiceContext, input: Input): Promise<App> {
  const viewer = await requireAdmin(ctx);
  const body = (await readInput(input)) ?? {};
  const logoUrl = updateAppSchema.shape.logoUrl.safeParse((body as { logoUrl?: unknown }).logoUrl);
  if (!logoUrl.success) throw fromZod({ issues: logoUrl.error.issues.map((i) => ({ ...i, path: ['logoUrl'] })) });
  const { logoUrl: _drop, ...fields } = body as Record<string, unknown>;
  const name = typeof fields.name === 'string' ? fields.name : '';
  // The logo is taken in first; a refused address saves nothing.
  const logo = logoUrl.data
    ? {
        logo: logoUrl.data,
        cloudinaryLogo: await takeInImage(ctx, { url: logoUrl.data, kind: 'logos', name, path: 'logoUrl' }),
      }
    : null;
  const app = await ctx.db.$transaction((tx) =>
    createAppRecord(tx, viewer, { planned: false, ...(fields as NewAppInput) }, `Created app "${name}"`, logo),
  );
  ctx.changes.emit({ kind: 'apps', ids: [app.id] });
  return app;
}

/** A logo from a file: cleaned like visitors' uploads, stored on the image host, then set (audited). */
export async function setAppLogoFile(ctx: ServiceContext, rawId: unknown, readBytes: () => Promise<Buffer>) {
  const viewer = await requireAdmin(ctx);
  const id = parseAppId(rawId);
  const app = await ctx.db.app.findUnique({ where: { id }, select: { slug: true } });
  if (!app) throw new NotFoundError('APP_NOT_FOUND', { id });
  const hosted = await takeInImageFile(ctx, { bytes: await readBytes(), kind: 'logos', name: app.slug, path: 'logo' });
  const updated = await ctx.db.$transaction(async (tx) => {
    const before = await tx.app.findUniqueOrThrow({ where: { id } });
    const after = await tx.app.update({
      where: { id },
      data: { logo: hosted, cloudinaryLogo: hosted, adminEdited: markEdited(before, ['logo']) },
    });
    await recordAudit(tx, viewer, {
      action: 'app.logo',
      entity: 'App',
      entityId: id,
      summary: `New logo for "${before.name}" (from a file)`,
      before: { logo: before.logo, cloudinaryLogo: before.cloudinaryLogo },
      after: { logo: after.logo, cloudinaryLogo: after.cloudinaryLogo },
    });
    return after;
  });
  ctx.changes.emit({ kind: 'apps', ids: [id] });
  return updated;
}

/** The slug a name would get, and the app that already has it (other than `selfId`), for the form. */
export async function previewAppSlug(ctx: ServiceContext, name: string, selfId?: number | null) {
  await requireAdmin(ctx);
  const slug = slugify(name.slice(0, 200)) || 'app';
  const other = await ctx.db.app.findFirst({
    where: { slug, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { id: true, name: true },
  });
  return { slug, takenBy: other?.name ?? null };
}
