// A child process's entry (server/prepare.ts forks it): creates and migrates the database and
// loads the demo catalogue into an empty one, then exits. PGlite's initdb, the schema engine's
// WebAssembly and the demo render (sharp) hold ~150 MB after they finish; in a child that memory is
// returned, and the server opens a database that is ready.
import { openDatabase } from './db/database.ts';
import { loadDemo, renderDemoImages } from './demo/load-demo.ts';
import { inTenths, sendProgress } from './demo/render-progress.ts';
import { type SeedHostSpec, seedHost } from './images/seed-host.ts';

export type PrepareJob = { databaseUrl?: string; dataDir: string; host: SeedHostSpec; seed: 'demo' | 'none' };

const job = JSON.parse(process.argv[2] ?? 'null') as PrepareJob | null;
if (!job) {
  console.error('usage: forked with the preparation as a JSON argument');
  process.exit(2);
}
try {
  const db = await openDatabase({ databaseUrl: job.databaseUrl, dataDir: job.dataDir });
  try {
    const loaded =
      job.seed === 'demo'
        ? await loadDemo(db.prisma, seedHost(job.host), (host) => renderDemoImages(host, inTenths(sendProgress)))
        : null;
    process.send?.({ loaded });
  } finally {
    await db.close();
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
