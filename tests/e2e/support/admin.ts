import type { APIRequestContext, Page } from '@playwright/test';
import { expect, ready } from './fixtures';
import { at, type Lang, msg } from './i18n';

// Shared by the admin specs. The e2e server's admin is admin / e2e-admin-password.

export const PASSWORD = 'e2e-admin-password';
export const TOKEN_KEY = 'admin_token';

export const storedToken = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
export const toast = (page: Page, title: string) =>
  page.locator('[data-scope=toast][data-part=root]').filter({ hasText: title });

/** Closes a toast, so the next one (one at a time) need not wait out its 5 s. */
export async function dismiss(page: Page, title: string) {
  await toast(page, title).locator('[data-part=close-trigger]').click();
  await expect(toast(page, title)).toHaveCount(0);
}

/** Console errors (hydration mismatches included) and CSP violations, from the next page load on. */
export async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return problems;
}

/** Signs in through the API and leaves the token where the site keeps it. */
export async function signIn(page: Page, request: APIRequestContext, lang: Lang) {
  const response = await request.post('/api/admin/login', { data: { username: 'admin', password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto(at(lang, '/about'));
  // After hydration /about has read the empty store, so the token set now is first checked on the next page.
  await ready(page);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [TOKEN_KEY, token],
  );
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
