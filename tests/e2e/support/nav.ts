import { expect, type Page, type Request } from '@playwright/test';
import { type Lang, msg } from './i18n';

export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The visible main navigation (the toggle menu is opened first on phones). */
export async function mainNav(page: Page, lang: Lang) {
  const nav = page.getByRole('navigation', { name: msg(lang, 'nav.main') }).filter({ visible: true });
  // Below 1024 px the header's links are in its toggle menu (web/src/app/layout/header.tsx).
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    // The menu closes itself after each navigation, so retry until it is really open.
    const toggle = page.getByRole('banner').locator('button[aria-controls][aria-expanded]');
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(nav.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  }
  return nav;
}

/** Client-side navigation through a header link (no full page load). */
export async function clickNav(page: Page, lang: Lang, key: 'nav.apps' | 'nav.screens' | 'nav.about') {
  const nav = await mainNav(page, lang);
  await nav.getByRole('link', { name: msg(lang, key), exact: true }).click();
}

/** Opens the language menu and picks a language; done once the page is in that language. */
export async function switchLanguage(page: Page, from: Lang, to: Lang) {
  const label = new RegExp(msg(from, 'language.label', { language: '' }).trim());
  const menu = page.locator('[role=menu][data-state=open]');
  const lang = to === 'pt' ? 'pt-BR' : 'en';
  // A menu still closing from an earlier choice must not be mistaken for the new one.
  await expect(page.getByRole('menu')).toBeHidden();
  // On phones the menu may close itself right after a navigation, and a menu that closed between its
  // opening and the pick leaves the item detached: retry opening and picking as a whole.
  await expect(async () => {
    if ((await page.locator('html').getAttribute('lang')) !== lang) {
      if (!(await menu.isVisible())) {
        const nav = await mainNav(page, from);
        await nav.getByRole('button', { name: label }).click({ timeout: 2000 });
        await expect(menu).toBeVisible({ timeout: 1000 });
      }
      await menu
        .getByRole('menuitemradio', { name: msg(to, to === 'pt' ? 'language.pt' : 'language.en') })
        .click({ timeout: 2000 });
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The GraphQL operation a browser request carries, or null for anything else: queries travel as GET
 * (so the response cache can keep them), mutations as POST.
 */
export function graphqlOperation(request: Request): { operationName?: string; variables?: any } | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') {
    const variables = url.searchParams.get('variables');
    return {
      operationName: url.searchParams.get('operationName') ?? undefined,
      variables: variables ? JSON.parse(variables) : undefined,
    };
  }
  return request.postDataJSON();
}

/** Matches the GraphQL endpoint whatever its query string. */
export const GRAPHQL_ROUTE = (url: URL) => url.pathname === '/graphql';

/** Replaces the answer to one named GraphQL operation made by the browser. */
export async function interceptOperation(
  page: Page,
  operationName: string,
  handler: { status?: number; json?: unknown },
) {
  await page.route(GRAPHQL_ROUTE, async (route) => {
    const body = graphqlOperation(route.request());
    if (body?.operationName !== operationName) return route.continue();
    return route.fulfill({
      status: handler.status ?? 200,
      contentType: 'application/json',
      body: JSON.stringify(handler.json ?? {}),
    });
  });
}

/**
 * Holds one named GraphQL operation until the returned function is called, so a loading state is
 * seen for as long as the test needs it, however fast or slow the machine is.
 */
export async function holdOperation(page: Page, operationName: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(GRAPHQL_ROUTE, async (route) => {
    if (graphqlOperation(route.request())?.operationName === operationName) await held;
    await route.continue();
  });
  return release;
}
