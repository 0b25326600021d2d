import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { location, renderWithApp } from '@/testing/render';
import CompareRoute from './compare-route';

const app = { __typename: 'App', id: 'App:1', name: 'Meu INSS', slug: 'meu-inss', logoSrc: null };
const shot = (n: number, flow = 'Login') => ({
  __typename: 'Screen',
  id: `Screen:${n}`,
  dbId: n,
  airtableId: `rec${n}`,
  name: `Tela ${n}`,
  altText: null,
  src: `/media/${n}.png`,
  flow,
  tags: ['form'],
  app,
});

function serve(seen: number[][]) {
  server.use(
    graphql.query('ComparePage', ({ variables }) => {
      const ids = variables.ids as number[];
      seen.push(ids);
      // Screen 404 is hidden: null in its place, as the API answers.
      return HttpResponse.json({ data: { screensByIds: ids.map((id) => (id === 404 ? null : shot(id))) } });
    }),
  );
}

describe('the comparison page', () => {
  it('shows each screen with its app, flow and tags, and a hidden one as removed', async () => {
    const seen: number[][] = [];
    serve(seen);
    renderWithApp(<CompareRoute />, { at: '/comparar?telas=1,404,2' });
    const row = await screen.findByRole('region', { name: '3 telas comparadas (role para os lados)' });
    await waitFor(() => expect(within(row).getAllByRole('heading', { level: 2 })).toHaveLength(3));
    expect(
      within(row)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Tela 1', 'Tela removida', 'Tela 2']);
    expect(within(row).getAllByRole('link', { name: 'Meu INSS' })[0]?.getAttribute('href')).toBe('/app/meu-inss');
    expect(within(row).getAllByTestId('compare-flow')[0]?.textContent).toBe('Fluxo: Login');
    expect(within(row).getAllByText('Formulário').length).toBe(2);
    expect(seen).toEqual([[1, 404, 2]]);
  });

  it('removing a screen updates the address and keeps the others on screen', async () => {
    serve([]);
    renderWithApp(<CompareRoute />, { at: '/en/comparar?telas=1,2,3' });
    const remove = await screen.findByRole('button', { name: 'Remove Tela 2 from the comparison' });
    fireEvent.click(remove);
    await waitFor(() => expect(location.current).toBe('/en/comparar?telas=1,3'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Tela 1', 'Tela 3']);
  });

  it.each([
    ['/comparar?telas=1', 'Escolha pelo menos 2 telas para comparar'],
    ['/comparar', 'Escolha pelo menos 2 telas para comparar'],
    ['/comparar?telas=1,2,3,4,5,6,7', 'Dá para comparar no máximo 6 telas de uma vez'],
    ['/comparar?telas=1,abc', 'Este link de comparação não é válido'],
  ])('%s says what is wrong and links back to the screens', async (at, message) => {
    renderWithApp(<CompareRoute />, { at });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escolher telas' }).getAttribute('href')).toBe('/screens');
  });
});
