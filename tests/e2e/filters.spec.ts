import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';
import { asCards, expectShown, galleryPage, gridCards, optionText, restFacets, valueLabel } from './support/gallery';
import { at, LANGS, type Lang, msg } from './support/i18n';
import { isNarrow } from './support/nav';

// The /screens filters (issue 13): several tags at once, category/country/platform/type/app, each in
// the address and removable as a chip, with counts that follow the other filters. Expected numbers
// come from the API, never from the demo catalogue.

const FACET_KEYS = ['category', 'country', 'platform', 'type', 'app'] as const;

/** On phones the selects sit behind the "Filters (n)" toggle. */
async function openFacets(page: Page, lang: Lang) {
  if (!isNarrow(page)) return;
  const toggle = page.getByRole('button', { name: new RegExp(`^${msg(lang, 'screens.moreFilters', { count: 0 })}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByTestId('facet-selects')).toBeVisible();
}

const chips = (page: Page) => page.getByTestId('active-filter');

for (const { lang } of LANGS) {
  const tag = (value: string) => valueLabel(lang, 'tag', value);
  const health = lang === 'en' ? 'health' : 'saude';
  const healthLabel = lang === 'en' ? 'Health' : 'Saúde';

  test.describe(`gallery filters in ${lang}`, () => {
    test('several tags in the address narrow to screens with all of them, one chip each', async ({ page, gql }) => {
      const both = await galleryPage(gql, { tags: ['form', 'button'] });
      const form = (await galleryPage(gql, { tags: ['form'] }, { first: 1 })).total;
      const button = (await galleryPage(gql, { tags: ['button'] }, { first: 1 })).total;
      // AND, not either one: fewer than each tag alone, and not empty.
      expect(both.total).toBeGreaterThan(0);
      expect(both.total).toBeLessThan(Math.min(form, button));

      await page.goto(`${at(lang, '/screens')}?tag=form&tag=button`);
      await ready(page);
      await expectShown(page, lang, Math.min(50, both.total), both.total);
      expect(await gridCards(page)).toEqual(asCards(both.nodes));
      await expect(chips(page)).toHaveText([
        msg(lang, 'screens.tagFilter', { value: tag('form') }),
        msg(lang, 'screens.tagFilter', { value: tag('button') }),
      ]);
      await expect(page.getByRole('button', { name: msg(lang, 'screens.components', { count: 2 }) })).toBeVisible();
      const popular = page.getByTestId('popular-tags');
      for (const value of ['form', 'button']) {
        await expect(
          popular.getByRole('button', { name: msg(lang, 'screens.tagCount', { tag: tag(value), count: both.total }) }),
        ).toHaveAttribute('aria-pressed', 'true');
      }
    });

    test('tags picked in the page: each a new history entry, Back takes the last one off', async ({
      page,
      gql,
      request,
    }) => {
      const form = (await galleryPage(gql, { tags: ['form'] }, { first: 1 })).total;
      const both = (await galleryPage(gql, { tags: ['form', 'button'] }, { first: 1 })).total;
      const underForm = await restFacets(request, 'tag=form');
      const buttonFacet = underForm.tags.find((f) => f.value === 'button');
      if (!buttonFacet) throw new Error('no screen has both form and button');

      await page.goto(at(lang, '/screens'));
      await ready(page);
      await page
        .getByTestId('popular-tags')
        .getByRole('button', { name: new RegExp(`^${tag('form')}, `) })
        .click();
      await expect(page).toHaveURL(/\/screens\?tag=form$/);
      await expectShown(page, lang, 50, form);

      await page.getByRole('button', { name: msg(lang, 'screens.components', { count: 1 }) }).click();
      await page.getByRole('menuitemcheckbox', { name: optionText(lang, 'tags', buttonFacet) }).click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/screens\?tag=form&tag=button$/);
      await expectShown(page, lang, Math.min(50, both), both);

      await page.goBack();
      await expect(page).toHaveURL(/\/screens\?tag=form$/);
      await expectShown(page, lang, 50, form);
      await expect(chips(page)).toHaveText([msg(lang, 'screens.tagFilter', { value: tag('form') })]);
    });

    test('category, country, platform and type from the address; app too; picked from the selects', {
      tag: '@phone',
    }, async ({ page, gql, request }) => {
      const filter = { category: health, country: 'Brasil', platform: 'Android', type: 'Municipal' };
      const four = await galleryPage(gql, filter);
      expect(four.total).toBeGreaterThan(0);
      await page.goto(`${at(lang, '/screens')}?${new URLSearchParams(filter)}`);
      await ready(page);
      await expectShown(page, lang, Math.min(50, four.total), four.total);
      expect(await gridCards(page)).toEqual(asCards(four.nodes));
      await expect(chips(page)).toHaveText([
        msg(lang, 'screens.categoryFilter', { value: healthLabel }),
        msg(lang, 'screens.countryFilter', { value: 'Brasil' }),
        msg(lang, 'screens.platformFilter', { value: msg(lang, 'platform.Android') }),
        msg(lang, 'screens.typeFilter', { value: msg(lang, 'appType.Municipal') }),
      ]);
      await openFacets(page, lang);
      await expect(page.getByTestId('facet-category')).toHaveValue(health);
      await expect(page.getByTestId('facet-platform')).toHaveValue('Android');
      await expect(page.getByTestId('facet-type')).toHaveValue('Municipal');

      // Another platform from its select: a new address, and as many screens as its option said.
      const facets = await restFacets(request, new URLSearchParams(filter).toString());
      const other = facets.platform.find((f) => f.value !== 'Android');
      if (!other) throw new Error('only one platform under these filters');
      await page.getByTestId('facet-platform').selectOption(other.value);
      await expect(page).toHaveURL(new RegExp(`platform=${other.value}`));
      await expectShown(page, lang, Math.min(50, other.count), other.count);

      const app = await galleryPage(gql, { app: 'meu-inss' });
      await page.goto(`${at(lang, '/screens')}?app=meu-inss`);
      await ready(page);
      await expectShown(page, lang, app.total, app.total);
      const cards = await gridCards(page);
      expect(cards.map((c) => c.slug)).toEqual(app.nodes.map(() => 'meu-inss'));
      await expect(chips(page)).toHaveText([msg(lang, 'screens.appFilter', { value: 'Meu INSS' })]);
    });

    test('three filters as chips: each removable on its own, then clear all keeps the sort', { tag: '@phone' }, async ({
      page,
      gql,
      snap,
    }) => {
      const three = { tags: ['form'], category: health, platform: 'Android' };
      const expected = (await galleryPage(gql, three, { first: 1 })).total;
      const all = (await galleryPage(gql, {}, { first: 1 })).total;
      await page.goto(`${at(lang, '/screens')}?tag=form&category=${health}&platform=Android&sort=newest`);
      await ready(page);
      await expectShown(page, lang, Math.min(50, expected), expected);
      await expect(chips(page)).toHaveCount(3);
      // Each remove button sits inside its chip, give or take a pixel (it once hung 4 px below it).
      for (const chip of await chips(page).all()) {
        const [outer, inner] = [await chip.boundingBox(), await chip.getByRole('button').boundingBox()];
        if (!outer || !inner) throw new Error('no chip layout');
        expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1);
        expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
        expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
      }
      await expect(page.getByTestId('screen-grid').locator('img').first()).toBeVisible();
      await snap(`screens-three-filters-${lang}`);

      const platformChip = msg(lang, 'screens.platformFilter', { value: msg(lang, 'platform.Android') });
      await page.getByRole('button', { name: msg(lang, 'screens.removeFilter', { label: platformChip }) }).click();
      await expect(page).not.toHaveURL(/platform=/);
      const two = (await galleryPage(gql, { tags: ['form'], category: health }, { first: 1 })).total;
      await expectShown(page, lang, Math.min(50, two), two);
      await expect(chips(page)).toHaveText([
        msg(lang, 'screens.tagFilter', { value: tag('form') }),
        msg(lang, 'screens.categoryFilter', { value: healthLabel }),
      ]);

      await page.getByRole('button', { name: msg(lang, 'screens.clearFilters') }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/screens')}\\?sort=newest$`));
      await expect(chips(page)).toHaveCount(0);
      await expectShown(page, lang, 50, all);
    });

    test('every option counts the screens it would show with the other filters, as the API does', {
      tag: '@phone',
    }, async ({ page, request }) => {
      const query = `tag=form&category=${health}&type=Municipal`;
      const facets = await restFacets(request, query);
      const unfiltered = await restFacets(request, '');
      // The counts really depend on the other filters.
      expect(facets.tags.find((f) => f.value === 'form')?.count).toBeLessThan(
        unfiltered.tags.find((f) => f.value === 'form')?.count ?? 0,
      );
      expect(facets.category.map((f) => f.count)).not.toEqual(unfiltered.category.map((f) => f.count));

      await page.goto(`${at(lang, '/screens')}?${query}`);
      await ready(page);
      await openFacets(page, lang);
      for (const key of FACET_KEYS) {
        await expect(page.getByTestId(`facet-${key}`).locator('option:not([value=""])'), key).toHaveText(
          facets[key].map((f) => optionText(lang, key, f)),
        );
      }
      const popular = facets.tags.slice(0, isNarrow(page) ? 6 : 12);
      const buttons = page.getByTestId('popular-tags').getByRole('button').filter({ visible: true });
      await expect(buttons).toHaveCount(popular.length);
      for (const [i, f] of popular.entries()) {
        await expect(buttons.nth(i)).toHaveAccessibleName(
          msg(lang, 'screens.tagCount', { tag: tag(f.value), count: f.count }),
        );
      }
    });
  });
}
