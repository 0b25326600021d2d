import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { location, renderWithApp } from '@/testing/render';
import { useViewerParam } from './use-viewer-param';

/** Every committed render's key beside the address it was rendered with. */
const renders: string[] = [];

function Probe() {
  const viewer = useViewerParam();
  const navigate = useNavigate();
  const shown = `${viewer.key}@${viewer.address}`;
  useLayoutEffect(() => {
    renders.push(shown);
  });
  return (
    <div>
      <output>{viewer.key ?? 'closed'}</output>
      <button type="button" onClick={() => viewer.open('recA')}>
        open
      </button>
      <button type="button" onClick={() => viewer.move('recB')}>
        move
      </button>
      <button type="button" onClick={viewer.close}>
        close
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        forward
      </button>
      <button type="button" onClick={() => navigate('/app/y?screen=recZ')}>
        similar
      </button>
    </div>
  );
}

const key = () => screen.getByRole('status').textContent;
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('?screen= and history', () => {
  it('opening pushes an entry, moving replaces it, and Back closes the viewer', async () => {
    renderWithApp(<Probe />, { at: '/screens?tag=form' });
    click('open');
    await waitFor(() => expect(location.current).toBe('/screens?tag=form&screen=recA'));
    click('move');
    await waitFor(() => expect(location.current).toBe('/screens?tag=form&screen=recB'));
    expect(key()).toBe('recB');
    click('back');
    await waitFor(() => expect(location.current).toBe('/screens?tag=form'));
    expect(key()).toBe('closed');
    click('forward');
    await waitFor(() => expect(key()).toBe('recB'));
  });

  it('Back closes the viewer even when it comes before the address showed the last move', async () => {
    renderWithApp(<Probe />, { at: '/screens?tag=form' });
    click('open');
    await waitFor(() => expect(location.current).toBe('/screens?tag=form&screen=recA'));
    // One render for both, as on a busy phone: the address never shows recB before Back.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'move' }));
      fireEvent.click(screen.getByRole('button', { name: 'back' }));
    });
    await waitFor(() => expect(location.current).toBe('/screens?tag=form'));
    expect(key()).toBe('closed');
  });

  it('a double click that opens twice before the address caught up pushes one entry: Back still closes', async () => {
    renderWithApp(<Probe />, { at: '/screens?tag=form' });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
    });
    await waitFor(() => expect(location.current).toBe('/screens?tag=form&screen=recA'));
    click('move');
    await waitFor(() => expect(location.current).toBe('/screens?tag=form&screen=recB'));
    click('back');
    await waitFor(() => expect(location.current).toBe('/screens?tag=form'));
    expect(key()).toBe('closed');
  });

  it('closing goes back to the entry it pushed', async () => {
    renderWithApp(<Probe />, { at: '/app/x' });
    click('open');
    await waitFor(() => expect(location.current).toBe('/app/x?screen=recA'));
    click('close');
    await waitFor(() => expect(location.current).toBe('/app/x'));
    // Forward returns to the viewer: the entry was left, not rewritten.
    click('forward');
    await waitFor(() => expect(key()).toBe('recA'));
  });

  it('a page loaded with ?screen= opens on it, and closing removes the parameter in place', async () => {
    renderWithApp(<Probe />, { at: '/app/x?screen=42' });
    expect(key()).toBe('42');
    click('close');
    await waitFor(() => expect(location.current).toBe('/app/x'));
    expect(key()).toBe('closed');
  });

  it('a link to another page’s screen and Back from it are adopted in the render they arrive in', async () => {
    renderWithApp(<Probe />, { at: '/app/x' });
    click('open');
    await waitFor(() => expect(location.current).toBe('/app/x?screen=recA'));
    renders.length = 0;
    click('similar');
    await waitFor(() => expect(key()).toBe('recZ'));
    click('back');
    await waitFor(() => expect(location.current).toBe('/app/x?screen=recA'));
    expect(key()).toBe('recA');
    // No render in between showed a page with the other page's key (its viewer closed and reopened).
    expect(renders.filter((r) => r.split('@')[0] !== r.split('@')[1])).toEqual([]);
  });
});
