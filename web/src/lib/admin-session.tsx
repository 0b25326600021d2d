import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, startTransition, use, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql } from '@/gql';
import { ADMIN_TOKEN_KEY, readAdminToken, removeAdminToken, storeAdminToken } from '@/lib/admin-token';

// Always loaded (the header shows the Admin menu on every page), so it stays small: the admin
// screens themselves are separate chunks.

const AdminViewerQuery = graphql(`
  query AdminViewer {
    viewer {
      username
      isAdmin
    }
  }
`);

const AdminLogoutMutation = graphql(`
  mutation AdminLogout {
    logout
  }
`);

export type AdminStatus = 'unknown' | 'anonymous' | 'admin';

type SessionState = { status: AdminStatus; username: string | null; token: string | null };

export type AdminSession = SessionState & {
  /** After a successful login: keeps the token and marks the visitor as admin. */
  login: (token: string, username: string) => void;
  /** Forgets the token at once and revokes it on the server (a failure there is ignored). */
  logout: () => Promise<void>;
};

const UNKNOWN: SessionState = { status: 'unknown', username: null, token: null };
const ANONYMOUS: SessionState = { status: 'anonymous', username: null, token: null };

const AdminSessionContext = createContext<AdminSession | null>(null);

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

export function AdminSessionProvider(props: { children: ReactNode }) {
  const client = useApolloClient();
  // 'unknown' on the server and in the first browser render, so hydration matches the HTML.
  const [state, setSession] = useState<SessionState>(UNKNOWN);

  const verify = useCallback(async () => {
    // A transition: right after hydration the page below may still be server HTML, and an urgent
    // change to this context would make React hydrate all of it in one long task.
    const setState = (next: SessionState) => startTransition(() => setSession(next));
    const token = readAdminToken();
    if (!token) return setState(ANONYMOUS);
    try {
      const { data } = await client.query({ query: AdminViewerQuery, fetchPolicy: 'no-cache', context: bearer(token) });
      // A login or logout that happened meanwhile has the last word.
      if (readAdminToken() !== token) return;
      const viewer = data?.viewer;
      if (viewer?.isAdmin) return setState({ status: 'admin', username: viewer.username, token });
      // Spec section 4: an invalid (expired, revoked, forged) token is removed silently.
      removeAdminToken();
      setState(ANONYMOUS);
    } catch {
      // No verdict (server unreachable): keep the token for the next visit, show the login form now.
      if (readAdminToken() === token) setState(ANONYMOUS);
    }
  }, [client]);

  useEffect(() => {
    verify();
    // Logging in or out in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === ADMIN_TOKEN_KEY || event.key === null) verify();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [verify]);

  const login = useCallback((token: string, username: string) => {
    storeAdminToken(token);
    setSession({ status: 'admin', username, token });
  }, []);

  const logout = useCallback(async () => {
    const token = readAdminToken();
    removeAdminToken();
    setSession(ANONYMOUS);
    // Admin-only answers must not outlive the session in this tab.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'imageHostStatus' });
    // Visitors' submissions (issue 36) are read by administrators only. Without a broadcast: the admin
    // pages still mounted in this render would read them again, now without a token (a 401).
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'contributions', broadcast: false });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'contributionCounts', broadcast: false });
    client.cache.gc();
    if (!token) return;
    await client.mutate({ mutation: AdminLogoutMutation, context: bearer(token) }).catch(() => undefined);
  }, [client]);

  const value = useMemo<AdminSession>(() => ({ ...state, login, logout }), [state, login, logout]);
  return <AdminSessionContext value={value}>{props.children}</AdminSessionContext>;
}

export function useAdminSession(): AdminSession {
  const value = use(AdminSessionContext);
  if (!value) throw new Error('useAdminSession needs <AdminSessionProvider>');
  return value;
}
