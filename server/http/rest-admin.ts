import { login, logout, requireAdmin } from '../services/auth.ts';
import { createScreen } from '../services/screen-create.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { screenJson } from './serialize.ts';

/** Admin calls; each goes through the same `requireAdmin` the GraphQL scopes use. */
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
      await requireAdmin(ctx);
      const screen = await createScreen(ctx, await readJson(req));
      return json(screenJson(screen), 201);
    })
    .on('GET', '/api/cloudinary/status', async (_req, _p, ctx) => {
      await requireAdmin(ctx);
      return json(await ctx.imageHost.status());
    });
}
