import { Button } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Provider as ProviderType } from '@/components/ui/provider';
import type { DeferredMenu as DeferredMenuType } from './deferred-menu';

// The first interaction elsewhere on the page never comes here: each test decides when the menu's
// machinery may load (a user-event press is an interaction too).
vi.mock('@/lib/on-first-interaction', () => ({ onFirstInteraction: () => () => undefined }));

// Loaded afresh: test files share a module registry, and an earlier file may have loaded the menu
// (and its machinery) at a real first interaction.
let Provider: typeof ProviderType;
let DeferredMenu: typeof DeferredMenuType;
beforeAll(async () => {
  vi.resetModules();
  ({ Provider } = await import('@/components/ui/provider'));
  ({ DeferredMenu } = await import('./deferred-menu'));
});

function Sort() {
  const [value, setValue] = useState('a');
  return (
    <Provider>
      <DeferredMenu
        spec={{
          type: 'radio',
          value,
          items: [
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ],
          onValueChange: setValue,
        }}
        trigger={<Button>Sort: {value}</Button>}
      />
    </Provider>
  );
}

describe('DeferredMenu', () => {
  it('renders the same plain trigger on the server, announced as a closed menu button', () => {
    const html = renderToString(<Sort />);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });

  it('a click before the menu has loaded opens it once it arrives, and a choice applies', async () => {
    render(<Sort />);
    fireEvent.click(screen.getByRole('button', { name: 'Sort: a' }));
    const beta = await screen.findByRole('menuitemradio', { name: 'Beta' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sort: a' }).getAttribute('aria-expanded')).toBe('true'),
    );
    fireEvent.click(beta);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sort: b' })).toBeTruthy());
  });

  it('a press that focused the trigger still opens the menu: focus fetches, the click swaps', async () => {
    render(<Sort />);
    const placeholder = screen.getByRole('button', { name: 'Sort: a' });
    // A mouse press: pointer down, then focus; the machinery arrives before the release.
    fireEvent.pointerDown(placeholder);
    act(() => placeholder.focus());
    await act(() => import('./menu-body'));
    // The button under the pointer is still the one pressed, so the click reaches it.
    expect(placeholder.isConnected).toBe(true);
    fireEvent.click(placeholder);
    await screen.findByRole('menuitemradio', { name: 'Beta' });
    // The loaded trigger carries the menu's own wiring, and keeps the focus.
    const trigger = screen.getByRole('button', { name: 'Sort: a' });
    expect(trigger.dataset.scope).toBe('menu');
    expect(document.activeElement).toBe(trigger);
  });
});
