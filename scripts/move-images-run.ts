// Moving the local host's images to the S3 bucket through the server's own job (the services' media
// move): used by npm run images:move-to-s3 and by npm run move-to-postgres when S3 is configured.
import type { Composed } from '../server/compose.ts';
import type { JobProgress } from '../server/queue/queue.ts';
import { enqueueMediaMove } from '../server/services/admin/image-tools.ts';
import { MEDIA_MOVE_KIND, MIGRATION_QUEUE } from '../server/services/platform/job-contracts.ts';

export class Refusal extends Error {}
const say = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

/** Runs (or resumes) the move to its end; 0 when nothing failed. */
export async function moveImagesToBucket(root: Composed): Promise<number> {
  const { imageHost, jobs } = root;
  const db = root.database.prisma;
  if (imageHost.name !== 's3')
    throw new Refusal('Set S3_BUCKET (and its settings) first: the images move to that bucket.');
  const status = await imageHost.status();
  if (!status.configured) throw new Refusal(`The bucket does not answer: ${status.message ?? 'unknown reason'}`);
  // An interrupted run is resumed rather than started again.
  const waiting = await db.job.findFirst({
    where: { kind: MEDIA_MOVE_KIND, queue: MIGRATION_QUEUE, status: { in: ['queued', 'running'] } },
  });
  const job = waiting ?? (await enqueueMediaMove({ db }, 'cli'));
  say(`${waiting ? 'resuming' : 'started'} move #${job.id} to bucket ${status.cloudName}`);
  process.once('SIGINT', () => {
    say(`interrupted: move #${job.id} resumes with the next run of this command or when the server starts`);
    void jobs.stop().then(() => root.close().finally(() => process.exit(130)));
  });
  // A run left "running" by a dead process (PostgreSQL) is taken over once its heartbeat is stale.
  let done = await db.job.findUniqueOrThrow({ where: { id: job.id } });
  while (done.status === 'queued' || done.status === 'running') {
    await jobs.drain();
    done = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    if (done.status === 'running') await new Promise((r) => setTimeout(r, 500));
  }
  const p = done.progress as JobProgress;
  say(
    `move #${done.id} ${done.status}: ${p.message ?? `${p.processed ?? 0}/${p.total ?? 0}`}${done.error ? ` — ${done.error}` : ''}`,
  );
  const failures = await db.jobItem.findMany({
    where: { jobId: done.id, ok: false },
    orderBy: { id: 'asc' },
    take: 50,
  });
  for (const f of failures) console.log(`  ${f.key}: ${f.error ?? 'failed'}`);
  return done.status === 'succeeded' && !p.failed ? 0 : 1;
}
