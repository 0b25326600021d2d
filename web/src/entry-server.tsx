import { ApolloLink, Observable } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo';
import { App } from '@/app/app';
import { pageFor } from '@/app/route-table';
import { INTL_LOCALE, languageFor } from '@/i18n/locale';
import { CATALOG_SOURCE, loadMessages } from '@/i18n/messages';
import { getSystem } from '@/theme/system';

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
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <StaticRouter location={url}>
          <App client={client} storedLanguage={null} />
        </StaticRouter>
      </StrictMode>
    ),
    context: { client },
    signal,
    // renderToString: Apollo then fills the cache over repeated passes instead of suspending, and
    // (pages being preloaded) no boundary is left pending, so the HTML is complete without scripts.
    renderFunction: renderToString,
  });
  return { ...hoistStyles(result), state: client.extract(), locale };
}

/**
 * The page's component styles, gathered into one <style> for the head. Emotion writes a tag beside
 * each component in the body (~50 a page); the browser parsed each mid-document and, as Emotion
 * moved them to the head before hydrating, restyled the whole page each time. Emotion's own
 * "compat" extraction was tried and dropped: it composes some class names differently from the
 * browser, so hydration restyled and shifted the page. The browser's cache finds the one tag by its
 * `data-emotion="css <ids>"` and skips those rules, as it did for the many.
 */
const EMOTION_TAG = /<style data-emotion="css ([^"]*)">([\s\S]*?)<\/style>/g;

function hoistStyles(html: string): { html: string; styles: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const body = html.replace(EMOTION_TAG, (_tag, names: string, css: string) => {
    ids.push(names);
    rules.push(css);
    return '';
  });
  if (ids.length === 0) return { html, styles: '' };
  // The cascade layers' order first: this tag precedes the theme's stylesheet in the head, and a
  // layer's place is set where it is first named (here `recipes`, which would then lose to `reset`).
  const order = getSystem().layers.atRule;
  return { html: body, styles: `<style data-emotion="css ${ids.join(' ')}">${order}${rules.join('')}</style>` };
}

/** The page's source modules (its chunk and its language's catalog), as the client build manifest names them. */
export function pageSources(pathname: string): string[] {
  return [pageFor(pathname).source, CATALOG_SOURCE[languageFor(pathname, null)]];
}
