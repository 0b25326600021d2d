import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToaster, toaster } from '@/components/ui/toaster-store';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-token';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import AdminScreensRoute from './admin-screens-route';

/** The server's answer to a created screen "Login" of 1746 Rio. */
const created = (id: number) => ({
  __typename: 'CreateScreenSuccess',
  data: {
    __typename: 'Screen',
    id: `Screen:${id}`,
    name: 'Login',
    app: { __typename: 'App', id: 'App:1', name: '1746 Rio', slug: 'app-1', screenCount: 4 },
  },
});

/** The server refuses the create with these issues (a ValidationError with `message`). */
const refuseWith = (message: string, issues: object[]) =>
  server.use(
    graphql.mutation('CreateScreen', () =>
      HttpResponse.json({
        data: {
          createScreen: {
            __typename: 'ValidationError',
            message,
            issues: issues.map((i) => ({ __typename: 'FieldIssue', code: null, ...i })),
          },
        },
      }),
    ),
  );

/** Fills the form in Portuguese (Meu INSS, "Início", Airtable ID rec9) with `imageUrl` and submits it. */
async function submitInPortuguese(imageUrl: string) {
  const select = await screen.findByRole('combobox', { name: /Aplicativo/ });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
  fireEvent.change(select, { target: { value: '3' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Título da tela/ }), { target: { value: 'Início' } });
  fireEvent.change(screen.getByRole('textbox', { name: /URL da imagem/ }), { target: { value: imageUrl } });
  fireEvent.change(screen.getByRole('textbox', { name: /ID do Airtable/ }), { target: { value: 'rec9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar tela' }));
}

const app = (dbId: number, name: string) => ({ __typename: 'App', id: `App:${dbId}`, dbId, name, slug: `app-${dbId}` });

/** A verified admin on /admin/screens, with three apps to choose from (sent unsorted). */
function openAsAdmin(at = '/admin/screens', airtableConfigured = true) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token-1');
  server.use(
    graphql.query('AdminViewer', () =>
      HttpResponse.json({ data: { viewer: { __typename: 'Viewer', username: 'admin', isAdmin: true } } }),
    ),
    graphql.query('AdminAppOptions', () =>
      HttpResponse.json({
        data: { airtableConfigured, apps: [app(2, 'Receita Federal'), app(1, '1746 Rio'), app(3, 'Meu INSS')] },
      }),
    ),
  );
  renderWithApp(<AdminScreensRoute />, { at });
}

afterEach(() => vi.restoreAllMocks());

