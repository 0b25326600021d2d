// The admin's apps and categories over REST, on the same services as GraphQL: create, edit, the slug
// preview, logo and icon files (raw bytes, one per request, within the route's own body limit), the
// tab order, and handing an admin-edited field of a synced record back to Airtable.
import { requestBytes } from '../http/deferred-body.ts';
import type { BodyRoute } from '../http/node-server.ts';
import { createAdminApp, previewAppSlug, setAppLogoFile } from '../services/admin/admin-app-create.ts';
import {
  createCategory,
  reorderCategories,
  setCategoryIcon,
  updateCategory,
} from '../services/admin/admin-categories.ts';
import { releaseAdminEdit } from '../services/admin/admin-edits.ts';
import { ICON_MAX_BYTES } from '../services/catalogue/image-file-intake.ts';
import { requireAdmin } from '../services/platform/auth.ts';
import { adminStatusOf } from '../services/platform/vocabulary.ts';
import { json, PayloadTooLargeError, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { appJson } from './serialize.ts';

const FILE_PATHS = /^\/api\/admin\/(apps\/\d+\/logo|categories\/\d+\/icon)\/?$/;

/** Logo and icon files: larger, slower bodies than JSON, bounded before they are read. */
export const catalogueFileRoutes = (timeoutMs: number): BodyRoute[] => [
  { method: 'PUT', path: FILE_PATHS, maxBodyBytes: ICON_MAX_BYTES, requestTimeoutMs: timeoutMs },
];

const adminApp = (a: Parameters<typeof appJson>[0] & { adminEdited: string[]; formerSlugs: string[] }) => ({
  ...appJson(a),
  adminStatus: adminStatusOf(a),
  formerSlugs: a.formerSlugs,
  adminEdited: a.adminEdited,
});

export function catalogueAdminRoutes(router: Router) {
  // The caller is checked before a byte of the file is read.
  const fileOf = (req: Request, ctx: Parameters<typeof requireAdmin>[0]) => async () => {
    await requireAdmin(ctx);
    return requestBytes(req, ICON_MAX_BYTES, () => new PayloadTooLargeError(ICON_MAX_BYTES));
  };
  router
    .on('POST', '/api/admin/apps', async (req, _p, ctx) =>
      json(adminApp(await createAdminApp(ctx, () => readJson(req))), 201),
    )
    .on('GET', '/api/admin/apps/slug', async (_req, _p, ctx, url) => {
      const id = Number(url.searchParams.get('appId'));
      return json(await previewAppSlug(ctx, url.searchParams.get('name') ?? '', Number.isInteger(id) ? id : null));
    })
    .on('PUT', '/api/admin/apps/:id/logo', async (req, p, ctx) =>
      json(adminApp(await setAppLogoFile(ctx, p.id, fileOf(req, ctx)))),
    )
    .on('POST', '/api/admin/categories', async (req, _p, ctx) =>
      json(await createCategory(ctx, () => readJson(req)), 201),
    )
    .on('PATCH', '/api/admin/categories/:id', async (req, p, ctx) =>
      json(await updateCategory(ctx, p.id, () => readJson(req))),
    )
    .on('PUT', '/api/admin/categories/:id/icon', async (req, p, ctx) =>
      json(await setCategoryIcon(ctx, p.id, fileOf(req, ctx))),
    )
    .on('POST', '/api/admin/categories/order', async (req, _p, ctx) => {
      await requireAdmin(ctx);
      const body = await readJson(req);
      const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
      return json(await reorderCategories(ctx, ids));
    })
    .on('POST', '/api/admin/airtable/release', async (req, _p, ctx) =>
      json({ adminEdited: await releaseAdminEdit(ctx, () => readJson(req)) }),
    );
}
