import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { AdminIntl } from '../shell/admin-intl';
import { FlowKindField, useFlowKinds } from './flow-kind-field';

const KINDS = [
  { __typename: 'FlowKind', slug: 'entrar', namePt: 'Entrar', nameEn: 'Sign in' },
  { __typename: 'FlowKind', slug: 'inicio', namePt: 'Início', nameEn: 'Home' },
];
const row = (flow: string, kind: string | null, source: string) => ({
  __typename: 'AppFlowKind',
  appId: 3,
  flow,
  kind,
  source,
});

/** The app page's flows, as AppScreens lays them out, over answers that change after a save. */
function Flows() {
  const { kinds, choices } = useFlowKinds(3);
  if (!kinds) return null;
  return (
    <>
      {['Login', 'Other'].map((flow) => (
        <section key={flow} aria-label={flow}>
          <FlowKindField appId={3} flow={flow} kinds={kinds} choice={choices.get(flow)} />
        </section>
      ))}
    </>
  );
}

function answer(rows: () => ReturnType<typeof row>[]) {
  server.use(
    graphql.query('AdminFlowKinds', () => HttpResponse.json({ data: { flowKinds: KINDS, appFlowKinds: rows() } })),
  );
}

describe("an admin maps the app's flows to journey kinds", () => {
  it('shows the suggestion, confirms it, and changes an unmapped flow to a kind', async () => {
    signInAsAdmin();
    let rows = [row('Login', 'entrar', 'suggested')];
    answer(() => rows);
    const sent = vi.fn();
    server.use(
      graphql.mutation('SetFlowKind', ({ variables }) => {
        sent(variables);
        const saved = row(variables.flow, variables.kind ?? null, 'admin');
        rows = [...rows.filter((r) => r.flow !== variables.flow), saved];
        return HttpResponse.json({ data: { setFlowKind: { __typename: 'SetFlowKindSuccess', data: saved } } });
      }),
    );
    renderWithApp(
      <AdminIntl>
        <Flows />
      </AdminIntl>,
      { at: '/en/admin/screens?app=3' },
    );
    const login = within(await screen.findByRole('region', { name: 'Login' }));
    expect(login.getByTestId('flow-kind-state').textContent).toContain('Suggested: Sign in');
    const other = within(screen.getByRole('region', { name: 'Other' }));
    expect(other.getByTestId('flow-kind-state').textContent).toContain('Suggested: Left unmapped');

    fireEvent.click(login.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(login.getByTestId('flow-kind-state').textContent).toContain('Chosen: Sign in'));
    expect(login.getByRole('status').textContent).toContain('Saved: Sign in');
    expect((login.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(other.getByLabelText('Journey kind of the flow Other'), { target: { value: 'inicio' } });
    fireEvent.click(other.getByRole('button', { name: 'Save kind' }));
    await waitFor(() => expect(other.getByTestId('flow-kind-state').textContent).toContain('Chosen: Home'));
    expect(sent.mock.calls.map(([v]) => [v.flow, v.kind])).toEqual([
      ['Login', 'entrar'],
      ['Other', 'inicio'],
    ]);
  });

  it('lists the kinds in Portuguese and says why a save was refused', async () => {
    signInAsAdmin();
    answer(() => [row('Login', 'entrar', 'admin')]);
    server.use(
      graphql.mutation('SetFlowKind', () =>
        HttpResponse.json({
          data: { setFlowKind: { __typename: 'NotFoundError', message: 'Aplicativo não encontrado.' } },
        }),
      ),
    );
    renderWithApp(
      <AdminIntl>
        <Flows />
      </AdminIntl>,
      { at: '/admin/screens?app=3' },
    );
    const login = within(await screen.findByRole('region', { name: 'Login' }));
    expect(login.getByTestId('flow-kind-state').textContent).toContain('Escolhido: Entrar');
    const select = login.getByLabelText('Tipo de jornada do fluxo Login');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Sem tipo', 'Entrar', 'Início']);
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(login.getByRole('button', { name: 'Salvar tipo' }));
    expect(await login.findByText('Aplicativo não encontrado.')).toBeTruthy();
    expect(login.getByTestId('flow-kind-state').textContent).toContain('Escolhido: Entrar');
  });
});
