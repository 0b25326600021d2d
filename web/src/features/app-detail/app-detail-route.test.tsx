import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { location, renderWithApp } from '@/testing/render';
import AppDetailRoute, { tagOptions } from './app-detail-route';

const answer = (app: object | null) =>
  server.use(
    graphql.query('AppDetail', () => HttpResponse.json({ data: { app } })),
    graphql.mutation('RecordAppView', () => HttpResponse.json({ data: { recordAppView: { __typename: 'App' } } })),
  );

describe('app page', () => {
  it("the app's language badge is in the reader's language", async () => {
    answer({
      __typename: 'App',
      id: 'App:1',
      dbId: 1,
      name: 'Meu INSS',
      slug: 'meu-inss',
      appInfo: null,
      language: 'Português',
      url: null,
      planned: true,
      captureYears: [],
      logoSrc: null,
      screens: [],
    });
    renderWithApp(<AppDetailRoute />, { at: '/en/app/meu-inss', path: '/en/app/:idOrSlug' });
    expect(await screen.findByText('Portuguese')).toBeTruthy();
  });

  it("a retired service's page keeps a notice with the date it was retired, in the reader's language", async () => {
    answer({
      __typename: 'App',
      id: 'App:2',
      name: 'Velho Portal',
      slug: 'velho-portal',
      appInfo: null,
      language: null,
      url: null,
      planned: false,
      retiredAt: '2025-03-10T00:00:00.000Z',
      captureYears: [],
      logoSrc: null,
      screens: [],
    });
    renderWithApp(<AppDetailRoute />, { at: '/en/app/velho-portal', path: '/en/app/:idOrSlug' });
    const notice = await screen.findByTestId('retired-notice');
    expect(notice.textContent).toContain('Retired service');
    expect(notice.textContent).toContain('This service was retired on March 10, 2025.');
  });

  it('a page for no app says so in its title too', async () => {
    answer(null);
    renderWithApp(<AppDetailRoute />, { at: '/app/nada', path: '/app/:idOrSlug' });
    expect(await screen.findByText('Aplicativo não encontrado')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Aplicativo não encontrado | Vitrine Pública'));
  });

  it('tag options count the screens each would show with the tags already chosen', () => {
    const screens = [{ tags: ['card', 'form'] }, { tags: ['card'] }, { tags: ['login'] }, { tags: ['card', 'login'] }];
    expect(tagOptions(screens, [])).toEqual([
      { tag: 'card', count: 3 },
      { tag: 'login', count: 2 },
      { tag: 'form', count: 1 },
    ]);
    expect(tagOptions(screens, ['form'])).toEqual([
      { tag: 'card', count: 1 },
      { tag: 'login', count: 0 },
      { tag: 'form', count: 1 },
    ]);
  });
});

describe('the app as it was', () => {
  it('offers the years of earlier captures, keeps the year in the address and goes back to today', async () => {
    answer({
      __typename: 'App',
      id: 'App:1',
      name: 'Meu INSS',
      slug: 'meu-inss',
      appInfo: null,
      language: null,
      url: null,
      planned: false,
      retiredAt: null,
      captureYears: [2023],
      logoSrc: null,
      screens: [
        {
          __typename: 'Screen',
          id: 'Screen:1',
          dbId: 1,
          airtableId: 'rec1',
          name: 'Entrar',
          flow: 'Login',
          tags: [],
          versionCount: 1,
          altText: null,
          src: '/media/1.png',
        },
      ],
    });
    const asked: unknown[] = [];
    server.use(
      graphql.query('AppAsOf', ({ variables }) => {
        asked.push(variables.asOf);
        const shot = (id: number, name: string, current: boolean, capturedAt: string) => ({
          __typename: 'ScreenAsOf',
          current,
          capturedAt,
          imageSized: `/media/${id}.webp`,
          screen: { __typename: 'Screen', id: `Screen:${id}`, name, flow: 'Login' },
        });
        return HttpResponse.json({
          data: {
            app: {
              __typename: 'App',
              id: 'App:1',
              screensAsOf: [
                shot(1, 'Entrar', false, '2023-05-01T00:00:00.000Z'),
                shot(2, 'Senha', true, '2022-01-01T00:00:00.000Z'),
              ],
            },
          },
        });
      }),
    );
    renderWithApp(<AppDetailRoute />, { at: '/app/meu-inss', path: '/app/:idOrSlug' });
    // The screen with an earlier capture says so, and its button opens the viewer (which lists them).
    expect((await screen.findByTestId('earlier-versions')).getAttribute('aria-label')).toBe(
      'Versões anteriores de Entrar',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Como era em 2023' }));
    const notice = await screen.findByTestId('as-of-notice');
    expect(notice.textContent).toContain('Você está vendo este aplicativo como era em 2023.');
    expect(location.current).toBe('/app/meu-inss?asOf=2023');
    const login = within(await screen.findByRole('region', { name: 'Login' }));
    expect(login.getByRole('img', { name: 'Entrar, capturada em 1 de mai. de 2023' })).toBeTruthy();
    expect(login.getByText('Capturada em 1 de jan. de 2022, igual desde então')).toBeTruthy();
    expect(asked).toEqual(['2023']);
    fireEvent.click(within(notice).getByRole('button', { name: 'Voltar para hoje' }));
    await waitFor(() => expect(screen.queryByTestId('as-of-notice')).toBeNull());
    expect(location.current).toBe('/app/meu-inss');
  });
});
