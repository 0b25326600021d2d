import { graphql, HttpResponse } from 'msw';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-token';
import { server } from './msw-server';

/** A stored token the server accepts: admin pages render their content instead of the login form. */
export function signInAsAdmin() {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token-1');
  server.use(
    graphql.query('AdminViewer', () =>
      HttpResponse.json({ data: { viewer: { __typename: 'Viewer', username: 'admin', isAdmin: true } } }),
    ),
  );
}
