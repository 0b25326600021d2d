import type { Page } from '@playwright/test';
import { appRequest, postContribution, solvedPayload } from '../api/support/contribute';
import { dismiss, queueItem, toast, watchProblems } from './support/admin';
import { type AdminApi, adminApi } from './support/admin-api';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, type Lang, msg } from './support/i18n';

// Issue 36, moderation: a visitor's app request and correction, sent over REST as the public forms
// send them (a solved proof of work; the e2e server's is cheap), decided in the admin queue — the
// request approved with an edited name (a planned app on the public list, "approved" on its status
// link), the correction rejected with a reason (shown on its link), a decision someone else made
// first. Both languages run at once on one server, and other specs may send submissions too: each run
// finds its own items by a stamp, and counts are compared with what the server says at that moment.

type Seeded = { statusUrl: string };

/** What the visitor's status page calls each state. */
const STATUS_WORDS: Record<Lang, Record<'approved' | 'rejected', string>> = {
  pt: { approved: 'Aprovado', rejected: 'Recusado' },
  en: { approved: 'Approved', rejected: 'Rejected' },
};

async function send(baseURL: string, body: Record<string, unknown>): Promise<Seeded> {
  const response = await postContribution(baseURL, { ...body, altcha: await solvedPayload(baseURL) });
  if (response.status !== 201) throw new Error(`contribution: ${response.status} ${await response.text()}`);
  return (await response.json()) as Seeded;
}

async function pendingCount(api: AdminApi): Promise<number> {
  return (await api.gql<{ contributionCounts: { pending: number } }>('{ contributionCounts { pending } }'))
    .contributionCounts.pending;
}

/** A pending submission's id, by its app name (other specs may leave more than a page waiting). */
async function pendingId(api: AdminApi, appName: string): Promise<number> {
  for (let after = 0; ; ) {
    const { contributions } = await api.gql<{ contributions: { id: number; appName: string }[] }>(
      'query E2EPending($after: Int) { contributions(status: pending, first: 50, after: $after) { id appName } }',
      { after },
    );
    const found = contributions.find((c) => c.appName === appName);
    if (found) return found.id;
    const last = contributions.at(-1);
    if (!last) throw new Error(`no pending submission named ${appName}`);
    after = last.id;
  }
}

/** The dashboard's count, once it agrees with the server's (other runs may add or decide meanwhile). */
async function expectDashboardCount(page: Page, lang: Lang, api: AdminApi) {
  await expect(async () => {
    await page.goto(at(lang, '/admin'));
    await ready(page);
    const count = await pendingCount(api);
    await expect(page.getByTestId('contributions-pending')).toHaveText(
      msg(lang, 'admin.dashboard.pending', { count }),
      {
        timeout: 5000,
      },
    );
  }).toPass({ timeout: 60_000 });
}

