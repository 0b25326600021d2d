import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAltcha } from '@/testing/fake-altcha';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { readSession, type ScreensSession, SESSION_KEY } from './screens-session';
import SubmitAppRoute from './submit-app-route';

vi.mock('./load-altcha', async () => ({ loadAltcha: (await import('@/testing/fake-altcha')).fakeLoadAltcha }));
beforeEach(resetFakeAltcha);

const TOKEN = 'a'.repeat(32);
const STATUS_URL = `http://localhost/api/contributions/status?token=${TOKEN}`;
const APPS = [
  { __typename: 'App', id: 'A1', slug: '1746-rio', name: '1746 Rio', country: 'Brasil', type: 'Municipal' },
  { __typename: 'App', id: 'A2', slug: 'meu-inss', name: 'Meu INSS', country: 'Brasil', type: 'Federal' },
  { __typename: 'App', id: 'A3', slug: 'gov-br', name: 'gov.br', country: 'Brasil', type: 'Federal' },
];

beforeEach(() => {
  sessionStorage.clear();
  URL.createObjectURL = vi.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = vi.fn();
  server.use(
    graphql.query('SubmitScreensApps', () => HttpResponse.json({ data: { apps: APPS } })),
    graphql.query('SubmitScreensFlows', () =>
      HttpResponse.json({
        data: {
          app: {
            __typename: 'App',
            id: 'A2',
            screens: [
              { __typename: 'Screen', id: 'S1', flow: 'Benefícios' },
              { __typename: 'Screen', id: 'S2', flow: 'Other' },
            ],
          },
        },
      }),
    ),
  );
});
afterEach(() => sessionStorage.clear());

// A PNG's signature: the uploader reads a file's type from its bytes, not its name.
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const png = (name: string) => new File([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' });

describe('Enviar aplicativo, step 1', () => {
  it('chooses an app from the keyboard, creates the submission and keeps it for a reload', async () => {
    let body: any;
    server.use(
      http.post('*/api/contributions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { status: 'pending', kind: 'screens', token: TOKEN, statusUrl: STATUS_URL },
          { status: 201 },
        );
      }),
      http.get('*/api/contributions/images', () => HttpResponse.json({ images: [] })),
    );
    renderWithApp(<SubmitAppRoute />, { at: '/enviar-aplicativo' });
    expect(screen.getByText('Nenhum dado pessoal nas capturas')).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'Aplicativo' });
    await waitFor(() => expect(box.getAttribute('placeholder')).toBe('Buscar pelo nome'));

    // Nothing chosen: refused before sending, focus on the box.
    fireEvent.click(screen.getByRole('button', { name: 'Continuar para as capturas' }));
    expect(await screen.findByText('Escolha o aplicativo')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));

    fireEvent.change(box, { target: { value: 'inss' } });
    const list = screen.getByRole('listbox', { name: 'Aplicativo' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Meu INSSFederal · Brasil']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Meu INSS');
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Continuar para as capturas' }));
    expect(await screen.findByRole('heading', { name: 'Capturas de tela' })).toBeTruthy();
    expect(body).toEqual({
      kind: 'screens',
      app: 'meu-inss',
      message: '',
      website: '',
      altcha: 'payload-1',
      language: 'pt',
    });
    expect(readSession()).toEqual({
      token: TOKEN,
      statusUrl: STATUS_URL,
      app: { name: 'Meu INSS', slug: 'meu-inss' },
      plan: [],
      done: false,
    });
    expect(await screen.findByText('Nenhuma captura escolhida ainda.')).toBeTruthy();
    // The app's own flows are offered (not the catch-all 'Other'), then the gallery's common ones.
    await waitFor(() =>
      expect([...document.querySelectorAll('datalist option')].map((o) => (o as HTMLOptionElement).value)).toEqual([
        'Benefícios',
        'Onboarding',
        'Login',
        'Início',
        'Perfil',
        'Serviços',
      ]),
    );
  });

  it('a new app: name required, then its type, platform, country and link are sent', async () => {
    let body: any;
    server.use(
      http.post('*/api/contributions', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { status: 'pending', kind: 'screens', token: TOKEN, statusUrl: STATUS_URL },
          { status: 201 },
        );
      }),
      http.get('*/api/contributions/images', () => HttpResponse.json({ images: [] })),
    );
    renderWithApp(<SubmitAppRoute />, { at: '/enviar-aplicativo' });
    fireEvent.click(screen.getByRole('radio', { name: 'Um aplicativo novo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar para as capturas' }));
    expect(await screen.findByText('O nome do aplicativo é obrigatório')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome do aplicativo'), { target: { value: 'Zona Azul Recife' } });
    fireEvent.change(screen.getByLabelText('Tipo (opcional)'), { target: { value: 'Municipal' } });
    fireEvent.change(screen.getByLabelText('Plataforma (opcional)'), { target: { value: 'Android' } });
    fireEvent.change(screen.getByLabelText('Link do aplicativo (opcional)'), {
      target: { value: 'https://zona.azul' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar para as capturas' }));
    expect(await screen.findByText('Do aplicativo: Zona Azul Recife')).toBeTruthy();
    expect(body).toMatchObject({
      kind: 'screens',
      appName: 'Zona Azul Recife',
      appType: 'Municipal',
      appPlatform: 'Android',
      appCountry: 'Brasil',
      appLink: 'https://zona.azul',
    });
    expect(readSession()?.app).toEqual({ name: 'Zona Azul Recife', slug: null });
  });
});

