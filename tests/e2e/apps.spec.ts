import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { clickNav, holdOperation, interceptOperation } from './support/nav';

type ApiApp = { name: string; slug: string; planned: boolean; categories: string[] };
const APPS = 'query { apps(sort: latest) { name slug planned categories } categories { name nameEn hidden } }';

for (const { lang } of LANGS) {
  test.describe(`apps list in ${lang}`, () => {
    test('category strip: all tab, icons, Mobilidade hidden, single selection synced to ?category=', async ({
      page,
      gql,
      snap,
    }) => {
      const data = await gql<{ apps: ApiApp[]; categories: { name: string; nameEn: string; hidden: boolean }[] }>(APPS);
      await page.goto(at(lang, '/'));
      await ready(page);
      const strip = page.getByTestId('category-strip');
      const tabs = strip.getByRole('button');
      const visible = data.categories.filter((c) => !c.hidden && c.name !== 'Todos');
      await expect(tabs).toHaveText([
        msg(lang, 'apps.allCategories'),
        ...visible.map((c) => (lang === 'en' ? c.nameEn : c.name)),
      ]);
      await expect(strip.getByText(/Mobilidade|Mobility/)).toHaveCount(0);
      await expect(strip.locator('img')).toHaveCount(visible.length + 1);
      await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');

      const health = lang === 'en' ? 'Health' : 'Saúde';
      await strip.getByRole('button', { name: health }).click();
      await expect(page).toHaveURL(new RegExp(`category=${lang === 'en' ? 'health' : 'saude'}$`));
      await expect(strip.getByRole('button', { name: health })).toHaveAttribute('aria-pressed', 'true');
      await expect(strip.locator('[aria-pressed=true]')).toHaveCount(1);
      const live = data.apps.filter((a) => !a.planned && a.categories.includes('Saúde'));
      await expect(page.getByTestId('apps-count')).toHaveText(msg(lang, 'apps.count', { count: live.length }));
      await expect(page.locator('main ul > li a[href*="/app/"]')).toHaveCount(live.length);
      await snap(`apps-category-${lang}`);

      await tabs.first().click();
      await expect(page).not.toHaveURL(/category=/);
      await expect(page.getByTestId('apps-count')).toHaveText(
        msg(lang, 'apps.count', { count: data.apps.filter((a) => !a.planned).length }),
      );
    });

    test('scroll arrows appear past 20 px from either end', { tag: '@phone' }, async ({ page }) => {
      await page.goto(at(lang, '/'));
      await ready(page);
      const strip = page.getByTestId('category-strip');
      const scrollTo = async (left: number) => {
        await strip.evaluate((el, x) => {
          el.scrollLeft = x;
          el.dispatchEvent(new Event('scroll'));
        }, left);
      };
      const overflow = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
      if (overflow <= 20) {
        // Everything fits (wide screens): no arrows at all.
        await expect(page.getByTestId('scroll-left')).toHaveCount(0);
        await expect(page.getByTestId('scroll-right')).toHaveCount(0);
        return;
      }
      await expect(page.getByTestId('scroll-left')).toHaveCount(0);
      await expect(page.getByTestId('scroll-right')).toBeVisible();
      await scrollTo(15);
      await expect(page.getByTestId('scroll-left')).toHaveCount(0);
      await scrollTo(25);
      await expect(page.getByTestId('scroll-left')).toBeVisible();
      await scrollTo(overflow - 25);
      await expect(page.getByTestId('scroll-right')).toBeVisible();
      await scrollTo(overflow - 15);
      await expect(page.getByTestId('scroll-right')).toHaveCount(0);
      await page.getByTestId('scroll-left').click();
      await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeLessThan(overflow - 100);
    });

    test('?category= is applied on load, accents ignored, only when it exists', async ({ page }) => {
      await page.goto(`${at(lang, '/')}?category=Sa%C3%BAde`);
      await ready(page);
      const health = lang === 'en' ? 'Health' : 'Saúde';
      await expect(page.getByTestId('category-strip').getByRole('button', { name: health })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page).toHaveURL(new RegExp(`category=${lang === 'en' ? 'health' : 'saude'}$`));
      await page.goto(`${at(lang, '/')}?category=inexistente`);
      await ready(page);
      await expect(page.getByTestId('category-strip').getByRole('button').first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page).not.toHaveURL(/category=/);
    });

    test('planned apps only under Planejado: dimmed, badged, Coming Soon, not openable', async ({
      page,
      gql,
      snap,
    }) => {
      const data = await gql<{ apps: ApiApp[] }>(APPS);
      const planned = data.apps.filter((a) => a.planned);
      await page.goto(at(lang, '/'));
      await ready(page);
      await expect(page.locator('[data-planned=true]')).toHaveCount(0);
      await page
        .getByTestId('category-strip')
        .getByRole('button', { name: lang === 'en' ? 'Planned' : 'Planejado' })
        .click();
      const cards = page.locator('[data-planned=true]');
      await expect(cards).toHaveCount(planned.length);
      await expect(cards.first()).toContainText(msg(lang, 'appCard.planned'));
      await expect(cards.first()).toContainText(msg(lang, 'appCard.comingSoon'));
      await expect(cards.locator('a')).toHaveCount(0);
      await snap(`apps-planned-${lang}`);
    });

    test('sort menu (none, latest, screens, views) and the shown-apps count', async ({ page, gql }) => {
      const data = await gql<{ apps: ApiApp[] }>(APPS);
      await page.goto(at(lang, '/'));
      await ready(page);
      await page.getByRole('button', { name: msg(lang, 'sort.label', { option: msg(lang, 'sort.none') }) }).click();
      const options = page.getByRole('menuitemradio');
      await expect(options).toHaveText(['none', 'latest', 'screens', 'views'].map((s) => msg(lang, `sort.${s}`)));
      await options.nth(1).click();
      await expect(
        page.getByRole('button', { name: msg(lang, 'sort.label', { option: msg(lang, 'sort.latest') }) }),
      ).toBeVisible();
      const first = data.apps.find((a) => !a.planned);
      await expect(page.locator('main ul > li a[href*="/app/"]').first()).toHaveAttribute(
        'href',
        at(lang, `/app/${first?.slug}`),
      );
      await expect(page.getByTestId('apps-count')).toHaveText(
        msg(lang, 'apps.count', { count: data.apps.filter((a) => !a.planned).length }),
      );
    });

    test('loading shows 8 skeleton cards; failures show Error: {message}', async ({ page }) => {
      await page.goto(at(lang, '/about'));
      await ready(page);
      const release = await holdOperation(page, 'AppsPage');
      await clickNav(page, lang, 'nav.apps');
      await expect(page.getByTestId('app-card-skeleton')).toHaveCount(8);
      release();
      await expect(page.getByTestId('app-card-skeleton')).toHaveCount(0, { timeout: 10_000 });

      await page.unrouteAll();
      await page.goto(at(lang, '/about'));
      await ready(page);
      await interceptOperation(page, 'AppsPage', { json: { errors: [{ message: 'Banco indisponível' }] } });
      await clickNav(page, lang, 'nav.apps');
      await expect(page.getByRole('alert')).toHaveText(msg(lang, 'common.error', { message: 'Banco indisponível' }));

      // Issue 29 (3): an answer without words (a bare 500) reads as the site's own sentence, in the
      // page's language, never as the transport's "Received status code 500".
      await page.unrouteAll();
      await page.goto(at(lang, '/about'));
      await ready(page);
      await interceptOperation(page, 'AppsPage', { status: 500, json: {} });
      await clickNav(page, lang, 'nav.apps');
      const trouble = msg(lang, 'common.error', { message: msg(lang, 'common.serverTrouble') });
      await expect(page.getByRole('alert')).toHaveText(trouble);
    });

    test('empty state when nothing matches', async ({ page }) => {
      await page.goto(at(lang, '/about'));
      await ready(page);
      await interceptOperation(page, 'AppsPage', { json: { data: { apps: [], categories: [] } } });
      await clickNav(page, lang, 'nav.apps');
      await expect(page.getByText(msg(lang, 'common.noResults'))).toBeVisible();
      await expect(page.getByText(msg(lang, 'common.noResultsHint'))).toBeVisible();
    });
  });
}
