// Issue 36: visitors request an app and suggest corrections, with ALTCHA's proof of work (a cheap one
// on the e2e server: playwright.config.ts) and a status link instead of an email.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, type Lang, msg } from './support/i18n';
import { mainNav } from './support/nav';

// The server's own words for its refusals, in both languages.
const serverWords = (lang: Lang) =>
  JSON.parse(
    readFileSync(
      new URL(`../../server/services/platform/messages/${lang === 'pt' ? 'pt-BR' : 'en'}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;
const PENDING = { pt: 'Aguardando análise', en: 'Awaiting review' };
const ROBOT = { pt: 'Eu não sou um robô', en: "I'm not a robot" };
const APP = '1746-rio';
const SCREEN = 'demo-scr-1746-rio-minha-conta';

/** The widget's own state (its root carries it), once its script has run. */
const widgetState = (page: Page) => page.locator('altcha-widget .altcha');

for (const { lang } of LANGS) {
  test.describe(`contribution forms in ${lang}`, () => {
    test('request an app from the header: checks, the widget, the status link and its page', { tag: '@phone' }, async ({
      page,
      axe,
      snap,
    }) => {
      await page.goto(at(lang, '/about'));
      await ready(page);
      const nav = await mainNav(page, lang);
      await nav.getByRole('link', { name: msg(lang, 'nav.requestApp') }).click();
      await expect(page).toHaveURL(at(lang, '/solicitar-aplicativo'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'contribute.requestTitle'));
      // The widget's script waits for the form's first use (issue 62), here after a client-side
      // navigation: focusing a field fetches it.
      await expect(widgetState(page)).toHaveCount(0);
      await page.getByRole('textbox', { name: msg(lang, 'contribute.nameLabel') }).focus();
      await expect(widgetState(page)).toHaveAttribute('data-state', 'unverified');
      await axe('request form');

      const send = page.getByRole('button', { name: msg(lang, 'contribute.sendRequest') });
      const name = page.getByRole('textbox', { name: msg(lang, 'contribute.nameLabel') });
      const link = page.getByRole('textbox', { name: msg(lang, 'contribute.linkLabel') });
      const why = page.getByRole('textbox', { name: msg(lang, 'contribute.whyLabel') });
      await send.click();
      await expect(page.getByText(msg(lang, 'contribute.nameRequired'))).toBeVisible();
      await expect(page.getByText(msg(lang, 'contribute.messageRequired'))).toBeVisible();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await name.fill(`e2e app ${lang} ${Date.now()}`);
      await expect(page.getByText(msg(lang, 'contribute.nameRequired'))).toHaveCount(0);
      await link.fill('meu.app.gov.br');
      await send.click();
      await expect(page.getByText(msg(lang, 'contribute.linkInvalid'))).toBeVisible();
      await expect(link).toBeFocused();
      await axe('request form with errors');
      await snap(`contribute-request-errors-${lang}`);

      await link.fill('https://meu.app.gov.br');
      await why.fill('Muita gente usa para marcar consultas.');
      await send.click();
      const received = page.getByTestId('contribution-received');
      await expect(received.getByRole('heading', { name: msg(lang, 'contribute.receivedTitle') })).toBeFocused();
      await expect(received).toContainText(msg(lang, 'contribute.keepLink'));
      const statusUrl = await received
        .getByRole('textbox', { name: msg(lang, 'contribute.statusLinkLabel') })
        .inputValue();
      expect(statusUrl).toMatch(/\/contribuicao\/status#[\w-]{32}$/);
      expect(new URL(statusUrl).pathname).toBe(at(lang, '/contribuicao/status'));
      await axe('request received');
      await snap(`contribute-request-received-${lang}`);

      await received.getByRole('link', { name: msg(lang, 'contribute.openStatus') }).click();
      await expect(page.locator('[data-status="pending"]')).toHaveText(PENDING[lang]);
      await expect(page.locator('main')).toContainText('Muita gente usa para marcar consultas.');
    });

    test('suggest a correction from an app page, keyboard only, and copy the status link', async ({
      page,
      context,
      baseURL,
      axe,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(at(lang, `/app/${APP}`));
      await ready(page);
      const appName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await page.getByRole('link', { name: msg(lang, 'app.suggestCorrection') }).click();
      await expect(page).toHaveURL(`${at(lang, '/sugerir-correcao')}?app=${APP}`);
      const about = page.getByTestId('contribution-subject');
      await expect(about.getByRole('link', { name: appName })).toHaveAttribute('href', at(lang, `/app/${APP}`));
      await axe('correction form');

      // Keyboard only: from the page's heading (focused by the navigation) to the text, then to Send.
      const text = page.getByRole('textbox', { name: msg(lang, 'contribute.correctionLabel') });
      const send = page.getByRole('button', { name: msg(lang, 'contribute.sendCorrection') });
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      for (let i = 0; i < 10 && !(await text.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(text).toBeFocused();
      await page.keyboard.type('A descrição está desatualizada.');
      for (let i = 0; i < 10 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(send).toBeFocused();
      await page.keyboard.press('Enter');
      const received = page.getByTestId('contribution-received');
      await expect(received.getByRole('heading', { name: msg(lang, 'contribute.receivedTitle') })).toBeFocused();
      const statusUrl = await received
        .getByRole('textbox', { name: msg(lang, 'contribute.statusLinkLabel') })
        .inputValue();
      const copy = received.getByRole('button', { name: msg(lang, 'contribute.copyLink') });
      for (let i = 0; i < 10 && !(await copy.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expect(received.getByRole('status')).toContainText(msg(lang, 'contribute.linkCopied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(statusUrl);

      const status = await page.request.post('/api/contributions/status', {
        data: { token: new URL(statusUrl).hash.slice(1) },
      });
      expect(await status.json()).toMatchObject({ kind: 'correction', status: 'pending', subject: appName });
    });

    test('suggest a correction about a screen, from the viewer', async ({ page }) => {
      await page.goto(`${at(lang, `/app/${APP}`)}?screen=${SCREEN}`);
      await ready(page);
      const dialog = page.getByRole('dialog');
      const screenName = (await dialog.getByRole('heading').first().textContent()) ?? '';
      await dialog.getByRole('link', { name: msg(lang, 'viewer.suggestCorrection') }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/sugerir-correcao')}\\?app=${APP}&screen=\\d+$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('contribution-subject')).toContainText(
        msg(lang, 'contribute.aboutScreen', { name: screenName }),
      );
    });

    test('the server’s refusals: beside the field, and a spent check run again', async ({ page }) => {
      await page.goto(at(lang, '/solicitar-aplicativo'));
      await ready(page);
      const name = page.getByRole('textbox', { name: msg(lang, 'contribute.nameLabel') });
      const why = page.getByRole('textbox', { name: msg(lang, 'contribute.whyLabel') });
      const send = page.getByRole('button', { name: msg(lang, 'contribute.sendRequest') });
      await name.fill(`e2e refused ${lang}`);
      // A control character from a pasted text: only the server checks for it.
      await why.fill('Copiado de um PDF\u000bcom uma tabulação vertical.');
      await send.click();
      await expect(page.getByText(msg(lang, 'contribute.plainText'))).toBeVisible();
      await expect(why).toHaveAttribute('aria-invalid', 'true');
      await expect(why).toBeFocused();

      // The check is still solved (nothing was kept); spend it elsewhere first, as a second tab would.
      await why.fill('Sem caracteres de controle.');
      await expect(widgetState(page)).toHaveAttribute('data-state', 'verified');
      const payload = await page.locator('input[name="altcha"]').inputValue();
      const other = await page.request.post('/api/contributions', {
        data: {
          kind: 'app_request',
          appName: 'e2e other tab',
          appLink: '',
          message: 'm',
          language: lang,
          altcha: payload,
          website: '',
        },
      });
      expect(other.status(), await other.text()).toBe(201);
      await send.click();
      const alert = page.getByRole('alert').filter({ hasText: serverWords(lang).CHALLENGE_USED as string });
      await expect(alert).toBeFocused();
      await expect(widgetState(page)).toHaveAttribute('data-state', 'unverified');
      // Sending again runs the check again.
      await send.click();
      await expect(page.getByTestId('contribution-received')).toBeVisible();
    });
  });
}

// Issue 36: the forms work before the app's script hydrates the page (or without it): the widget's
// script is the server's <script> of its own, and the plain post answers a page with the status link.
test.describe('contribution forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('say up front that the check needs it, and offer no send button that could only be refused', async ({
    page,
  }) => {
    for (const [path, send] of [
      ['/solicitar-aplicativo', 'contribute.sendRequest'],
      ['/sugerir-correcao?app=1746-rio', 'contribute.sendCorrection'],
    ] as const) {
      await page.goto(path);
      const notice = page.getByTestId('needs-script');
      // Before any field: read before anything is typed.
      await expect(notice, path).toContainText(msg('pt', 'contribute.needsScriptTitle'));
      await expect(notice, path).toContainText(msg('pt', 'contribute.needsScript'));
      const [noticeTop, fieldTop] = await Promise.all([
        notice.evaluate((el) => el.getBoundingClientRect().top),
        page
          .getByRole('textbox')
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(noticeTop, path).toBeLessThan(fieldTop);
      await expect(page.getByRole('button', { name: msg('pt', send) }), path).toBeHidden();
      await expect(page.getByText(msg('pt', 'contribute.checkLabel')), path).toBeHidden();
    }
  });
});

test.describe('contribution form before hydration', () => {
  test('the widget solves, and the plain post answers the status link; its page says pending', async ({ page }) => {
    const html = await (await page.request.get('/solicitar-aplicativo')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-/);
    await page.route(
      (url) => url.pathname === entry,
      (route) => route.abort(),
    );

    await page.goto('/solicitar-aplicativo');
    // The forms' small entry fetches the widget at the form's first use, the app's script or not.
    await expect(widgetState(page)).toHaveCount(0);
    await page.getByRole('textbox', { name: msg('pt', 'contribute.nameLabel') }).fill('e2e sem script');
    await expect(widgetState(page)).toHaveAttribute('data-state', 'unverified');
    await page.getByRole('textbox', { name: msg('pt', 'contribute.whyLabel') }).fill('Funciona antes da hidratação.');
    // From the keyboard: Space on the widget's box starts the check; the widget ticks it once solved.
    await page.getByLabel(ROBOT.pt).press('Space');
    await expect(widgetState(page)).toHaveAttribute('data-state', 'verified');
    await page.getByRole('button', { name: msg('pt', 'contribute.sendRequest') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Envio recebido');
    const status = page.locator('[data-status-link]');
    await expect(status).toHaveAttribute('href', /^\/contribuicao\/status#[\w-]{32}$/);
    const token = ((await status.getAttribute('href')) ?? '').split('#')[1] ?? '';
    await status.click();
    // Still without script: the page's small form posts the secret and answers with the status.
    await page.getByRole('textbox', { name: msg('pt', 'contributionStatus.tokenLabel') }).fill(token);
    await page.getByRole('button', { name: msg('pt', 'contributionStatus.show') }).click();
    await expect(page.locator('[data-status="pending"]')).toHaveText(PENDING.pt);
    expect(new URL(page.url()).search).toBe('');
  });

  test('only the forms’ pages carry the widget', async ({ request }) => {
    for (const path of ['/', '/about', '/app/1746-rio', '/en/screens']) {
      expect(await (await request.get(path)).text(), path).not.toContain('altcha');
    }
    for (const path of ['/solicitar-aplicativo', '/en/solicitar-aplicativo', '/sugerir-correcao?app=1746-rio']) {
      expect(await (await request.get(path)).text(), path).toMatch(
        /<script type="module" src="\/assets\/altcha-on-intent-/,
      );
    }
  });
});
