import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster-store';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { location, renderWithApp } from '@/testing/render';
import AdminScreensRoute from './admin-screens-route';

const shot = (dbId: number, name: string, flow: string, order: number, ocrError: string | null = null) => ({
  __typename: 'Screen',
  id: `Screen:${dbId}`,
  dbId,
  name,
  flow,
  order,
  tags: ['form'],
  src: `/media/screens/${dbId}.png`,
  altText: null as string | null,
  description: null,
  imageUrl: `https://x.org/${dbId}.png`,
  category: null,
  airtableId: `rec${dbId}`,
  capturedAt: '2026-01-02T00:00:00.000Z',
  appVersion: null,
  ocrError,
});

const app = (screens: ReturnType<typeof shot>[], adminStatus = 'live') => ({
  __typename: 'App',
  id: 'App:3',
  dbId: 3,
  name: 'Meu INSS',
  slug: 'meu-inss',
  logoSrc: null,
  adminStatus,
  screenCount: screens.length,
  appInfo: 'Previdência',
  url: 'https://meu.inss.gov.br',
  categories: ['Trabalho'],
  type: 'Federal',
  platform: null,
  country: 'Brasil',
  language: null,
  logo: null,
  synced: false,
  adminEdited: [],
  retiredAt: null,
  screens,
});

const FIRST = [
  shot(11, 'Entrar', 'Login', 0),
  shot(12, 'Senha', 'Login', 1),
  shot(13, 'Código', 'Login', 2),
  shot(20, 'Início', 'Other', 0),
];
const MOVED = [FIRST[1], FIRST[0], FIRST[2], FIRST[3]].map((s, i) => ({ ...s, order: i < 3 ? i : 0 })) as typeof FIRST;

/** /en/admin/screens?app=3 as an admin; AdminApp answers each list in turn (the last from then on). */
function open(...lists: (typeof FIRST)[]) {
  signInAsAdmin();
  let calls = 0;
  server.use(
    // The upload section reads the app's drafts (none here).
    http.get('*/api/admin/apps/:id/drafts', () => HttpResponse.json({ screens: [] })),
    graphql.query('AdminApps', () =>
      HttpResponse.json({
        data: {
          adminApps: [{ __typename: 'App', id: 'App:3', dbId: 3, name: 'Meu INSS', adminStatus: 'live' }],
          categories: [{ __typename: 'Category', name: 'Trabalho' }],
        },
      }),
    ),
    graphql.query('AdminApp', () => {
      const screens = lists[Math.min(calls++, lists.length - 1)] ?? [];
      return HttpResponse.json({ data: { adminApp: app(screens) } });
    }),
  );
  renderWithApp(<AdminScreensRoute />, { at: '/en/admin/screens?app=3' });
}

const names = () => screen.getAllByTestId('admin-screen-row').map((row) => row.querySelector('p')?.textContent);
const move = (name: string, dir: 'up' | 'down') =>
  screen.getByRole('button', { name: `Move ${name} ${dir}` }) as HTMLButtonElement;

afterEach(() => vi.restoreAllMocks());

