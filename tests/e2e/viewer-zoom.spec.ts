import type { Locator, Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';
import { type ApiScreen, galleryPage } from './support/gallery';
import { at, LANGS, type Lang, msg } from './support/i18n';

// The viewer's picture (issue 13): zoom with + and − (and 0), the wheel, a pinch; the full-resolution
// rendition laid over it once zoomed; swipes on touch screens; the original's download with its file
// name; the strip of the app's other screens. The mobile project is the touch one (hasTouch).

const APP = 'query($s: String!) { app(idOrSlug: $s) { screens { name airtableId } } }';

/** Opens the viewer on the gallery's first screen and waits until its opening animation is over. */
async function openFirst(page: Page, lang: Lang, screen: ApiScreen) {
  await page.goto(`${at(lang, '/screens')}?screen=${screen.airtableId}`);
  await ready(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(screen.name);
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const frame = dialog.getByTestId('zoom-frame');
  await expect(frame.locator('[data-image-status]').first()).toHaveAttribute('data-image-status', 'loaded');
  return { dialog, frame };
}

const zoomOf = (frame: Locator) => frame.getAttribute('data-zoom').then(Number);

/** Touch points through the browser's own input pipeline (pointer events included), as a finger would. */
async function touch(page: Page, moves: { x: number; y: number }[][]) {
  const cdp = await page.context().newCDPSession(page);
  const points = (step: { x: number; y: number }[]) => step.map((p, id) => ({ x: p.x, y: p.y, id }));
  const [start, ...rest] = moves;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(start ?? []) });
  for (const step of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const { lang } of LANGS) {
  test.describe(`viewer picture in ${lang}`, () => {
    test.describe('with the real pictures', () => {
      // The full-resolution rendition is checked by its pixel width: it must be the server's.
      test.use({ realImages: true });

      test('+ and − zoom in steps, 0 fits; zoomed, the full-resolution picture is laid over', async ({
        page,
        gql,
        request,
        snap,
      }) => {
        const [screen] = (await galleryPage(gql)).nodes;
        if (!screen) throw new Error('empty gallery');
        const { dialog, frame } = await openFirst(page, lang, screen);
        const level = dialog.getByTestId('zoom-level');
        await expect(frame).toHaveAttribute('data-zoom', '1.00');
        await expect(frame.locator('img[data-full-res]')).toHaveCount(0);

        await page.keyboard.press('+');
        await expect(frame).toHaveAttribute('data-zoom', '1.50');
        await expect(level).toHaveText(msg(lang, 'viewer.zoomLevel', { level: 1.5 }));
        await page.keyboard.press('+');
        await expect(frame).toHaveAttribute('data-zoom', '2.25');
        const full = frame.locator('img[data-full-res]');
        await expect(full).toHaveAttribute('data-full-res', 'loaded', { timeout: 15_000 });
        // As wide as the original (read from its PNG header), not a screen-sized rendition.
        const original = await (await request.get(screen.src)).body();
        const originalWidth = original.readUInt32BE(16);
        expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(Math.min(originalWidth, 1820));
        await snap(`viewer-zoomed-${lang}`);

        await page.keyboard.press('-');
        await expect(frame).toHaveAttribute('data-zoom', '1.50');
        await page.keyboard.press('0');
        await expect(frame).toHaveAttribute('data-zoom', '1.00');
        await expect(level).toHaveText(msg(lang, 'viewer.zoomLevel', { level: 1 }));
        await dialog.getByRole('button', { name: msg(lang, 'viewer.zoomIn') }).click();
        await expect(frame).toHaveAttribute('data-zoom', '1.50');
        await dialog.getByRole('button', { name: msg(lang, 'viewer.zoomReset') }).click();
        await expect(frame).toHaveAttribute('data-zoom', '1.00');
      });
    });

    test(
      'the wheel zooms at the pointer (desktop); a pinch zooms and a swipe changes screen (touch)',
      { tag: '@phone' },
      async ({ page, gql }, info) => {
        const [screen, next] = (await galleryPage(gql)).nodes;
        if (!screen || !next) throw new Error('fewer than two screens');
        const { dialog, frame } = await openFirst(page, lang, screen);
        const box = await frame.boundingBox();
        if (!box) throw new Error('no frame');
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

        if (info.project.name === 'desktop') {
          await page.mouse.move(centre.x, centre.y);
          await page.mouse.wheel(0, -300);
          await expect.poll(() => zoomOf(frame)).toBeGreaterThan(1.2);
          // Scrolling back down zooms out to the fitted picture again.
          await page.mouse.wheel(0, 600);
          await expect(frame).toHaveAttribute('data-zoom', '1.00');
          return;
        }

        // Two fingers moving apart: the picture grows with them.
        const spread = (d: number) => [
          { x: centre.x - d, y: centre.y },
          { x: centre.x + d, y: centre.y },
        ];
        await touch(page, [spread(20), spread(40), spread(60), spread(80)]);
        await expect.poll(() => zoomOf(frame)).toBeGreaterThan(2);
        await dialog.getByRole('button', { name: msg(lang, 'viewer.zoomReset') }).click();
        await expect(frame).toHaveAttribute('data-zoom', '1.00');

        // One finger sliding left (dx > 0 is that far leftwards) brings the next screen; right, the previous.
        const slide = (dx: number) =>
          [0, 0.25, 0.5, 0.75, 1].map((f) => [{ x: centre.x + (dx / 2) * (1 - 2 * f), y: centre.y }]);
        await touch(page, slide(160));
        await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(next.name);
        await expect(page).toHaveURL(new RegExp(`screen=${next.airtableId}$`));
        await touch(page, slide(-160));
        await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(screen.name);
      },
    );

    test('download: the original through the server, with its file name', async ({ page, gql, request }) => {
      const [screen] = (await galleryPage(gql)).nodes;
      if (!screen) throw new Error('empty gallery');
      const { dialog } = await openFirst(page, lang, screen);
      const link = dialog.getByTestId('viewer-download');
      await expect(link).toHaveAttribute('href', `/api/screens/${screen.dbId}/download`);
      await expect(link).toHaveAccessibleName(`${msg(lang, 'viewer.download')} ${msg(lang, 'viewer.downloadHint')}`);

      const response = await request.get(`/api/screens/${screen.dbId}/download`);
      expect(response.status()).toBe(200);
      const disposition = response.headers()['content-disposition'] ?? '';
      const filename = /^attachment; filename="([^"/\\]+\.png)"$/.exec(disposition)?.[1];
      expect(filename, disposition).toBeTruthy();
      const original = await request.get(screen.src);
      expect(Buffer.compare(await response.body(), await original.body())).toBe(0);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(filename);
      // The page stays where it was.
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(screen.name);
    });

    test("the strip holds the app's screens and opens any of them; Back still closes the viewer", async ({
      page,
      gql,
    }) => {
      const [screen] = (await galleryPage(gql)).nodes;
      if (!screen) throw new Error('empty gallery');
      const { app } = await gql<{ app: { screens: { name: string; airtableId: string }[] } }>(APP, {
        s: screen.app.slug,
      });
      const other = app.screens.find((s) => s.airtableId !== screen.airtableId);
      if (!other) throw new Error('an app with one screen');
      await page.goto(at(lang, '/screens'));
      await ready(page);
      await page.getByTestId('screen-grid').locator(':scope > li').first().locator('a.vp-thumb').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(screen.name);
      const strip = dialog.getByTestId('viewer-strip');
      await expect(strip.getByRole('button')).toHaveCount(app.screens.length);
      expect(await strip.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).toEqual(
        app.screens.map((s) => msg(lang, 'screen.open', { name: s.name })),
      );
      await expect(strip.locator('[aria-current=true]')).toHaveCount(1);

      await strip.getByRole('button').nth(app.screens.indexOf(other)).click();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(other.name);
      await expect(page).toHaveURL(new RegExp(`screen=${other.airtableId}$`));
      await expect(strip.getByRole('button').nth(app.screens.indexOf(other))).toHaveAttribute('aria-current', 'true');
      await page.goBack();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/screens')}$`));
    });
  });
}
