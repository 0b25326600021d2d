import { expect, ready, test } from './support/fixtures';
import { asCards, expectShown, galleryPage, galleryScreens, gridCards, restFacets } from './support/gallery';
import { at, LANGS, msg } from './support/i18n';

// The order of /screens (issue 13): apps interleaved by default (each app's newest screen, then each
// app's second, …), newest first, or by app name, picked in the address; load more keeps the filters
// and the order. The expected orders are the API's.

for (const { lang } of LANGS) {
  test.describe(`gallery order in ${lang}`, () => {
    test('mixed by default with apps interleaved; newest and app name from the sort menu, in the address', async ({
      page,
      gql,
      request,
    }) => {
      test.slow();
      const mixed = await galleryPage(gql);
      const newest = await galleryPage(gql, {}, { sort: 'newest' });
      const byApp = await galleryPage(gql, {}, { sort: 'app' });
      // Each app's first screen before any app's second: no app twice until every app has had a turn.
      const apps = (await restFacets(request, '')).app.length;
      const round = mixed.nodes.slice(0, Math.min(apps, mixed.nodes.length)).map((s) => s.app.slug);
      expect(new Set(round).size).toBe(round.length);
      // …which newest-first is not (an app's screens come in runs there).
      expect(newest.nodes.map((s) => s.app.slug)).not.toEqual(round);

      await page.goto(at(lang, '/screens'));
      await ready(page);
      const sort = page.getByTestId('sort-select');
      await expect(sort).toHaveValue('');
      await expect(sort.locator('option:checked')).toHaveText(msg(lang, 'sort.gallery.mixed'));
      expect(await gridCards(page)).toEqual(asCards(mixed.nodes));

      await sort.selectOption('newest');
      await expect(page).toHaveURL(/\/screens\?sort=newest$/);
      await expect.poll(() => gridCards(page), { timeout: 15_000 }).toEqual(asCards(newest.nodes));

      await sort.selectOption('app');
      await expect(page).toHaveURL(/\/screens\?sort=app$/);
      await expect.poll(() => gridCards(page), { timeout: 15_000 }).toEqual(asCards(byApp.nodes));
      const slugs = byApp.nodes.map((s) => s.app.slug);
      expect(slugs).toEqual([...slugs].sort());

      // The address alone restores the order; Back returns to the previous one.
      await page.reload();
      await ready(page);
      await expect(sort).toHaveValue('app');
      await page.goBack();
      await expect(page).toHaveURL(/\/screens\?sort=newest$/);
      await expect(sort).toHaveValue('newest');
      await expectShown(page, lang, 50, newest.total);
      await expect.poll(() => gridCards(page), { timeout: 15_000 }).toEqual(asCards(newest.nodes));
    });

    test('with a search the default order is relevance', async ({ page }) => {
      await page.goto(`${at(lang, '/screens')}?search=login`);
      await ready(page);
      await expect(page.getByTestId('sort-select').locator('option:checked')).toHaveText(
        msg(lang, 'sort.gallery.relevance'),
      );
    });

    test('load more keeps the filters and the order, with no screen twice, in each sort', async ({ page, gql }) => {
      test.slow();
      const filter = { tags: ['form'] };
      for (const sort of [undefined, 'app'] as const) {
        const total = (await galleryPage(gql, filter, { first: 1 })).total;
        expect(total).toBeGreaterThan(150);
        const expected = await galleryScreens(gql, filter, 150, sort);
        expect(new Set(expected.map((s) => s.airtableId)).size).toBe(150);

        await page.goto(`${at(lang, '/screens')}?tag=form${sort ? `&sort=${sort}` : ''}`);
        await ready(page);
        await expectShown(page, lang, 50, total);
        for (const shown of [100, 150]) {
          await page.getByRole('button', { name: msg(lang, 'screens.loadMore') }).click();
          await expectShown(page, lang, shown, total);
        }
        expect(await gridCards(page)).toEqual(asCards(expected));
        await expect(page).toHaveURL(new RegExp(`\\?tag=form${sort ? `&sort=${sort}` : ''}$`));
      }
    });
  });
}