// A whole page of Chakra components renders slowly in jsdom on two shared cores.
describe('editing an app and its screens', { timeout: 20_000 }, () => {
  it('groups by flow; move buttons are disabled at the ends and send the whole flow in its new order', async () => {
    const sent = vi.fn();
    open(FIRST, MOVED);
    server.use(
      graphql.mutation('ReorderScreens', ({ variables }) => {
        sent(variables);
        return HttpResponse.json({
          data: {
            reorderScreens: {
              __typename: 'ReorderScreensSuccess',
              data: MOVED.map(({ id, order }) => ({ __typename: 'Screen', id, order })),
            },
          },
        });
      }),
    );
    await screen.findByText('Entrar');
    expect(screen.getAllByTestId('admin-flow').map((f) => f.getAttribute('aria-label'))).toEqual(['Login', 'Other']);
    expect(names()).toEqual(['Entrar', 'Senha', 'Código', 'Início']);
    expect([move('Entrar', 'up').disabled, move('Entrar', 'down').disabled]).toEqual([true, false]);
    expect([move('Senha', 'up').disabled, move('Senha', 'down').disabled]).toEqual([false, false]);
    expect([move('Código', 'up').disabled, move('Código', 'down').disabled]).toEqual([false, true]);
    // Alone in its flow: it cannot move at all.
    expect([move('Início', 'up').disabled, move('Início', 'down').disabled]).toEqual([true, true]);

    fireEvent.click(move('Senha', 'up'));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ appId: 3, flow: 'Login', screenIds: [12, 11, 13] }));
    await waitFor(() => expect(names()).toEqual(['Senha', 'Entrar', 'Código', 'Início']));
    // At the top now: the focus moves to the button that still works.
    await waitFor(() => expect(document.activeElement).toBe(move('Senha', 'down')));
    expect(move('Senha', 'up').disabled).toBe(true);
  });

  it('bulk edit: the selected screens get one flow in one call; the selection then clears', async () => {
    const sent = vi.fn();
    const regrouped = FIRST.map((s) => (s.dbId === 11 || s.dbId === 13 ? { ...s, flow: 'Acesso' } : s));
    open(FIRST, regrouped as typeof FIRST);
    server.use(
      graphql.mutation('BulkEditScreens', ({ variables }) => {
        sent(variables);
        return HttpResponse.json({ data: { bulkEditScreens: { __typename: 'BulkEditScreensSuccess', data: 2 } } });
      }),
    );
    await screen.findByText('Entrar');
    expect(screen.queryByRole('region', { name: 'Edit selected screens' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Entrar”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Código”' }));
    const bar = screen.getByRole('region', { name: 'Edit selected screens' });
    expect(within(bar).getByRole('status').textContent).toBe('2 screens selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 2 screens' }));
    expect(await within(bar).findByText('Fill in this field')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(within(bar).getByRole('textbox', { name: 'Flow' }), { target: { value: 'Acesso' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to 2 screens' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ appId: 3, action: 'setFlow', screenIds: [11, 13], flow: 'Acesso' }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-flow').map((f) => f.getAttribute('aria-label'))).toContain('Acesso'),
    );
    expect(screen.queryByRole('region', { name: 'Edit selected screens' })).toBeNull();
  });

  it('keeps the chosen app in the address and saves the app status with its other fields', async () => {
    const success = vi.spyOn(toaster, 'success');
    const sent = vi.fn();
    open(FIRST);
    server.use(
      graphql.mutation('UpdateApp', ({ variables }) => {
        sent(variables);
        return HttpResponse.json({
          data: { updateApp: { __typename: 'UpdateAppSuccess', data: { ...app(FIRST, 'Hide'), planned: false } } },
        });
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Meu INSS' });
    expect(location.current).toBe('/en/admin/screens?app=3');
    expect(screen.getByRole('tab', { name: 'Edit apps and screens' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Hidden (Hide)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'New category' }), { target: { value: ' Saúde ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save app' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        id: 3,
        input: {
          status: 'Hide',
          appInfo: 'Previdência',
          url: 'https://meu.inss.gov.br',
          categories: ['Trabalho', 'Saúde'],
          name: 'Meu INSS',
          type: 'Federal',
          platform: null,
          country: 'Brasil',
          language: '',
          logoUrl: null,
        },
      }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith({
        id: 'app-edit',
        title: 'App saved',
        description: 'The public pages show the change at once.',
      }),
    );
    expect((await screen.findByTestId('admin-app-status')).textContent).toBe('Hidden (Hide)');
  });

  it('edit opens the screen form filled in; delete names the screen and asks first', async () => {
    const updated = vi.fn();
    const deleted = vi.fn();
    // Issue 53: a screen hosted here has a site path, which the form takes back as it is.
    open(
      FIRST.map((s) =>
        s.dbId === 12
          ? { ...s, imageUrl: '/media/screens/12.png' }
          : s.dbId === 13
            ? { ...s, altText: 'Campo do código enviado por SMS' }
            : s,
      ),
    );
    server.use(
      graphql.mutation('UpdateScreen', ({ variables }) => {
        updated(variables);
        return HttpResponse.json({
          data: {
            updateScreen: {
              __typename: 'UpdateScreenSuccess',
              data: { ...shot(12, 'Nova senha', 'Login', 1), app: { __typename: 'App', id: 'App:3' } },
            },
          },
        });
      }),
      graphql.mutation('DeleteScreen', ({ variables }) => {
        deleted(variables.id);
        return HttpResponse.json({
          data: {
            deleteScreen: {
              __typename: 'DeleteScreenSuccess',
              data: { __typename: 'DeletedScreen', dbId: 13, name: 'Código' },
            },
          },
        });
      }),
    );
    // Screens without alt text are counted and marked (issue 53).
    const rows = await screen.findAllByTestId('admin-screen-row');
    expect(rows.map((row) => within(row).queryByTestId('no-alt-text')?.textContent ?? null)).toEqual([
      'No alt text',
      'No alt text',
      null,
      'No alt text',
    ]);
    expect(screen.getByTestId('missing-alt-count').textContent).toMatch(/^3 screens have no alt text/);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit screen: Senha' });
    const title = within(dialog).getByRole('textbox', { name: /Screen title/ }) as HTMLInputElement;
    expect(title.value).toBe('Senha');
    expect((within(dialog).getByRole('textbox', { name: /Airtable ID/ }) as HTMLInputElement).value).toBe('rec12');
    fireEvent.change(title, { target: { value: 'Nova senha' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveBeenCalled());
    expect(updated.mock.calls[0]?.[0]).toMatchObject({
      id: 12,
      input: { appId: 3, name: 'Nova senha', imageUrl: '/media/screens/12.png', flow: 'Login', order: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Código' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this screen?' });
    expect(within(confirm).getByText(/The screen “Código” will be deleted/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete screen' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith(13));
  });

  it("a failed text reading shows on the screen's row; its retry queues another and the list is read again", async () => {
    const failed = [shot(11, 'Entrar', 'Login', 0, 'the source is not a JPEG, PNG, WebP, AVIF or GIF image')];
    const retried: number[] = [];
    server.use(
      graphql.mutation('RetryScreenOcr', ({ variables }) => {
        retried.push(variables.id as number);
        return HttpResponse.json({
          data: {
            retryScreenOcr: { __typename: 'RetryScreenOcrSuccess', data: { __typename: 'Screen', id: 'Screen:11' } },
          },
        });
      }),
    );
    open(failed, [shot(11, 'Entrar', 'Login', 0)]);
    const row = await screen.findByTestId('ocr-failure');
    expect(row.textContent).toContain(
      'Reading the text failed: the source is not a JPEG, PNG, WebP, AVIF or GIF image',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Read the text of Entrar again' }));
    await waitFor(() => expect(screen.queryByTestId('ocr-failure')).toBeNull());
    expect(retried).toEqual([11]);
  });
});
