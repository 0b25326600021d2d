import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APOLLO_STATE_KEY, createApolloClientInSteps } from '@/app/apollo';
import { App } from '@/app/app';
import { pageFor } from '@/app/route-table';
import { INTL_LOCALE, languageFor, readStoredLanguage } from '@/i18n/locale';
import { loadMessages } from '@/i18n/messages';
import { buildSystemInSteps } from '@/theme/system';

/** Ends the current task, so the browser can paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps of a task each (the theme, the data cache, then hydration, itself
 * interruptible): at a phone's speed they were one ~250 ms task, the longest of the first load.
 * Not a top-level await: the page chunks import the shell chunk this module is bundled into.
 */
async function boot(container: HTMLElement) {
  const pathname = window.location.pathname;
  const storedLanguage = readStoredLanguage();
  const language = languageFor(pathname, storedLanguage);
  // The page's chunk and catalog come first, so hydration finds them ready instead of suspending.
  const ready = Promise.all([pageFor(pathname).preload(), loadMessages(language)]);

  await nextTask();
  await buildSystemInSteps(nextTask);
  await nextTask();
  // react-intl's provider checks that the engine has the locale (supportedLocalesOf); the first such
  // call loads the engine's locale data, ~35 ms at a phone's speed inside hydration's first slice
  // (profiled, issue 62). Asked here, that load is a task of its own (a task per formatter: together
  // they were ~100 ms at the calibrated speed) and the provider's check is cheap.
  Intl.NumberFormat.supportedLocalesOf(INTL_LOCALE[language]);
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf(INTL_LOCALE[language]);
  await nextTask();
  // A JSON block, not a script to run: the page's CSP allows only hashed inline scripts.
  const client = await createApolloClientInSteps(nextTask, {
    state: () => {
      const text = document.getElementById(APOLLO_STATE_KEY)?.textContent;
      return text ? (JSON.parse(text) as NormalizedCacheObject) : undefined;
    },
  });
  await ready;
  await nextTask();

  const tree = (
    <StrictMode>
      <BrowserRouter>
        <App client={client} storedLanguage={storedLanguage} />
      </BrowserRouter>
    </StrictMode>
  );
  // The server renders with the URL's language; a stored English preference on a Portuguese
  // address changes the text, so that case renders afresh instead of hydrating mismatched HTML.
  if (container.firstElementChild && container.dataset.locale === INTL_LOCALE[language]) {
    // As a transition, hydration yields to the browser every few milliseconds (the server HTML is
    // already on screen), instead of one long task that blocks input and paint.
    startTransition(() => {
      hydrateRoot(container, tree);
    });
  } else {
    container.textContent = '';
    createRoot(container).render(tree);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void boot(container);
