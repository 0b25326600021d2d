/**
 * A collection's addresses (issue 38). The edit secret lives only in the fragment of the edit link
 * (`#editar=…`): browsers never send a fragment in a request line or a Referer, and the page sends
 * the secret in the `x-collection-key` header of its edits, never in an address.
 */
export const EDIT_FRAGMENT = 'editar';
export const KEY_HEADER = 'x-collection-key';

/** The view page, in the page's language. */
export function collectionPath(id: string, english: boolean): string {
  return `${english ? '/en' : ''}/colecao/${encodeURIComponent(id)}`;
}

/** The full edit link to copy and keep. */
export function editLink(origin: string, id: string, key: string, english: boolean): string {
  return `${origin}${collectionPath(id, english)}#${EDIT_FRAGMENT}=${key}`;
}

/** The key an address's fragment carries (`#editar=…`), or null. */
export function keyFromFragment(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment) return null;
  const key = new URLSearchParams(fragment).get(EDIT_FRAGMENT)?.trim();
  return key && /^[A-Za-z0-9_-]{16,128}$/.test(key) ? key : null;
}

/** The fragment without the key (other parts of a fragment, if any, stay). */
export function fragmentWithoutKey(hash: string): string {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  params.delete(EDIT_FRAGMENT);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}

/** An edit's Apollo context: the key in its header only. */
export type KeyContext = { headers: Record<string, string> };

export function keyContext(key: string): KeyContext {
  return { headers: { [KEY_HEADER]: key } };
}
