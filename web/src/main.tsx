import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APOLLO_STATE_KEY, createApolloClient } from '@/app/apollo';
import { App } from '@/app/app';
import { pageFor } from '@/app/route-table';
import { INTL_LOCALE, languageFor, readStoredLanguage } from '@/i18n/locale';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A JSON block, not a script to run: the page's CSP allows only hashed inline scripts.
const stateElement = document.getElementById(APOLLO_STATE_KEY);
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as NormalizedCacheObject) : undefined;
const client = createApolloClient({ state });
const storedLanguage = readStoredLanguage();

// Fetch the page's chunk first, so hydration finds it ready instead of suspending.
await pageFor(window.location.pathname).preload();

const tree = (
  <StrictMode>
    <BrowserRouter>
      <App client={client} storedLanguage={storedLanguage} />
    </BrowserRouter>
  </StrictMode>
);

// The server renders with the URL's language; a stored English preference on a Portuguese
// address changes the text, so that case renders afresh instead of hydrating mismatched HTML.
const serverLocale = container.dataset.locale;
const locale = INTL_LOCALE[languageFor(window.location.pathname, storedLanguage)];
if (container.firstElementChild && serverLocale === locale) {
  hydrateRoot(container, tree);
} else {
  container.textContent = '';
  createRoot(container).render(tree);
}
