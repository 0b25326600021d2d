import { dismiss, toast, watchProblems } from './support/admin';
import { adminApi } from './support/admin-api';
import { findApp, publicFlow, restore } from './support/content';
import { expect, ready, test } from './support/fixtures';
import { at, LANGS, msg } from './support/i18n';

// Issue 10, editing what is published: screens edited, moved and deleted, an app hidden and brought
// back, each seen on the public pages at once, and the audit log on the dashboard. Both projects
// run both languages at once on one server, so each run works on an app of its own (no other spec
// uses these) and a flow named after itself, and puts the app back whatever happens.
const APPS: Record<string, string> = {
  'mobile-pt': 'Nota Carioca',
  'mobile-en': 'Nota Fiscal Paulistana',
  'desktop-pt': 'Conecta Recife',
  'desktop-en': 'PBH App',
};

// What updateScreen takes back, to put an edited demo screen as it was.
const DEMO_FIELDS = 'dbId name description imageUrl altText flow order category tags airtableId';
type DemoScreen = {
  dbId: number;
  name: string;
  description: string | null;
  imageUrl: string;
  altText: string | null;
  flow: string;
  order: number;
  category: string | null;
  tags: string[];
  airtableId: string;
};

for (const { lang } of LANGS) {
  test.describe(`admin editing in ${lang}`, () => {
    // Its own session: the test ends by logging out, which revokes the session it ends.
    test.use({ admin: 'own' });

    test('edit, move and delete screens; hide an app and bring it back; the audit log', async ({
      page,
      request,
      adminToken,
      stubbed,
      axe,
      snap,
      baseURL,
    }, info) => {
      test.setTimeout(240_000);
      const problems = await watchProblems(page);
      const api = adminApi(request, adminToken);
      const app = await findApp(api, APPS[`${info.project.name}-${lang}`] ?? '');
      const stamp = `${info.project.name}-${lang}-${Date.now()}`;
      const flow = `E2E ${stamp}`;
      const [first, second, renamed] = ['Primeira', 'Segunda', 'Renomeada'].map((n) => `${n} ${stamp}`) as [
        string,
        string,
        string,
      ];
      const pub = await page.context().newPage();
      await stubbed(pub);
      let demoBefore: DemoScreen | undefined;
      try {
        // One screen through the Add tab, one through the API (the admin-shell spec covers the form).
        await page.goto(at(lang, '/admin/screens'));
        await ready(page);
        const main = page.getByRole('main');
        const form = main
          .locator('form')
          .filter({ has: page.getByRole('button', { name: msg(lang, 'admin.screens.reset') }) });
        await form.getByRole('combobox', { name: msg(lang, 'admin.screens.app') }).selectOption({ label: app.name });
        await form.getByRole('textbox', { name: msg(lang, 'admin.screens.name') }).fill(first);
        await form
          .getByRole('textbox', { name: msg(lang, 'admin.screens.imageUrl') })
          .fill(`${baseURL}/media/screens/1746-rio-minha-conta.png`);
        await form.getByRole('textbox', { name: msg(lang, 'admin.screens.flow') }).fill(flow);
        await form.getByRole('textbox', { name: msg(lang, 'admin.screens.airtableId') }).fill(`rec-a-${stamp}`);
        await form.getByRole('button', { name: msg(lang, 'admin.screens.submit') }).click();
        await expect(toast(page, msg(lang, 'admin.screens.success'))).toBeVisible();
        await dismiss(page, msg(lang, 'admin.screens.success'));
        await api.gql('mutation E2EAdd($input: CreateScreenInput!) { createScreen(input: $input) { __typename } }', {
          input: {
            appId: app.dbId,
            name: second,
            imageUrl: `${baseURL}/media/screens/1746-rio-minha-conta.png`,
            flow,
            order: 1,
            tags: ['form'],
            altText: `Segunda tela do fluxo ${stamp}`,
            airtableId: `rec-b-${stamp}`,
          },
        });
        await expect(await publicFlow(pub, lang, app.slug, flow)).toHaveText([first, second]);

        // The editor: the app chosen in the address (a reload keeps it).
        await main.getByRole('tab', { name: msg(lang, 'admin.screens.tabEdit') }).click();
        await main.getByRole('combobox', { name: msg(lang, 'admin.edit.pickApp') }).selectOption(String(app.dbId));
        await expect(page).toHaveURL(new RegExp(`[?&]app=${app.dbId}\\b`));
        await page.reload();
        await ready(page);
        await expect(main.getByRole('heading', { level: 2, name: app.name })).toBeVisible();
        const flowList = main.getByRole('region', { name: flow }).getByTestId('admin-screen-row');
        await expect(flowList).toHaveCount(2);
        await axe('app and screens editor');
        await snap(`admin-edit-${lang}`);

        // Edit: the screen form, filled in, in a dialog.
        await main.getByRole('button', { name: msg(lang, 'admin.edit.editScreen', { name: first }) }).click();
        const dialog = page.getByRole('dialog', { name: msg(lang, 'admin.edit.editTitle', { name: first }) });
        const title = dialog.getByRole('textbox', { name: msg(lang, 'admin.screens.name') });
        await expect(title).toHaveValue(first);
        await axe('edit screen dialog');
        await snap(`admin-edit-screen-${lang}`);
        await title.fill(renamed);
        await dialog.getByRole('button', { name: msg(lang, 'admin.save'), exact: true }).click();
        await expect(toast(page, msg(lang, 'admin.edit.screenSaved'))).toBeVisible();
        await dismiss(page, msg(lang, 'admin.edit.screenSaved'));
        await expect(dialog).toHaveCount(0);
        await expect(flowList.first()).toContainText(renamed);
        await expect(await publicFlow(pub, lang, app.slug, flow)).toHaveText([renamed, second]);
        // Issue 53: a screen without alt text is marked; the one given alt text is not.
        await expect(flowList.nth(0).getByTestId('no-alt-text')).toHaveText(msg(lang, 'admin.edit.noAltText'));
        await expect(flowList.nth(1).getByTestId('no-alt-text')).toHaveCount(0);

        // A demo screen, hosted here (a site path, /media/…): its description edited, the image kept.
        const demo = (
          await api.gql<{ adminApp: { screens: DemoScreen[] } }>(
            `query E2EDemo($id: Int!) { adminApp(id: $id) { screens { ${DEMO_FIELDS} } } }`,
            { id: app.dbId },
          )
        ).adminApp.screens.find((s) => s.imageUrl.startsWith('/media/') && !s.airtableId.endsWith(stamp));
        if (!demo) throw new Error(`${app.name} has no screen hosted here`);
        demoBefore = demo;
        await main.getByRole('button', { name: msg(lang, 'admin.edit.editScreen', { name: demo.name }) }).click();
        const demoDialog = page.getByRole('dialog', { name: msg(lang, 'admin.edit.editTitle', { name: demo.name }) });
        await expect(demoDialog.getByRole('textbox', { name: msg(lang, 'admin.screens.imageUrl') })).toHaveValue(
          demo.imageUrl,
        );
        await demoDialog
          .getByRole('textbox', { name: msg(lang, 'admin.screens.description') })
          .fill(`Descrição revista ${stamp}`);
        await demoDialog.getByRole('button', { name: msg(lang, 'admin.save'), exact: true }).click();
        await expect(toast(page, msg(lang, 'admin.edit.screenSaved'))).toBeVisible();
        await dismiss(page, msg(lang, 'admin.edit.screenSaved'));
        await expect(demoDialog).toHaveCount(0);

        // Move: the whole flow's order is sent; the buttons at the ends are disabled.
        const moveUp = (name: string) => main.getByRole('button', { name: msg(lang, 'admin.edit.moveUp', { name }) });
        const moveDown = (name: string) =>
          main.getByRole('button', { name: msg(lang, 'admin.edit.moveDown', { name }) });
        await expect(moveUp(renamed)).toBeDisabled();
        await expect(moveDown(second)).toBeDisabled();
        // Issue 53: a disabled arrow looks it (it looked as live as the others).
        await expect(moveUp(renamed)).toHaveCSS('opacity', '0.5');
        await expect(moveUp(second)).toHaveCSS('opacity', '1');
        await moveDown(renamed).click();
        await expect(flowList.first()).toContainText(second);
        await expect(moveDown(renamed)).toBeDisabled();
        await expect(moveUp(renamed)).toBeFocused();
        await expect(await publicFlow(pub, lang, app.slug, flow)).toHaveText([second, renamed]);
        await moveUp(renamed).click();
        await expect(flowList.first()).toContainText(renamed);
        await expect(await publicFlow(pub, lang, app.slug, flow)).toHaveText([renamed, second]);

        // Delete, after a confirmation naming the screen.
        await main.getByRole('button', { name: msg(lang, 'admin.edit.deleteScreen', { name: second }) }).click();
        const confirm = page.getByRole('alertdialog', { name: msg(lang, 'admin.edit.deleteTitle') });
        await expect(confirm).toContainText(second);
        await expect(confirm.getByRole('button', { name: msg(lang, 'admin.cancel') })).toBeFocused();
        await axe('delete confirmation');
        await snap(`admin-delete-screen-${lang}`);
        await confirm.getByRole('button', { name: msg(lang, 'admin.edit.deleteConfirm') }).click();
        await expect(toast(page, msg(lang, 'admin.edit.deleted'))).toContainText(second);
        await dismiss(page, msg(lang, 'admin.edit.deleted'));
        await expect(flowList).toHaveCount(1);
        await expect(await publicFlow(pub, lang, app.slug, flow)).toHaveText([renamed]);

        // Hide the app: gone from the public list, its page not found; then live again.
        const saveStatus = async (key: string) => {
          await main.getByRole('radio', { name: msg(lang, key) }).check();
          await main.getByRole('button', { name: msg(lang, 'admin.app.save') }).click();
          await expect(toast(page, msg(lang, 'admin.app.saved'))).toBeVisible();
          await dismiss(page, msg(lang, 'admin.app.saved'));
          await expect(main.getByTestId('admin-app-status')).toHaveText(msg(lang, key));
        };
        const publicCard = () => pub.getByRole('main').getByRole('link', { name: app.name, exact: true });
        await saveStatus('admin.app.statusHide');
        await snap(`admin-app-hidden-${lang}`);
        await pub.goto(at(lang, '/'));
        await ready(pub);
        await expect(pub.getByTestId('apps-count')).toBeVisible();
        await expect(publicCard()).toHaveCount(0);
        await pub.goto(at(lang, `/app/${app.slug}`));
        await expect(pub.getByText(msg(lang, 'app.notFound'))).toBeVisible();
        await saveStatus('admin.app.statusLive');
        await pub.goto(at(lang, '/'));
        await ready(pub);
        await expect(publicCard()).toHaveCount(1);

        // The audit log on the dashboard: the latest writes, with what changed.
        await page.goto(at(lang, '/admin'));
        await ready(page);
        const changes = page.getByTestId('recent-changes');
        // In words, in the admin's language, naming only what changed (no raw records).
        const sentence = msg(lang, 'admin.changes.appUpdateSentence', {
          name: app.name,
          fields: msg(lang, 'admin.field.status'),
          count: 1,
        });
        const appEntry = changes.getByTestId('audit-entry').filter({ hasText: sentence }).first();
        await expect(appEntry.getByTestId('audit-sentence')).toHaveText(sentence);
        await appEntry.locator('summary').click();
        await expect(appEntry.getByTestId('audit-changes').locator('li')).toHaveText([
          `${msg(lang, 'admin.field.status')}: ${msg(lang, 'admin.changes.before')}: Hide → , ${msg(lang, 'admin.changes.after')}: —`,
        ]);
        await expect(appEntry.locator('pre')).toHaveCount(0);
        await changes.getByRole('button', { name: msg(lang, 'admin.refresh') }).click();
        await expect(changes.getByTestId('audit-entry').first()).toBeVisible();
        await axe('dashboard with the audit log');
        await snap(`admin-audit-log-${lang}`);
        await page
          .getByTestId('admin-banner')
          .getByRole('button', { name: msg(lang, 'nav.logout') })
          .click();
        await expect(page.getByTestId('admin-login-form')).toBeVisible();
        expect(problems).toEqual([]);
      } finally {
        await pub.close();
        if (demoBefore) {
          const { dbId, ...input } = demoBefore;
          await api.gql(
            'mutation E2EPut($id: Int!, $input: CreateScreenInput!) { updateScreen(id: $id, input: $input) { __typename } }',
            {
              id: dbId,
              input: { ...input, appId: app.dbId },
            },
          );
        }
        await restore(api, app, stamp);
      }
    });
  });
}
