import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  linkRecipe,
  menuSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tagSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { cardCss } from './card-css';
import { compareCss } from './compare-css';
import { lightOnly } from './light-only';
import { offerCss } from './offer-css';
import { switchCss } from './switch-css';
import { thumbCss } from './thumb-css';

// Only the recipes the site renders: the full default theme costs ~16 KB gzip more (see web-toolchain notes).
const brand = {
  50: { value: '#eef4fd' },
  100: { value: '#d6e4fa' },
  200: { value: '#adc8f4' },
  300: { value: '#7aa5ea' },
  400: { value: '#4a7fdc' },
  500: { value: '#2563c9' },
  600: { value: '#1351b4' },
  700: { value: '#0f4392' },
  800: { value: '#0c3574' },
  900: { value: '#092757' },
  950: { value: '#061a3b' },
};

const light = lightOnly(semanticTokens);

const site = defineConfig({
  cssVarsRoot: ':where(html, .chakra-theme)',
  cssVarsPrefix: 'chakra',
  preflight: true,
  globalCss: {
    ...globalCss,
    body: { fontFamily: 'body' },
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
    ...cardCss,
    ...switchCss,
    ...thumbCss,
    ...compareCss,
    ...offerCss,
  },
  theme: {
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    tokens: { ...tokens, colors: { ...tokens.colors, brand } },
    semanticTokens: {
      ...light,
      colors: {
        ...light.colors,
        brand: {
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          muted: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.200}' },
          solid: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.600}' },
          border: { value: '{colors.brand.600}' },
        },
      },
    },
    keyframes,
    textStyles,
    // The button recipe's disabled state is this layer style: without it a disabled button (the
    // admin's ↑/↓ at either end, a sync with no base) looked as live as any other (issue 53).
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

type System = ReturnType<typeof createSystem>;
type Steps = Generator<void, System>;
let system: System | undefined;
let provided: System | undefined;

/** The stylesheet that holds the theme's global CSS (generated: scripts/print-theme-css.ts). */
export const THEME_CSS_FILE = 'theme.generated.css';

/**
 * The theme's build as steps: in the bundles Chakra's createSystem carries its generator, which pauses
 * between its parts (web/build/theme-in-steps.ts); elsewhere (Node, the tests) it is one step.
 */
function* systemSteps(): Steps {
  const config = mergeConfigs(defaultBaseConfig, site);
  const steps = (createSystem as { steps?: (config: object) => Steps }).steps;
  if (!steps) return createSystem(config);
  yield;
  return yield* steps(config);
}

/** The theme, built on first use (at once, if the boot has not built it in steps yet). */
export function getSystem() {
  if (system) return system;
  const steps = systemSteps();
  let step = steps.next();
  while (!step.done) step = steps.next();
  system = step.value;
  return system;
}

/**
 * Builds the theme a part per task: at the calibrated phone's speed the whole build was ~200 ms in one
 * task (issue 62's profile), its parts 20–90 ms each. `pause` ends a task. Every part gets a task of
 * its own, not a time budget: however fast the device, the parts never add up to one long task.
 */
export async function buildSystemInSteps(pause: () => Promise<void>) {
  if (system) return system;
  const steps = systemSteps();
  for (let step = steps.next(); !system; step = steps.next()) {
    if (step.done) system = step.value;
    else await pause();
  }
  return system;
}

/** What Chakra's provider would inject into every page: the layer order, then reset, globals, tokens. */
export function themeGlobalStyles() {
  const sys = getSystem();
  return [sys.layers.atRule, sys._global];
}

/**
 * The system as the provider gets it: its global CSS is the generated stylesheet every page links
 * (cached once), so the provider injects none, and the browser never builds it (web/build/
 * lazy-theme-globals.ts makes Chakra build `_global` only when read, as the generator does).
 */
export function providedSystem(): System {
  provided ??= Object.create(getSystem(), {
    _global: { value: [] },
    _config: { value: { ...getSystem()._config, disableLayers: true } },
  }) as System;
  return provided;
}
