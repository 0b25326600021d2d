import { expect, ready, test } from './support/fixtures';
import { galleryPage, galleryScreens, valueLabel } from './support/gallery';
import { at, LANGS, msg } from './support/i18n';

// Every view is a link (issue 13): the /screens viewer in ?screen= (opening pushes a history entry,
// so Back closes it), a shared screen past the first page, the app page's tag filter and sections
// toggle, and the apps list's sort.

const APP = 'query($s: String!) { app(idOrSlug: $s) { name screens { name airtableId tags flow } } }';
const APPS = 'query($sort: AppSort) { apps(sort: $sort) { slug planned } }';
type AppScreens = {
  app: { name: string; screens: { name: string; airtableId: string; tags: string[]; flow: string }[] };
};

for (const { lang } of LANGS) {
  const screens = at(lang, '/screens');

  test.describe(`links to every view in ${lang}`, () => {
    test('the /screens viewer writes ?screen=; moving replaces it; Back closes it and stays on the page', async ({
      page,
      gql,
    }) => {
      const { nodes } = await galleryPage(gql, { tags: ['form'] });
      const [first, second] = nodes;
      if (!first || !second) throw new Error('fewer than two form screens');
      await page.goto(`${screens}?tag=form`);
      await ready(page);
      await page.getByTestId('screen-grid').locator(':scope > li').first().locator('a.vp-thumb').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(first.name);
      await expect(page).toHaveURL(new RegExp(`\\?tag=form&screen=${first.airtableId}$`));
      await expect(dialog.getByRole('link', { name: first.app.name })).toHaveAttribute(
        'href',
        at(lang, `/app/${first.app.slug}`),
      );

      await dialog.getByRole('button', { name: msg(lang, 'viewer.next') }).click();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(second.name);
      await expect(page).toHaveURL(new RegExp(`\\?tag=form&screen=${second.airtableId}$`));

      // One entry for the whole visit to the viewer: Back closes it, whichever screen is open.
      await page.goBack();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${screens}\\?tag=form$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'screens.title'));
      // Forward is an address like any other: the viewer opens on it again.
      await page.goForward();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(second.name);
      await page.getByRole('button', { name: msg(lang, 'viewer.close') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${screens}\\?tag=form$`));
    });

    test('a shared ?screen= past the first page opens on that screen; a database id too; unknown ones leave', async ({
      page,
      gql,
    }) => {
      const firstPage = (await galleryPage(gql)).nodes.map((s) => s.airtableId);
      const far = (await galleryScreens(gql, {}, 80))[75];
      if (!far) throw new Error('fewer than 76 screens');
      expect(firstPage).not.toContain(far.airtableId);
      const { app } = await gql<AppScreens>(APP, { s: far.app.slug });

      await page.goto(`${screens}?screen=${far.airtableId}`);
      await ready(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(far.name);
      await expect(dialog.getByRole('link', { name: app.name })).toBeVisible();
      const strip = dialog.getByTestId('viewer-strip').getByRole('button');
      await expect(strip).toHaveCount(app.screens.length);
      await expect(strip.and(page.locator('[aria-current=true]'))).toHaveAccessibleName(
        msg(lang, 'screen.open', { name: far.name }),
      );
      await expect(page).toHaveURL(new RegExp(`\\?screen=${far.airtableId}$`));
      await page.getByRole('button', { name: msg(lang, 'viewer.close') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${screens}$`));
      await expect(page.getByTestId('screen-grid').locator(':scope > li')).toHaveCount(50);

      await page.goto(`${screens}?screen=${far.dbId}`);
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(far.name);
      await expect(page).toHaveURL(new RegExp(`\\?screen=${far.airtableId}$`));

      await page.goto(`${screens}?screen=nao-existe-1234`);
      await ready(page);
      await expect(page).toHaveURL(new RegExp(`${screens}$`), { timeout: 15_000 });
      await expect(dialog).toHaveCount(0);
    });

    test('app page: the tag filter and the sections toggle live in the address', async ({ page, gql }) => {
      const { app } = await gql<AppScreens>(APP, { s: '1746-rio' });
      const withCard = app.screens.filter((s) => s.tags.includes('card'));
      expect(withCard.length).toBeGreaterThan(0);
      const card = valueLabel(lang, 'tag', 'card');
      const path = at(lang, '/app/1746-rio');
      await page.goto(path);
      await ready(page);
      await page.getByRole('button', { name: msg(lang, 'app.filterCount', { count: 0 }) }).click();
      await page.getByRole('menuitemcheckbox', { name: `${card} (${withCard.length})` }).click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new RegExp(`${path}\\?tag=card$`));
      await page.getByText(msg(lang, 'app.sections')).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?tag=card&sections=1$`));

      // The address alone brings the same view back.
      await page.reload();
      await ready(page);
      await expect(page.getByTestId('active-tag')).toHaveText([card]);
      await expect(page.getByRole('checkbox', { name: msg(lang, 'app.sections') })).toBeChecked();
      const flows = [...new Set(withCard.map((s) => s.flow))].map((f) =>
        f === 'Other' ? msg(lang, 'app.flowOther') : f,
      );
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(flows);
      await expect(page.getByTestId('screen-count')).toHaveText(
        msg(lang, 'app.screenCount', { count: withCard.length }),
      );

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}\\?tag=card$`));
      await expect(page.getByRole('checkbox', { name: msg(lang, 'app.sections') })).not.toBeChecked();
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
    });

    test('apps list: the sort lives in the address', async ({ page, gql }) => {
      const first = async (sort: string) =>
        (await gql<{ apps: { slug: string; planned: boolean }[] }>(APPS, { sort })).apps.find((a) => !a.planned)?.slug;
      const label = (sort: string) => msg(lang, 'sort.label', { option: msg(lang, `sort.${sort}`) });
      const firstCard = page.locator('main ul > li a[href*="/app/"]').first();
      const home = at(lang, '/');
      await page.goto(home);
      await ready(page);
      await page.getByRole('button', { name: label('none') }).click();
      await page.getByRole('menuitemradio', { name: msg(lang, 'sort.latest') }).click();
      await expect(page).toHaveURL(new RegExp(`${home}\\?sort=latest$`));
      await expect(firstCard).toHaveAttribute('href', at(lang, `/app/${await first('latest')}`));

      await page.reload();
      await ready(page);
      await expect(page.getByRole('button', { name: label('latest') })).toBeVisible();
      await expect(firstCard).toHaveAttribute('href', at(lang, `/app/${await first('latest')}`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.getByRole('button', { name: label('none') })).toBeVisible();

      await page.goto(`${home}?sort=screens`);
      await ready(page);
      await expect(page.getByRole('button', { name: label('screens') })).toBeVisible();
      await expect(firstCard).toHaveAttribute('href', at(lang, `/app/${await first('screens')}`));
    });
  });
}
