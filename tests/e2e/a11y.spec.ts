import { expect, ready, test } from './support/fixtures';
import { galleryPage } from './support/gallery';
import { at, LANGS, msg } from './support/i18n';
import { isNarrow, mainNav } from './support/nav';

const ROUTES = ['/', '/app/1746-rio', '/app/sns-24', '/screens', '/about', '/fluxos', '/fluxos/entrar', '/nao-existe'];
const PT_ONLY = ['/aplicativos', '/sobre', '/termos-de-uso', '/politica-de-privacidade'];

for (const { lang } of LANGS) {
  test.describe(`accessibility in ${lang}`, { tag: '@phone' }, () => {
    test.describe.configure({ timeout: 120_000 });
    test('axe finds nothing on every route', async ({ page, axe }) => {
      for (const path of [...ROUTES.map((p) => at(lang, p)), ...(lang === 'pt' ? PT_ONLY : [])]) {
        await page.goto(path);
        await ready(page);
        await axe(path);
      }
    });

    test('axe finds nothing with the viewer, menus and toasts open', async ({ page, axe, gql }) => {
      await page.goto(`${at(lang, '/app/1746-rio')}?screen=demo-scr-1746-rio-minha-conta`);
      await ready(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: msg(lang, 'viewer.showComponents') })
        .click();
      await axe('viewer with tags');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The app page's own component filter (app.filterCount), on the same load.
      await page.getByRole('button', { name: msg(lang, 'app.filterCount', { count: 0 }) }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await axe('component filter menu');
      await page.keyboard.press('Escape');

      // A text search's words marked on the open screen (issue 60 item 3), beside its palette; then,
      // on the same load, the gallery's component dropdown and the footer's newsletter error.
      const found = await galleryPage(gql, { search: 'gov.br' }, { first: 1 });
      await page.goto(`${at(lang, '/screens')}?search=gov.br&screen=${found.nodes[0]?.airtableId ?? ''}`);
      await ready(page);
      await expect(page.getByTestId('word-mark').first()).toBeAttached({ timeout: 15_000 });
      await expect(page.getByTestId('viewer-palette')).toBeVisible();
      await axe('viewer with word marks and palette');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: msg(lang, 'screens.components', { count: 0 }), exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await axe('component dropdown');
      await page.keyboard.press('Escape');
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: msg(lang, 'newsletter.subscribe') })
        .click();
      await axe('newsletter error');

      await page.goto(at(lang, '/'));
      await ready(page);
      await page.getByRole('button', { name: msg(lang, 'sort.label', { option: msg(lang, 'sort.none') }) }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await axe('sort menu');
      await page.keyboard.press('Escape');

      const nav = await mainNav(page, lang);
      if (isNarrow(page)) await axe('mobile menu');
      await nav.getByRole('button', { name: new RegExp(lang === 'en' ? 'Language' : 'Idioma') }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await axe('language menu');
      await page.keyboard.press('Escape');
    });

    test('keyboard alone: open an app, open and walk the viewer, switch language', async ({ page }) => {
      await page.goto(at(lang, '/'));
      await ready(page);
      // Skip link first, then straight to content.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: msg(lang, 'nav.skipToContent') })).toBeFocused();
      await page.keyboard.press('Enter');
      let guard = 0;
      while (
        !(await page.evaluate(() => document.activeElement?.getAttribute('href')?.includes('/app/'))) &&
        guard++ < 40
      ) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\//);
      await ready(page);
      // The address changes before the app page replaces the home page (a transition keeps the old
      // page on screen while the new one loads): wait for the app's screen buttons, or the Tabs below
      // land in the home page's list of app links.
      await expect(page.locator('main ul > li a.vp-thumb').first()).toBeVisible();
      guard = 0;
      while (!(await page.evaluate(() => document.activeElement?.closest('main ul > li') !== null)) && guard++ < 40) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('viewer-position')).toHaveText(/^2 /);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const other = lang === 'pt' ? 'en' : 'pt';
      if (isNarrow(page)) {
        await page.getByRole('button', { name: msg(lang, 'nav.openMenu') }).focus();
        await page.keyboard.press('Enter');
      }
      const nav = page.getByRole('navigation', { name: msg(lang, 'nav.main') }).filter({ visible: true });
      await nav.getByRole('button', { name: new RegExp(lang === 'en' ? 'Language' : 'Idioma') }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      // As a keyboard user would: wait until the open menu has taken focus, then move within it.
      const menu = page.locator('[role=menu][data-state=open]');
      await expect(menu).toBeFocused();
      await page.keyboard.press(other === 'en' ? 'ArrowDown' : 'ArrowUp');
      await expect(menu.locator('[role=menuitemradio][data-highlighted]')).toHaveText(
        other === 'en' ? /\(EN\)/ : /\(PT\)/,
      );
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'en' ? 'en' : 'pt-BR');
    });
  });
}
