import { cancelJob, getJob, jobFailures, listJobs } from '../services/admin/jobs.ts';
import { json } from './respond.ts';
import type { Router } from './router.ts';

const int = (value: string | undefined | null) => (value === undefined || value === null ? undefined : Number(value));

/** The jobs behind the image tool and the Airtable sync: runs with their progress and failures, cancelling one. */
export function jobRoutes(router: Router) {
  router
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
