// Issue 29 (3): the error box shows the server's own words (it asks for them in the page's
// language) and, for an answer without words, the site's sentence instead of the transport's.
import { screen } from '@testing-library/react';
import { parse } from 'graphql';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBox } from '@/components/error-box';
import { server, TEST_GRAPHQL_URL } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { browserLink, createApolloClient } from './apollo';

// Parsed, not tagged: a test's probe is no document of the site's (codegen leaves it out).
const PROBE = parse('query Probe { __typename }');

async function failureOf(answer: () => Response) {
  let language: string | null = null;
  server.use(
    http.get(TEST_GRAPHQL_URL, ({ request }) => {
      language = request.headers.get('accept-language');
      return answer();
    }),
  );
  const client = createApolloClient({ link: browserLink(TEST_GRAPHQL_URL) });
  const error = await client.query({ query: PROBE, fetchPolicy: 'network-only' }).then(
    (r) => r.error,
    (e: unknown) => e,
  );
  return { error, language: language as string | null };
}

describe('ErrorBox', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("asks in the page's language and shows the server's words", async () => {
    document.documentElement.lang = 'en';
    const { error, language } = await failureOf(() =>
      HttpResponse.json({ errors: [{ message: 'sort relevance needs a search' }] }),
    );
    expect(language).toBe('en');
    renderWithApp(<ErrorBox error={error} />, { at: '/en' });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: sort relevance needs a search');
  });

  it('a bare 500 reads as the site sentence, in Portuguese on a Portuguese page', async () => {
    document.documentElement.lang = 'pt-BR';
    const { error, language } = await failureOf(() => new HttpResponse('oops', { status: 500 }));
    expect(language).toBe('pt-BR');
    renderWithApp(<ErrorBox error={error} />, { at: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Erro: Algo deu errado do nosso lado. Tente de novo em instantes.');
  });
});
