import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { confirmationLink } from './support/mail';
import { interceptOperation } from './support/nav';

const unique = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

for (const { lang } of LANGS) {
  test.describe(`newsletter in ${lang}`, () => {
    test('validation: required, invalid, 100-character cap; typing clears the error', async ({ page, snap }) => {
      await page.clock.install();
      await page.goto(at(lang, '/about'));
      await ready(page);
      const footer = page.getByRole('contentinfo');
      const input = footer.getByRole('textbox', { name: msg(lang, 'newsletter.emailLabel') });
      const submit = footer.getByRole('button', { name: msg(lang, 'newsletter.subscribe') });
      await submit.click();
      await expect(footer.getByText(msg(lang, 'newsletter.emailRequired'))).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await input.pressSequentially('a');
      await expect(footer.getByText(msg(lang, 'newsletter.emailRequired'))).toHaveCount(0);
      await input.fill('maria@exemplo');
      await submit.click();
      await expect(footer.getByText(msg(lang, 'newsletter.invalidEmail'))).toBeVisible();
      await footer.scrollIntoViewIfNeeded();
      await snap(`newsletter-invalid-${lang}`);
      await input.fill(`${'a'.repeat(110)}@example.com`);
      await expect(input).toHaveValue('a'.repeat(100));
      await expect(footer.getByText(msg(lang, 'newsletter.emailTooLong'))).toBeVisible();
    });

    test('success: loading, then subscribed and disabled with the new count, back to idle after 3 s', async ({
      page,
      snap,
    }) => {
      await page.clock.install();
      await page.goto(at(lang, '/about'));
      await ready(page);
      const footer = page.getByRole('contentinfo');
      const input = footer.getByRole('textbox', { name: msg(lang, 'newsletter.emailLabel') });
      await input.fill(unique('ok'));
      const reply = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'SubscribeNewsletter',
      );
      await footer.getByRole('button', { name: msg(lang, 'newsletter.subscribe') }).click();
      const body = await (await reply).json();
      const count = body.data.subscribeNewsletter.data.subscriberCount as number;
      const done = footer.getByRole('button', { name: msg(lang, 'newsletter.subscribed') });
      await expect(done).toBeDisabled();
      await expect(input).toBeDisabled();
      await expect(footer.getByText(msg(lang, 'newsletter.thankyou'))).toBeVisible();
      await expect(footer.getByTestId('subscriber-count')).toHaveText(
        msg(lang, 'newsletter.subscriberCount', { count }),
      );
      await footer.scrollIntoViewIfNeeded();
      await snap(`newsletter-success-${lang}`);
      await page.clock.fastForward(3200);
      await expect(footer.getByRole('button', { name: msg(lang, 'newsletter.subscribe') })).toBeEnabled();
      await expect(input).toHaveValue('');
    });

    test('duplicate shows Already subscribed; failures show the error, both revert', async ({ page, request }) => {
      const email = unique('dup');
      await page.clock.install();
      await page.goto(at(lang, '/about'));
      await ready(page);
      const footer = page.getByRole('contentinfo');
      const input = footer.getByRole('textbox', { name: msg(lang, 'newsletter.emailLabel') });
      await input.fill(email);
      await footer.getByRole('button', { name: msg(lang, 'newsletter.subscribe') }).click();
      await expect(footer.getByRole('button', { name: msg(lang, 'newsletter.subscribed') })).toBeDisabled();
      // Double opt-in: the address is "already subscribed" once its owner confirmed it.
      const link = await confirmationLink(request, email);
      expect(link.searchParams.get('lang')).toBe(lang);
      const confirmed = await request.post('/api/newsletter/confirm', {
        form: { token: link.searchParams.get('token') ?? '' },
      });
      expect(confirmed.status()).toBe(200);
      await page.clock.fastForward(3200);
      await expect(footer.getByRole('button', { name: msg(lang, 'newsletter.subscribe') })).toBeEnabled();
      await input.fill(email);
      await footer.getByRole('button', { name: msg(lang, 'newsletter.subscribe') }).click();
      await expect(footer.getByText(msg(lang, 'newsletter.alreadySubscribedDesc'))).toBeVisible();
      await expect(footer.getByRole('status').first()).toContainText(msg(lang, 'newsletter.alreadySubscribed'));
      await page.clock.fastForward(3200);
      await expect(footer.getByText(msg(lang, 'newsletter.alreadySubscribedDesc'))).toHaveCount(0);

      await interceptOperation(page, 'SubscribeNewsletter', { status: 500, json: { errors: [{ message: 'boom' }] } });
      await input.fill(unique('err'));
      await footer.getByRole('button', { name: msg(lang, 'newsletter.subscribe') }).click();
      await expect(footer.getByText(msg(lang, 'newsletter.errorDesc'), { exact: false })).toBeVisible();
      await expect(footer).toContainText(msg(lang, 'newsletter.tryAgain'));
      await page.clock.fastForward(3200);
      await expect(footer.getByText(msg(lang, 'newsletter.errorDesc'), { exact: false })).toHaveCount(0);
    });
  });
}

// Issue 29 (2): before the page's script has run, or without it, the form still subscribes: the
// browser posts it and the server answers with a page; the address never goes into the URL.
test.describe('newsletter without the page script', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser posts the form; the answer is a page in Portuguese with a way back', async ({ page }) => {
    const email = unique('nojs');
    await page.goto('/screens?tag=form');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: msg('pt', 'newsletter.emailLabel') }).fill(email);
    await footer.getByRole('button', { name: msg('pt', 'newsletter.subscribe') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confira o seu e-mail');
    expect(page.url()).not.toContain('@');
    expect(page.url()).not.toContain(encodeURIComponent('@'));
    await page.getByRole('link', { name: 'Voltar à página' }).click();
    await expect(page).toHaveURL(/\/screens\?tag=form$/);
  });
});
