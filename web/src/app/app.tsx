import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Route, Routes } from 'react-router-dom';
import { Provider } from '@/components/ui/provider';
import { I18nProvider } from '@/i18n/i18n-provider';
import { AdminSessionProvider } from '@/lib/admin-session';
import { Layout, PageSuspense } from './layout/layout';
import { NOT_FOUND, ROUTES } from './route-table';

/** Everything below the router: shared by the browser entry and the server renderer. */
export function App(props: { client: ApolloClient; storedLanguage: string | null }) {
  const NotFound = NOT_FOUND;
  return (
    <ApolloProvider client={props.client}>
      <Provider>
        <I18nProvider storedLanguage={props.storedLanguage}>
          <AdminSessionProvider>
            <Routes>
              <Route element={<Layout />}>
                {ROUTES.map(({ path, page: Page }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <PageSuspense key={path}>
                        <Page />
                      </PageSuspense>
                    }
                  />
                ))}
                <Route
                  path="*"
                  element={
                    <PageSuspense>
                      <NotFound />
                    </PageSuspense>
                  }
                />
              </Route>
            </Routes>
          </AdminSessionProvider>
        </I18nProvider>
      </Provider>
    </ApolloProvider>
  );
}
