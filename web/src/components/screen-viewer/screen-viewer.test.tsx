import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ScreenViewer } from './screen-viewer';

const shot = (n: number, app = 1) => ({
  __typename: 'Screen' as const,
  id: `Screen:${n}`,
  dbId: n,
  airtableId: `rec${n}`,
  name: `Tela ${n}`,
  altText: null,
  src: `/media/${n}.png`,
  tags: n === 1 ? ['form', 'custom-tag'] : [],
  app: { __typename: 'App' as const, id: `App:${app}`, name: 'Gov App', slug: 'gov-app', logoSrc: null },
});

function Harness(props: { start: string | null; strip?: boolean }) {
  const [current, setCurrent] = useState<string | null>(props.start);
  const screens = [shot(1), shot(2), shot(3)] as any;
  const strip = props.strip ? ([shot(1), shot(2), shot(3), shot(4)] as any) : undefined;
  return (
    <ScreenViewer
      screens={screens}
      strip={strip}
      current={current}
      onNavigate={setCurrent}
      onClose={() => setCurrent(null)}
    />
  );
}

let toOtherApp: () => void = () => {};

/** The app page after Back from another app's screen: the viewer stays open on this app's screen. */
function BackHarness() {
  const [other, setOther] = useState(false);
  toOtherApp = () => setOther(true);
  const screens = (other ? [shot(5, 2)] : [shot(1)]) as any;
  return <ScreenViewer screens={screens} current={other ? 'rec5' : 'rec1'} onNavigate={() => {}} onClose={() => {}} />;
}

