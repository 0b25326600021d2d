import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { browserLink, createApolloClient } from '@/app/apollo';
import { Provider } from '@/components/ui/provider';
import { I18nProvider } from '@/i18n/i18n-provider';
import { AdminSessionProvider } from '@/lib/admin-session';
import { TEST_GRAPHQL_URL } from './msw-server';

/** Exposes the router's current address to assertions, and Back (`location.back()`) to tests. */
export const location = { current: '', back: () => {} };
function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  location.current = `${pathname}${search}`;
  location.back = () => navigate(-1);
  return null;
}

/** Renders UI with the app's providers at an address (optionally matched against a route path). */
export function renderWithApp(ui: ReactNode, options: { at?: string; path?: string; stored?: string | null } = {}) {
  // The browser's own link, so admin calls carry the stored token as they do on the site.
  const client = createApolloClient({ link: browserLink(TEST_GRAPHQL_URL) });
  return render(
    <ApolloProvider client={client}>
      <Provider>
        <MemoryRouter initialEntries={[options.at ?? '/']}>
          <I18nProvider storedLanguage={options.stored ?? null}>
            <AdminSessionProvider>
              <LocationProbe />
              <Routes>
                <Route path={options.path ?? '*'} element={ui} />
              </Routes>
            </AdminSessionProvider>
          </I18nProvider>
        </MemoryRouter>
      </Provider>
    </ApolloProvider>,
  );
}
