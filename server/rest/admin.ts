import { listAdminApps, updateApp } from '../services/admin/admin-apps.ts';
import { deleteScreen, reorderScreens, updateScreen } from '../services/admin/admin-screens.ts';
import { retryScreenOcr } from '../services/admin/screen-ocr.ts';
import { createScreen } from '../services/catalogue/screen-create.ts';
import { listAudit } from '../services/platform/audit.ts';
import { login, logout, requireAdmin } from '../services/platform/auth.ts';
import { adminStatusOf } from '../services/platform/vocabulary.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { appJson, screenJson } from './serialize.ts';

/** Admin calls: the services check the caller (`requireAdmin`) before they read the body they are given. */
export function adminRoutes(router: Router) {
  router
    .on('POST', '/api/admin/login', async (req, _p, ctx) => json(await login(ctx, await readJson(req))))
    .on('GET', '/api/admin/verify', async (_req, _p, ctx) => {
      const viewer = await requireAdmin(ctx);
      return json({ ok: true, username: viewer.username });
    })
    .on('POST', '/api/admin/logout', async (_req, _p, ctx) => {
      await logout(ctx);
      return json({ ok: true });
    })
    .on('POST', '/api/screens', async (req, _p, ctx) => {
      const screen = await createScreen(ctx, () => readJson(req));
      return json(screenJson(screen), 201);
    })
    .on('PUT', '/api/screens/:id', async (req, p, ctx) => {
      return json(screenJson(await updateScreen(ctx, p.id, () => readJson(req))));
    })
    .on('POST', '/api/screens/:id/ocr', async (_req, p, ctx) => {
      const screen = await retryScreenOcr(ctx, p.id);
      return json({ ok: true, id: screen.id, queued: true }, 202);
    })
    .on('DELETE', '/api/screens/:id', async (_req, p, ctx) => {
      const deleted = await deleteScreen(ctx, p.id);
      return json({ ok: true, id: deleted.id, name: deleted.name });
    })
    .on('POST', '/api/apps/:id/screens/order', async (req, p, ctx) => {
      const screens = await reorderScreens(ctx, p.id, () => readJson(req));
      return json(screens.map((s, position) => screenJson(s, position)));
    })
    .on('PATCH', '/api/apps/:id', async (req, p, ctx) => {
      const app = await updateApp(ctx, p.id, () => readJson(req));
      const { formerSlugs, adminEdited } = app;
      return json({ ...appJson(app), adminStatus: adminStatusOf(app), formerSlugs, adminEdited });
    })
    .on('GET', '/api/admin/apps', async (_req, _p, ctx) =>
      json((await listAdminApps(ctx)).map((a) => ({ ...appJson(a), adminStatus: adminStatusOf(a) }))),
    )
    .on('GET', '/api/admin/audit', async (_req, _p, ctx, url) => {
      const first = url.searchParams.get('first');
      return json(await listAudit(ctx, first === null ? undefined : Number(first)));
    });
}
