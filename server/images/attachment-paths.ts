// Spec section 7: the original client sends an Airtable attachment as a path appended to /proxy-image
// (`/proxy-image/v3/u/…`, and the older `/.attachments/…`). Those paths belong to Airtable's attachment
// hosts, not to this site's files: the proxy fetches them from there, through the same guarded fetcher.

export type AttachmentOrigins = {
  /** Where `/v1/…`, `/v2/…`, `/v3/…` paths live (AIRTABLE_ATTACHMENT_ORIGIN). */
  current: string;
  /** Where `/.attachments/…` paths live (AIRTABLE_LEGACY_ATTACHMENT_ORIGIN). */
  legacy: string;
};

export const DEFAULT_ATTACHMENT_ORIGINS: AttachmentOrigins = {
  current: 'https://v5.airtableusercontent.com',
  legacy: 'https://dl.airtable.com',
};

/** The attachment's address for a relative path the original client sends, or null for any other path. */
export function attachmentUrl(path: string, origins: AttachmentOrigins = DEFAULT_ATTACHMENT_ORIGINS): string | null {
  if (/^\/v\d+\/./.test(path)) return `${origins.current.replace(/\/+$/, '')}${path}`;
  if (path.startsWith('/.attachments/')) return `${origins.legacy.replace(/\/+$/, '')}${path}`;
  return null;
}

/** The origins' host names, which the proxy must allow whatever else its allowlist says. */
export const attachmentHosts = (origins: AttachmentOrigins) => [
  new URL(origins.current).hostname,
  new URL(origins.legacy).hostname,
];
