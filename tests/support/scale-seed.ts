// The catalogue the at-size suites (query plans, costs) read: the fixture plus 400 apps × 60 screens,
// analysed. Seeded once (tests/support/db.ts keeps it as a PGlite image or a PostgreSQL template).
import { fileURLToPath } from 'node:url';
import { seedScale } from '../../scripts/seed-scale/generate.ts';
import type { Seed } from './db.ts';
import { seedFixture } from './fixtures.ts';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const SCALE_SEED: Seed = {
  name: 'scale',
  files: [
    file('./fixtures.ts'),
    file('../../scripts/seed-scale/generate.ts'),
    file('../../scripts/seed-scale/flow-kinds.ts'),
    file('./scale-seed.ts'),
  ],
  build: async (db) => {
    await seedFixture(db.prisma);
    await seedScale(db.prisma, 400, 60, () => undefined);
    await db.prisma.$executeRawUnsafe('VACUUM ANALYZE');
  },
};
