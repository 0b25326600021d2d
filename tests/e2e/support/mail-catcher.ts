// The browser tests' mail server: a real SMTP server on 127.0.0.1 (tests/support/smtp.ts) that keeps
// what the site sends, and a small HTTP API on E2E_MAIL_PORT listing it (GET /messages?to=address), as
// maildev's does. Specs read confirmation links and digests from it (support/mail.ts).
import { createServer } from 'node:http';
import { startSmtp } from '../../support/smtp.ts';

export async function startMailCatcher(apiPort: number) {
  const smtp = await startSmtp({ parse: true });
  const api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = smtp.messages
      .filter((m) => !to || m.to === to)
      .map(({ to, messageId, subject, text, html }) => ({ to, messageId, subject, text, html }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  return {
    smtpUrl: smtp.url,
    async close() {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await smtp.close();
    },
  };
}
