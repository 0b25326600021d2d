// A curator's upload table (issue 56): PUT one image's raw bytes per request (name, flow and order in
// the query), list, save and publish the app's drafts, and bulk-edit its screens. Admin only; the
// services check the caller before a byte of a body is read.

import type { Screen } from '../generated/prisma/client.ts';
import { requestBytes } from '../http/deferred-body.ts';
import type { BodyRoute } from '../http/node-server.ts';
import { bulkEditScreens } from '../services/admin/screen-bulk.ts';
import { publishDraftScreens, saveDraftScreens } from '../services/admin/screen-drafts.ts';
import { listDraftScreens, uploadDraftScreen } from '../services/admin/screen-intake.ts';
import type { Site } from '../services/catalogue/public-urls.ts';
import { json, PayloadTooLargeError, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { screenJson, siteOf } from './serialize.ts';

const UPLOAD_PATH = /^\/api\/admin\/apps\/[^/]+\/uploads\/?$/;
const PRIVATE = { 'cache-control': 'no-store' };

/** The upload route's own body limit and time at the edge (the visitors' screenshot limits). */
export const intakeBodyRoutes = (uploads: { maxBytes: number; timeoutMs: number }): BodyRoute[] => [
  { method: 'PUT', path: UPLOAD_PATH, maxBodyBytes: uploads.maxBytes, requestTimeoutMs: uploads.timeoutMs },
];

/** A draft as the table shows it: `uploadKey` tells the page which files arrived; `ocrDone` its words. */
export const draftJson = (s: Screen, site: Site) => ({
  ...screenJson(s, site),
  draft: s.draft,
  uploadKey: s.airtableId,
  ocrDone: s.ocrText !== null,
});

export function screenIntakeRoutes(router: Router, maxBytes: number) {
  router
    .on('PUT', '/api/admin/apps/:id/uploads', async (req, p, ctx, url) => {
      const tooLarge = () => new PayloadTooLargeError(maxBytes);
      if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
      const q = url.searchParams;
      const meta = { name: q.get('name') ?? '', flow: q.get('flow') ?? '', order: q.get('order') ?? 0 };
      const { screen, created } = await uploadDraftScreen(ctx, p.id, meta, () => requestBytes(req, maxBytes, tooLarge));
      return json(draftJson(screen, siteOf(ctx)), created ? 201 : 200, PRIVATE);
    })
    .on('GET', '/api/admin/apps/:id/drafts', async (_req, p, ctx) =>
      json({ screens: (await listDraftScreens(ctx, p.id)).map((s) => draftJson(s, siteOf(ctx))) }, 200, PRIVATE),
    )
    .on('PUT', '/api/admin/apps/:id/drafts', async (req, p, ctx) => {
      const screens = await saveDraftScreens(ctx, p.id, () => readJson(req));
      return json({ screens: screens.map((s) => draftJson(s, siteOf(ctx))) }, 200, PRIVATE);
    })
    .on('POST', '/api/admin/apps/:id/drafts/publish', async (req, p, ctx) => {
      const screens = await publishDraftScreens(ctx, p.id, () => readJson(req));
      return json({ published: screens.map((s) => s.id) }, 200, PRIVATE);
    })
    .on('POST', '/api/admin/apps/:id/screens/bulk', async (req, p, ctx) => {
      const changed = await bulkEditScreens(ctx, p.id, () => readJson(req));
      return json({ changed }, 200, PRIVATE);
    });
}
