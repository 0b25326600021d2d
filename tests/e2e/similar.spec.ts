import { expect, ready, test } from './support/fixtures';
import { type Gql, galleryPage } from './support/gallery';
import { at, LANGS, msg } from './support/i18n';

// Issue 60 item 1: "Telas parecidas" in the viewer — the list the API gives, one click from opening any of
// them, Back returning to the first; the same from a shared ?screen= link. The lists are computed by the
// backfill after start (docs/similar-screens.md), so a test first waits for the API to say they are ready.

const SIMILAR = `query E2ESimilar($id: String!) {
  screen(idOrAirtableId: $id) { name similarPending similar(first: 6) { name airtableId app { slug name } } }
}`;
type Similar = {
  name: string;
  similarPending: boolean;
  similar: { name: string; airtableId: string; app: { slug: string; name: string } }[];
};

async function settled(gql: Gql, id: string): Promise<Similar> {
  let screen: Similar | undefined;
  await expect
    .poll(
      async () => {
        screen = (await gql<{ screen: Similar }>(SIMILAR, { id })).screen;
        return screen.similarPending;
      },
      { timeout: 240_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(false);
  return screen as Similar;
}

const APP = 'query { app(idOrSlug: "1746-rio") { slug screens { airtableId } } }';

for (const { lang } of LANGS) {
  test.describe(`similar screens in ${lang}`, () => {
    test.describe.configure({ timeout: 300_000 });

    test('the viewer lists the similar screens; one opens in one click and Back returns', async ({ page, gql }) => {
      const { app } = await gql<{ app: { slug: string; screens: { airtableId: string }[] } }>(APP);
      const first = app.screens[0]?.airtableId ?? '';
      const expected = await settled(gql, first);
      const [top] = expected.similar;
      if (!top) throw new Error(`${first} has no similar screens`);
      await page.goto(at(lang, `/app/${app.slug}`));
      await ready(page);
      await page.locator('main ul > li a.vp-thumb').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(expected.name);
      const section = dialog.getByTestId('viewer-similar');
      await expect(section.getByText(msg(lang, 'viewer.similar'), { exact: true })).toBeVisible();
      const links = section.getByRole('link');
      await expect(links).toHaveCount(expected.similar.length);
      for (const [i, s] of expected.similar.entries()) {
        await expect(links.nth(i)).toHaveAccessibleName(
          msg(lang, 'viewer.similarOpen', { name: s.name, app: s.app.name }),
        );
        await expect(links.nth(i)).toHaveAttribute('href', at(lang, `/app/${s.app.slug}?screen=${s.airtableId}`));
      }

      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`/app/${top.app.slug}\\?screen=${top.airtableId}$`));
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(top.name);
      await expect(dialog.getByRole('link', { name: top.app.name, exact: true })).toHaveAttribute(
        'href',
        at(lang, `/app/${top.app.slug}`),
      );

      // Back returns to the first screen: its address, and its viewer open again with focus inside it.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/app/${app.slug}\\?screen=${first}$`));
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(expected.name);
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/app/${app.slug}\\?screen=${first}$`));
    });

    test('a shared ?screen= link shows its similar screens, axe-clean', { tag: '@phone' }, async ({
      page,
      gql,
      axe,
    }) => {
      const { nodes } = await galleryPage(gql, { tags: ['login'] });
      const id = nodes[0]?.airtableId ?? '';
      const expected = await settled(gql, id);
      await page.goto(`${at(lang, '/screens')}?screen=${id}`);
      await ready(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(expected.name);
      const links = dialog.getByTestId('viewer-similar').getByRole('link');
      await expect(links).toHaveCount(expected.similar.length);
      await expect(links.first()).toHaveAccessibleName(
        msg(lang, 'viewer.similarOpen', {
          name: expected.similar[0]?.name ?? '',
          app: expected.similar[0]?.app.name ?? '',
        }),
      );
      await expect(dialog.getByTestId('viewer-palette')).toBeVisible();
      await axe('viewer with similar screens and palette');
    });
  });
}
