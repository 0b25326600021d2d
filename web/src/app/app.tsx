import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Provider } from '@/components/ui/provider';
import { I18nProvider } from '@/i18n/i18n-provider';
import { AdminSessionProvider } from '@/lib/admin-session';
import { Layout, PageSuspense } from './layout/layout';
import { NOT_FOUND, routesMatching } from './route-table';

/** Everything below the router: shared by the browser entry and the server renderer. */
export function App(props: { client: ApolloClient; storedLanguage: string | null }) {
  return (
    <ApolloProvider client={props.client}>
      <Provider>
        <I18nProvider storedLanguage={props.storedLanguage}>
          <AdminSessionProvider>
            <PageRoutes />
          </AdminSessionProvider>
        </I18nProvider>
      </Provider>
    </ApolloProvider>
  );
}

function PageRoutes() {
  const NotFound = NOT_FOUND;
  // Only the routes whose pattern matches the address: the router ranks every route it is given on
  // every render, and the whole table (~60 with the English mirrors) took ~190 ms of hydration at
  // the calibrated phone's speed (issue 62). A route that does not match could never be chosen, so
  // the router picks the same one among these.
  const { pathname } = useLocation();
  const routes = useMemo(() => routesMatching(pathname), [pathname]);
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, page: Page }) => (
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
  );
}
