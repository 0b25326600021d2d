import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Component tests with the app's own aliases and message compilation. The root vitest.config.ts
// can reach the same by giving its `web` project `extends: './web/vite.config.ts'`.
export default defineConfig(async (env) =>
  mergeConfig(await (typeof viteConfig === 'function' ? viteConfig(env) : viteConfig), {
    test: {
      name: 'web',
      root: fileURLToPath(new URL('.', import.meta.url)),
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['src/testing/setup-tests.ts'],
      isolate: false,
    },
  }),
);
