import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { location, renderWithApp } from '@/testing/render';
import AppsRoute from './apps-route';

const app = (id: number, name: string, categories: string[], planned = false, searchMatch: string | null = null) => ({
  __typename: 'App',
  searchMatch,
  id: `App:${id}`,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  planned,
  categories,
  country: planned ? 'Reino Unido' : 'Brasil',
  logoSrc: null,
  screenCount: planned ? 0 : 3,
  firstScreen: planned ? null : { __typename: 'Screen', id: `Screen:${id}`, src: `/media/${id}.png`, altText: name },
});
const category = (name: string, nameEn: string, hidden = false) => ({
  __typename: 'Category',
  name,
  nameEn,
  iconUrl: null,
  hidden,
});

function serve(
  apps = [
    app(1, 'Meu SUS Digital', ['Saúde']),
    app(2, 'Receita Federal', ['Finanças']),
    app(3, 'NHS', ['Planejado'], true),
  ],
) {
  server.use(
    graphql.query('AppsPage', () =>
      HttpResponse.json({
        data: {
          apps,
          categories: [
            category('Todos', 'All'),
            category('Finanças', 'Finance'),
            category('Saúde', 'Health'),
            category('Mobilidade', 'Mobility', true),
            category('Planejado', 'Planned'),
          ],
        },
      }),
    ),
  );
}

