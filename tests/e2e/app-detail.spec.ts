import { expect, ready, test } from './support/fixtures';
import { valueLabel } from './support/gallery';
import { at, LANGS, msg, tagLabel } from './support/i18n';
import { holdOperation } from './support/nav';

type Screen = { airtableId: string; dbId: number; tags: string[]; flow: string };
const APP = `query($s: String!) { app(idOrSlug: $s) { name url appInfo language planned screens { airtableId dbId tags flow } } }`;
const appData = async (gql: <T>(q: string, v?: object) => Promise<T>, slug: string) =>
  (
    await gql<{ app: { name: string; url: string | null; appInfo: string; language: string; screens: Screen[] } }>(
      APP,
      { s: slug },
    )
  ).app;

for (const { lang } of LANGS) {
  test.describe(`app page in ${lang}`, () => {
    test('logo, name, app info, language badge and Visit link (only with a url)', async ({ page, gql, snap }) => {
      const app = await appData(gql, '1746-rio');
      await page.goto(at(lang, '/app/1746-rio'));
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.name);
      await expect(page.getByText(app.appInfo)).toBeVisible();
      // The language is stored in Portuguese; the badge reads in the page's language.
      await expect(
        page.getByText(`${msg(lang, 'app.language')} ${valueLabel(lang, 'language', app.language)}`),
      ).toBeVisible();
      const visit = page.getByRole('link', { name: new RegExp(msg(lang, 'app.visit')) });
      await expect(visit).toHaveAttribute('href', app.url ?? '');
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(page.getByTestId('screen-count')).toHaveText(
        msg(lang, 'app.screenCount', { count: app.screens.length }),
      );
      await snap(`app-detail-${lang}`);
      const bare = await appData(gql, 'alistamento-militar');
      expect(bare.url).toBeNull();
      await page.goto(at(lang, '/app/alistamento-militar'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare.name);
      await expect(page.getByRole('link', { name: new RegExp(msg(lang, 'app.visit')) })).toHaveCount(0);
    });

    test('planned apps show the amber notice and no screens', async ({ page, snap }) => {
      await page.goto(at(lang, '/app/sns-24'));
      const notice = page.getByTestId('planned-notice');
      await expect(notice).toContainText(msg(lang, 'app.plannedNotice'));
      // Amber: a warm background where red > green > blue.
      const [r, g, b] = (await notice.evaluate((el) => getComputedStyle(el).backgroundColor))
        .match(/\d+/g)!
        .map(Number);
      expect(r).toBeGreaterThan(g as number);
      expect(g).toBeGreaterThan(b as number);
      await expect(page.getByTestId('screen-count')).toHaveCount(0);
      await snap(`app-planned-${lang}`);
    });

    test('component filter: chips, removal, clear all past one tag, and No screens found', async ({ page, gql }) => {
      const app = await appData(gql, '1746-rio');
      const count = (tags: string[]) => app.screens.filter((s) => tags.every((t) => s.tags.includes(t))).length;
      await page.goto(at(lang, '/app/1746-rio'));
      await ready(page);
      const trigger = page.getByRole('button', { name: msg(lang, 'app.filterCount', { count: 0 }) });
      await trigger.click();
      // Each item says how many screens it would show with the tags already chosen.
      await page.getByRole('menuitemcheckbox', { name: `${tagLabel(lang, 'card')} (${count(['card'])})` }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('active-tag')).toHaveText([tagLabel(lang, 'card')]);
      await expect(page.getByRole('button', { name: msg(lang, 'app.clearAll') })).toHaveCount(0);
      await expect(page.getByTestId('screen-count')).toHaveText(
        msg(lang, 'app.screenCount', { count: count(['card']) }),
      );

      await page.getByRole('button', { name: msg(lang, 'app.filterCount', { count: 1 }) }).click();
      await page
        .getByRole('menuitemcheckbox', { name: `${tagLabel(lang, 'search')} (${count(['card', 'search'])})` })
        .click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('active-tag')).toHaveText([tagLabel(lang, 'card'), tagLabel(lang, 'search')]);
      await expect(page.getByTestId('screen-count')).toHaveText(
        msg(lang, 'app.screenCount', { count: count(['card', 'search']) }),
      );
      await expect(page.getByRole('button', { name: msg(lang, 'app.clearAll') })).toBeVisible();

      await page.getByRole('button', { name: msg(lang, 'app.removeTag', { tag: tagLabel(lang, 'search') }) }).click();
      await expect(page.getByTestId('active-tag')).toHaveText([tagLabel(lang, 'card')]);
      await expect(page.getByRole('button', { name: msg(lang, 'app.clearAll') })).toHaveCount(0);

      // Two tags no screen shares: the menu says so before (0, not selectable); a link with both
      // explains the empty page and offers to clear.
      await page.getByRole('button', { name: msg(lang, 'app.filterCount', { count: 1 }) }).click();
      expect(count(['card', 'login'])).toBe(0);
      await expect(page.getByRole('menuitemcheckbox', { name: `${tagLabel(lang, 'login')} (0)` })).toBeDisabled();
      await page.keyboard.press('Escape');
      await page.goto(`${at(lang, '/app/1746-rio')}?tag=card&tag=login`);
      await ready(page);
      await expect(page.getByText(msg(lang, 'app.noScreens'))).toBeVisible();
      await expect(page.getByText(msg(lang, 'app.noScreensWithTags'))).toBeVisible();
      await page.getByRole('button', { name: msg(lang, 'app.clearAll') }).click();
      await expect(page.getByTestId('active-tag')).toHaveCount(0);
      await expect(page.getByTestId('screen-count')).toHaveText(
        msg(lang, 'app.screenCount', { count: app.screens.length }),
      );
    });

    test('sections toggle (off by default) groups screens by flow', async ({ page, gql, snap }) => {
      const app = await appData(gql, '1746-rio');
      const flows = [...new Set(app.screens.map((s) => (s.flow === 'Other' ? msg(lang, 'app.flowOther') : s.flow)))];
      await page.goto(at(lang, '/app/1746-rio'));
      await ready(page);
      const toggle = page.getByRole('checkbox', { name: msg(lang, 'app.sections') });
      await expect(toggle).not.toBeChecked();
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
      await page.getByText(msg(lang, 'app.sections')).click();
      await expect(toggle).toBeChecked();
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(flows);
      await snap(`app-sections-${lang}`);
    });

    test('10 skeletons while loading; Application not found with a way home', async ({ page, snap }) => {
      await page.goto(at(lang, '/'));
      await ready(page);
      const release = await holdOperation(page, 'AppDetail');
      await page.getByRole('link', { name: '1746 Rio' }).click();
      await expect(page.getByTestId('screen-skeleton')).toHaveCount(10);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('1746 Rio', { timeout: 10_000 });

      await page.goto(at(lang, '/app/nao-existe'));
      await expect(page.getByText(msg(lang, 'app.notFound'))).toBeVisible();
      await expect(page.getByText(msg(lang, 'app.notFoundHint'))).toBeVisible();
      await snap(`app-not-found-${lang}`);
      await page.getByRole('link', { name: msg(lang, 'app.goBack') }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/')}$`));
    });

    test('?screen= follows the viewer; a numeric id is accepted on load; one view is recorded', async ({
      page,
      gql,
    }) => {
      const app = await appData(gql, '1746-rio');
      const [first, second] = app.screens;
      const views: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/graphql') && r.postDataJSON()?.operationName === 'RecordAppView') views.push(r.url());
      });
      await page.goto(`${at(lang, '/app/1746-rio')}?screen=${second?.dbId}`);
      await ready(page);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`screen=${second?.airtableId}$`));
      await page.getByRole('button', { name: msg(lang, 'viewer.previous') }).click();
      await expect(page).toHaveURL(new RegExp(`screen=${first?.airtableId}$`));
      await page.getByRole('button', { name: msg(lang, 'viewer.close') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/screen=/);
      await page.locator('main ul > li a.vp-thumb').nth(1).click();
      await expect(page).toHaveURL(new RegExp(`screen=${second?.airtableId}$`));
      expect(views).toHaveLength(1);
    });
  });
}
