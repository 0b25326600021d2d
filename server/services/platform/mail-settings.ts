// The newsletter's settings (server/config.ts reads them from the environment): the mail server, the
// pace of sending, the confirmation link's lifetime, the digest's schedule and what consent keeps; and
// what the request context carries for mail (here, under every domain: the context is built from it).
import type { Mailer } from '../../mail/transport.ts';

export const DIGEST_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type DigestSchedule = (typeof DIGEST_SCHEDULES)[number];

export type NewsletterSettings = {
  /** smtp://user:pass@host:587 or smtps://…: unset, nothing is sent and everything waits queued. */
  smtpUrl?: string;
  /** The From header; `Vitrine Pública <newsletter@PUBLIC_URL's host>` when unset. */
  from?: string;
  /** A mailbox the site reads for unsubscribe requests, offered beside the https link (RFC 2369). */
  unsubscribeMailto?: string;
  /** Messages handed to the mail server per second (0: as fast as it takes them). */
  ratePerSecond: number;
  /** Messages in flight at once: also the most that may arrive twice after a crash. */
  concurrency: number;
  /** Tries per message for temporary failures (4xx), with doubling waits from `retryBaseMs`. */
  maxAttempts: number;
  retryBaseMs: number;
  /** One SMTP conversation's time limit (connect, greeting, each reply). */
  smtpTimeoutMs: number;
  /** A confirmation link lives this long; a pending address is deleted this long after its mail was sent. */
  confirmTtlSeconds: number;
  digestSchedule: DigestSchedule;
  /** Keep the client address with a consent record (off: never stored). */
  keepIp: boolean;
  /** Signs confirmation links; without one, the database keeps a generated secret every instance shares. */
  secret?: string;
  /** A withdrawn consent record is kept this long after the withdrawal, then deleted. */
  consentKeepDays: number;
  /** How often the schedule and the expiry sweep look (ms). */
  checkEveryMs: number;
};

export const DEFAULT_NEWSLETTER: NewsletterSettings = {
  ratePerSecond: 10,
  concurrency: 4,
  maxAttempts: 5,
  retryBaseMs: 60_000,
  smtpTimeoutMs: 30_000,
  confirmTtlSeconds: 7 * 86_400,
  digestSchedule: 'off',
  keepIp: false,
  consentKeepDays: 5 * 365,
  checkEveryMs: 10 * 60_000,
};

export type NewsletterRuntime = {
  settings: NewsletterSettings;
  mailer: Mailer | null;
  /** PUBLIC_URL without a trailing slash, or undefined. */
  publicUrl?: string;
};

export const NO_MAIL: NewsletterRuntime = { settings: DEFAULT_NEWSLETTER, mailer: null };

/** Why nothing can be sent right now, as message keys (empty: mail goes out). */
export function mailProblems(
  rt: NewsletterRuntime,
): ('NEWSLETTER_SMTP_NOT_CONFIGURED' | 'NEWSLETTER_NEEDS_PUBLIC_URL')[] {
  return [
    ...(rt.mailer ? [] : (['NEWSLETTER_SMTP_NOT_CONFIGURED'] as const)),
    ...(rt.publicUrl ? [] : (['NEWSLETTER_NEEDS_PUBLIC_URL'] as const)),
  ];
}

export const canSend = (rt: NewsletterRuntime) => mailProblems(rt).length === 0;

/** The From header: the setting, or the newsletter's address at the site's own host. */
export function senderOf(rt: NewsletterRuntime): string {
  if (rt.settings.from) return rt.settings.from;
  const host = rt.publicUrl && URL.canParse(rt.publicUrl) ? new URL(rt.publicUrl).hostname : 'localhost';
  return `"Vitrine Pública" <newsletter@${host}>`;
}

/** The host Message-IDs are made under (RFC 5322: unique on the right of the @). */
export const messageHost = (rt: NewsletterRuntime) =>
  rt.publicUrl && URL.canParse(rt.publicUrl) ? new URL(rt.publicUrl).hostname : 'vitrine.invalid';
