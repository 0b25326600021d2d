import type { ConsoleMessage, Page } from '@playwright/test';
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
