import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { type Lang, msg } from './i18n';
import { TOKEN_KEY } from './session';

// Shared by the admin specs. A signed-in page is the `admin` fixture option (fixtures.ts).

export { PASSWORD, TOKEN_KEY } from './session';

export const storedToken = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
export const toast = (page: Page, title: string) =>
  page.locator('[data-scope=toast][data-part=root]').filter({ hasText: title });

/** Closes a toast, so the next one (one at a time) need not wait out its 5 s. */
export async function dismiss(page: Page, title: string) {
  await toast(page, title).locator('[data-part=close-trigger]').click();
  await expect(toast(page, title)).toHaveCount(0);
}

/** Console errors (hydration mismatches included) and CSP violations, from the next page load on. */
export async function watchProblems(page: Page, expected: (m: ConsoleMessage) => boolean = () => false) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected(m)) problems.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return problems;
}

export function loginForm(page: Page, lang: Lang) {
  const form = page.getByTestId('admin-login-form');
  return {
    form,
    username: form.getByRole('textbox', { name: msg(lang, 'admin.login.username') }),
    password: form.getByLabel(msg(lang, 'admin.login.password')),
    submit: form.getByRole('button', { name: msg(lang, 'admin.login.submit') }),
  };
}

/**
 * One submission of a moderation queue, found by its text. The queue shows 20 at a time, oldest
 * pending first, and the other specs leave pending submissions behind: "Show more" is followed page by
 * page until the item is shown or there is no more, and the list read again while it is missing. Each
 * step waits for the queue's read to end (aria-busy) and every click is bounded, so a button that
 * leaves the page meanwhile (the list grew to its end) costs one retry, not the whole wait.
 */
export async function queueItem(main: Locator, lang: Lang, text: string): Promise<Locator> {
  const item = main.getByRole('article').filter({ hasText: text });
  const articles = main.getByRole('article');
  const more = main.getByRole('button', { name: msg(lang, 'admin.contributions.more') });
  const refresh = main.getByRole('button', { name: msg(lang, 'admin.refresh') }).first();
  // `main` is the queue itself or holds it.
  const reading = main.locator(
    'xpath=descendant-or-self::*[starts-with(@data-testid, "contribution-queue-")][@aria-busy="true"]',
  );
  const settled = () => expect(reading).toHaveCount(0, { timeout: 15_000 });
  await expect(async () => {
    await settled();
    while ((await item.count()) === 0 && (await more.isVisible())) {
      const shown = await articles.count();
      await more.click({ timeout: 5000 });
      await settled();
      expect((await articles.count()) > shown || !(await more.isVisible())).toBe(true);
    }
    // A list read before the item arrived: read it again, as an admin would with "Atualizar".
    if ((await item.count()) === 0) {
      await refresh.click({ timeout: 5000 });
      await settled();
    }
    await expect(item.first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  return item.first();
}
