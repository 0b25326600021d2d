import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { testPlan } from './tests/plan/test-plan.ts';

// Pothos loads graphql's CommonJS build; make every import use that one copy (else "another realm").
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
const resolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] };
const plan = testPlan();
const node = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000 };

// Server suites by what they open (tests/plan/test-plan.ts): `database` runs on PGlite and, with
// DATABASE_URL, on PostgreSQL, two files at a time, each with its own database, media and cache
// directories and ports; `once` opens no database; `faults` kill processes or time the event loop,
// one file at a time after the others. Web components run in jsdom (web/vitest.config.ts).
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1); the files that can run side by side do.
    maxWorkers: 2,
    projects: [
      { resolve, test: { ...node, name: 'once', include: plan.once, setupFiles: ['tests/plan/no-database.ts'] } },
      { resolve, test: { ...node, name: 'database', include: plan.database, isolate: false } },
      {
        resolve,
        test: { ...node, name: 'faults', include: plan.faults, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
      './web/vitest.config.ts',
    ],
  },
});
