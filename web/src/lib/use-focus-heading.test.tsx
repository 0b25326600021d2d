import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, type ReactElement, Suspense } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigation } from './use-focus-heading';

let release: () => void = () => {};
const Later = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      release = () => resolve({ default: () => <h1>Telas</h1> });
    }),
);

function Frame() {
  const { pathname } = useLocation();
  useFocusHeadingOnNavigation(pathname, 'main');
  return (
    <>
      <Link to="/screens">Telas</Link>
      <Link to="/?sort=views">Mais vistos</Link>
      <main id="main">
        <Suspense fallback={<p>Carregando...</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

describe('focus after navigation', () => {
  it('moves to the new page’s heading once it appears; not on the first load or a query change', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Frame />}>
            <Route path="/" element={<h1>Aplicativos</h1>} />
            <Route path="/screens" element={<Later />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('link', { name: 'Mais vistos' }));
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Aplicativos' }));
    fireEvent.click(screen.getByRole('link', { name: 'Telas' }));
    await act(async () => release());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Telas' })));
  });

  it('leaves focus in a modal dialog open on the new page (the viewer of its ?screen=)', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Frame />}>
            <Route path="/" element={<h1>Aplicativos</h1>} />
            <Route
              path="/screens"
              element={
                <>
                  <h1>Telas</h1>
                  <div role="dialog" aria-modal="true" data-state="open">
                    <button type="button" ref={(el) => el?.focus()}>
                      Fechar
                    </button>
                  </div>
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Telas' }));
    // The click's act has run the navigation's effects: the heading is there, focus stays put.
    expect(screen.getByRole('heading', { name: 'Telas' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }));
  });
});
