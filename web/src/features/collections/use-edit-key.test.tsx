import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readStored, rememberCollection } from '@/components/collections/collection-store';
import { takeKeyFromFragment, useEditKey } from './use-edit-key';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const KEY = 'S3cr3t_-'.repeat(6).slice(0, 43);

function Probe() {
  const key = useEditKey(ID);
  const location = useLocation();
  return (
    <>
      <p data-testid="key">{key ?? 'none'}</p>
      <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>
    </>
  );
}

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('an edit link’s fragment (#editar=…)', () => {
  it('is stored, then replaced out of the address bar and the router’s address', async () => {
    renderAt(`/colecao/${ID}?x=1#editar=${KEY}`);
    await waitFor(() => expect(screen.getByTestId('key').textContent).toBe(KEY));
    expect(readStored()).toMatchObject([{ id: ID, editKey: KEY, title: '' }]);
    expect(window.location.href).not.toContain(KEY);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(`/colecao/${ID}?x=1`);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/colecao/${ID}?x=1`));
  });

  it('keeps a stored title when a newer key arrives', () => {
    rememberCollection({ id: ID, title: 'Logins', editKey: 'o'.repeat(43) });
    window.history.replaceState(null, '', `/en/colecao/${ID}#editar=${KEY}`);
    expect(takeKeyFromFragment(ID, window.location)).toBe(`/en/colecao/${ID}`);
    expect(readStored()).toMatchObject([{ id: ID, editKey: KEY, title: 'Logins' }]);
  });

  it('without a fragment, the key is the stored one; with neither, there is none', async () => {
    const view = renderAt(`/colecao/${ID}`);
    expect(screen.getByTestId('key').textContent).toBe('none');
    view.unmount();
    rememberCollection({ id: ID, title: 'Logins', editKey: KEY });
    renderAt(`/colecao/${ID}`);
    expect(screen.getByTestId('key').textContent).toBe(KEY);
  });

  it('a malformed fragment is left alone and gives no key', () => {
    window.history.replaceState(null, '', `/colecao/${ID}#editar=short`);
    expect(takeKeyFromFragment(ID, window.location)).toBeNull();
    expect(window.location.hash).toBe('#editar=short');
    expect(readStored()).toEqual([]);
  });
});
