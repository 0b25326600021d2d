// Issue 61 item 2: /fluxos/entrar lists every app with a sign-in flow (the list the API gives, not one
// written here), in the API's stable order, each row its screens in the app's order; the index links
// to it, an app page's flow section links to it, and the /en mirror shows the same rows. Three apps'
// sign-in flows compared one above the other; one row saved to a new collection.
import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';
import { at, msg } from './support/i18n';

type Row = { app: { slug: string; name: string }; flow: string; screens: { name: string }[] };

/** Every row of a kind, page after page, as /api/flows/:kind gives them (12 screens a row, as the page). */
async function apiRows(page: Page, kind: string, filter = ''): Promise<Row[]> {
  const rows: Row[] = [];
  let after = '';
  for (;;) {
    const res = await page.request.get(`/api/flows/${kind}?first=50${filter}${after && `&after=${after}`}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { rows: Row[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    rows.push(...body.rows);
    if (!body.pageInfo.hasNextPage) return rows;
    after = body.pageInfo.endCursor;
  }
}

/** The rows on the page, after "show more" until there is no more: app slug and screen names. */
async function shownRows(page: Page, lang: 'pt' | 'en') {
  const more = page.getByRole('button', { name: msg(lang, 'flows.loadMore') });
  const rows = page.getByTestId('flow-row');
  await expect(rows.first()).toBeVisible();
  while (await more.isVisible()) {
    const before = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  return rows.evaluateAll((els) =>
    els.map((el) => ({
      app: el.getAttribute('data-app'),
      screens: [...el.querySelectorAll('[data-testid="flow-row-screen"] .vp-thumb__name')].map((s) => s.textContent),
    })),
  );
}

const expected = (rows: Row[]) => rows.map((r) => ({ app: r.app.slug, screens: r.screens.map((s) => s.name) }));

test.describe('flows across apps', () => {
  test('/fluxos/entrar lists every app with a sign-in flow, in order, each row in its app’s order', async ({
    page,
  }) => {
    const rows = await apiRows(page, 'entrar');
    expect(rows.length).toBeGreaterThan(2);
    await page.goto('/fluxos');
    await ready(page);
    const index = page.getByTestId('flow-kinds');
    await index.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/fluxos\/entrar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar');
    expect(await shownRows(page, 'pt')).toEqual(expected(rows));

    // Each row's screens are the app's own order: the app page's section of that flow, first ones.
    const first = rows[0] as Row;
    await page.goto(`/app/${first.app.slug}?sections=1`);
    await ready(page);
    const section = page.getByRole('region', { name: first.flow });
    const names = await section.locator('.vp-thumb__name').allTextContents();
    expect(names.slice(0, first.screens.length)).toEqual(first.screens.map((s) => s.name));
    await section.getByRole('link', { name: msg('pt', 'app.flowElsewhere') }).click();
    await expect(page).toHaveURL(/\/fluxos\/entrar$/);
  });

  test('the English mirror and a filter in the address', async ({ page }) => {
    const total = (await apiRows(page, 'entrar')).length;
    await page.goto(at('en', '/fluxos/entrar'));
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    expect((await shownRows(page, 'en')).length).toBe(total);
    await page.getByLabel(msg('en', 'filters.platform')).selectOption('Android');
    await expect(page).toHaveURL(/platform=Android/);
    const filtered = await apiRows(page, 'entrar', '&platform=Android');
    expect(filtered.length).toBeGreaterThan(0);
    expect(await shownRows(page, 'en')).toEqual(expected(filtered));
    await page.reload();
    await ready(page);
    await expect(page.getByLabel(msg('en', 'filters.platform'))).toHaveValue('Android');
  });

  test('compares three apps’ sign-in flows and saves one row to a collection', async ({ page }) => {
    const rows = (await apiRows(page, 'entrar')).slice(0, 3);
    await page.goto('/fluxos/entrar');
    await ready(page);
    for (const r of rows)
      await page.getByRole('checkbox', { name: msg('pt', 'flows.compareToggle', { app: r.app.name }) }).check();
    await page.getByRole('link', { name: msg('pt', 'flows.compareOpen', { count: 3 }) }).click();
    await expect(page).toHaveURL(new RegExp(`/comparar\\?fluxo=entrar&apps=${rows.map((r) => r.app.slug).join(',')}$`));
    const compared = page.getByTestId('compare-flow');
    await expect(compared).toHaveCount(3);
    const shown = await compared.evaluateAll((els) =>
      els.map((el) => ({
        app: el.getAttribute('data-app'),
        screens: [...el.querySelectorAll('.vp-thumb__name')].map((s) => s.textContent),
      })),
    );
    // One above the other, in the order picked, each in its app's order (the API's first 12 lead it).
    expect(shown.map((r) => r.app)).toEqual(rows.map((r) => r.app.slug));
    expect(shown.map((r, i) => r.screens.slice(0, rows[i]?.screens.length))).toEqual(
      rows.map((r) => r.screens.map((s) => s.name)),
    );

    await page.goBack();
    await ready(page);
    const first = page.getByTestId('flow-row').first();
    await first.getByTestId('save-to-collection').click();
    const save = page.getByTestId('save-collection-dialog');
    await save.getByRole('textbox', { name: msg('pt', 'collections.titleLabel') }).fill('Entrar: um fluxo');
    const count = rows[0]?.screens.length ?? 0;
    await save.getByRole('button', { name: msg('pt', 'collections.createAndSave', { count }) }).click();
    await expect(save.getByTestId('collection-saved')).toContainText(
      msg('pt', 'collections.savedIn', { title: 'Entrar: um fluxo', count }),
    );
    await save.getByRole('link', { name: msg('pt', 'collections.open') }).click();
    const items = page.getByTestId('collection-item');
    await expect(items).toHaveCount(rows[0]?.screens.length ?? 0);
    // The collection numbers its items: the row's screens, in the row's order.
    const names = (rows[0]?.screens ?? []).map((s, i) => `${i + 1}. ${s.name}`);
    await expect(items.getByRole('heading', { level: 2 })).toHaveText(names);
  });
});
