import type { BrowserContext, Page } from '@playwright/test';

// Pictures are most of what a page fetches and decodes, and the server resizes each rendition with
// sharp: specs that are not about pictures get a tiny one instead. Fulfilled, never aborted: an
// aborted picture would send the page down its image-failure path (alt text instead of a frame).

/**
 * 9×16 light grey (#cbd5e0), made with sharp: the screenshots' shape, and every frame sets its own
 * size anyway. Not 1×1: with a 1×1 picture the phone viewer marked its picture failed in 3 runs of 4.
 */
const STUB_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAkAAAAQCAIAAABLKsIUAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQYlWM4ffUBLsQwKnd6sIcLAAhlaBBx919wAAAAAElFTkSuQmCC';

// The site's own pictures: its media store and its image proxy, in every rendition, as images only
// (downloads and fetches pass). Asked of Chromium directly rather than through page.route: a route
// pauses every request of the page in Playwright and turns the HTTP cache off, which cost as much as
// the pictures saved.
const PATTERNS = ['*/media/*', '*/proxy-image*'].map((urlPattern) => ({ urlPattern, resourceType: 'Image' as const }));

async function stubPage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    cdp
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'content-type', value: 'image/png' }],
        body: STUB_PNG,
      })
      // The page may have gone (or dropped the request) meanwhile: nothing is left to answer.
      .catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: PATTERNS });
}

/**
 * Answers the site's image requests with the stub in every page this context opens; the returned
 * function waits until a page's stub is in place (before its first navigation).
 */
export function stubPictures(context: BrowserContext): (page: Page) => Promise<void> {
  const stubbed = new WeakMap<Page, Promise<void>>();
  const stub = (page: Page) => {
    if (!stubbed.has(page)) stubbed.set(page, stubPage(page));
    return stubbed.get(page) as Promise<void>;
  };
  for (const page of context.pages()) void stub(page);
  context.on('page', (page) => void stub(page).catch(() => undefined));
  return stub;
}
