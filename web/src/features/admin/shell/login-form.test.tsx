import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster-store';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-token';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import AdminDashboardRoute from '../dashboard/admin-dashboard-route';

const loginAnswers = (body: object, init?: ResponseInit) =>
  graphql.mutation('AdminLogin', () => HttpResponse.json(body, init));

async function submit(lang: 'pt' | 'en', username: string, password: string) {
  const labels = lang === 'pt' ? ['Usuário', 'Senha', 'Entrar'] : ['Username', 'Password', 'Login'];
  fireEvent.change(await screen.findByLabelText(new RegExp(`^${labels[0]}`)), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels[1]}`)), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels[2] }));
}

afterEach(() => vi.restoreAllMocks());

describe('admin login gate', () => {
  it('requires both fields, with a message under each', async () => {
    renderWithApp(<AdminDashboardRoute />, { at: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('O usuário é obrigatório')).toBeTruthy();
    expect(screen.getByText('A senha é obrigatória')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Usuário/));
  });

  it('logs in: stores the token, toasts, shows the banner and the dashboard', async () => {
    const success = vi.spyOn(toaster, 'success');
    server.use(
      loginAnswers({
        data: {
          login: {
            __typename: 'LoginSuccess',
            data: { __typename: 'LoginPayload', token: 'tok-9', username: 'admin' },
          },
        },
      }),
      graphql.query('AdminSubscriberCount', () =>
        HttpResponse.json({
          data: {
            newsletter: { __typename: 'Newsletter', subscriberCount: 3 },
            newsletterStatus: { __typename: 'NewsletterStatus', problems: [] },
          },
        }),
      ),
      graphql.query('AirtableStatus', () => HttpResponse.json({ data: { jobs: [], deletedRecords: [] } })),
      graphql.query('AuditLog', () => HttpResponse.json({ data: { auditLog: [] } })),
    );
    renderWithApp(<AdminDashboardRoute />, { at: '/en/admin' });
    await submit('en', ' admin ', 'secret');
    expect(await screen.findByText('Admin Mode - You have administrative access')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('3 subscribers')).toBeTruthy();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-9');
    expect(success).toHaveBeenCalledWith({
      id: 'admin-login',
      title: 'Login successful',
      description: 'You now have access to admin features.',
    });
  });

  it('rejected credentials, a rate limit and an unreachable server each get their toast', async () => {
    const error = vi.spyOn(toaster, 'error');
    server.use(loginAnswers({ data: { login: { __typename: 'InvalidCredentialsError', message: 'Invalid' } } }));
    renderWithApp(<AdminDashboardRoute />, { at: '/en/admin' });
    await submit('en', 'admin', 'wrong');
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith({
        id: 'admin-login',
        title: 'Login failed',
        description: 'Invalid credentials. Please try again.',
      }),
    );

    const limited = 'Too many failed login attempts. Try again in 15 minutes.';
    server.use(
      loginAnswers(
        { errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfter: 900 } }] },
        { status: 429, headers: { 'content-type': 'application/graphql-response+json' } },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith({ id: 'admin-login', title: 'Login failed', description: limited }),
    );

    server.use(graphql.mutation('AdminLogin', () => HttpResponse.error()));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith({
        id: 'admin-login',
        title: 'Error',
        description: 'Failed to connect to server.',
      }),
    );
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('a rate limit answered as plain JSON is read too, and worded in Portuguese', async () => {
    const error = vi.spyOn(toaster, 'error');
    server.use(
      loginAnswers(
        {
          errors: [
            {
              message: 'Too many requests. Try again in 15 minutes.',
              extensions: { code: 'RATE_LIMITED', retryAfter: 880 },
            },
          ],
        },
        { status: 429 },
      ),
    );
    renderWithApp(<AdminDashboardRoute />, { at: '/admin' });
    await submit('pt', 'admin', 'x');
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith({
        id: 'admin-login',
        title: 'Falha no login',
        description: 'Muitas tentativas de login sem sucesso. Tente novamente em 15 minutos.',
      }),
    );
  });
});
