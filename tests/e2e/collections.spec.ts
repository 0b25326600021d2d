// Issue 38: collections without accounts. A visitor saves screens from the viewer and a card, opens
// the edit link (its secret in the fragment), reorders, notes and renames; the secret never leaves
// in a request line or a Referer; the view link in another browser shows no editing.
import { mkdirSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, ready, test } from './support/fixtures';
import { msg } from './support/i18n';

const t = (id: string, values?: Record<string, string | number>) => msg('pt', id, values);
const APP = '1746-rio';
const SCREEN = 'demo-scr-1746-rio-minha-conta';

/** Every request a page sends, with its headers (read once the request is done with). */
function recordRequests(page: Page) {
  const seen: Promise<{ url: string; headers: Record<string, string> }>[] = [];
  page.on('request', (request: Request) => {
    seen.push(request.allHeaders().then((headers) => ({ url: request.url(), headers })));
  });
  return async () => Promise.all(seen);
}

async function shoot(page: Page, project: string, name: string) {
  mkdirSync(`test-results/screens/${project}`, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/${project}/${name}.png`, fullPage: true });
}

/** The fixture's axe check, for a page of another browser context (the fixture's is bound to its own page). */
async function axeClean(page: Page, context: string) {
  expect(await axeViolations(page), `axe violations (${context})`).toEqual([]);
}

const stored = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('vitrine.collections') ?? '[]') as { id: string; editKey: string }[],
  );
/** The first `count` screens of the gallery, by database id. */
async function screenIds(gql: <T = any>(query: string, variables?: object) => Promise<T>, count: number) {
  const { screens } = await gql<{ screens: { edges: { node: { dbId: number } }[] } }>(
    'query($first: Int!) { screens(first: $first) { edges { node { dbId } } } }',
    { first: count },
  );
  return screens.edges.map((e) => e.node.dbId);
}

const items = (page: Page) => page.getByTestId('collection-item');
const itemHeadings = (page: Page) => items(page).getByRole('heading', { level: 2 });

test.describe('collections', () => {
  // The demo's own pictures, for the screenshots.
  test.use({ realImages: true });

  test('save from the viewer and a card, edit with the edit link, view elsewhere without it', async ({
    page,
    browser,
    baseURL,
    request,
    gql,
    axe,
  }, info) => {
    const requests = recordRequests(page);
    const title = `Logins e2e ${Date.now()}`;

    // 1. From the viewer: a new collection with this screen.
    await page.goto(`/app/${APP}?screen=${SCREEN}`);
    await ready(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    const firstName = (await page.getByRole('dialog').getByRole('heading').first().textContent()) ?? '';
    const viewer = page.getByRole('dialog', { name: firstName });
    await viewer.getByRole('button', { name: t('collections.save') }).click();
    const save = page.getByTestId('save-collection-dialog');
    await expect(save.getByRole('heading', { name: t('collections.save') })).toBeVisible();
    // Typing here never reaches the viewer's keys (arrows walk its screens, "0" resets its zoom).
    await save.getByRole('textbox', { name: t('collections.titleLabel') }).fill('');
    await save.getByRole('button', { name: t('collections.createAndSave', { count: 1 }) }).click();
    await expect(save.getByText(t('collections.titleRequired'))).toBeVisible();
    await save.getByRole('textbox', { name: t('collections.titleLabel') }).fill(`${title} 0`);
    await page.keyboard.press('ArrowLeft');
    await save.getByRole('textbox', { name: /Descrição/ }).fill('Veja www.exemplo.com');
    await save.getByRole('button', { name: t('collections.createAndSave', { count: 1 }) }).click();
    await expect(save.getByText(t('collections.noLinks'))).toBeVisible();
    await save.getByRole('textbox', { name: /Descrição/ }).fill('Telas de entrada de apps estaduais');
    await axe('save dialog');
    await save.getByRole('button', { name: t('collections.createAndSave', { count: 1 }) }).click();
    await expect(save.getByTestId('collection-saved')).toContainText(
      t('collections.savedIn', { title: `${title} 0`, count: 1 }),
    );
    const [created] = await stored(page);
    expect(created?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const key = created?.editKey ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await save
      .getByRole('button', { name: t('collections.close') })
      .first()
      .click();
    await expect(save).toHaveCount(0);
    // Still the same screen: the arrow typed in the dialog did not walk the viewer.
    await expect(viewer.getByRole('heading').first()).toHaveText(firstName);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    // 2. From a card of /screens: a second screen, into the stored collection.
    await page.goto('/screens');
    await ready(page);
    const cardButtons = page.getByTestId('screen-grid').getByTestId('save-to-collection');
    let second = '';
    for (let i = 0; i < 4 && !second; i++) {
      const label = (await cardButtons.nth(i).getAttribute('aria-label')) ?? '';
      const name = label.replace(t('collections.saveScreen', { name: '' }), '');
      if (name !== firstName) {
        second = name;
        await cardButtons.nth(i).click();
      }
    }
    const dialog = page.getByTestId('save-collection-dialog');
    await dialog.getByRole('button', { name: t('collections.addToNamed', { title: `${title} 0` }) }).click();
    await expect(dialog.getByTestId('collection-saved')).toBeVisible();
    await dialog.getByRole('link', { name: t('collections.open') }).click();
    await expect(page).toHaveURL(`/colecao/${created?.id}`);
    await expect(itemHeadings(page)).toHaveText([`1. ${firstName}`, `2. ${second}`]);

    // 3. The edit link, in a browser that forgot the key: kept, and gone from the address bar at once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/colecao/${created?.id}#editar=${key}`);
    await ready(page);
    const edit = page.getByTestId('collection-edit');
    await expect(edit).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/colecao/${created?.id}`);
    await expect(page.getByTestId('collection-edit-warning')).toHaveText(t('collections.editWarning'));
    await expect(page.getByTestId('collection-edit-link')).toHaveValue(
      `${baseURL}/colecao/${created?.id}#editar=${key}`,
    );
    expect((await stored(page))[0]?.editKey).toBe(key);

    // Reorder (the buttons; focus follows the moved screen), note, rename.
    await page.getByRole('button', { name: t('collections.moveDown', { name: firstName }) }).click();
    await expect(itemHeadings(page)).toHaveText([`1. ${second}`, `2. ${firstName}`]);
    await expect(page.getByRole('button', { name: t('collections.moveUp', { name: firstName }) })).toBeFocused();
    const note = page.getByRole('textbox', { name: t('collections.noteLabel', { name: firstName }) });
    await note.fill('Pede o CPF antes de tudo.');
    await items(page)
      .nth(1)
      .getByRole('button', { name: t('collections.saveNote') })
      .click();
    const details = page.getByTestId('collection-details-form');
    await details.getByRole('textbox', { name: t('collections.titleLabel') }).fill(title);
    await details.getByRole('button', { name: t('collections.saveDetails') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('alert')).toHaveText(t('collections.detailsSaved'));
    await page.reload();
    await ready(page);
    await expect(page.getByRole('textbox', { name: t('collections.noteLabel', { name: firstName }) })).toHaveValue(
      'Pede o CPF antes de tudo.',
    );
    await expect(itemHeadings(page)).toHaveText([`1. ${second}`, `2. ${firstName}`]);

    // Compare two, the CSV and the report link.
    await page.getByRole('checkbox', { name: t('collections.compareTick', { name: second }) }).check();
    await page.getByRole('checkbox', { name: t('collections.compareTick', { name: firstName }) }).check();
    await expect(page.getByTestId('collection-compare')).toHaveAttribute('href', /^\/comparar\?telas=\d+,\d+$/);
    await expect(page.getByRole('link', { name: t('collections.exportCsv') })).toHaveAttribute(
      'href',
      `/api/collections/${created?.id}/export.csv?lang=pt`,
    );
    await expect(page.getByRole('link', { name: t('collections.report') })).toHaveAttribute(
      'href',
      `/denunciar-colecao?colecao=${created?.id}`,
    );
    await axe('collection in edit mode');
    if (info.project.name === 'desktop') await shoot(page, info.project.name, 'issue-38-collection-edit-pt-1280');

    // Two more screens, straight through the API with the key (for the screenshot of four).
    for (const screenId of (await screenIds(gql, 6)).slice(2, 6)) {
      const added = await request.post('/graphql', {
        headers: { 'x-collection-key': key },
        data: {
          query: `mutation($id: String!, $screenId: Int!) { addToCollection(id: $id, screenId: $screenId) {
            __typename ... on AddToCollectionSuccess { data { itemCount } } } }`,
          variables: { id: created?.id, screenId },
        },
      });
      const body = await added.json();
      expect(body.data?.addToCollection.__typename, JSON.stringify(body)).toBe('AddToCollectionSuccess');
    }

    // 4. The view link in a fresh browser: the same collection, no editing.
    const other = await browser.newContext({ baseURL });
    const visitor = await other.newPage();
    const visitorRequests = recordRequests(visitor);
    await visitor.goto(`/colecao/${created?.id}`);
    await ready(visitor);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(itemHeadings(visitor).nth(0)).toHaveText(`1. ${second}`);
    await expect(itemHeadings(visitor).nth(1)).toHaveText(`2. ${firstName}`);
    expect(await items(visitor).count()).toBeGreaterThanOrEqual(4);
    await expect(visitor.getByTestId('collection-item-note')).toHaveText('Pede o CPF antes de tudo.');
    await expect(visitor.getByTestId('collection-edit')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /Mover para/ })).toHaveCount(0);
    await expect(visitor.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await axeClean(visitor, 'collection seen by a visitor');
    if (info.project.name === 'desktop') await shoot(visitor, info.project.name, 'issue-38-collection-pt-1280');
    const visitorSaw = await visitorRequests();
    await other.close();

    // 5. The secret never left in a request line or a Referer; the edits sent it in their header.
    const all = [...(await requests()), ...visitorSaw];
    expect(all.length).toBeGreaterThan(10);
    for (const { url, headers } of all) {
      expect(url, 'a request line').not.toContain(key);
      expect(headers.referer ?? '', `the Referer of ${url}`).not.toContain(key);
    }
    expect(all.filter((r) => r.headers['x-collection-key'] === key).length).toBeGreaterThanOrEqual(4);
  });

  test('a new edit link revokes the old one; a refused key ends edit mode', async ({ page, gql }) => {
    const ids = await screenIds(gql, 2);
    const { createCollection } = await gql(
      `mutation($input: CreateCollectionInput!) { createCollection(input: $input) {
        ... on CreateCollectionSuccess { data { editKey collection { id } } } } }`,
      { input: { title: 'Revogar', screenIds: ids } },
    );
    const id: string = createCollection.data.collection.id;
    const oldKey: string = createCollection.data.editKey;
    await page.goto(`/colecao/${id}#editar=${oldKey}`);
    await ready(page);
    await page.getByRole('button', { name: t('collections.renew') }).click();
    await expect(page.getByText(t('collections.renewed'))).toBeVisible();
    const newKey = (await stored(page))[0]?.editKey ?? '';
    expect(newKey).not.toBe(oldKey);
    await expect(page.getByTestId('collection-edit-link')).toHaveValue(new RegExp(`#editar=${newKey}$`));
    await expect(page.getByTestId('collection-edit-link')).toBeFocused();

    // This browser is given the old link again: its first edit is refused and edit mode ends.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/colecao/${id}#editar=${oldKey}`);
    await ready(page);
    await expect(page.getByTestId('collection-edit')).toBeVisible();
    await page
      .getByTestId('collection-details-form')
      .getByRole('button', { name: t('collections.saveDetails') })
      .click();
    await expect(page.getByRole('alert')).toHaveText(t('collections.keyRefused'));
    await expect(page.getByTestId('collection-edit')).toHaveCount(0);
    expect(await stored(page)).toEqual([]);

    // With the current link it is deleted, once confirmed; its page then says so.
    await page.goto(`/colecao/${id}#editar=${newKey}`);
    await ready(page);
    await page.getByRole('button', { name: t('collections.delete') }).click();
    await expect(page.getByRole('button', { name: t('collections.deleteYes') })).toBeFocused();
    await page.getByRole('button', { name: t('collections.deleteNo') }).click();
    await page.getByRole('button', { name: t('collections.delete') }).click();
    await page.getByRole('button', { name: t('collections.deleteYes') }).click();
    await expect(page.getByText(t('collections.deleted'))).toBeVisible();
    expect(await stored(page)).toEqual([]);
    await page.reload();
    await expect(page.getByText(t('collections.notFound'))).toBeVisible();
  });

  test('report a collection: the contribution form, about the collection', async ({ page, gql }) => {
    const ids = await screenIds(gql, 1);
    const { createCollection } = await gql(
      `mutation($input: CreateCollectionInput!) { createCollection(input: $input) {
        ... on CreateCollectionSuccess { data { collection { id } } } } }`,
      { input: { title: 'Para denunciar', screenIds: ids } },
    );
    const id: string = createCollection.data.collection.id;
    await page.goto(`/colecao/${id}`);
    await ready(page);
    await page.getByRole('link', { name: t('collections.report') }).click();
    await expect(page).toHaveURL(`/denunciar-colecao?colecao=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contribute.reportTitle'));
    await expect(page.getByTestId('contribution-subject')).toContainText('Para denunciar');
    await page.getByRole('textbox', { name: t('contribute.reportLabel') }).fill('Propaganda de um produto.');
    // Reached by a client-side navigation: the form's first use fetched the anti-robot widget's script.
    await expect(page.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'unverified');
    await page.getByRole('button', { name: t('contribute.sendReport') }).click();
    await expect(page.getByTestId('contribution-received')).toBeVisible({ timeout: 30_000 });
  });

  test('a collection on a phone: one column, no sideways scrolling, axe clean', { tag: '@phone' }, async ({
    page,
    gql,
    axe,
  }) => {
    const ids = await screenIds(gql, 3);
    const { createCollection } = await gql(
      `mutation($input: CreateCollectionInput!) { createCollection(input: $input) {
        ... on CreateCollectionSuccess { data { editKey collection { id } } } } }`,
      { input: { title: 'No celular', description: 'Três telas', screenIds: ids } },
    );
    const { collection, editKey } = createCollection.data;
    const noSideways = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    await page.goto(`/colecao/${collection.id}`);
    await ready(page);
    await expect(items(page)).toHaveCount(3);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await noSideways();
    await axe('collection view');
    await page.goto(`/colecao/${collection.id}#editar=${editKey}`);
    await ready(page);
    await expect(page.getByTestId('collection-edit')).toBeVisible();
    await noSideways();
    await axe('collection in edit mode');
  });
});
