import { listDeletedRecords, restoreDeletedRecord } from '../services/admin/admin-screens.ts';
import { startSync } from '../services/admin/airtable-sync.ts';
import { json } from './respond.ts';
import type { Router } from './router.ts';

/** The Airtable sync (a queued job, followed through /api/jobs/:id) and the records it must not bring back. */
export function airtableRoutes(router: Router) {
  router
    .on('POST', '/api/airtable/sync', async (_req, _p, ctx) => {
      const job = await startSync(ctx);
      return json({ message: `Airtable sync started (job #${job.id})`, jobId: job.id, job }, 202);
    })
    .on('GET', '/api/admin/deleted-records', async (_req, _p, ctx) => json(await listDeletedRecords(ctx)))
    .on('POST', '/api/admin/deleted-records/:airtableId/restore', async (_req, p, ctx) => {
      const restored = await restoreDeletedRecord(ctx, p.airtableId);
      return json({ ok: true, restored, message: 'Restored: the next Airtable sync brings it back' });
    });
}
