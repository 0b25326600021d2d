// The bundles' theme build in steps (issue 62): web/build/theme-in-steps.ts copies Chakra's createSystem
// into a generator that pauses between its parts. The copy must build the same theme as the library's
// own function, and pause often enough that no part is the whole build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem as libraryCreateSystem } from '@chakra-ui/react';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { lazyThemeGlobals } from '../../web/build/lazy-theme-globals.ts';
import { themeInSteps } from '../../web/build/theme-in-steps.ts';

// Inside the project: the bundle's entry and its externals resolve from its node_modules.
mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(join(process.cwd(), 'node_modules/.cache/vitrine-theme-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type System = { css: (style: object) => object; token: (path: string) => string | undefined };
type Chakra = {
  createSystem: ((config: object) => System) & { steps?: (config: object) => Generator<void, System> };
  defaultBaseConfig: object;
  defaultConfig: object;
  mergeConfigs: (...configs: object[]) => object;
};

it('builds the same theme in several steps as createSystem does in one', { timeout: 60_000 }, async () => {
  const entry = join(dir, 'entry.js');
  writeFileSync(
    entry,
    "export { createSystem, defaultBaseConfig, defaultConfig, mergeConfigs } from '@chakra-ui/react';\n",
  );
  await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins: [lazyThemeGlobals(), themeInSteps()],
    build: {
      outDir: join(dir, 'out'),
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'chakra' },
      rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime', /^@emotion\//] },
    },
  });
  const chakra = (await import(pathToFileURL(join(dir, 'out', 'chakra.js')).href)) as Chakra;
  const config = chakra.mergeConfigs(chakra.defaultBaseConfig, chakra.defaultConfig);
  const steps = chakra.createSystem.steps;
  expect(steps, 'createSystem.steps in the bundle').toBeTypeOf('function');
  const run = steps?.(config);
  let pauses = 0;
  let step = run?.next();
  while (step && !step.done) {
    pauses++;
    step = run?.next();
  }
  expect(pauses).toBeGreaterThanOrEqual(6);
  const stepped = step?.value as System;
  const whole = chakra.createSystem(config);
  // The library's own code, untouched (Node's copy of the package): the theme the site had before.
  const library = libraryCreateSystem(config) as unknown as System;
  expect(whole.css({ color: 'red.700', md: { px: 8 } })).toEqual(library.css({ color: 'red.700', md: { px: 8 } }));
  const style = {
    color: 'brand.600',
    bg: 'colorPalette.subtle',
    p: 4,
    _hover: { borderColor: 'red.700' },
    md: { px: 8 },
  };
  expect(stepped.css(style)).toEqual(whole.css(style));
  expect(stepped.css(style)).toEqual(library.css(style));
  expect(stepped.token('colors.teal.700')).toBe(whole.token('colors.teal.700'));
  expect(stepped.token('spacing.4')).toBe('1rem');
});