describe('apps list', () => {
  it('shows 8 skeletons, then live apps only; Mobilidade has no tab', async () => {
    serve();
    renderWithApp(<AppsRoute />);
    expect(screen.getAllByTestId('app-card-skeleton')).toHaveLength(8);
    expect(await screen.findByRole('link', { name: 'Meu SUS Digital' })).toBeTruthy();
    expect(screen.queryByText('NHS')).toBeNull();
    const strip = screen.getByTestId('category-strip');
    expect(
      within(strip)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Finanças', 'Saúde', 'Planejado']);
    expect(screen.getByTestId('apps-count').textContent).toBe('2 aplicativos');
  });

  it('applies ?category= without accents and keeps the address in step', async () => {
    serve();
    renderWithApp(<AppsRoute />, { at: '/en?category=SAUDE' });
    const health = await screen.findByRole('button', { name: 'Health' });
    expect(health.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Receita Federal' })).toBeNull();
    await waitFor(() => expect(location.current).toBe('/en?category=health'));
    fireEvent.click(screen.getByRole('button', { name: 'Planned' }));
    expect(await screen.findByText('NHS')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'NHS' })).toBeNull();
    // A compact card: name, country, badge and Coming Soon, with no empty picture box.
    const card = screen.getByRole('article', { name: 'NHS' });
    expect(card.textContent).toBe('NHSReino UnidoPlannedComing Soon');
    expect(card.querySelector('.vp-card__empty, .vp-card__media')).toBeNull();
    await waitFor(() => expect(location.current).toBe('/en?category=planned'));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(location.current).toBe('/en'));
  });

  it('ignores an unknown category and shows the empty state when nothing matches', async () => {
    serve([app(3, 'NHS', ['Planejado'], true)]);
    renderWithApp(<AppsRoute />, { at: '/?category=nada' });
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeTruthy();
    expect(screen.getByText('Tente ajustar os filtros para encontrar mais resultados')).toBeTruthy();
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('ignores a hidden category in the address like an unknown one (no apps of it, All selected)', async () => {
    serve([app(1, 'Meu SUS Digital', ['Saúde']), app(4, 'Bilhete Único', ['Mobilidade'])]);
    renderWithApp(<AppsRoute />, { at: '/?category=mobilidade' });
    expect(await screen.findByRole('link', { name: 'Meu SUS Digital' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('apps-count').textContent).toBe('2 aplicativos');
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('keeps the sort in ?sort= (none is the plain address) and drops unknown values', async () => {
    const sorts: unknown[] = [];
    serve();
    server.events.on('request:start', async ({ request }) => {
      // Queries travel as GET (operation and variables in the query string), mutations as POST.
      const url = new URL(request.url);
      const body = (
        request.method === 'GET'
          ? {
              operationName: url.searchParams.get('operationName'),
              variables: JSON.parse(url.searchParams.get('variables') ?? '{}'),
            }
          : await request.clone().json()
      ) as { operationName?: string; variables?: { sort?: string } };
      if (body.operationName === 'AppsPage') sorts.push(body.variables?.sort);
    });
    renderWithApp(<AppsRoute />, { at: '/en?sort=views' });
    expect(await screen.findByRole('button', { name: 'Sort: Most viewed' })).toBeTruthy();
    await waitFor(() => expect(sorts).toContain('views'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort: Most viewed' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'No order' }));
    await waitFor(() => expect(location.current).toBe('/en'));
    server.events.removeAllListeners();
  });

  it('a nonsense ?sort= is removed from the address', async () => {
    serve();
    renderWithApp(<AppsRoute />, { at: '/?sort=random&search=' });
    await waitFor(() => expect(location.current).toBe('/?search='));
  });

  it('shows Error: {message} when the request fails', async () => {
    server.use(graphql.query('AppsPage', () => HttpResponse.json({ errors: [{ message: 'fora do ar' }] })));
    renderWithApp(<AppsRoute />);
    expect((await screen.findByRole('alert')).textContent).toContain('Erro: fora do ar');
  });

  it('a search leads with its strong matches and folds the weak ones behind a line that says how many', async () => {
    serve([
      app(4, 'Detran.SP', ['Transporte'], false, 'strong'),
      app(5, 'Detran.RJ', ['Transporte'], false, 'strong'),
      app(6, 'Carteira Digital de Trânsito', ['Transporte'], false, 'weak'),
      app(7, 'gov.br', ['Cidadania'], false, 'weak'),
    ]);
    renderWithApp(<AppsRoute />, { at: '/?search=detran' });
    // The count counts what is shown; the line, what waits behind it.
    await waitFor(() => expect(screen.getByTestId('apps-count').textContent).toBe('2 aplicativos'));
    const line = screen.getByText('e mais 2 aplicativos que mencionam detran em alguma tela');
    // Behind a closed disclosure, which jsdom does not hide: what a browser shows is outside one.
    const links = () =>
      screen.getAllByRole('link', { name: /Detran|Carteira|gov/ }).filter((a) => !a.closest('details:not([open])'));
    expect(links().map((a) => a.getAttribute('href'))).toEqual(['/app/detran.sp', '/app/detran.rj']);
    fireEvent.click(line);
    await waitFor(() =>
      expect(screen.getByTestId('apps-count').textContent).toBe('4 aplicativos, 2 pelo nome, descrição ou categoria'),
    );
    expect(links().map((a) => a.getAttribute('href'))).toEqual([
      '/app/detran.sp',
      '/app/detran.rj',
      '/app/carteira-digital-de-trânsito',
      '/app/gov.br',
    ]);
  });

  it('in English, and with nothing strong the weak matches are simply shown', async () => {
    serve([
      app(4, 'Detran.SP', ['Transporte'], false, 'strong'),
      app(6, 'Carteira Digital', ['Transporte'], false, 'weak'),
    ]);
    const view = renderWithApp(<AppsRoute />, { at: '/en?search=detran' });
    await waitFor(() => expect(screen.getByTestId('apps-count').textContent).toBe('1 app'));
    expect(screen.getByText('and 1 more app that mentions detran on a screen')).toBeTruthy();
    view.unmount();
    serve([app(6, 'Carteira Digital', ['Transporte'], false, 'weak')]);
    renderWithApp(<AppsRoute />, { at: '/?search=comprovante' });
    await waitFor(() =>
      expect(screen.getByTestId('apps-count').textContent).toBe(
        '1 aplicativo, nenhum pelo nome, descrição ou categoria',
      ),
    );
    expect(screen.getByRole('link', { name: 'Carteira Digital' })).toBeTruthy();
    expect(screen.queryByTestId('weak-matches')).toBeNull();
  });

  it('filters follow one history rule: a category or a new search is an entry Back undoes; refining a search is not', async () => {
    serve();
    renderWithApp(<AppsRoute />, { at: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Saúde' }));
    await waitFor(() => expect(location.current).toBe('/?category=saude'));
    act(() => location.back());
    await waitFor(() => expect(location.current).toBe('/'));
  });
});

describe('retired services', () => {
  it('are asked for under their own filter, which the address keeps', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('AppsPage', ({ variables }) => {
        asked.push(variables.filter ?? null);
        const retired = (variables.filter as { status?: string } | undefined)?.status === 'retired';
        return HttpResponse.json({
          data: {
            apps: retired ? [app(9, 'Velho Portal', ['Finanças'])] : [app(1, 'Meu SUS Digital', ['Saúde'])],
            categories: [category('Todos', 'All'), category('Finanças', 'Finance'), category('Saúde', 'Health')],
          },
        });
      }),
    );
    renderWithApp(<AppsRoute />, { at: '/en' });
    expect(await screen.findByRole('link', { name: 'Meu SUS Digital' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Retired services' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Velho Portal' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Meu SUS Digital' })).toBeNull();
    expect(location.current).toBe('/en?status=retired');
    expect(screen.getByTestId('retired-intro').textContent).toContain('no longer exist');
    expect(asked).toEqual([null, { status: 'retired' }]);
  });
});
