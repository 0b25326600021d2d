import { defineConfig } from 'vitest/config';

// Node-side suites share one database per file (see tests/support); web components run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
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
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
