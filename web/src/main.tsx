// The browser entry, kept tiny on purpose. The server-rendered page is complete and usable
// without scripts, so the first paint gets the network and the CPU to itself: the app (React,
// Chakra, Apollo, ~220 KB gzip) is fetched only once the page's main picture has painted, and
// then hydrates. Lighthouse's profile showed the picture sharing a slow link with every script.
import { afterMainPicture } from './lib/after-main-picture';

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

await afterMainPicture();
preloadPageChunks();
await import('./boot');
