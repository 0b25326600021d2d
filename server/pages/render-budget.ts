// Server rendering takes ~100–300 ms of the main thread per page. Addresses without a query string
// are a bounded set (the static pages, one per app) and always render. An address with one (a
// search, filters) can be anything, so a client inventing new ones (`/screens?search=<new words>`)
// made the server render each, at most ~3.5 pages/s with everything else waiting. Those renders
// draw from a token bucket; when it is empty the page goes out as the shell (head, styles, scripts,
// no body), which the browser renders with the same API calls, and is never cached.

export const DEFAULT_QUERY_RENDERS_PER_SECOND = 2;

export type RenderBudget = { allow(url: URL): boolean };

/** `perSecond` renders of query-string addresses per second on average, `burst` at once; 0 turns the bound off. */
export function createRenderBudget(
  perSecond = DEFAULT_QUERY_RENDERS_PER_SECOND,
  burst = Math.max(1, perSecond * 2),
  now = () => performance.now(),
): RenderBudget {
  let tokens = burst;
  let at = now();
  return {
    allow(url) {
      if (url.search === '' || url.search === '?' || perSecond <= 0) return true;
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
