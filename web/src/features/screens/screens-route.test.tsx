import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { location, renderWithApp } from '@/testing/render';
import ScreensRoute from './screens-route';

const app = { __typename: 'App', id: 'App:1', name: 'Meu INSS', slug: 'meu-inss', logoSrc: null };
const node = (n: number) => ({
  __typename: 'Screen',
  id: `Screen:${n}`,
  dbId: n,
  airtableId: `rec${n}`,
  name: `Tela ${n}`,
  altText: null,
  src: `/media/${n}.png`,
  tags: ['form'],
  app,
});
const option = (value: string, count: number, labelEn = value) => ({
  __typename: 'FacetOption',
  value,
  label: value,
  labelEn,
  count,
});
const FACETS = {
  __typename: 'GalleryFacets',
  tags: [option('form', 12), option('card', 7), option('custom-tag', 2)],
  categories: [option('Saúde', 9, 'Health'), option('Finanças', 3, 'Finance')],
  countries: [option('Brasil', 12)],
  platforms: [option('iOS', 5), option('Android', 7)],
  types: [option('Federal', 8), option('State', 4)],
  apps: [{ ...option('meu-inss', 12), label: 'Meu INSS', labelEn: 'Meu INSS' }],
};

function serve(seen: any[]) {
  server.use(
    graphql.query('ScreensPage', ({ variables }) => {
      seen.push(variables);
      return HttpResponse.json({
        data: {
          screens: {
            __typename: 'QueryScreensConnection',
            totalCount: 2,
            edges: [1, 2].map((n) => ({ __typename: 'QueryScreensConnectionEdge', cursor: `c${n}`, node: node(n) })),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c2' },
          },
        },
      });
    }),
    graphql.query('ScreenFacets', () => HttpResponse.json({ data: { screenFacets: FACETS } })),
  );
}

const chips = () => screen.queryAllByTestId('active-filter').map((c) => c.textContent);

describe('all screens: filters in the address', () => {
  it('applies several tags, a category and a platform from the address, with chips and counts', async () => {
    const seen: any[] = [];
    serve(seen);
    renderWithApp(<ScreensRoute />, { at: '/screens?tag=form&tag=card&category=saude&platform=ios' });
    expect(await screen.findByText('2 de 2 telas')).toBeTruthy();
    expect(seen[0]).toMatchObject({
      filter: { tags: ['form', 'card'], category: 'saude', platform: 'iOS' },
      first: 50,
    });
    expect(seen[0].sort).toBeUndefined();
    await waitFor(() =>
      expect(chips()).toEqual(['Componente: Formulário', 'Componente: Cartão', 'Categoria: Saúde', 'Plataforma: iOS']),
    );
    const category = screen.getByLabelText('Categoria') as HTMLSelectElement;
    expect(category.value).toBe('saude');
    expect([...category.options].map((o) => o.textContent)).toEqual([
      'Todas as categorias',
      'Saúde (9)',
      'Finanças (3)',
    ]);
    expect(screen.getByRole('button', { name: /Formulário, 12 telas/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeTruthy();
  });

  it('writes choices to the address: type, a removed chip, the sort, then clear all', async () => {
    serve([]);
    renderWithApp(<ScreensRoute />, { at: '/en/screens?tag=form&tag=card&sort=app' });
    await screen.findByText('2 of 2 screens');
    fireEvent.change(await screen.findByLabelText('Type'), { target: { value: 'State' } });
    await waitFor(() => expect(location.current).toBe('/en/screens?tag=form&tag=card&type=State&sort=app'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Component: Card' }));
    await waitFor(() => expect(location.current).toBe('/en/screens?tag=form&type=State&sort=app'));
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'newest' } });
    await waitFor(() => expect(location.current).toBe('/en/screens?tag=form&type=State&sort=newest'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location.current).toBe('/en/screens?sort=newest'));
    expect(chips()).toEqual([]);
  });

  it('a popular tag adds to the chosen ones, and the component menu lists labels with counts', async () => {
    serve([]);
    renderWithApp(<ScreensRoute />, { at: '/screens?tag=form' });
    fireEvent.click(await screen.findByRole('button', { name: /^Cartão, 7 telas/ }));
    await waitFor(() => expect(location.current).toBe('/screens?tag=form&tag=card'));
    fireEvent.click(screen.getByRole('button', { name: 'Componentes (2)' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((i) => i.textContent),
    ).toEqual(['Formulário (12)', 'Cartão (7)', 'custom-tag (2)']);
  });
});
