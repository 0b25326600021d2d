import { startBackup } from '../services/admin/backups.ts';
import { json } from './respond.ts';
import type { Router } from './router.ts';

/** A backup taken by the server (a queued job, followed through /api/jobs/:id). */
export function backupRoutes(router: Router) {
  router.on('POST', '/api/admin/backups', async (_req, _p, ctx) => {
    const job = await startBackup(ctx);
    return json({ message: `Backup started (job #${job.id})`, jobId: job.id, job }, 202);
  });
}
