// Setup of the run-once project: these files run on one database only, so opening one here would
// leave the other untested. Any attempt fails the file with the reason and the way out.
import { vi } from 'vitest';

const refuse = (what: string): never => {
  throw new Error(
    `${what}: this test file runs once (tests/plan/test-plan.ts found no database in its imports), so it must not open a database. Open it through tests/support/db.ts (then it runs on PGlite and on PostgreSQL).`,
  );
};

vi.mock('@electric-sql/pglite', async (original) => {
  const real = await original<typeof import('@electric-sql/pglite')>();
  class PGlite {
    static create = () => refuse('PGlite.create');
    constructor() {
      refuse('new PGlite');
    }
  }
  return { ...real, PGlite };
});

vi.mock('pg', async (original) => {
  const real = await original<{ default: Record<string, unknown> }>();
  class Refused {
    constructor() {
      refuse('a PostgreSQL connection');
    }
  }
  const pg = { ...real.default, Client: Refused, Pool: Refused };
  return { ...real, ...pg, default: pg };
});
