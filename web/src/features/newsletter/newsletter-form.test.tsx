import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { NewsletterForm } from './newsletter-form';

const count = (n: number) =>
  graphql.query('NewsletterCount', () =>
    HttpResponse.json({ data: { __typename: 'Query', newsletter: { __typename: 'Newsletter', subscriberCount: n } } }),
  );

function subscribeReturns(result: object, seen?: (vars: Record<string, unknown>) => void) {
  return graphql.mutation('SubscribeNewsletter', ({ variables }) => {
    seen?.(variables);
    return HttpResponse.json({ data: { subscribeNewsletter: result } });
  });
}

describe('NewsletterForm', () => {
  it('validates: required, invalid, too long (truncated to 100); typing clears', async () => {
    server.use(count(41));
    renderWithApp(<NewsletterForm />);
    const input = screen.getByLabelText('Seu e-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect(await screen.findByText('O endereço de e-mail é obrigatório')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'a' } });
    expect(screen.queryByText('O endereço de e-mail é obrigatório')).toBeNull();
    fireEvent.change(input, { target: { value: 'maria@exemplo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect(await screen.findByText('Digite um endereço de e-mail válido')).toBeTruthy();
    fireEvent.change(input, { target: { value: `${'x'.repeat(120)}@a.com` } });
    expect((input as HTMLInputElement).value).toHaveLength(100);
    expect(screen.getByText(/muito longo/)).toBeTruthy();
    expect(await screen.findByText('41 pessoas inscritas')).toBeTruthy();
  });

  it('subscribes, shows the new count, disables itself and reverts after 3 s', async () => {
    const seen = vi.fn();
    server.use(
      count(41),
      subscribeReturns(
        {
          __typename: 'SubscribeNewsletterSuccess',
          data: { __typename: 'SubscribeNewsletterPayload', subscriberCount: 42 },
        },
        seen,
      ),
    );
    renderWithApp(<NewsletterForm />, { at: '/en' });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: ' ana@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const done = await screen.findByRole('button', { name: 'Subscribed' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Your email') as HTMLInputElement).disabled).toBe(true);
    // The page the form was sent from goes with it: part of the proof of consent.
    expect(seen).toHaveBeenCalledWith({ email: 'ana@example.org', language: 'en', page: '/en' });
    // Double opt-in: the words say to look for the confirmation email.
    expect(await screen.findByText(/Check your inbox and confirm your subscription/)).toBeTruthy();
    expect(screen.getByTestId('newsletter-consent').textContent).toContain('We first send you an email to confirm');
    expect(await screen.findByText('42 subscribers')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy(), { timeout: 4000 });
  });

  it('reports an existing subscription', async () => {
    server.use(count(1), subscribeReturns({ __typename: 'AlreadySubscribedError', message: 'exists' }));
    renderWithApp(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText('Seu e-mail'), { target: { value: 'ana@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect(await screen.findByText('Já inscrito: Este e-mail já está inscrito')).toBeTruthy();
  });
});
