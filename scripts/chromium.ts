// Debian's Chromium, the one browser this workplace can install (`npx playwright install` cannot
// download here), with the flags that keep it headless-safe and off the network.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
