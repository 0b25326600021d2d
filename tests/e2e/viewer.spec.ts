import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { isNarrow } from './support/nav';

const SCREENS = 'query { app(idOrSlug: "1746-rio") { slug screens { name airtableId tags } } }';

for (const { lang } of LANGS) {
  test.describe(`screen viewer in ${lang}`, () => {
    test('image 1024×1820 at 9/16, name, app link; wrap-around, arrows, Escape, focus restored', async ({
      page,
      gql,
      snap,
    }) => {
      const { app } = await gql<{ app: { slug: string; screens: { name: string }[] } }>(SCREENS);
      const total = app.screens.length;
      await page.goto(at(lang, '/app/1746-rio'));
      await ready(page);
      const opener = page.locator('main ul > li a.vp-thumb').first();
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(app.screens[0]?.name ?? '');
      const img = dialog.locator('img[width="1024"][height="1820"]');
      await expect(img).toBeVisible();
      const box = await dialog.locator('[data-image-status]', { has: page.locator('img[width="1024"]') }).boundingBox();
      expect(box && box.width / box.height).toBeCloseTo(9 / 16, 2);
      await expect(dialog.getByRole('link', { name: '1746 Rio' })).toHaveAttribute(
        'href',
        at(lang, `/app/${app.slug}`),
      );
      await expect(dialog.getByTestId('viewer-position')).toHaveText(
        msg(lang, 'viewer.position', { current: 1, total }),
      );
      await snap(`viewer-${lang}`);

      await dialog.getByRole('button', { name: msg(lang, 'viewer.previous') }).click();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(app.screens[total - 1]?.name ?? '');
      await dialog.getByRole('button', { name: msg(lang, 'viewer.next') }).click();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(app.screens[0]?.name ?? '');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(app.screens[1]?.name ?? '');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(app.screens[total - 1]?.name ?? '');

      // Focus stays inside while open.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('bottom sheet on phones, centred dialog on desktop', { tag: '@phone' }, async ({ page }) => {
      await page.goto(`${at(lang, '/app/1746-rio')}?screen=demo-scr-1746-rio-minha-conta`);
      const content = page.getByRole('dialog');
      await expect(content).toBeVisible();
      // Measure where the opening animation ends, however long it takes on a busy machine.
      await content.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const box = await content.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error('no layout');
      if (isNarrow(page)) {
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
        expect(Math.round(box.width)).toBe(viewport.width);
      } else {
        expect(box.y).toBeGreaterThan(8);
        expect(box.y + box.height).toBeLessThan(viewport.height - 8);
      }
    });

    test('component tags toggle; each tag links to /screens?tag=', async ({ page, gql, snap }) => {
      const { app } = await gql<{ app: { screens: { tags: string[] }[] } }>(SCREENS);
      const tags = app.screens[0]?.tags ?? [];
      await page.goto(at(lang, '/app/1746-rio'));
      await ready(page);
      await page.locator('main ul > li a.vp-thumb').first().click();
      const dialog = page.getByRole('dialog');
      const toggle = dialog.getByRole('button', { name: msg(lang, 'viewer.showComponents') });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(dialog.getByRole('button', { name: msg(lang, 'viewer.hideComponents') })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const links = dialog.getByRole('link', { name: new RegExp(msg(lang, 'viewer.tagLink', { tag: '' })) });
      await expect(links).toHaveCount(tags.length);
      const tag = tags[0] ?? '';
      await expect(links.first()).toHaveAttribute('href', `${at(lang, '/screens')}?tag=${tag}`);
      await snap(`viewer-tags-${lang}`);
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`/screens\\?tag=${tag}$`));
      await expect(page.getByTestId('screens-shown')).toBeVisible();
    });
  });
}

// Issue 53: a press before hydration was lost (no viewer, the address unchanged). A card is a link to
// the viewer's own address, so it works whether or not the page's script is ready.
test.describe('a card pressed before hydration', { tag: '@phone' }, () => {
  test('tapped at load, the viewer opens on that screen; without the app script, the link loads it open', async ({
    page,
    gql,
  }) => {
    const { app } = await gql<{ app: { screens: { name: string; airtableId: string }[] } }>(SCREENS);
    const [first, second] = app.screens;
    if (!first || !second) throw new Error('1746 Rio has two screens');
    const press = (locator: ReturnType<typeof page.locator>) =>
      page.viewportSize()!.width < 768 ? locator.tap() : locator.click();
    const card = (name: string) => page.getByRole('link', { name: msg('pt', 'screen.open', { name }) });
    const dialog = page.getByRole('dialog');

    // At `load`, as a visitor taps the moment the page shows: whether or not hydration has run by then.
    await page.goto('/app/1746-rio', { waitUntil: 'load' });
    await press(card(second.name));
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(second.name);
    await expect(page).toHaveURL(new RegExp(`\\?screen=${second.airtableId}$`));

    // Surely before hydration: the app's entry never runs on this load. The press follows the link, and
    // the page it loads (with its script) opens the viewer there.
    const html = await (await page.request.get('/app/1746-rio')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-/);
    let blocked = true;
    await page.route(
      (url) => url.pathname === entry,
      (route) => (blocked ? route.abort() : route.continue()),
    );
    await page.goto('/app/1746-rio', { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    blocked = false;
    await press(card(first.name));
    await expect(page).toHaveURL(new RegExp(`\\?screen=${first.airtableId}$`));
    await ready(page);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(first.name);
  });
});
