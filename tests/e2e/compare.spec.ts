// Issue 38: screens picked in /screens, compared side by side at one height (2 to 6), the link to that
// comparison, and on a phone a row that swipes. The pick lives in the tab's sessionStorage.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile, ready, test } from './support/fixtures';
import { galleryPage } from './support/gallery';
import { msg, tagLabel } from './support/i18n';

const t = (id: string, values?: Record<string, string | number>) => msg('pt', id, values);
const COMPARED = `query E2ECompared($ids: [Int!]!) {
  screensByIds(ids: $ids) { dbId name flow tags app { name slug } }
}`;
type Compared = { dbId: number; name: string; flow: string; tags: string[]; app: { name: string; slug: string } };

const row = (page: Page) => page.getByTestId('compare-row');
const items = (page: Page) => row(page).getByTestId('compare-item');
/** The 'Compare' toggles, by the start of their label ('Comparar a tela …'). */
const toggles = (scope: Locator) =>
  scope.getByRole('button', { name: new RegExp(`^${t('compare.toggleLabel', { name: '|', app: '' }).split('|')[0]}`) });

/** The page from the top to the end of its main column, under test-results/screens/<project>/. */
async function shoot(page: Page, project: string, name: string) {
  mkdirSync(`test-results/screens/${project}`, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  const main = await page.locator('main').boundingBox();
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({
    path: `test-results/screens/${project}/${name}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.ceil((main?.y ?? 0) + (main?.height ?? 800)) },
  });
}

/** Every compared picture is loaded and stands at the same height, tops aligned. */
async function sameHeight(page: Page, count: number) {
  const pictures = items(page).getByTestId('compare-image');
  await expect(pictures).toHaveCount(count);
  // Pictures, that is: a removed screen's frame has none.
  for (const picture of await items(page).locator('img[data-testid="compare-image"]').all()) {
    await expect(picture).toHaveAttribute('data-image-status', 'loaded');
  }
  const boxes = await Promise.all((await pictures.all()).map((p) => p.boundingBox()));
  const heights = boxes.map((b) => Math.round(b?.height ?? 0));
  expect(heights[0]).toBeGreaterThan(200);
  for (const box of boxes) {
    expect(Math.abs((box?.height ?? 0) - (boxes[0]?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((box?.y ?? 0) - (boxes[0]?.y ?? 0))).toBeLessThanOrEqual(1);
  }
  return boxes;
}

/** Each column names its screen, links its app, and shows its flow and component tags. */
async function describesEach(page: Page, screens: Compared[]) {
  await expect(items(page)).toHaveCount(screens.length);
  for (const [i, screen] of screens.entries()) {
    const item = items(page).nth(i);
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(screen.name);
    await expect(item.getByTestId('compare-app')).toHaveText(screen.app.name);
    await expect(item.getByTestId('compare-app')).toHaveAttribute('href', `/app/${screen.app.slug}`);
    await expect(item.getByTestId('compare-flow')).toContainText(
      screen.flow === 'Other' ? t('app.flowOther') : screen.flow,
    );
    const tags = item.getByTestId('compare-tags');
    if (screen.tags.length)
      await expect(tags.getByRole('listitem')).toHaveText(screen.tags.map((g) => tagLabel('pt', g)));
    else await expect(tags).toHaveText(t('viewer.noComponents'));
  }
}

test.describe('compare screens', () => {
  // The demo's own pictures, for the screenshots (and their real shapes).
  test.use({ realImages: true });

  test('pick four in /screens, compare them at one height, remove one', async ({ page, gql, axe, snap }, info) => {
    await page.goto('/screens');
    await ready(page);
    const grid = page.getByTestId('screen-grid');
    const tray = page.getByRole('region', { name: t('compare.tray') });
    await expect(tray).toHaveCount(0);

    const pick = toggles(grid);
    await pick.nth(0).click();
    await expect(pick.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(tray).toBeVisible();
    await expect(tray.getByRole('button', { name: t('compare.open', { count: 1 }) })).toBeDisabled();
    for (const i of [1, 2, 3, 4, 5]) await pick.nth(i).click();
    // A seventh is refused, and says why.
    await pick.nth(6).click();
    await expect(page.getByText(t('compare.full', { max: 6 }))).toBeVisible();
    await expect(pick.nth(6)).toHaveAttribute('aria-pressed', 'false');
    // Two taken out again (the keyboard works the toggle as well).
    await pick.nth(5).click();
    await pick.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(pick.nth(4)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(t('compare.full', { max: 6 }))).toBeHidden({ timeout: 15_000 });
    await axe('screens with the tray');
    await snap('issue-38-compare-tray');
    const ids = await page.evaluate(() => JSON.parse(sessionStorage.getItem('vitrine.compare') ?? '[]') as number[]);
    expect(ids).toHaveLength(4);

    await tray.getByRole('link', { name: t('compare.open', { count: 4 }) }).click();
    await expect(page).toHaveURL(`/comparar?telas=${ids.join(',')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('compare.title'));
    const { screensByIds } = await gql<{ screensByIds: Compared[] }>(COMPARED, { ids });
    await describesEach(page, screensByIds);
    const boxes = await sameHeight(page, 4);
    // Side by side: one row, left to right, all within the page at 1280 px.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]?.x ?? 0).toBeGreaterThan(boxes[i - 1]?.x ?? 0);
    expect(await row(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByText(t('compare.full', { max: 6 }))).toBeHidden({ timeout: 15_000 });
    await axe('comparison of four');
    await shoot(page, info.project.name, 'issue-38-compare-pt-1280');

    // Removing one rewrites the address; the other three stay.
    const second = screensByIds[1] as Compared;
    await items(page)
      .nth(1)
      .getByRole('button', { name: t('compare.remove', { name: second.name }) })
      .click();
    const rest = ids.filter((id) => id !== second.dbId);
    await expect(page).toHaveURL(`/comparar?telas=${rest.join(',')}`);
    await describesEach(
      page,
      screensByIds.filter((s) => s.dbId !== second.dbId),
    );
    await sameHeight(page, 3);
  });

  test('a shared link: noindex, a screen gone shows as removed, a bad link says so', async ({ page, gql, axe }) => {
    const { nodes } = await galleryPage(gql, {}, { first: 2 });
    const [a, b] = nodes.map((n) => n.dbId);
    await page.goto(`/comparar?telas=${a},999999,${b}`);
    await ready(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(items(page)).toHaveCount(3);
    await expect(items(page).nth(1).getByRole('heading', { level: 2 })).toHaveText(t('compare.removed'));
    await expect(items(page).nth(1)).toContainText(t('compare.removedHint'));
    await sameHeight(page, 3);
    await expect(page.getByRole('button', { name: t('viewer.copyLink') })).toBeVisible();
    await axe('comparison with a removed screen');

    await page.goto('/en/comparar?telas=1,nope');
    await ready(page);
    await expect(page.getByText(msg('en', 'compare.invalid'))).toBeVisible();
    await page.getByRole('link', { name: msg('en', 'compare.goBack') }).click();
    await expect(page).toHaveURL('/en/screens');
  });

  test('on a phone the screens are a row that swipes', { tag: '@phone' }, async ({ page, gql, axe }, info) => {
    test.skip(!isMobile(page), "the swiping row is the phone's layout");
    const { nodes } = await galleryPage(gql, {}, { first: 4 });
    const ids = nodes.map((n) => n.dbId);
    await page.goto(`/comparar?telas=${ids.join(',')}`);
    await ready(page);
    const { screensByIds } = await gql<{ screensByIds: Compared[] }>(COMPARED, { ids });
    await describesEach(page, screensByIds);
    const boxes = await sameHeight(page, 4);
    // Each screen takes most of the width, so the next one peeks in at the edge.
    const width = page.viewportSize()?.width ?? 375;
    expect(boxes[0]?.width ?? 0).toBeGreaterThan(width * 0.6);
    expect(boxes[0]?.width ?? 0).toBeLessThan(width * 0.9);
    const scroller = row(page);
    const sizes = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      snap: getComputedStyle(el).scrollSnapType,
      align: getComputedStyle(el.querySelector('li') as Element).scrollSnapAlign,
    }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.snap).toContain('x');
    expect(sizes.snap).toContain('mandatory');
    expect(sizes.align).toContain('start');
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller).toHaveAccessibleName(t('compare.row', { count: 4 }));
    await axe('comparison on a phone');
    await shoot(page, info.project.name, 'issue-38-compare-pt-375');
    // The keyboard scrolls it too.
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
