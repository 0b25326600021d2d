// Debian's Chromium, the one browser this workplace can install (`npx playwright install` cannot
// download here), with the flags that keep it headless-safe and off the network.
import { existsSync } from 'node:fs';

/** The full browser: Lighthouse measures what visitors run. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same
 * engine without the browser's UI layer), which Playwright itself prefers for headless runs. On this
 * machine class it loads a page of the site for half the CPU of the full browser (measured: 16 page
 * loads, 38 against 84 CPU-seconds). The full browser when the shell is not installed.
 */
export const TEST_CHROMIUM_PATH = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