for (const { lang } of LANGS) {
  test.describe(`contribution moderation in ${lang}`, () => {
    test.use({ admin: 'shared' });

    test('approve an edited app request, reject a correction by keyboard, a decision made elsewhere first', async ({
      page,
      request,
      adminToken,
      gql,
      axe,
      snap,
      baseURL,
      stubbed,
    }, info) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      const problems = await watchProblems(page);
      const api = adminApi(request, adminToken);
      const stamp = `${info.project.name}-${lang}-${Date.now()}`;
      const requested = `E2E pedido ${stamp}`;
      const approvedName = `E2E App ${stamp}`;
      const requestText = `Usado por muitos ${stamp}\n<b>não é HTML</b>`;
      const correctionText = `A tela de login mudou ${stamp}`;
      const reason = `Já corrigido nesta versão (${stamp}).`;

      // A visitor's request and correction (about a screen of 1746 Rio), as the public forms send them.
      const { app } = await gql<{ app: { dbId: number; screens: { dbId: number }[] } }>(
        '{ app(idOrSlug: "1746-rio") { dbId screens { dbId } } }',
      );
      const screenId = app.screens[0]?.dbId;
      const sentRequest = await send(
        base,
        appRequest('', {
          appName: requested,
          appLink: 'https://example.gov.br/app',
          message: requestText,
          language: lang,
        }),
      );
      const sentCorrection = await send(base, {
        kind: 'correction',
        app: '1746-rio',
        screenId,
        message: correctionText,
        language: lang,
      });

      // The dashboard counts them and links to the queue.
      await expectDashboardCount(page, lang, api);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: msg(lang, 'admin.dashboard.contributions') }).click();
      await expect(page).toHaveURL(at(lang, '/admin/contribuicoes'));
      await expect(
        main.getByRole('heading', { level: 1, name: msg(lang, 'admin.dashboard.contributions') }),
      ).toBeVisible();
      const pendingTab = main.getByRole('tab', {
        name: new RegExp(`^${msg(lang, 'admin.contributions.status.pending')}`),
      });
      await expect(pendingTab).toHaveAttribute('aria-selected', 'true');

      // The request: the visitor's name, link (new tab, no referrer, no ranking) and text as plain text.
      const requestItem = await queueItem(main, lang, requested);
      await expect(requestItem.getByRole('heading', { level: 2 })).toHaveText(requested);
      await expect(requestItem).toContainText(msg(lang, 'admin.contributions.kind.app_request'));
      const link = requestItem.getByRole('link', { name: /example\.gov\.br/ });
      await expect(link).toHaveAttribute('href', 'https://example.gov.br/app');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      const text = requestItem.getByTestId('contribution-message');
      await expect(text).toHaveText(requestText);
      await expect(text.locator('b')).toHaveCount(0);
      await expect(text).toHaveCSS('white-space', 'pre-wrap');

      // The correction: links to the app page and its screen.
      const correctionItem = await queueItem(main, lang, correctionText);
      await expect(correctionItem).toContainText(msg(lang, 'admin.contributions.kind.correction'));
      await expect(
        correctionItem.getByRole('link', { name: msg(lang, 'admin.contributions.appPage', { name: '1746 Rio' }) }),
      ).toHaveAttribute('href', at(lang, `/app/${app.dbId}`));
      await expect(
        correctionItem.getByRole('link', { name: msg(lang, 'admin.contributions.screenPage', { id: screenId ?? 0 }) }),
      ).toHaveAttribute('href', `${at(lang, `/app/${app.dbId}`)}?screen=${screenId}`);
      await axe('moderation queue');
      await snap(`admin-contributions-queue-${lang}`);

      // Approve with an edited name: Escape first leaves the dialog and gives the focus back.
      const approve = requestItem.getByRole('button', {
        name: msg(lang, 'admin.contributions.approveItem', { name: requested }),
      });
      await approve.click();
      const approveDialog = page.getByRole('dialog', {
        name: msg(lang, 'admin.contributions.approveTitle', { name: requested }),
      });
      const name = approveDialog.getByRole('textbox', { name: msg(lang, 'admin.contributions.appName') });
      await expect(name).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(approveDialog).toHaveCount(0);
      await expect(approve).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(name).toHaveValue(requested);
      await expect(approveDialog.getByRole('textbox', { name: msg(lang, 'admin.app.url') })).toHaveValue(
        'https://example.gov.br/app',
      );
      await expect(approveDialog.getByRole('radio', { name: msg(lang, 'admin.contributions.planned') })).toBeChecked();
      await name.fill('');
      await approveDialog.getByRole('button', { name: msg(lang, 'admin.contributions.approveSubmit') }).click();
      await expect(approveDialog.getByText(msg(lang, 'admin.contributions.nameRequired'))).toBeVisible();
      await expect(name).toBeFocused();
      await name.fill(approvedName);
      await approveDialog
        .getByRole('textbox', { name: msg(lang, 'admin.app.info') })
        .fill('Pedido de um visitante, aprovado no teste.');
      await axe('approve dialog');
      await snap(`admin-contributions-approve-${lang}`);
      await approveDialog.getByRole('button', { name: msg(lang, 'admin.contributions.approveSubmit') }).click();
      await expect(toast(page, msg(lang, 'admin.contributions.approved'))).toContainText(approvedName);
      await expect(approveDialog).toHaveCount(0);
      await expect(main.getByRole('article').filter({ hasText: requested })).toHaveCount(0);
      // The focus is not lost with the item: it moves on to the next one's heading.
      await expect(main.locator('h2:focus')).toHaveCount(1);
      await dismiss(page, msg(lang, 'admin.contributions.approved'));

      // Reject the correction with the keyboard only: the reason is required.
      const reject = correctionItem.getByRole('button', {
        name: msg(lang, 'admin.contributions.rejectItem', { name: '1746 Rio' }),
      });
      await reject.focus();
      await page.keyboard.press('Enter');
      const rejectDialog = page.getByRole('dialog', {
        name: msg(lang, 'admin.contributions.rejectTitle', { name: '1746 Rio' }),
      });
      const reasonField = rejectDialog.getByRole('textbox', { name: msg(lang, 'admin.contributions.reason') });
      await expect(reasonField).toBeFocused();
      const submitReject = rejectDialog.getByRole('button', { name: msg(lang, 'admin.contributions.rejectSubmit') });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(submitReject).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(rejectDialog.getByText(msg(lang, 'admin.contributions.reasonRequired'))).toBeVisible();
      await expect(reasonField).toBeFocused();
      await page.keyboard.type(reason);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(toast(page, msg(lang, 'admin.contributions.rejected'))).toBeVisible();
      await expect(rejectDialog).toHaveCount(0);
      await expect(main.getByRole('article').filter({ hasText: correctionText })).toHaveCount(0);
      await expect(main.locator(':focus')).toHaveCount(1);
      await dismiss(page, msg(lang, 'admin.contributions.rejected'));

      // Decided lists: the app created from the request; the reason the visitor reads.
      await main.getByRole('tab', { name: new RegExp(`^${msg(lang, 'admin.contributions.status.rejected')}`) }).click();
      await expect(page).toHaveURL(`${at(lang, '/admin/contribuicoes')}?status=rejected`);
      const rejectedItem = await queueItem(main.getByTestId('contribution-queue-rejected'), lang, correctionText);
      await expect(rejectedItem.getByTestId('contribution-decision')).toContainText(reason);
      await main.getByRole('tab', { name: new RegExp(`^${msg(lang, 'admin.contributions.status.approved')}`) }).click();
      const approvedItem = await queueItem(main.getByTestId('contribution-queue-approved'), lang, requested);
      await expect(approvedItem.getByRole('link', { name: msg(lang, 'admin.contributions.createdApp') })).toBeVisible();

      // Someone else decides first: the queue says so and reads itself again.
      const raced = `E2E corrida ${stamp}`;
      await send(base, appRequest('', { appName: raced, message: `Outro pedido ${stamp}`, language: lang }));
      await main.getByRole('tab', { name: new RegExp(`^${msg(lang, 'admin.contributions.status.pending')}`) }).click();
      await main
        .getByTestId('contribution-queue-pending')
        .getByRole('button', { name: msg(lang, 'admin.refresh') })
        .click();
      const racedItem = await queueItem(main.getByTestId('contribution-queue-pending'), lang, raced);
      await racedItem
        .getByRole('button', { name: msg(lang, 'admin.contributions.rejectItem', { name: raced }) })
        .click();
      const racedDialog = page.getByRole('dialog', {
        name: msg(lang, 'admin.contributions.rejectTitle', { name: raced }),
      });
      const racedId = await pendingId(api, raced);
      await api.gql(
        'mutation E2EReject($id: Int!) { rejectContribution(id: $id, reason: "Duplicado") { __typename } }',
        {
          id: racedId,
        },
      );
      await racedDialog.getByRole('textbox', { name: msg(lang, 'admin.contributions.reason') }).fill('Também recusado');
      await racedDialog.getByRole('button', { name: msg(lang, 'admin.contributions.rejectSubmit') }).click();
      await expect(toast(page, msg(lang, 'admin.contributions.alreadyDecided'))).toBeVisible();
      await dismiss(page, msg(lang, 'admin.contributions.alreadyDecided'));
      await expect(racedDialog).toHaveCount(0);
      await expect(main.getByRole('article').filter({ hasText: raced })).toHaveCount(0);

      // The visitor's status links: approved; rejected with the reason.
      await page.goto(sentRequest.statusUrl);
      await expect(page.locator('[data-status=approved]')).toHaveText(STATUS_WORDS[lang].approved);
      await page.goto(sentCorrection.statusUrl);
      await expect(page.locator('[data-status=rejected]')).toHaveText(STATUS_WORDS[lang].rejected);
      await expect(page.locator('body')).toContainText(reason);

      // The new app is public and planned: not in the main list, shown under Planejado.
      const pub = await page.context().newPage();
      await stubbed(pub);
      await pub.goto(at(lang, '/'));
      await ready(pub);
      await expect(pub.getByTestId('apps-count')).toBeVisible();
      await expect(pub.getByRole('main').getByText(approvedName)).toHaveCount(0);
      await pub
        .getByTestId('category-strip')
        .getByRole('button', { name: lang === 'en' ? 'Planned' : 'Planejado' })
        .click();
      await expect(pub.locator('[data-planned=true]').filter({ hasText: approvedName })).toHaveCount(1);
      await pub.close();

      // The dashboard's count follows the decisions.
      await expectDashboardCount(page, lang, api);
      expect(problems).toEqual([]);
    });

    test("the header's Admin menu leads to the queue", async ({ page }) => {
      await page.goto(at(lang, '/admin'));
      await ready(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: msg(lang, 'nav.admin') })
        .click();
      await page.getByRole('menuitem', { name: msg(lang, 'nav.adminContributions') }).click();
      await expect(page).toHaveURL(at(lang, '/admin/contribuicoes'));
      await expect(
        page.getByRole('heading', { level: 1, name: msg(lang, 'admin.dashboard.contributions') }),
      ).toBeVisible();
    });
  });
}
