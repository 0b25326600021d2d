import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { Header } from './header';

const toggle = () => screen.getByRole('button', { name: /Abrir menu|Fechar menu/ });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;

describe('the phone menu', () => {
  it('closes on Escape (focus back on the toggle), on a press outside, and when the page scrolls away', async () => {
    renderWithApp(
      <>
        <Header />
        <p>Conteúdo da página</p>
      </>,
    );
    fireEvent.click(toggle());
    expect(panel().hidden).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(panel().hidden).toBe(true));
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    expect(panel().hidden).toBe(false);
    fireEvent.pointerDown(panel()); // inside: stays open
    expect(panel().hidden).toBe(false);
    fireEvent.pointerDown(screen.getByText('Conteúdo da página'));
    await waitFor(() => expect(panel().hidden).toBe(true));

    fireEvent.click(toggle());
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(panel().hidden).toBe(true));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
