import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAltcha, holdAltchaScript, resetFakeAltcha } from '@/testing/fake-altcha';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import RequestAppRoute from './request-app-route';
import SuggestCorrectionRoute from './suggest-correction-route';

vi.mock('./load-altcha', async () => ({ loadAltcha: (await import('@/testing/fake-altcha')).fakeLoadAltcha }));
const widget = fakeAltcha;

beforeEach(resetFakeAltcha);

/** Answers the submission with `reply`, keeping what the page sent (its body and language). */
function contributions(reply: () => Response, seen: { body?: any; language?: string | null } = {}) {
  server.use(
    http.post('*/api/contributions', async ({ request }) => {
      seen.body = await request.json();
      seen.language = request.headers.get('accept-language');
      return reply();
    }),
  );
  return seen;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the request form', () => {
  it('checks the fields first (nothing is sent) and focuses the first refused one', async () => {
    renderWithApp(<RequestAppRoute />, { at: '/solicitar-aplicativo' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('O nome do aplicativo é obrigatório')).toBeTruthy();
    expect(screen.getByText('A mensagem é obrigatória')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nome do aplicativo')));
    expect(screen.getByLabelText('Nome do aplicativo').getAttribute('aria-invalid')).toBe('true');
    fill('Nome do aplicativo', 'Meu INSS');
    expect(screen.queryByText('O nome do aplicativo é obrigatório')).toBeNull();
    fill('Link do aplicativo (opcional)', 'meu.inss.gov.br');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Digite um endereço válido, começando com http:// ou https://')).toBeTruthy();
    expect(widget.solved).toBe(0);
  });

  it('carries the limits, the hidden kind and language, and an empty honeypot out of reach', () => {
    renderWithApp(<RequestAppRoute />, { at: '/solicitar-aplicativo' });
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/contributions');
    expect(form.getAttribute('method')).toBe('post');
    expect((form.elements.namedItem('kind') as HTMLInputElement).value).toBe('app_request');
    expect((form.elements.namedItem('language') as HTMLInputElement).value).toBe('pt');
    expect(screen.getByLabelText('Nome do aplicativo').getAttribute('maxlength')).toBe('120');
    expect(screen.getByLabelText('Nome do aplicativo').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Link do aplicativo (opcional)').getAttribute('maxlength')).toBe('500');
    expect(screen.getByLabelText('Por que ele é importante?').getAttribute('maxlength')).toBe('2000');
    const honeypot = form.elements.namedItem('website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    const altcha = document.querySelector('altcha-widget');
    expect(altcha?.getAttribute('challenge')).toBe('/api/contributions/challenge');
    expect(altcha?.getAttribute('name')).toBe('altcha');
    expect(altcha?.getAttribute('language')).toBe('pt');
  });

  it('solves the check, posts JSON and shows the status link, focused, to copy', async () => {
    const seen = contributions(() =>
      HttpResponse.json(
        {
          status: 'pending',
          kind: 'app_request',
          token: 't',
          statusUrl: 'http://localhost/api/contributions/status?token=t',
        },
        { status: 201 },
      ),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<RequestAppRoute />, { at: '/solicitar-aplicativo' });
    fill('Nome do aplicativo', ' Meu INSS ');
    fill('Link do aplicativo (opcional)', 'https://meu.inss.gov.br');
    fill('Por que ele é importante?', 'Milhões de pessoas usam.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    const heading = await screen.findByRole('heading', { name: /Envio recebido/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(seen.body).toEqual({
      kind: 'app_request',
      language: 'pt',
      appName: ' Meu INSS ',
      appLink: 'https://meu.inss.gov.br',
      message: 'Milhões de pessoas usam.',
      website: '',
      altcha: 'payload-1',
    });
    expect(seen.language).toBe('pt-BR');
    const link = screen.getByLabelText('Link de acompanhamento') as HTMLInputElement;
    expect(link.value).toBe('http://localhost/api/contributions/status?token=t');
    expect(screen.getByText(/única forma de acompanhar o resultado/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText(/Link copiado/)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/contributions/status?token=t');

    // Another request starts from an empty form and a fresh check.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar outro' }));
    expect((screen.getByLabelText('Nome do aplicativo') as HTMLInputElement).value).toBe('');
    // The stand-in clipboard is this test's own (the files share one window).
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('sent before the check’s script has loaded, it waits for it instead of failing the check', async () => {
    const seen = contributions(() =>
      HttpResponse.json(
        { status: 'pending', kind: 'app_request', token: 't', statusUrl: 'http://localhost/s' },
        { status: 201 },
      ),
    );
    const load = holdAltchaScript();
    renderWithApp(<RequestAppRoute />, { at: '/solicitar-aplicativo' });
    fill('Nome do aplicativo', 'Meu INSS');
    fill('Por que ele é importante?', 'Muito usado');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Verificando...')).toBeTruthy();
    expect(widget.solved).toBe(0);
    expect(screen.queryByText(/não terminou/)).toBeNull();
    load();
    expect(await screen.findByRole('heading', { name: /Envio recebido/ })).toBeTruthy();
    expect(seen.body.altcha).toBe('payload-1');
  });

  it('shows a field the server refused beside it, in the page’s words, and focuses it', async () => {
    contributions(() =>
      HttpResponse.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'message deve ser texto simples',
          issues: [{ path: 'message', code: 'FIELD_PLAIN_TEXT', message: 'message deve ser texto simples' }],
        },
        { status: 400 },
      ),
    );
    renderWithApp(<RequestAppRoute />, { at: '/solicitar-aplicativo' });
    fill('Nome do aplicativo', 'Meu INSS');
    fill('Por que ele é importante?', 'linha\u000bcolada');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText(/caracteres de controle invisíveis/)).toBeTruthy();
    const message = screen.getByLabelText('Por que ele é importante?');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(widget.resets).toBe(0);
  });

  it('a spent check: the server’s words, focused, and the widget starts over', async () => {
    const words = 'Esta verificação anti-robô já foi usada. Faça-a de novo e envie.';
    contributions(() =>
      HttpResponse.json({ code: 'SUBMISSION_REFUSED', reason: 'CHALLENGE_USED', message: words }, { status: 403 }),
    );
    renderWithApp(<RequestAppRoute />, { at: '/solicitar-aplicativo' });
    fill('Nome do aplicativo', 'Meu INSS');
    fill('Por que ele é importante?', 'Muito usado');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(words);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(widget.resets).toBe(1);
  });

  it('a rate limit: the server’s words with the wait (English page)', async () => {
    const words = 'Too many submissions from your connection. Try again in 12 minutes.';
    const seen = contributions(() =>
      HttpResponse.json(
        { code: 'RATE_LIMITED', reason: 'TOO_MANY_CONTRIBUTIONS', message: words },
        { status: 429, headers: { 'retry-after': '700' } },
      ),
    );
    renderWithApp(<RequestAppRoute />, { at: '/en/solicitar-aplicativo' });
    fill('App name', 'NHS App');
    fill('Why does it matter?', 'Used by millions.');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toContain(words);
    expect(seen.body.language).toBe('en');
    expect(seen.language).toBe('en');
  });
});

const subject = (app: object | null) =>
  graphql.query('ContributionSubject', () => HttpResponse.json({ data: { __typename: 'Query', app } }));
const APP = {
  __typename: 'App',
  id: 'App:1',
  name: '1746 Rio',
  slug: '1746-rio',
  logoSrc: null,
  screens: [{ __typename: 'Screen', id: 'Screen:7', dbId: 7, airtableId: 'rec7', name: 'Minha conta' }],
};

describe('the correction form', () => {
  it('names the app and the screen, and posts them with the text', async () => {
    server.use(subject(APP));
    const seen = contributions(() => HttpResponse.json({ statusUrl: 'http://localhost/s?token=u' }, { status: 201 }));
    renderWithApp(<SuggestCorrectionRoute />, { at: '/sugerir-correcao?app=1746-rio&screen=7' });
    expect(await screen.findByRole('link', { name: '1746 Rio' })).toBeTruthy();
    expect(screen.getByText('Tela: Minha conta')).toBeTruthy();
    // The form's code comes once the app is known (issue 62).
    await screen.findByLabelText('O que está errado e como deveria ser?');
    fill('O que está errado e como deveria ser?', 'O nome da tela mudou.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    await screen.findByRole('heading', { name: /Envio recebido/ });
    expect(seen.body).toMatchObject({
      kind: 'correction',
      app: '1746-rio',
      screenId: '7',
      message: 'O nome da tela mudou.',
    });
  });

  it('a screen no longer in the app: the suggestion is about the app', async () => {
    server.use(subject(APP));
    renderWithApp(<SuggestCorrectionRoute />, { at: '/sugerir-correcao?app=1746-rio&screen=99' });
    expect(await screen.findByText(/não está mais neste aplicativo/)).toBeTruthy();
    expect((document.querySelector('form') as HTMLFormElement).elements.namedItem('screenId')).toBeNull();
  });

  it('an unknown app, or none: a clear message and no form', async () => {
    server.use(subject(null));
    renderWithApp(<SuggestCorrectionRoute />, { at: '/en/sugerir-correcao?app=gone' });
    expect(await screen.findByText('We could not find the app this suggestion is about')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for an app to be added' }).getAttribute('href')).toBe(
      '/en/solicitar-aplicativo',
    );
  });
});
