import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// What the site mailed, read from the mail catcher the test server runs (support/mail-catcher.ts).
export type Mail = { to: string; messageId: string; subject: string; text: string; html: string };

const API = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** The messages to `email`, once at least `count` have arrived (the sender works in the background). */
export async function mailsTo(request: APIRequestContext, email: string, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect(async () => {
    const res = await request.get(`${API}/messages?to=${encodeURIComponent(email)}`);
    found = (await res.json()) as Mail[];
    expect(found.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
  return found;
}

/** The confirmation link of the latest confirmation email to `email`. */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<URL> {
  const mails = await mailsTo(request, email);
  const text = mails.at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return new URL(link as string);
}

/** Subscribes through the API and confirms through the link of the email, as the owner would. */
export async function subscribeConfirmed(request: APIRequestContext, email: string, language: 'pt' | 'en') {
  const subscribed = await request.post('/api/newsletter/subscribe', { data: { email, language, name: '' } });
  expect(subscribed.status()).toBe(201);
  const link = await confirmationLink(request, email);
  const done = await request.post('/api/newsletter/confirm', {
    form: { token: link.searchParams.get('token') ?? '', lang: language },
  });
  expect(done.status()).toBe(200);
}
