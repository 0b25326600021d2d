import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { isNarrow } from './support/nav';

for (const { lang } of LANGS) {
  test.describe(`header and footer in ${lang}`, { tag: '@phone' }, () => {
    test('header: logo home link, Apps, Screens, About, Request app, Submit app and the switcher', async ({
      page,
      snap,
    }) => {
      await page.goto(at(lang, '/about'));
      await ready(page);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: msg(lang, 'nav.home') })).toHaveAttribute('href', at(lang, '/'));
      const toggle = banner.getByRole('button', { name: msg(lang, 'nav.openMenu') });
      if (isNarrow(page)) {
        await expect(toggle).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(banner.getByRole('button', { name: msg(lang, 'nav.closeMenu') })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      } else {
        await expect(toggle).toBeHidden();
      }
      const nav = banner.getByRole('navigation', { name: msg(lang, 'nav.main') }).filter({ visible: true });
      await expect(nav.getByRole('link')).toHaveText([
        msg(lang, 'nav.apps'),
        msg(lang, 'nav.screens'),
        msg(lang, 'nav.about'),
        msg(lang, 'nav.requestApp'),
        msg(lang, 'nav.submitApp'),
      ]);
      await expect(nav.getByRole('link', { name: msg(lang, 'nav.screens') })).toHaveAttribute(
        'href',
        at(lang, '/screens'),
      );
      await expect(nav.getByRole('link', { name: msg(lang, 'nav.about') })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('button', { name: new RegExp(lang === 'en' ? 'Language' : 'Idioma') })).toBeVisible();
      await snap(`header-${lang}`);
      if (isNarrow(page)) {
        await nav.getByRole('link', { name: msg(lang, 'nav.screens') }).click();
        await expect(page).toHaveURL(at(lang, '/screens'));
        await expect(banner.getByRole('button', { name: msg(lang, 'nav.openMenu') })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      }
    });

    test('footer: logo, description, newsletter, terms, privacy, contact, copyright 2025', async ({ page, snap }) => {
      await page.goto(at(lang, '/'));
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Vitrine Pública');
      await expect(footer).toContainText(msg(lang, 'footer.description'));
      await expect(footer.getByRole('textbox', { name: msg(lang, 'newsletter.emailLabel') })).toBeVisible();
      await expect(footer.getByRole('link', { name: msg(lang, 'footer.terms') })).toHaveAttribute(
        'href',
        at(lang, '/termos-de-uso'),
      );
      await expect(footer.getByRole('link', { name: msg(lang, 'footer.privacy') })).toHaveAttribute(
        'href',
        at(lang, '/politica-de-privacidade'),
      );
      await expect(footer.getByRole('link', { name: new RegExp(msg(lang, 'footer.contact')) })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expect(footer).toContainText('© 2025');
      await footer.scrollIntoViewIfNeeded();
      await snap(`footer-${lang}`);
    });
  });
}
