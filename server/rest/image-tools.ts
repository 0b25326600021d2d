import { hostStatus, startMigration, testUpload } from '../services/admin/image-tools.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';

/** Spec section 7's image-host rows (the path segment is the provider's name): status, migration, test upload. */
export function imageToolRoutes(router: Router) {
  router
    .on('GET', '/api/cloudinary/status', async (_req, _p, ctx) => json(await hostStatus(ctx)))
    .on('POST', '/api/cloudinary/migrate', async (_req, _p, ctx, url) => {
      const q = (name: string) => url.searchParams.get(name) ?? undefined;
      const job = await startMigration(ctx, {
        type: q('type'),
        maxRecords: q('maxRecords'),
        batchSize: q('batchSize'),
        delayBetweenBatches: q('delayBetweenBatches'),
      });
      return json({ message: `Migration started (job #${job.id})`, jobId: job.id, job }, 202);
    })
    .on('POST', '/api/cloudinary/test-upload', async (req, _p, ctx) => {
      return json({ success: true, data: await testUpload(ctx, () => readJson(req)) });
    });
}
