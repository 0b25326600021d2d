// The scale dataset's flows mapped to journey kinds (issue 61), as every writer of screens leaves them:
// refreshFlowKinds, the service the sync, the demo load and the admin's edits call, run over the apps a
// batch at a time so a 1,000,000-screen database is never read in one piece. Also fills the mapping of
// a database seeded before it existed (`npm run seed:scale -- --flow-kinds`). Idempotent.
import type { Db } from '../../server/db/database.ts';
import { refreshFlowKinds } from '../../server/services/flows/flow-choices.ts';

/** Apps per batch: at 100 screens each, 10,000 screens read per statement. */
const BATCH = 100;

export async function fillFlowKinds(db: Db, log: (line: string) => void = console.log) {
  const started = performance.now();
  const apps = await db.app.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  let flows = 0;
  let written = 0;
  for (let i = 0; i < apps.length; i += BATCH) {
    const ids = apps.slice(i, i + BATCH).map((a) => a.id);
    const r = await refreshFlowKinds(db, ids);
    flows += r.flows;
    written += r.written;
    if ((i / BATCH) % 20 === 0) log(`  flow kinds: ${i + ids.length} of ${apps.length} apps`);
  }
  return { apps: apps.length, flows, written, ms: Math.round(performance.now() - started) };
}
