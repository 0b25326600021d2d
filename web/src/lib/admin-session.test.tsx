import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-token';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { useAdminSession } from './admin-session';

function Probe() {
  const session = useAdminSession();
  return <output data-testid="session">{`${session.status}:${session.username ?? '-'}`}</output>;
}

/** The viewer answer for a token, recording the Authorization header it came with. */
function viewerReturns(viewer: object | null, seen?: (authorization: string | null) => void) {
  return graphql.query('AdminViewer', ({ request }) => {
    seen?.(request.headers.get('authorization'));
    return HttpResponse.json({ data: { viewer } });
  });
}

const status = () => screen.getByTestId('session').textContent;

describe('admin session check (spec section 4, admin gate)', () => {
  it('without a stored token: anonymous, and nothing is asked of the server', async () => {
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('anonymous:-'));
  });

  it('a valid stored token is verified with its bearer header and makes the visitor an admin', async () => {
    const seen = vi.fn();
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'good-token');
    server.use(viewerReturns({ __typename: 'Viewer', username: 'admin', isAdmin: true }, seen));
    renderWithApp(<Probe />);
    expect(status()).toBe('unknown:-');
    await waitFor(() => expect(status()).toBe('admin:admin'));
    expect(seen).toHaveBeenCalledWith('Bearer good-token');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('good-token');
  });

  it('an invalid stored token is removed silently', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'forged');
    const errors = vi.spyOn(console, 'error');
    server.use(viewerReturns(null));
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('anonymous:-'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('an unreachable server is no verdict: the token stays, the login form shows', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'maybe-good');
    server.use(graphql.query('AdminViewer', () => HttpResponse.error()));
    renderWithApp(<Probe />);
    await waitFor(() => expect(status()).toBe('anonymous:-'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('maybe-good');
  });
});
