import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { server } from './msw-server';

// findBy/waitFor wait for a state, never a fixed time; their ceiling is raised from 1 s because a
// form's first lazy import under a whole-suite run on two busy cores took longer (contribution-form).
configure({ asyncUtilTimeout: 4000 });

// The site loads one catalog per language on demand; components under test get both up front.
await Promise.all([loadMessages('pt'), loadMessages('en')]);

// jsdom lacks a few browser APIs that Chakra (zag) and the pages use.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
}

// Every request must be answered by a handler: an unexpected one fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage?.clear();
});
afterAll(() => server.close());
