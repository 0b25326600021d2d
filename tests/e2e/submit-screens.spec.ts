// Issue 37: a visitor sends an app's screenshots from a phone. 'Enviar aplicativo' in the header: the
// app (a new one, or one from the catalogue through the combobox), the anti-robot check, then three
// screenshots, one request each, each reaching 100%; a dropped upload is tried again by itself; a
// reload mid-way resumes (what arrived is done, the rest is picked again); the status link counts 3.
import { mkdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, ready, test } from './support/fixtures';
import { msg } from './support/i18n';
import { mainNav } from './support/nav';
import { appScreenshot } from './support/screenshot';

type Shot = { name: string; flow: string; title: string; tint: string };
const SHOTS: Shot[] = [
  { name: 'login.png', flow: 'Login', title: 'Entrar', tint: '#1351b4' },
  { name: 'inicio.png', flow: 'Início', title: 'Serviços', tint: '#168821' },
  { name: 'perfil.png', flow: 'Perfil', title: 'Meu perfil', tint: '#c2410c' },
];

/** A shot as the file picker hands it over. */
async function screenshot(shot: Shot) {
  return { name: shot.name, mimeType: 'image/png', buffer: await appScreenshot(shot) };
}

const t = (id: string, values?: Record<string, string | number>) => msg('pt', id, values);
const widgetState = (page: Page) => page.locator('altcha-widget .altcha');
const items = (page: Page) => page.getByTestId('upload-item');
const item = (page: Page, position: number) => page.locator(`[data-testid="upload-item"][data-position="${position}"]`);

/**
 * The page from its header to the end of the form (no footer), under test-results/screens/<project>/
 * (copied to docs/screenshots by hand). From the top, so the sticky header sits where it belongs.
 */
