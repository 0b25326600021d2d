import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import FlowKindRoute from './flow-kind-route';

const app = (n: number, name: string) => ({ __typename: 'App', id: `App:${n}`, name, slug: `app-${n}`, logoSrc: null });
const shot = (n: number, a: ReturnType<typeof app>) => ({
  __typename: 'Screen',
  id: `Screen:${n}`,
  dbId: n,
  airtableId: `rec${n}`,
  name: `Tela ${n}`,
  altText: null,
  src: `/media/${n}.png`,
  tags: [],
  app: a,
});
const row = (a: ReturnType<typeof app>, flow: string, ids: number[], screenCount = ids.length) => ({
  cursor: `c${a.id}`,
  node: { __typename: 'FlowRow', flow, screenCount, app: a, screens: ids.map((i) => shot(i, a)) },
});

function serve(seen: unknown[], rows: ReturnType<typeof row>[], kind: object | null = { namePt: 'Entrar' }) {
  server.use(
    graphql.query('FlowKindPage', ({ variables }) => {
      seen.push(variables);
      const flowKind = kind && {
        __typename: 'FlowKind',
        slug: 'entrar',
        namePt: 'Entrar',
        nameEn: 'Sign in',
        rows: { edges: rows, pageInfo: { hasNextPage: false, endCursor: null } },
      };
      return HttpResponse.json({ data: { flowKind, categories: [] } });
    }),
  );
}

describe('a flow kind page', () => {
  it("shows each app's row of screens in order, the filters from the address", async () => {
    const seen: unknown[] = [];
    const a = app(1, 'Alfa');
    serve(seen, [row(a, 'Login', [3, 1], 5), row(app(2, 'Beta'), 'Acesso', [7])]);
    renderWithApp(<FlowKindRoute />, { at: '/fluxos/entrar?platform=ios', path: '/fluxos/:kind' });
    const rows = await screen.findAllByTestId('flow-row');
    expect(rows.map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual(['Alfa', 'Beta']);
    const first = rows[0] as HTMLElement;
    expect(
      within(first)
        .getAllByTestId('flow-row-screen')
        .map((s) => s.textContent),
    ).toEqual(['Tela 3', 'Tela 1']);
    expect(within(first).getByRole('link', { name: 'Ver as 5 telas no aplicativo' }).getAttribute('href')).toBe(
      '/app/app-1',
    );
    expect(seen[0]).toMatchObject({ slug: 'entrar', filter: { platform: 'iOS' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Entrar');
  });

  it('says when no service has the flow, and when the kind does not exist (in English)', async () => {
    serve([], []);
    const { unmount } = renderWithApp(<FlowKindRoute />, {
      at: '/en/fluxos/entrar?type=State',
      path: '/en/fluxos/:kind',
    });
    expect(await screen.findByText('No service has this flow with these filters')).toBeTruthy();
    unmount();
    serve([], [], null);
    renderWithApp(<FlowKindRoute />, { at: '/en/fluxos/voar', path: '/en/fluxos/:kind' });
    await waitFor(() => expect(screen.getByText('This flow does not exist')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'All flows' }).getAttribute('href')).toBe('/en/fluxos');
  });
});
