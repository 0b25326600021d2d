// The browser entry, kept tiny on purpose. The server-rendered page is complete and usable
// without scripts, so the first paint gets the network and the CPU to itself: the app (React,
// Chakra, Apollo, ~220 KB gzip) is fetched only once the page's main picture has painted, and
// then hydrates. Lighthouse's profile showed the picture sharing a slow link with every script.
import { afterMainPicture } from './lib/after-main-picture';
// The theme's global CSS (reset, tokens): one cacheable stylesheet that the built page links.
import './theme/theme.generated.css';

const PRELOAD_KEY = '__PRELOAD__';

/** The page's own chunks, named by the server, fetched alongside the app instead of after it. */
function preloadPageChunks() {
  const list = document.getElementById(PRELOAD_KEY)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Ends the current task, so the browser can paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterMainPicture();
preloadPageChunks();
// The app's libraries are evaluated a chunk per task (React, then the data layer, then the shell
// that imports both): evaluated at once they were one ~50 ms task at a phone's speed, the longest
// of the load. Importing them here costs nothing more: boot imports the same chunks.
await import('react-dom/client');
await nextTask();
await import('react-intl');
await nextTask();
await import('./boot');