async function shoot(page: Page, project: string, name: string) {
  mkdirSync(`test-results/screens/${project}`, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  const main = await page.locator('main').boundingBox();
  const width = page.viewportSize()?.width ?? 375;
  await page.screenshot({
    path: `test-results/screens/${project}/${name}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.ceil((main?.y ?? 0) + (main?.height ?? 800)) },
  });
}

/** Picks files through the phone's file chooser, opened by the page's own button. */
async function choose(page: Page, button: string, files: Awaited<ReturnType<typeof screenshot>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

async function fillFlows(page: Page) {
  for (const [i, shot] of SHOTS.entries()) {
    await item(page, i + 1)
      .getByRole('combobox', { name: t('submitApp.flowLabel') })
      .fill(shot.flow);
  }
}

/** Every PUT of an image the page sends; `hold(n)` keeps the n-th waiting until released or aborted. */
async function watchUploads(page: Page) {
  const seen: string[] = [];
  const handlers = new Map<number, (route: Route) => Promise<void>>();
  await page.route(
    (url) => url.pathname.startsWith('/api/contributions/images/'),
    async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      seen.push(new URL(route.request().url()).pathname);
      const handle = handlers.get(seen.length);
      return handle ? handle(route) : route.continue();
    },
  );
  return {
    seen,
    /** The n-th PUT (1 = the first) is handled by `handle` instead of reaching the server. */
    on: (n: number, handle: (route: Route) => Promise<void>) => handlers.set(n, handle),
  };
}

/** The status page behind the link: pending, and a thumbnail of each screenshot that arrived. */
async function followStatus(page: Page) {
  const received = page.getByTestId('contribution-received');
  await received.getByRole('link', { name: t('contribute.openStatus') }).click();
  await expect(page.locator('[data-status="pending"]')).toHaveText(t('contributionStatus.state.pending'));
  await expect(page.getByTestId('status-captures').getByRole('img')).toHaveCount(3);
}

test.describe('Enviar aplicativo from a phone', { tag: '@phone' }, () => {
  test('a new app: three screenshots to 100%, a dropped upload retried by itself, the status link counts 3', async ({
    page,
    axe,
  }, info) => {
    const files = await Promise.all(SHOTS.map(screenshot));
    await page.goto('/about');
    await ready(page);
    const nav = await mainNav(page, 'pt');
    await nav.getByRole('link', { name: t('nav.submitApp') }).click();
    await expect(page).toHaveURL('/enviar-aplicativo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('submitApp.title'));
    // Reached by a client-side navigation: the form's first use fetches the widget's script (issue 62).
    await page.getByRole('combobox', { name: t('submitApp.appLabel') }).focus();
    await expect(widgetState(page)).toHaveAttribute('data-state', 'unverified');
    // The personal-data warning comes before anything is sent.
    await expect(page.getByTestId('personal-data-warning')).toContainText(t('submitApp.privacyTitle'));
    await axe('step 1');

    await page.getByRole('radio', { name: t('submitApp.new') }).check();
    const send = page.getByRole('button', { name: t('submitApp.continue') });
    await send.click();
    const name = page.getByRole('textbox', { name: t('contribute.nameLabel') });
    await expect(page.getByText(t('contribute.nameRequired'))).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill(`e2e app novo ${info.project.name} ${Date.now()}`);
    await page.getByLabel(t('submitApp.typeLabel')).selectOption('Municipal');
    await page.getByLabel(t('submitApp.platformLabel')).selectOption('Android');
    await page.getByRole('textbox', { name: t('contribute.linkLabel') }).fill('https://zona-azul.recife.pe.gov.br');
    await page.getByRole('textbox', { name: t('submitApp.notesLabel') }).fill('Telas da versão 3.2.');
    await axe('step 1, a new app');
    await send.click();

    const title = page.getByRole('heading', { name: t('submitApp.imagesTitle') });
    await expect(title).toBeFocused();
    await expect(page.getByText(t('submitApp.noImages'))).toBeVisible();
    await expect(page.getByTestId('personal-data-warning')).toBeVisible();
    await axe('step 2, empty');

    // The first upload drops once; its automatic retry is held until the page has said so.
    const uploads = await watchUploads(page);
    uploads.on(1, (route) => route.abort('connectionreset'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    uploads.on(2, async (route) => {
      await held;
      await route.continue();
    });

    await choose(page, t('submitApp.addImages'), files);
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByTestId('image-count')).toHaveText(t('submitApp.count', { count: 3, max: 10 }));
    for (const shot of SHOTS)
      await expect(page.getByRole('img', { name: t('submitApp.previewAlt', { name: shot.name }) })).toBeVisible();
    await fillFlows(page);
    await axe('step 2, three chosen');
    await page.getByRole('button', { name: t('submitApp.sendImages', { count: 3 }) }).click();

    await expect(item(page, 1)).toHaveAttribute('data-status', 'uploading');
    await expect(item(page, 1).getByTestId('upload-state')).toContainText('2ª tentativa');
    await expect(item(page, 2)).toHaveAttribute('data-status', 'ready');
    await shoot(page, info.project.name, 'issue-37-upload-in-progress');
    release();

    for (const position of [1, 2, 3]) {
      await expect(item(page, position)).toHaveAttribute('data-status', 'done');
      await expect(item(page, position).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      await expect(item(page, position).getByTestId('upload-state')).toHaveText(t('submitApp.statusDone'));
    }
    expect(uploads.seen).toEqual([
      '/api/contributions/images/1',
      '/api/contributions/images/1',
      '/api/contributions/images/2',
      '/api/contributions/images/3',
    ]);
    await expect(page.getByTestId('received-count')).toHaveText(t('submitApp.receivedSoFar', { count: 3 }));
    await axe('step 2, three received');
    await shoot(page, info.project.name, 'issue-37-upload-done');

    await page.getByRole('button', { name: t('submitApp.finish') }).click();
    const received = page.getByTestId('contribution-received');
    await expect(received.getByRole('heading', { name: t('contribute.receivedTitle') })).toBeFocused();
    await expect(received).toContainText(t('submitApp.doneCount', { count: 3 }));
    await expect(received).toContainText(t('submitApp.donePublic'));
    await expect(received).toContainText(t('submitApp.donePrivacy'));
    const statusUrl = await received.getByRole('textbox', { name: t('contribute.statusLinkLabel') }).inputValue();
    expect(statusUrl).toMatch(/\/contribuicao\/status#[\w-]{32}$/);
    await expect(received.getByRole('button', { name: t('contribute.copyLink') })).toBeVisible();
    await axe('step 3');
    await shoot(page, info.project.name, 'issue-37-upload-received');
    await followStatus(page);
  });

  test('an app of the catalogue from the keyboard; a reload mid-way resumes with what arrived', async ({
    page,
    axe,
    gql,
  }, info) => {
    const files = await Promise.all(SHOTS.map(screenshot));
    const { app } = await gql<{ app: { name: string } }>('{ app(idOrSlug: "1746-rio") { name } }');
    await page.goto('/enviar-aplicativo');
    await ready(page);

    const box = page.getByRole('combobox', { name: t('submitApp.appLabel') });
    await expect(box).toHaveAttribute('placeholder', t('submitApp.appPlaceholder'));
    await box.fill('1746');
    await expect(widgetState(page)).toHaveAttribute('data-state', 'unverified');
    const list = page.getByRole('listbox', { name: t('submitApp.appLabel') });
    await expect(list.getByRole('option', { name: new RegExp(app.name) })).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await axe('step 1, the list open');
    await shoot(page, info.project.name, 'issue-37-upload-choose-app');
    await box.press('Enter');
    await expect(box).toHaveValue(app.name);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: t('submitApp.continue') }).click();
    await expect(page.getByRole('heading', { name: t('submitApp.imagesTitle') })).toBeFocused();
    await expect(page.getByTestId('submission-app')).toHaveText(t('submitApp.imagesOf', { name: app.name }));

    // The third upload never answers: the phone reloads the page meanwhile.
    const uploads = await watchUploads(page);
    let dropThird: () => void = () => undefined;
    const third = new Promise<void>((resolve) => {
      dropThird = resolve;
    });
    uploads.on(3, async (route) => {
      await third;
      await route.abort('connectionreset').catch(() => undefined);
    });
    await choose(page, t('submitApp.addImages'), files);
    await fillFlows(page);
    await page.getByRole('button', { name: t('submitApp.sendImages', { count: 3 }) }).click();
    await expect(item(page, 2)).toHaveAttribute('data-status', 'done');
    await expect(item(page, 3)).toHaveAttribute('data-status', 'uploading');

    await page.reload();
    dropThird();
    await ready(page);
    await expect(item(page, 1)).toHaveAttribute('data-status', 'done');
    await expect(item(page, 2)).toHaveAttribute('data-status', 'done');
    await expect(item(page, 3)).toHaveAttribute('data-status', 'missing');
    await expect(item(page, 3)).toContainText(t('submitApp.statusMissing', { name: 'perfil.png' }));
    await axe('step 2, resumed');
    await shoot(page, info.project.name, 'issue-37-upload-resumed');

    const repick = page.waitForEvent('filechooser');
    await item(page, 3)
      .getByRole('button', { name: t('submitApp.pickAgain') })
      .click();
    await (await repick).setFiles(files[2] as (typeof files)[number]);
    await expect(item(page, 3)).toHaveAttribute('data-status', 'ready');
    await expect(item(page, 3).getByRole('combobox', { name: t('submitApp.flowLabel') })).toHaveValue('Perfil');
    await page.getByRole('button', { name: t('submitApp.sendImages', { count: 1 }) }).click();
    await expect(item(page, 3)).toHaveAttribute('data-status', 'done');
    await expect(item(page, 3).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('button', { name: t('submitApp.finish') }).click();
    await expect(page.getByTestId('contribution-received')).toContainText(t('submitApp.doneCount', { count: 3 }));
    await axe('step 3');
    await followStatus(page);
    // The status page's own words say which app.
    await expect(page.locator('main')).toContainText(app.name);
  });
});

// Issue 53: "Um aplicativo novo" picked in the first seconds reverted once the page hydrated.
test('a choice made before hydration survives it', async ({ page }) => {
  const html = await (await page.request.get('/enviar-aplicativo')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-/);
  // The app's entry waits until the choice is made: surely before hydration.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/enviar-aplicativo', { waitUntil: 'commit' });
  const fresh = page.getByRole('radio', { name: t('submitApp.new') });
  await fresh.check();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await ready(page);
  await expect(fresh).toBeChecked();
  // The page itself took the choice: the new app's fields are React's, shown for that choice only.
  await expect(page.getByRole('textbox', { name: t('contribute.nameLabel') })).toBeVisible();
});

test.describe('Enviar aplicativo without the script', () => {
  test.use({ javaScriptEnabled: false });

  test('says the screenshots and the check need JavaScript', async ({ page }) => {
    await page.goto('/enviar-aplicativo');
    const notice = page.getByTestId('needs-script');
    await expect(notice).toContainText(t('submitApp.needsScriptTitle'));
    await expect(notice).toContainText(t('submitApp.needsScript'));
    // Not sent on to the request form: it needs the script as much (issue 53).
    await expect(notice.getByRole('link')).toHaveCount(0);
    // Nothing can be posted half-done: the form waits for the script.
    await expect(page.getByRole('button', { name: t('submitApp.continue') })).toBeDisabled();
  });
});

test('both languages’ pages carry the anti-robot widget', async ({ request }) => {
  for (const path of ['/enviar-aplicativo', '/en/enviar-aplicativo']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<script type="module" src="\/assets\/altcha-on-intent-/);
    expect(html, path).toContain(
      path.startsWith('/en/') ? 'Submit an app | Vitrine Pública' : 'Enviar aplicativo | Vitrine Pública',
    );
  }
});
