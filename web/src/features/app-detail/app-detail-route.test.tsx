import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
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
      logoSrc: null,
      screens: [],
    });
    renderWithApp(<AppDetailRoute />, { at: '/en/app/meu-inss', path: '/en/app/:idOrSlug' });
    expect(await screen.findByText('Portuguese')).toBeTruthy();
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
