// `npm run seed:scale`: fills a database with 2,000 apps and 200,000 screens so query plans and
// pagination are exercised at size (images and image text repeat). Generated in SQL, in batches,
// through the same triggers that keep search vectors and the word table for real writes.
// Uses DATABASE_URL, or DATA_DIR with PGlite (stop the server first: one process per data directory).
// Options: --apps N (2000), --screens-per-app N (100), --screens N (sets the apps: N / screens per app;
// 1,000,000 on PostgreSQL for issue 62's size), --force (add to a database that has apps),
// --flow-kinds (only map the flows of a database already seeded to journey kinds, then analyze).
// --similar-only (only the looks, palettes and similar screens the scale screens lack: for a database
// seeded before they were part of the seed; scripts/seed-scale/similar.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { fillFlowKinds } from './seed-scale/flow-kinds.ts';
import { seedScale } from './seed-scale/generate.ts';
import { seedSimilar } from './seed-scale/similar.ts';

const { values } = parseArgs({
  options: {
    apps: { type: 'string', default: '2000' },
    'screens-per-app': { type: 'string', default: '100' },
    screens: { type: 'string' },
    force: { type: 'boolean', default: false },
    'flow-kinds': { type: 'boolean', default: false },
    'similar-only': { type: 'boolean', default: false },
  },
});
const PER_APP = Number(values['screens-per-app']);
const APPS = values.screens ? Math.ceil(Number(values.screens) / PER_APP) : Number(values.apps);
if (!(APPS > 0 && PER_APP > 0)) {
  console.error('seed:scale: --apps, --screens and --screens-per-app take positive numbers');
  process.exit(2);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const existing = await database.prisma.app.count({ where: { slug: { startsWith: 'app-de-escala-' } } });
    if (values['flow-kinds']) {
      const r = await fillFlowKinds(database.prisma);
      console.log(`mapped ${r.flows} flows of ${r.apps} apps (${r.written} written) in ${(r.ms / 1000).toFixed(1)} s`);
      await database.prisma.$executeRawUnsafe('ANALYZE "FlowKindChoice"');
    } else if (values['similar-only']) {
      const r = await seedSimilar(database.prisma);
      console.log(
        `wrote ${r.looks} looks, ${r.colours} colours, ${r.neighbours} neighbours in ${(r.ms / 1000).toFixed(1)} s`,
      );
    } else if (existing && !values.force) {
      console.error(`this database already has ${existing} scale apps; use --force to add more`);
      process.exitCode = 1;
    } else {
      console.log(`seed:scale — ${APPS} apps × ${PER_APP} screens into ${database.kind}`);
      const r = await seedScale(database.prisma, APPS, PER_APP, console.log, { vacuum: false });
      console.log(`wrote ${r.apps} apps and ${r.screens} screens in ${(r.ms / 1000).toFixed(1)} s`);
      const similar = await seedSimilar(database.prisma);
      console.log(
        `wrote ${similar.looks} looks, ${similar.colours} colours, ${similar.neighbours} neighbours in ${(similar.ms / 1000).toFixed(1)} s`,
      );
    }
    // PGlite runs no autovacuum, and PostgreSQL's may not have reached these tables yet: without it
    // the index-only reads (search postings, the gallery's filters) visit every new row's page.
    if (values['similar-only'] || !existing || values.force) {
      const started = performance.now();
      if (config.databaseUrl) {
        // On its own connection: the pool's 15 s query timeout ended a 1,000,000-screen seed here.
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: config.databaseUrl });
        await client.connect();
        await client.query('VACUUM ANALYZE').finally(() => client.end());
      } else await database.prisma.$executeRawUnsafe('VACUUM ANALYZE');
      console.log(`vacuumed and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}
