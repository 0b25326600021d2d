// Dated captures and earlier versions (issue 61): PUT a screen's new capture as raw image bytes (its
// date and app version in the query, as the upload table's), and a public screen's earlier images.
import type { ScreenVersion } from '../generated/prisma/client.ts';
import { requestBytes } from '../http/deferred-body.ts';
import type { BodyRoute } from '../http/node-server.ts';
import { replaceScreenCapture } from '../services/admin/screen-capture.ts';
import { type Site, screenImageFields } from '../services/catalogue/public-urls.ts';
import { listScreenVersions } from '../services/catalogue/screen-versions.ts';
import { json, PayloadTooLargeError } from './respond.ts';
import type { Router } from './router.ts';
import { screenJson, siteOf } from './serialize.ts';

const CAPTURE_PATH = /^\/api\/admin\/screens\/[^/]+\/capture\/?$/;

/** The capture route's own body limit and time at the edge (the upload table's). */
export const captureBodyRoutes = (uploads: { maxBytes: number; timeoutMs: number }): BodyRoute[] => [
  { method: 'PUT', path: CAPTURE_PATH, maxBodyBytes: uploads.maxBytes, requestTimeoutMs: uploads.timeoutMs },
];

export const versionJson = (v: ScreenVersion, site: Site) => ({
  id: v.id,
  screenId: v.screenId,
  imageUrl: v.imageUrl,
  cloudinaryUrl: v.cloudinaryUrl,
  ...screenImageFields(site, v),
  capturedAt: v.capturedAt.toISOString(),
  appVersion: v.appVersion,
  replacedAt: v.replacedAt.toISOString(),
});

export function screenVersionRoutes(router: Router, maxBytes: number) {
  router
    .on('PUT', '/api/admin/screens/:id/capture', async (req, p, ctx, url) => {
      const tooLarge = () => new PayloadTooLargeError(maxBytes);
      if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
      const q = url.searchParams;
      const meta = { capturedAt: q.get('capturedAt') ?? undefined, appVersion: q.get('appVersion') ?? undefined };
      const screen = await replaceScreenCapture(ctx, p.id, meta, () => requestBytes(req, maxBytes, tooLarge));
      return json(screenJson(screen, siteOf(ctx)), 200, { 'cache-control': 'no-store' });
    })
    .on('GET', '/api/screens/:id/versions', async (_req, p, ctx) => {
      const versions = await listScreenVersions(ctx, p.id);
      return json({ versions: versions.map((v) => versionJson(v, siteOf(ctx))) });
    });
}