const frame = () => screen.getByTestId('zoom-frame');
describe('ScreenViewer', () => {
  it('wraps around with the buttons and the arrow keys, and closes on Escape', async () => {
    renderWithApp(<Harness start="rec1" />);
    expect(await screen.findByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tela anterior' }));
    expect(screen.getByRole('heading', { name: 'Tela 3' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    expect(screen.getByText('1 de 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Gov App/ }).getAttribute('href')).toBe('/app/gov-app');
    const img = screen.getByRole('dialog').querySelector('img[width="1024"][height="1820"]');
    expect(img).toBeTruthy();
  });

  it('opens by database id too, and offers the original for download', async () => {
    renderWithApp(<Harness start="2" />);
    expect(await screen.findByRole('heading', { name: 'Tela 2' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Baixar imagem/ });
    expect(link.getAttribute('href')).toBe('/api/screens/2/download');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('zooms with + and −, resets with 0 and on the next screen, and loads the full-size picture', async () => {
    renderWithApp(<Harness start="rec1" />);
    await screen.findByRole('heading', { name: 'Tela 1' });
    const dialog = screen.getByRole('dialog');
    expect(frame().dataset.zoom).toBe('1.00');
    expect(screen.getByRole('button', { name: 'Diminuir zoom' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(dialog, { key: '+' });
    expect(frame().dataset.zoom).toBe('1.50');
    expect(screen.getByTestId('zoom-level').textContent).toBe('Zoom: 150%');
    const full = dialog.querySelector('img[data-full-res]');
    expect(full?.getAttribute('src')).toBe('/media/1.png?w=1820&f=webp&q=90');
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar zoom' }));
    expect(frame().dataset.zoom).toBe('2.25');
    fireEvent.keyDown(dialog, { key: '-' });
    expect(frame().dataset.zoom).toBe('1.50');
    fireEvent.keyDown(dialog, { key: '0' });
    expect(frame().dataset.zoom).toBe('1.00');
    fireEvent.keyDown(dialog, { key: '+' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Tela 2' })).toBeTruthy();
    expect(frame().dataset.zoom).toBe('1.00');
  });

  it('swipes to the next and previous screen with one pointer when not zoomed', async () => {
    renderWithApp(<Harness start="rec1" />);
    await screen.findByRole('heading', { name: 'Tela 1' });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(frame(), { pointerId: 1, pointerType: 'touch', clientX: from, clientY: 100 });
      fireEvent.pointerMove(frame(), { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 104 });
      fireEvent.pointerUp(frame(), { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 104 });
    };
    swipe(200, 120);
    expect(screen.getByRole('heading', { name: 'Tela 2' })).toBeTruthy();
    swipe(120, 200);
    expect(screen.getByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    swipe(200, 170); // under the threshold
    expect(screen.getByRole('heading', { name: 'Tela 1' })).toBeTruthy();
  });

  it("shows the app's screens in a strip; one outside the page's list opens and is walked there", async () => {
    renderWithApp(<Harness start="rec3" strip />);
    await screen.findByRole('heading', { name: 'Tela 3' });
    const strip = screen.getByTestId('viewer-strip');
    expect(strip.querySelectorAll('button')).toHaveLength(4);
    expect(strip.querySelector('[aria-current="true"]')?.getAttribute('aria-label')).toBe('Abrir a tela Tela 3');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir a tela Tela 4' }));
    expect(screen.getByRole('heading', { name: 'Tela 4' })).toBeTruthy();
    expect(screen.getByText('4 de 4')).toBeTruthy();
  });

  it('toggles component tags, labelled in the page language, that link to /screens?tag=', async () => {
    renderWithApp(<Harness start="rec1" />, { at: '/en/app/gov-app' });
    const toggle = await screen.findByRole('button', { name: 'Show components' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide components' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'See screens with Form' }).getAttribute('href')).toBe(
      '/en/screens?tag=form',
    );
    expect(screen.getByRole('link', { name: 'See screens with custom-tag' })).toBeTruthy();
  });

  it('a page of more results: Next at its last screen loads the next page and goes on; wraps only at the end', async () => {
    function Paged() {
      const [current, setCurrent] = useState<string | null>('rec1');
      const [loaded, setLoaded] = useState([shot(1), shot(2)]);
      const hasMore = loaded.length < 3;
      const more = {
        hasMore,
        total: 3,
        load: async () => {
          setLoaded([shot(1), shot(2), shot(3)]);
          return 'rec3';
        },
      };
      return (
        <ScreenViewer
          screens={loaded as any}
          current={current}
          onNavigate={setCurrent}
          onClose={() => setCurrent(null)}
          more={more}
        />
      );
    }
    renderWithApp(<Paged />);
    expect(await screen.findByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    expect(screen.getByText('1 de 3')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Tela 2' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'Tela 3' })).toBeTruthy();
    // All loaded now: the end wraps to the first, and Previous wraps back to the last.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tela anterior' }));
    expect(screen.getByRole('heading', { name: 'Tela 3' })).toBeTruthy();
  });

  it('a next page that cannot be read says so and stays; pressing again retries and goes on', async () => {
    let fail = true;
    function Failing() {
      const [current, setCurrent] = useState<string | null>('rec1');
      const [loaded, setLoaded] = useState([shot(1)]);
      const load = async () => {
        if (fail) throw new Error('503');
        setLoaded([shot(1), shot(2)]);
        return 'rec2';
      };
      return (
        <ScreenViewer
          screens={loaded as any}
          current={current}
          onNavigate={setCurrent}
          onClose={() => setCurrent(null)}
          more={{ hasMore: loaded.length < 2, total: 2, load }}
        />
      );
    }
    renderWithApp(<Failing />);
    expect(await screen.findByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível carregar mais telas. Tente de novo.');
    expect(screen.getByText('1 de 2')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Próxima tela' }));
    expect(await screen.findByRole('heading', { name: 'Tela 2' })).toBeTruthy();
    expect(screen.queryByTestId('viewer-load-failed')).toBeNull();
  });

  it('Previous at the first of more results reads the end backwards: the last, then the page before it (issue 53)', async () => {
    const reads: string[] = [];
    function Paged() {
      const [current, setCurrent] = useState<string | null>('rec1');
      const [tail, setTail] = useState<number[]>([]);
      const head = [1, 2];
      const walked = [...head, ...tail];
      const more = {
        hasMore: walked.length < 5,
        total: 5,
        tail: tail.length,
        load: async () => 'never',
        loadPrevious: async () => {
          const before = tail[0] ?? 6;
          const page = [before - 2, before - 1].filter((n) => n > 2);
          reads.push(page.join(','));
          setTail([...page, ...tail]);
          return `rec${page.at(-1)}`;
        },
      };
      return (
        <ScreenViewer
          screens={walked.map((n) => shot(n)) as any}
          current={current}
          onNavigate={setCurrent}
          onClose={() => setCurrent(null)}
          more={more}
        />
      );
    }
    renderWithApp(<Paged />);
    expect(await screen.findByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Tela anterior' }));
    previous();
    expect(await screen.findByRole('heading', { name: 'Tela 5' })).toBeTruthy();
    expect(screen.getByText('5 de 5')).toBeTruthy();
    previous();
    expect(screen.getByRole('heading', { name: 'Tela 4' })).toBeTruthy();
    expect(screen.getByText('4 de 5')).toBeTruthy();
    previous();
    expect(await screen.findByRole('heading', { name: 'Tela 3' })).toBeTruthy();
    expect(screen.getByText('3 de 5')).toBeTruthy();
    // Nothing is left between the two ends: every step is in memory, both ways round.
    previous();
    expect(screen.getByRole('heading', { name: 'Tela 2' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { name: 'Tela 5' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Tela 1' })).toBeTruthy();
    expect(reads).toEqual(['4,5', '3']);
  });

  it('showing another app’s screen without closing puts focus in the dialog as an opening does', async () => {
    renderWithApp(<BackHarness />);
    await screen.findByRole('heading', { name: 'Tela 1' });
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    // What Back left: the focused element went with the other page's screen.
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => toOtherApp());
    expect(screen.getByRole('heading', { name: 'Tela 5' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  });
});
