import { ApolloLink, Observable } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo';
import { App } from '@/app/app';
import { pageFor } from '@/app/route-table';
import { INTL_LOCALE, languageFor } from '@/i18n/locale';
import { CATALOG_SOURCE, loadMessages } from '@/i18n/messages';

/** `language`: the page's, so refusals are worded in it (the server reads it as Accept-Language). */
export type FetchGraphQL = (query: string, variables?: object, language?: string) => Promise<unknown>;

/** In-process GraphQL: the server's own executor, no HTTP round trip. */
function serverLink(fetchGraphQL: FetchGraphQL, language: string) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        fetchGraphQL(print(operation.query), operation.variables, language)
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * Renders one page with its data. Without a stored preference (the server has none) the language
 * follows the URL, which is what the browser checks before hydrating.
 */
export async function render(url: string, fetchGraphQL: FetchGraphQL, signal?: AbortSignal) {
  // Appended, not resolved: resolving '//x/y' against a base would read 'x' as a host (and '//' would not parse).
  const { pathname } = new URL(`http://localhost${url}`);
  const locale = INTL_LOCALE[languageFor(pathname, null)];
  const client = createApolloClient({ link: serverLink(fetchGraphQL, locale), ssr: true });
  await Promise.all([pageFor(pathname).preload(), loadMessages(languageFor(pathname, null))]);
  const styles = pageStyles();
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <CacheProvider value={styles.cache}>
          <StaticRouter location={url}>
            <App client={client} storedLanguage={null} />
          </StaticRouter>
        </CacheProvider>
      </StrictMode>
    ),
    context: { client },
    signal,
    // renderToString: Apollo then fills the cache over repeated passes instead of suspending, and
    // (pages being preloaded) no boundary is left pending, so the HTML is complete without scripts.
    renderFunction: renderToString,
  });
  return { html: result, state: client.extract(), locale, styles: styles.tag() };
}

/**
 * The page's component styles, gathered into one <style> for the head instead of one tag beside
 * each component in the body (Emotion's default): ~50 tags a page, each of which the browser parsed
 * mid-document and then moved to the head before hydrating, restyling the whole page each time.
 * In compat mode Emotion records each rule here rather than writing it into the markup; the
 * browser's cache finds the tag by its `data-emotion="css <ids>"` and skips those rules.
 */
function pageStyles() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return {
    cache,
    tag() {
      const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
      if (ids.length === 0) return '';
      // A rule can never end the tag early, whatever its strings hold.
      const css = ids
        .map((id) => cache.inserted[id])
        .join('')
        .replace(/<\/style/gi, '<\\/style');
      return `<style data-emotion="css ${ids.join(' ')}">${css}</style>`;
    },
  };
}

/** The page's source modules (its chunk and its language's catalog), as the client build manifest names them. */
export function pageSources(pathname: string): string[] {
  return [pageFor(pathname).source, CATALOG_SOURCE[languageFor(pathname, null)]];
}
