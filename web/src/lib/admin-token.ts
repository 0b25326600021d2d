// Spec section 3: the admin session is a bearer token kept in local storage under admin_token.
// Storage can be missing (server render) or refuse access (privacy modes): both mean "no token".

export const ADMIN_TOKEN_KEY = 'admin_token';

export function readAdminToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // the session still works until the page is reloaded
  }
}

export function removeAdminToken(): void {
  try {
    globalThis.localStorage?.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** The Authorization header value for the stored token, if any. */
export function adminAuthorization(): string | null {
  const token = readAdminToken();
  return token ? `Bearer ${token}` : null;
}
