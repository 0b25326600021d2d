import { Button } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '@/components/ui/provider';
import { DeferredMenu } from './deferred-menu';

// Idle never comes on its own here: each test decides when the menu's machinery may load.
vi.mock('@/lib/when-idle', () => ({ whenIdle: () => () => undefined }));

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

  it('focusing the trigger loads the menu and keeps focus on the (new) trigger', async () => {
    render(<Sort />);
    const placeholder = screen.getByRole('button', { name: 'Sort: a' });
    act(() => placeholder.focus());
    // The loaded trigger carries the menu's own wiring.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sort: a' }).dataset.scope).toBe('menu'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sort: a' }));
    expect(screen.queryByRole('menuitemradio', { name: 'Beta' })).toBeNull();
  });
});
