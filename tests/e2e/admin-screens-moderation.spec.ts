import type { APIRequestContext } from '@playwright/test';
import { postContribution, solvedPayload } from '../api/support/contribute';
import { dismiss, queueItem, toast, watchProblems } from './support/admin';
import { type AdminApi, adminApi } from './support/admin-api';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';
import { appScreenshot } from './support/screenshot';

// Issue 37, moderation: a visitor's screenshots, sent over REST as the public form sends them (a
// solved proof of work, then one PNG per request), seen in the admin queue as thumbnails read with the
// admin's token; the personal-data checklist enables Approve; approving a new app's screenshots makes
// the app and its screens public, rejecting another submission deletes its images at once. Both
// languages run at once on one server: each run finds its own items by a stamp.

type Shot = { flow: string; notes?: string; title: string; tint: string };

/** Sends a 'screens' submission and its screenshots, one per request; answers its status token. */
async function sendScreens(base: string, body: Record<string, unknown>, shots: Shot[]): Promise<string> {
  const response = await postContribution(base, { kind: 'screens', ...body, altcha: await solvedPayload(base) });
  if (response.status !== 201) throw new Error(`contribution: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  for (const [index, shot] of shots.entries()) {
    const query = new URLSearchParams({ flow: shot.flow, ...(shot.notes ? { notes: shot.notes } : {}) });
    const put = await fetch(`${base}/api/contributions/images/${index + 1}?${query}`, {
      method: 'PUT',
      headers: { 'x-contribution-token': token, 'content-type': 'image/png' },
      body: new Uint8Array(await appScreenshot(shot)),
    });
    if (put.status !== 201) throw new Error(`image ${index + 1}: ${put.status} ${await put.text()}`);
  }
  return token;
}

type Row = { id: number; message: string; resultAppId: number | null };

/** A submission of a status whose text holds `text`, read page after page (other specs send too). */
async function findSubmission(api: AdminApi, status: string, text: string): Promise<Row> {
  let after: number | null = null;
  for (;;) {
    const { contributions }: { contributions: Row[] } = await api.gql(
      `query E2EFind($after: Int) { contributions(status: ${status}, first: 50, after: $after) { id message resultAppId } }`,
      { after },
    );
    const found = contributions.find((c) => c.message.includes(text));
    if (found) return found;
    const last = contributions.at(-1);
    if (!last || contributions.length < 50) throw new Error(`no ${status} submission with ${text}`);
    after = last.id;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const imagePath = (id: number, position: number) => `/api/admin/contributions/${id}/images/${position}`;

async function adminImageStatus(request: APIRequestContext, token: string, id: number, position: number) {
  const response = await request.get(imagePath(id, position), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), type: response.headers()['content-type'] };
}

for (const { lang } of LANGS) {
  test.describe(`screenshot moderation in ${lang}`, () => {
    test.use({ admin: 'shared' });

    test("a new app's screenshots checked and approved, public on its page; another submission's rejected and gone", async ({
      page,
      request,
      adminToken,
      axe,
      snap,
      baseURL,
      stubbed,
    }, info) => {
      test.setTimeout(180_000);
      const base = baseURL ?? '';
      // The other language's test runs beside this one on the same server: its submissions show in this
      // queue too, and when it decides one, this page's thumbnails of it answer 404 ("no longer available").
      const problems = await watchProblems(page, (m) =>
        /\/api\/admin\/contributions\/\d+\/images\//.test(m.location().url),
      );
      const api = adminApi(request, adminToken);
      const stamp = `${info.project.name}-${lang}-${Date.now()}`;
      const appName = `E2E Telas ${stamp}`;
      const shots: Shot[] = [
        { flow: 'Login', notes: `Tela de entrada ${stamp}`, title: 'Entrar', tint: '#2b6cb0' },
        { flow: 'Serviços', title: 'Serviços', tint: '#2f855a' },
      ];
      const rejectText = `Telas para recusar ${stamp}`;

      // A visitor describes a new app and sends two screenshots; another sends one of 1746 Rio.
      await sendScreens(
        base,
        {
          appName,
          appLink: 'https://example.gov.br/telas',
          appType: 'Municipal',
          appPlatform: 'Android',
          appCountry: 'Brasil',
          message: `Telas do app novo ${stamp}`,
          language: lang,
        },
        shots,
      );
      await sendScreens(base, { app: '1746-rio', message: rejectText, language: lang }, [
        { flow: 'Home', title: '1746', tint: '#c05621' },
      ]);

      await page.goto(at(lang, '/admin/contribuicoes'));
      await ready(page);
      const main = page.getByRole('main');

      // The new app as described, how many screenshots, and the thumbnails with flow and notes.
      const item = await queueItem(main, lang, appName);
      await expect(item).toContainText(msg(lang, 'admin.contributions.kind.screens'));
      const described = item.getByTestId('contribution-new-app');
      await expect(described).toContainText(msg(lang, 'admin.contributions.newApp'));
      await expect(described).toContainText(msg(lang, 'appType.Municipal'));
      await expect(described).toContainText('Android');
      await expect(described).toContainText('Brasil');
      await expect(described.getByRole('link', { name: /example\.gov\.br\/telas/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer nofollow',
      );
      await expect(item.getByTestId('contribution-image-count')).toHaveText(
        msg(lang, 'admin.contributions.imageCount', { count: 2 }),
      );
      const thumbs = item.getByRole('list', { name: msg(lang, 'admin.contributions.imagesLabel') });
      // Screenshots are fetched once their submission comes near the viewport.
      await thumbs.scrollIntoViewIfNeeded();
      const alt = (position: number) =>
        msg(lang, 'admin.contributions.imageAlt', { position, count: 2, flow: shots[position - 1]?.flow ?? '' });
      for (const position of [1, 2]) {
        const img = thumbs.getByRole('img', { name: alt(position) });
        await expect(img).toHaveAttribute('src', /^blob:/);
        // Drawn: the cleaned PNG arrived (read with the token) and decoded at its own size.
        await expect(img).toHaveJSProperty('naturalWidth', 390);
      }
      await expect(thumbs.getByTestId('contribution-image-flow')).toHaveText(['1. Login', '2. Serviços']);
      await expect(thumbs.getByTestId('contribution-image-notes')).toHaveText([`Tela de entrada ${stamp}`]);

      // Approve waits for the checklist.
      const approve = item.getByRole('button', {
        name: msg(lang, 'admin.contributions.approveItem', { name: appName }),
      });
      await expect(approve).toBeDisabled();
      const checklist = item.getByRole('group', { name: msg(lang, 'admin.contributions.checklistTitle') });
      await expect(checklist).toBeVisible();
      await axe('screens moderation with thumbnails');
      // The whole submission at 1280 px, below the sticky header: its thumbnails and the checklist.
      await page.setViewportSize({ width: 1280, height: 1240 });
      await item.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -88);
      });
      await snap(`admin-screens-moderation-${lang}`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The full image, by keyboard: Enter opens it, Escape closes it and gives the focus back.
      const open = thumbs.getByRole('button', {
        name: msg(lang, 'admin.contributions.openImage', { position: 1, count: 2, flow: 'Login' }),
      });
      await open.focus();
      await page.keyboard.press('Enter');
      const full = page.getByRole('dialog', { name: alt(1) });
      await expect(full.getByRole('img', { name: alt(1) })).toHaveJSProperty('naturalWidth', 390);
      await expect(full).toContainText(`Tela de entrada ${stamp}`);
      await axe('full screenshot');
      await page.keyboard.press('Escape');
      await expect(full).toHaveCount(0);
      await expect(open).toBeFocused();

      for (const key of ['names', 'documents', 'addresses', 'photos']) {
        await checklist.getByRole('checkbox', { name: msg(lang, `admin.contributions.check.${key}`) }).check();
      }
      await expect(checklist.getByRole('status')).toHaveText(
        msg(lang, 'admin.contributions.checklistDone', { done: 4, total: 4 }),
      );
      await expect(approve).toBeEnabled();

      // A new app: its details are edited here, live by default.
      await approve.click();
      const dialog = page.getByRole('dialog', {
        name: msg(lang, 'admin.contributions.approveScreensTitle', { name: appName }),
      });
      await expect(dialog.getByRole('textbox', { name: msg(lang, 'admin.contributions.appName') })).toHaveValue(
        appName,
      );
      await expect(dialog.getByRole('radio', { name: msg(lang, 'admin.contributions.live') })).toBeChecked();
      await dialog.getByRole('textbox', { name: msg(lang, 'admin.app.info') }).fill('Enviado por um visitante.');
      // Issue 53: each capture curated, prefilled with suggestions; the second is left out.
      const capture = (position: number) =>
        dialog.getByRole('group', {
          name: msg(lang, 'admin.contributions.captureLegend', {
            position,
            count: 2,
            flow: shots[position - 1]?.flow ?? '',
          }),
        });
      const entry = capture(1);
      await expect(entry.getByRole('textbox', { name: msg(lang, 'admin.screens.name') })).toHaveValue(
        `Tela de entrada ${stamp}`,
      );
      await expect(entry.getByRole('textbox', { name: msg(lang, 'admin.screens.flow') })).toHaveValue('Login');
      // (The words read in the image, once the OCR job has run, may add tags and a "Mostra:" part.)
      await expect(entry.getByTestId('chosen-tags').getByRole('listitem').first()).toHaveText('login');
      const altText = entry.getByRole('textbox', { name: msg(lang, 'admin.screens.altText') });
      await expect(altText).toHaveValue(
        new RegExp(`^Captura de tela do aplicativo ${escaped(appName)}: Tela de entrada ${escaped(stamp)}\\.`),
      );
      await altText.fill(`Tela de entrada com o botão Entrar ${stamp}`);
      await entry.getByRole('button', { name: msg(lang, 'admin.screens.quickAddTag', { tag: 'button' }) }).click();
      await capture(2)
        .getByRole('checkbox', { name: msg(lang, 'admin.contributions.capturePublish') })
        .uncheck();
      await expect(dialog.getByTestId('capture-count')).toHaveText(
        msg(lang, 'admin.contributions.captureCount', { publish: 1, left: 1 }),
      );
      await axe('approve dialog with the captures');
      await dialog.getByRole('button', { name: msg(lang, 'admin.contributions.approveScreensNewSubmit') }).click();
      await expect(toast(page, msg(lang, 'admin.contributions.screensApproved'))).toContainText(appName);
      await expect(dialog).toHaveCount(0);
      await expect(main.getByRole('article').filter({ hasText: appName })).toHaveCount(0);
      await dismiss(page, msg(lang, 'admin.contributions.screensApproved'));

      // Public: the app page shows the confirmed screen only, with its alt text and tags.
      const approved = await findSubmission(api, 'approved', `Telas do app novo ${stamp}`);
      expect(approved.resultAppId).not.toBeNull();
      for (const position of [1, 2]) {
        expect((await adminImageStatus(request, adminToken, approved.id, position)).status).toBe(404);
      }
      const published = await api.gql<{ app: { screens: { name: string; altText: string; tags: string[] }[] } }>(
        'query E2EPublished($id: String!) { app(idOrSlug: $id) { screens { name altText tags } } }',
        { id: String(approved.resultAppId) },
      );
      expect(published.app.screens).toEqual([
        {
          name: `Tela de entrada ${stamp}`,
          altText: `Tela de entrada com o botão Entrar ${stamp}`,
          tags: expect.arrayContaining(['login', 'button']),
        },
      ]);
      const pub = await page.context().newPage();
      await stubbed(pub);
      await pub.goto(at(lang, `/app/${approved.resultAppId}`));
      await ready(pub);
      await expect(pub.getByRole('heading', { level: 1 })).toHaveText(appName);
      await expect(pub.getByTestId('screen-count')).toHaveText(msg(lang, 'app.screenCount', { count: 1 }));
      await expect(
        pub.getByRole('link', { name: msg(lang, 'screen.open', { name: `Tela de entrada ${stamp}` }) }),
      ).toBeVisible();
      await pub.close();
      // Hidden again: other specs compare the live apps' count with the home page's.
      await api.gql('mutation E2EHide($id: Int!) { updateApp(id: $id, input: { status: Hide }) { __typename } }', {
        id: approved.resultAppId,
      });

      // The other submission: its image is there for admins only until it is rejected, then gone.
      const rejected = await findSubmission(api, 'pending', rejectText);
      expect(await adminImageStatus(request, adminToken, rejected.id, 1)).toEqual({ status: 200, type: 'image/png' });
      expect((await request.get(imagePath(rejected.id, 1))).status()).not.toBe(200);
      const other = await queueItem(main, lang, rejectText);
      await other.scrollIntoViewIfNeeded();
      await expect(
        other.getByRole('link', { name: msg(lang, 'admin.contributions.appPage', { name: '1746 Rio' }) }),
      ).toBeVisible();
      await expect(
        other.getByRole('img', {
          name: msg(lang, 'admin.contributions.imageAlt', { position: 1, count: 1, flow: 'Home' }),
        }),
      ).toHaveJSProperty('naturalWidth', 390);
      await other
        .getByRole('button', { name: msg(lang, 'admin.contributions.rejectItem', { name: '1746 Rio' }) })
        .click();
      const reject = page.getByRole('dialog', {
        name: msg(lang, 'admin.contributions.rejectTitle', { name: '1746 Rio' }),
      });
      await expect(reject.getByTestId('reject-warning')).toHaveText(
        msg(lang, 'admin.contributions.rejectImages', { count: 1 }),
      );
      await reject.getByRole('textbox', { name: msg(lang, 'admin.contributions.reason') }).fill('Tela repetida.');
      await reject.getByRole('button', { name: msg(lang, 'admin.contributions.rejectSubmit') }).click();
      await expect(toast(page, msg(lang, 'admin.contributions.rejected'))).toBeVisible();
      await expect(reject).toHaveCount(0);
      await expect(main.getByRole('article').filter({ hasText: rejectText })).toHaveCount(0);
      expect((await adminImageStatus(request, adminToken, rejected.id, 1)).status).toBe(404);
      expect(problems).toEqual([]);
    });
  });
}
