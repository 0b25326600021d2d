// `npm run summaries:recompute`: recounts every app's summary (visible screens, tag counts, hidden)
// from the screens, and the search postings from the screens' vectors, and corrects what differs, printing the apps it corrected: none, when every writer
// kept them (they are kept by the database itself; see schema/migrations/*_summaries). Corrections are
// logged as app changes, so running servers on the same PostgreSQL drop what they kept.
// Uses DATABASE_URL, or DATA_DIR with PGlite (stop the server first: one process per data directory).
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { recomputeSummaries } from '../server/services/catalogue/summaries.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = performance.now();
  const apps = await database.prisma.app.count();
  const fixed = await recomputeSummaries(database.prisma);
  const ms = Math.round(performance.now() - started);
  console.log(
    fixed.length
      ? `corrected the summaries of ${fixed.length} of ${apps} apps (ids ${fixed.slice(0, 20).join(', ')}${fixed.length > 20 ? ', …' : ''}) in ${ms} ms`
      : `all ${apps} apps' summaries were already right (${ms} ms)`,
  );
} finally {
  await database.close();
}
