import {
  cancelJob,
  getJob,
  hostStatus,
  jobFailures,
  listJobs,
  startMigration,
  testUpload,
} from '../services/image-tools.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';

const int = (value: string | undefined | null) => (value === undefined || value === null ? undefined : Number(value));

/** Spec section 7's image-host rows (the path segment is the provider's name) and the jobs behind them. */
export function jobRoutes(router: Router) {
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
    })
    .on('GET', '/api/jobs', async (_req, _p, ctx, url) =>
      json(
        await listJobs(ctx, {
          kind: url.searchParams.get('kind') ?? undefined,
          first: int(url.searchParams.get('first')),
        }),
      ),
    )
    .on('GET', '/api/jobs/:id', async (_req, p, ctx) => {
      const job = await getJob(ctx, Number(p.id));
      return json({ ...job, failures: await jobFailures(ctx, job.id) });
    })
    .on('POST', '/api/jobs/:id/cancel', async (_req, p, ctx) => json(await cancelJob(ctx, Number(p.id))));
}
