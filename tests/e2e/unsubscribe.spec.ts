import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { subscribeConfirmed } from './support/mail';

// The unsubscribe link of the newsletter's emails, end to end: subscribe through the API, find the
// subscriber's link in the admin CSV export (the only place it exists outside the database), open it,
// press the button. One subscription per language per project (the server allows 10 per hour per address).

const TEXT = {
  pt: {
    htmlLang: 'pt-BR',
    heading: 'Cancelar inscrição na newsletter',
    button: 'Cancelar inscrição',
    switchTo: 'Read in English',
    done: 'Inscrição cancelada',
    invalid: 'Link inválido ou inscrição já cancelada',
  },
  en: {
    htmlLang: 'en',
    heading: 'Unsubscribe from the newsletter',
    button: 'Unsubscribe',
    switchTo: 'Ler em português',
    done: 'You have been unsubscribed',
    invalid: 'Invalid link or already unsubscribed',
  },
} as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', {
    data: { username: 'admin', password: 'e2e-admin-password' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The admin export's data lines (email, language, subscribed_at, unsubscribe_url, confirmed_at). */
async function exportLines(request: APIRequestContext, token: string): Promise<string[]> {
  const csv = await request.get('/api/admin/subscribers.csv', { headers: { authorization: `Bearer ${token}` } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...lines] = (await csv.text()).split('\r\n').filter(Boolean);
  expect(header).toBe('email,language,subscribed_at,unsubscribe_url,confirmed_at');
  return lines;
}

/** One subscriber's row (these test addresses need no quoting, so a plain split reads it). */
const rowOf = (lines: string[], email: string) => lines.find((l) => l.startsWith(`${email},`))?.split(',');

/**
 * The public count together with the export it must match. Other tests may subscribe at the same
 * moment: a snapshot is retried until the count did not move while the export was read.
 */
async function snapshot(request: APIRequestContext, token: string) {
  let result = { count: -1, lines: [] as string[] };
  await expect(async () => {
    const count = await subscriberCount(request);
    const lines = await exportLines(request, token);
    expect(await subscriberCount(request)).toBe(count);
    expect(lines).toHaveLength(count);
    result = { count, lines };
  }).toPass({ timeout: 15_000 });
  return result;
}

async function subscriberCount(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/newsletter/subscribers');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

for (const lang of ['pt', 'en'] as const) {
  const t = TEXT[lang];
  const other = TEXT[lang === 'pt' ? 'en' : 'pt'];

  test(`unsubscribe link in ${lang}: confirmation page, button, confirmation, one subscriber fewer`, async ({
    page,
    request,
    axe,
    snap,
  }, testInfo) => {
    const local = `e2e-unsub-${lang}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const email = `${local}@example.com`;
    // Subscribed and confirmed through the confirmation email, as its owner would (only confirmed addresses are exported).
    await subscribeConfirmed(request, email, lang);

    const admin = await adminToken(request);
    const row = rowOf(await exportLines(request, admin), email);
    expect(row?.[1]).toBe(lang);
    const link = new URL(row![3]!);
    expect(link.pathname).toBe('/api/newsletter/unsubscribe');

    const response = await page.goto(link.toString());
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('html')).toHaveAttribute('lang', t.htmlLang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page.getByText(`${local[0]}***@example.com`)).toBeVisible();
    await expect(page.locator('script')).toHaveCount(0);
    const button = page.getByRole('button', { name: t.button, exact: true });
    await expect(button).toBeVisible();
    await axe(`unsubscribe page ${lang}`);
    await snap(`unsubscribe-${lang}`);

    // The language link shows the same page in the other language, and comes back; nothing is removed.
    await page.getByRole('link', { name: t.switchTo }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
    await page.getByRole('link', { name: other.switchTo }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);

    const before = await snapshot(request, admin);
    expect(rowOf(before.lines, email)).toBeDefined();
    await page.getByRole('button', { name: t.button, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.done);
    await expect(page.locator('html')).toHaveAttribute('lang', t.htmlLang);
    const after = await snapshot(request, admin);
    expect(rowOf(after.lines, email)).toBeUndefined();
    // One subscriber fewer, net of what other tests running alongside added or removed meanwhile
    // (usually nothing, and then this is simply before - 1).
    const mine = before.lines.find((l) => l.startsWith(`${email},`));
    const addedByOthers = after.lines.filter((l) => !before.lines.includes(l)).length;
    const removedByOthers = before.lines.filter((l) => l !== mine && !after.lines.includes(l)).length;
    expect(after.count).toBe(before.count - 1 + addedByOthers - removedByOthers);
    await axe(`unsubscribed page ${lang}`);
    await snap(`unsubscribed-${lang}`);

    // The same link again: a clear "invalid or already unsubscribed", not an error. The subscriber (and
    // so their language) is gone: the page is in Portuguese unless lang= asks otherwise.
    const again = await page.goto(link.toString());
    expect(again?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.pt.invalid);
    link.searchParams.set('lang', lang);
    await page.goto(link.toString());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.invalid);
    await axe(`invalid link page ${lang}`);
  });
}
