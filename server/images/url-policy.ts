// Which remote URLs the proxy may even attempt. This runs before any DNS or socket work, and again
// on every redirect hop; the address check at connect time (safe-fetch.ts) is the second gate.
import { badRequest, forbidden } from './errors.ts';

/** Airtable attachment hosts and Cloudinary delivery; the app's own /media is read from disk. */
export const DEFAULT_ALLOWED_HOSTS = ['*.airtableusercontent.com', 'dl.airtable.com', 'res.cloudinary.com'];

export type UrlPolicy = {
  allowedHosts: readonly string[];
  /** Any host name (admin test uploads); the connect-time address check still refuses internal ones. */
  anyHost?: boolean;
  /** Non-default ports are refused in production: image CDNs never need them, internal admin ports do. */
  allowAnyPort?: boolean;
};

const normalizeHost = (host: string) => {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  // "host." and "host" name the same DNS node; compare without the root dot.
  if (h.endsWith('.')) h = h.slice(0, -1);
  return h;
};

export function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = normalizeHost(hostname);
  if (!host) return false;
  return allowedHosts.some((entry) => {
    const e = normalizeHost(entry);
    if (e.startsWith('*.')) return host.endsWith(e.slice(1)) && host.length > e.length - 1;
    if (e.startsWith('.')) return host.endsWith(e) && host.length > e.length;
    return host === e;
  });
}

/** Bare hostname as the connect layer needs it (no IPv6 brackets, no root dot). */
export const connectHostname = (url: URL) => normalizeHost(url.hostname);

export function checkRemoteUrl(raw: string | URL, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : new URL(raw.href);
  } catch {
    throw badRequest('url is not a valid absolute URL');
  }
  if (url.protocol !== 'https:') throw badRequest(`scheme ${url.protocol} is not allowed; only https`);
  if (url.username || url.password) throw badRequest('credentials in the url are not allowed');
  if (url.port && !policy.allowAnyPort) throw forbidden(`port ${url.port} is not allowed`);
  if (!policy.anyHost && !hostAllowed(url.hostname, policy.allowedHosts)) {
    throw forbidden(`host ${url.hostname} is not in the proxy allowlist`);
  }
  url.hash = '';
  return url;
}
