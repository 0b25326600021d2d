import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Pothos loads graphql's CommonJS build; make every import use that one copy (else "another realm").
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// Node-side suites share one database per file (see tests/support); web components run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // The web project is defined next to the app so it shares its aliases and message compilation.
      './web/vitest.config.ts',
    ],
  },
});
