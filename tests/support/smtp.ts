// A real SMTP server (nodemailer's smtp-server, from the npm registry) on 127.0.0.1 for the tests: it
// keeps what it received (parsed with mailparser, or only counted), and can be told to answer like a
// busy or strict server: 421 at the greeting, 451 or 550 to RCPT TO for chosen addresses.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type Received = {
  to: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  raw: string;
};

export type SmtpBehaviour = {
  /** Refuse connections with 421 while this returns true. */
  greeting421?: () => boolean;
  /** A reply code for RCPT TO of this address (e.g. 451, 550), or undefined to accept. */
  rcpt?: (to: string) => number | undefined;
};

export type TestSmtp = {
  url: string;
  port: number;
  /** Parsed messages (when `parse` is on), in arrival order. */
  messages: Received[];
  /** Accepted messages per recipient (always counted). */
  counts: Map<string, number>;
  /** Accepted messages per Message-ID. */
  ids: Map<string, number>;
  total: () => number;
  behaviour: SmtpBehaviour;
  /** Resolves once `n` messages were accepted in all. */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

const HEADER_LIMIT = 64 * 1024;

export async function startSmtp(opts: { parse?: boolean; behaviour?: SmtpBehaviour } = {}): Promise<TestSmtp> {
  const messages: Received[] = [];
  const counts = new Map<string, number>();
  const ids = new Map<string, number>();
  const behaviour: SmtpBehaviour = opts.behaviour ?? {};
  let total = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const accepted = () => {
    total++;
    for (const w of waiters.filter((w) => total >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onConnect(_session, callback) {
      if (behaviour.greeting421?.()) {
        const error = Object.assign(new Error('Too busy, try later'), { responseCode: 421 });
        return callback(error);
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      const code = behaviour.rcpt?.(address.address.toLowerCase());
      if (code) return callback(Object.assign(new Error(`Refused ${address.address}`), { responseCode: code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let head = '';
      stream.on('data', (c: Buffer) => {
        if (opts.parse) chunks.push(c);
        else if (head.length < HEADER_LIMIT) head += c.toString('latin1');
      });
      stream.on('end', async () => {
        const to = (session.envelope.rcptTo[0]?.address ?? '').toLowerCase();
        const raw = opts.parse ? Buffer.concat(chunks).toString('utf8') : head;
        const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        counts.set(to, (counts.get(to) ?? 0) + 1);
        ids.set(messageId, (ids.get(messageId) ?? 0) + 1);
        if (opts.parse) {
          const mail: ParsedMail = await simpleParser(raw);
          messages.push({
            to,
            messageId,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers as Map<string, unknown>,
            raw,
          });
        }
        accepted();
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    counts,
    ids,
    total: () => total,
    behaviour,
    waitFor(n, timeoutMs = 30_000) {
      if (total >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`SMTP: ${total} of ${n} messages after ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
