import { expect, ready, test } from './support/fixtures';
import { expectShown, galleryPage } from './support/gallery';
import { at, msg } from './support/i18n';

// Issue 60 items 2 and 3: the colour filter narrows the gallery and survives a reload; a text search's
// words are marked on the open screen and said for screen readers. Expected numbers come from the API.

test('the colour filter narrows the gallery, shows a chip and survives a reload', async ({ page, gql }) => {
  const all = await galleryPage(gql, {});
  const blue = await galleryPage(gql, { colour: '#1351b4' });
  expect(blue.total).toBeGreaterThan(0);
  expect(blue.total).toBeLessThan(all.total);
  await page.goto(at('pt', '/screens'));
  await ready(page);
  await page.getByTestId('colour-swatch-1351b4').click();
  await expect(page).toHaveURL(/[?&]colour=%231351b4/);
  await expect(page.getByTestId('colour-swatch-1351b4')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, 'pt', Math.min(blue.total, blue.nodes.length), blue.total);
  await expect(page.getByTestId('active-filter')).toContainText(
    msg('pt', 'screens.colourFilter', { value: '#1351b4' }),
  );
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('colour-swatch-1351b4')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, 'pt', Math.min(blue.total, blue.nodes.length), blue.total);
});

test('a text search marks the matched words on the open screen and says how many', async ({ page, gql }) => {
  const found = await galleryPage(gql, { search: 'gov.br' });
  const first = found.nodes[0];
  expect(first).toBeDefined();
  await page.goto(`${at('pt', '/screens')}?search=gov.br&screen=${encodeURIComponent(first?.airtableId ?? '')}`);
  await ready(page);
  const marks = page.getByTestId('word-mark');
  await expect(marks.first()).toBeAttached({ timeout: 15_000 });
  const count = await marks.count();
  await expect(page.getByTestId('words-found')).toHaveText(msg('pt', 'viewer.wordsFound', { count, word: 'gov.br' }));
  await expect(page.getByTestId('viewer-palette')).toBeVisible();
});
