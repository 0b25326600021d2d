// Admin sessions for the browser tests. The e2e server's admin is admin / e2e-admin-password.
// Kept apart from admin.ts, which needs the fixtures this file feeds.

export const PASSWORD = 'e2e-admin-password';
export const TOKEN_KEY = 'admin_token';

/** A new admin session through the API (each login is a session of its own, revoked by its logout). */
export async function logIn(baseURL: string): Promise<string> {
  const response = await fetch(new URL('/api/admin/login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A browser state in which the site already holds `token`, as after a login in an earlier visit. */
export function tokenState(baseURL: string, token: string) {
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: TOKEN_KEY, value: token }] }],
  };
}