describe('Enviar aplicativo, step 2', () => {
  const stored = (session: Partial<ScreensSession> = {}) =>
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        token: TOKEN,
        statusUrl: STATUS_URL,
        app: { name: 'Meu INSS', slug: 'meu-inss' },
        plan: [],
        done: false,
        ...session,
      }),
    );

  it('after a reload: received slots are done, a missing one is picked again and sent after a dropped attempt', async () => {
    stored({
      plan: [
        { position: 1, name: 'login.png', size: 2048, flow: 'Login', notes: '' },
        { position: 2, name: 'inicio.png', size: 4096, flow: 'Início', notes: 'tela inicial' },
      ],
    });
    const puts: { url: string; token: string | null; type: string | null }[] = [];
    server.use(
      http.get('*/api/contributions/images', ({ request }) => {
        expect(request.headers.get('x-contribution-token')).toBe(TOKEN);
        return HttpResponse.json({ images: [{ position: 1, flow: 'Login', notes: null, width: 390, height: 844 }] });
      }),
      http.put('*/api/contributions/images/:position', ({ request }) => {
        puts.push({
          url: request.url,
          token: request.headers.get('x-contribution-token'),
          type: request.headers.get('content-type'),
        });
        if (puts.length === 1) return HttpResponse.error();
        return HttpResponse.json(
          { position: 2, flow: 'Início', notes: 'tela inicial', width: 390, height: 844 },
          { status: 201 },
        );
      }),
    );
    renderWithApp(<SubmitAppRoute />, { at: '/enviar-aplicativo' });
    const items = await screen.findAllByTestId('upload-item');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['done', 'missing']);
    expect(items[1]?.textContent).toContain('escolha de novo o arquivo inicio.png');

    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Escolher o arquivo de novo' }));
    fireEvent.change(screen.getByTestId('image-repicker'), { target: { files: [png('inicio.png')] } });
    await waitFor(() => expect(screen.getAllByTestId('upload-item')[1]?.getAttribute('data-status')).toBe('ready'));
    expect(screen.getByRole('img', { name: 'Prévia de inicio.png' }).getAttribute('src')).toBe('blob:inicio.png');

    fireEvent.click(screen.getByRole('button', { name: 'Enviar 1 captura' }));
    // The first attempt drops; the page waits, says so, and tries again by itself.
    await waitFor(() => expect(screen.getAllByTestId('upload-item')[1]?.getAttribute('data-status')).toBe('waiting'));
    expect(screen.getByText('A conexão caiu. Nova tentativa em 1 s...')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('upload-item')[1]?.getAttribute('data-status')).toBe('done'), {
      timeout: 4000,
    });
    expect(puts).toHaveLength(2);
    expect(puts[1]?.url).toMatch(/\/api\/contributions\/images\/2\?flow=In%C3%ADcio&notes=tela\+inicial$/);
    expect(puts[1]?.token).toBe(TOKEN);
    expect(puts[1]?.type).toBe('image/png');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['100', '100']);

    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    const heading = await screen.findByRole('heading', { name: /Envio recebido/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('2 capturas de tela recebidas.')).toBeTruthy();
    expect((screen.getByLabelText('Link de acompanhamento') as HTMLInputElement).value).toBe(STATUS_URL);
    expect(readSession()?.done).toBe(true);
  });

  it('checks files before sending, requires a flow, and removes a received image with DELETE', async () => {
    stored();
    const deleted: string[] = [];
    server.use(
      http.get('*/api/contributions/images', () => HttpResponse.json({ images: [] })),
      http.put('*/api/contributions/images/:position', ({ params }) =>
        HttpResponse.json(
          { position: Number(params.position), flow: 'Login', notes: null, width: 1, height: 1 },
          { status: 201 },
        ),
      ),
      http.delete('*/api/contributions/images/:position', ({ params }) => {
        deleted.push(String(params.position));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<SubmitAppRoute />, { at: '/enviar-aplicativo' });
    await screen.findByText('Nenhuma captura escolhida ainda.');
    const big = png('grande.png');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(screen.getByTestId('image-picker'), {
      target: {
        files: [
          png('login.png'),
          new File(['x'], 'doc.pdf', { type: 'application/pdf' }),
          big,
          // Named as a picture, typed by the browser from its name: its bytes say text (issue 53).
          new File(['não sou uma imagem'], 'fake.png', { type: 'image/png' }),
        ],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('doc.pdf: não é uma imagem JPEG, PNG ou WebP');
    expect(alert.textContent).toContain('fake.png: não é uma imagem JPEG, PNG ou WebP');
    expect(alert.textContent).toContain('grande.png: passa de 5 MB');
    expect(screen.getAllByTestId('upload-item')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar 1 captura' }));
    expect(await screen.findByText('Diga de que fluxo é esta tela')).toBeTruthy();
    const flow = screen.getByLabelText(/^Fluxo/);
    await waitFor(() => expect(document.activeElement).toBe(flow));
    fireEvent.change(flow, { target: { value: 'Login' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar 1 captura' }));
    await waitFor(() => expect(screen.getByTestId('upload-item').getAttribute('data-status')).toBe('done'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}').plan).toEqual([
      { position: 1, name: 'login.png', size: 8, flow: 'Login', notes: '' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remover a captura 1' }));
    await waitFor(() => expect(screen.queryAllByTestId('upload-item')).toHaveLength(0));
    expect(deleted).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('Envie ao menos uma captura de tela antes de concluir.')).toBeTruthy();
  });

  it('a submission that takes no more images says so, with its status link and a new start', async () => {
    stored();
    server.use(
      http.get('*/api/contributions/images', () =>
        HttpResponse.json(
          { code: 'CONFLICT', reason: 'CONTRIBUTION_DECIDED', message: 'Este envio já foi aprovado.' },
          { status: 409 },
        ),
      ),
    );
    renderWithApp(<SubmitAppRoute />, { at: '/enviar-aplicativo' });
    expect(await screen.findByText('Este envio já foi aprovado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir a página de acompanhamento' }).getAttribute('href')).toBe(
      STATUS_URL,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Começar um novo envio' }));
    expect(await screen.findByRole('combobox', { name: 'Aplicativo' })).toBeTruthy();
    expect(readSession()).toBeNull();
  });
});
