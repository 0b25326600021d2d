// The mail server, through nodemailer's pooled SMTP transport, configured by one URL (SMTP_URL). Each
// send ends in one of five outcomes the sender acts on: accepted, refused for this recipient for good
// (5xx to RCPT TO: the address is suppressed), refused for good for another reason (not retried, the
// address kept), a temporary refusal (4xx: retried later), or the server itself unreachable (the whole
// send waits and tries again, no recipient blamed).
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** With the angle brackets: `<digest-3.r42@vitrine.example>`. */
  messageId: string;
  headers?: Record<string, string>;
};

export type SendOutcome =
  | { kind: 'sent'; response: string }
  | { kind: 'bounced'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'down'; reason: string };

export type Mailer = {
  /** The server as the admin pages name it: host and port, never the password. */
  describe: string;
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
};

type SmtpError = Error & { code?: string; responseCode?: number; command?: string; response?: string };

/** What an SMTP failure means for the recipient (exported for the tests of the classification). */
export function classify(error: unknown): SendOutcome {
  const e = error as SmtpError;
  const code = typeof e?.responseCode === 'number' ? e.responseCode : 0;
  const reason = (e?.response ?? e?.message ?? String(error)).slice(0, 300);
  // 421: the server is closing the channel (busy, greylisting the connection): nobody's fault.
  if (code === 421 || !code) return { kind: 'down', reason };
  // The sender refused or the login failed: the configuration's fault, not the recipient's.
  if (e.command === 'MAIL FROM' || e.code === 'EAUTH') return { kind: 'down', reason };
  if (code >= 500) return e.command === 'RCPT TO' ? { kind: 'bounced', reason } : { kind: 'failed', reason };
  return { kind: 'retry', reason };
}

/** `smtp://user:pass@host:587` → `host:587`. */
export function describeSmtpUrl(url: string): string {
  if (!URL.canParse(url)) return 'SMTP';
  const u = new URL(url);
  return `${u.protocol.replace(':', '')}://${u.hostname}${u.port ? `:${u.port}` : ''}`;
}

export function createMailer(url: string, opts: { concurrency: number; timeoutMs: number }): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: opts.concurrency,
    // A long digest reuses each connection for many messages, then opens a fresh one.
    maxMessages: 500,
    connectionTimeout: opts.timeoutMs,
    greetingTimeout: opts.timeoutMs,
    socketTimeout: opts.timeoutMs,
    dnsTimeout: opts.timeoutMs,
    // A message the pool could not hand over is reported, not queued inside nodemailer.
    disableFileAccess: true,
    disableUrlAccess: true,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    describe: describeSmtpUrl(url),
    async send(mail) {
      try {
        const info = await transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
        return { kind: 'sent', response: String(info.response ?? '') };
      } catch (error) {
        return classify(error);
      }
    },
    close: () => transport.close(),
  };
}