// A whole page of Chakra components renders slowly in jsdom on two shared cores.
describe('Add New Screen form', { timeout: 20_000 }, () => {
  it('an empty submit shows the spec messages on their fields and focuses the first', async () => {
    openAsAdmin();
    const submit = await screen.findByRole('button', { name: 'Criar tela' });
    fireEvent.click(submit);
    for (const text of [
      'Selecione um aplicativo',
      'O título da tela é obrigatório',
      'Digite uma URL de imagem válida',
      'O ID do Airtable é obrigatório',
    ])
      expect(await screen.findByText(text, { selector: '.chakra-field__errorText' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /Aplicativo/ });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    // Fixing a field clears its message.
    fireEvent.change(screen.getByRole('textbox', { name: /Título da tela/ }), { target: { value: 'Login' } });
    expect(screen.queryByText('O título da tela é obrigatório')).toBeNull();
  });

  it('says which image addresses are taken: https, an http one is refused on its field', async () => {
    openAsAdmin('/en/admin/screens');
    const url = await screen.findByRole('textbox', { name: /Image URL/ });
    expect(
      screen.getByText('The https address of the screenshot, or the address of an image on this site.'),
    ).toBeTruthy();
    fireEvent.change(url, { target: { value: 'http://x.org/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Screen' }));
    expect(
      await screen.findByText('The image must be on an https address.', { selector: '.chakra-field__errorText' }),
    ).toBeTruthy();
  });

  it('without an Airtable base, the record id is made for the admin (kept, or replaced, on each new screen)', async () => {
    const sent = vi.fn();
    openAsAdmin('/en/admin/screens', false);
    server.use(
      graphql.mutation('CreateScreen', ({ variables }) => {
        sent(variables.input);
        return HttpResponse.json({ data: { createScreen: created(97) } });
      }),
    );
    const id = (await screen.findByRole('textbox', { name: /Airtable ID/ })) as HTMLInputElement;
    await waitFor(() => expect(id.value).toMatch(/^rec[A-Za-z0-9]{14}$/));
    const first = id.value;
    expect(screen.getByText(/No Airtable base is configured: this new record id was made for the screen/)).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /App/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Screen title/ }), { target: { value: 'Login' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Image URL/ }), { target: { value: 'https://x.org/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Screen' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ airtableId: first })));
    // The next screen gets a new one; cleared, the spec's rule still asks for one.
    await waitFor(() => expect(screen.getByTestId('created-screen').textContent).toContain('Created: Login'));
    // (The fields are drawn anew on a reset.)
    const next = screen.getByRole('textbox', { name: /Airtable ID/ }) as HTMLInputElement;
    expect(next.value).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(next.value).not.toBe(first);
    fireEvent.change(next, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Screen' }));
    expect(await screen.findByText('Airtable ID is required', { selector: '.chakra-field__errorText' })).toBeTruthy();
  });

  it('lists the apps by name', async () => {
    openAsAdmin('/en/admin/screens');
    const select = await screen.findByRole('combobox', { name: /App/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an app', '1746 Rio', 'Meu INSS', 'Receita Federal']);
  });

  it('tags: quick-add offers the first eight not chosen; typed tags are trimmed and added once', async () => {
    openAsAdmin('/en/admin/screens');
    const quick = () =>
      within(screen.getByText('Quick add').parentElement as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace('+', ''));
    await screen.findByRole('button', { name: 'Add tag button' });
    expect(quick()).toEqual(['button', 'form', 'navigation', 'card', 'list', 'menu', 'modal', 'tabs']);
    fireEvent.click(screen.getByRole('button', { name: 'Add tag form' }));
    expect(quick()).toEqual(['button', 'navigation', 'card', 'list', 'menu', 'modal', 'tabs', 'search']);
    const input = screen.getByRole('textbox', { name: 'New tag' });
    fireEvent.change(input, { target: { value: '  stepper ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'form' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const chips = within(screen.getByTestId('chosen-tags'));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['form', 'stepper']);
    fireEvent.click(chips.getByRole('button', { name: 'Remove tag form' }));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['stepper']);
    expect(quick()[1]).toBe('form');
  });

  it('creates the screen with the bearer token: Creating..., success toast, reset, link to the app', async () => {
    const success = vi.spyOn(toaster, 'success');
    let release = () => {};
    const sent = vi.fn();
    openAsAdmin('/en/admin/screens');
    server.use(
      graphql.mutation('CreateScreen', async ({ request, variables }) => {
        sent(request.headers.get('authorization'), variables.input);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({
          data: {
            createScreen: created(99),
          },
        });
      }),
    );
    const select = await screen.findByRole('combobox', { name: /App/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Screen title/ }), { target: { value: ' Login ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Image URL/ }), { target: { value: 'https://x.org/a.png' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Display order/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag form' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Airtable ID/ }), { target: { value: 'rec123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Screen' }));
    const pending = await screen.findByRole('button', { name: /Creating\.\.\./ });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toHaveBeenCalledWith('Bearer token-1', {
      appId: 1,
      name: 'Login',
      imageUrl: 'https://x.org/a.png',
      order: 2,
      tags: ['form'],
      airtableId: 'rec123',
    });
    release();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith({
        id: 'screen-add',
        title: 'Success',
        description: 'Screen created successfully',
      }),
    );
    expect(screen.getByRole('link', { name: 'View the 1746 Rio page' }).getAttribute('href')).toBe('/en/app/app-1');
    expect((screen.getByRole('textbox', { name: /Screen title/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: /App/ }) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByTestId('chosen-tags')?.textContent).toBe('');
  });

  it("maps the server's validation issues onto the fields and shows its message in the error toast", async () => {
    const error = vi.spyOn(toaster, 'error');
    openAsAdmin();
    refuseWith('Invalid input', [{ path: 'appId', code: 'SCREEN_APP_REQUIRED', message: 'Please select an app' }]);
    await submitInPortuguese('https://x.org/b.png');
    expect(await screen.findByText('Selecione um aplicativo', { selector: '.chakra-field__errorText' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith({ id: 'screen-add', title: 'Erro', description: 'Invalid input' });
    // The typed values stay for the admin to fix.
    expect((screen.getByRole('textbox', { name: /Título da tela/ }) as HTMLInputElement).value).toBe('Início');
  });

  it("says why an image URL could not be taken in, in the admin's language, on the image field", async () => {
    const error = vi.spyOn(toaster, 'error');
    openAsAdmin();
    const message = 'The address does not point to a JPEG, PNG, WebP, AVIF or GIF image';
    refuseWith(message, [{ path: 'imageUrl', code: 'IMAGE_NOT_AN_IMAGE', message }]);
    await submitInPortuguese('https://x.org/pagina');
    const url = screen.getByRole('textbox', { name: /URL da imagem/ });
    const said = 'Este endereço não aponta para uma imagem (JPEG, PNG, WebP, AVIF ou GIF).';
    expect(await screen.findByText(said, { selector: '.chakra-field__errorText' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith({ id: 'screen-add', title: 'Erro', description: said });
    await waitFor(() => expect(document.activeElement).toBe(url));
  });

  it("a corrected retry's success replaces the refusal's toast instead of waiting behind it", async () => {
    const store = await loadToaster();
    store.remove();
    openAsAdmin('/en/admin/screens');
    let calls = 0;
    server.use(
      graphql.mutation('CreateScreen', () =>
        HttpResponse.json({
          data: {
            createScreen:
              calls++ === 0
                ? { __typename: 'ConflictError', message: 'A screen with Airtable ID rec1 already exists' }
                : created(98),
          },
        }),
      ),
    );
    const select = await screen.findByRole('combobox', { name: /App/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    const fill = () => {
      fireEvent.change(select, { target: { value: '1' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Screen title/ }), { target: { value: 'Login' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Image URL/ }), {
        target: { value: 'https://x.org/a.png' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /Airtable ID/ }), { target: { value: 'rec2' } });
    };
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Screen' }));
    await waitFor(() => expect(store.getVisibleToasts().map((t) => t.type)).toEqual(['error']));
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Screen' }));
    await waitFor(() =>
      expect(store.getVisibleToasts().map((t) => [t.type, t.title])).toEqual([['success', 'Success']]),
    );
  });
});
