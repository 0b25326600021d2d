import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ScreenViewer } from './screen-viewer';

const shot = (n: number) => ({
  __typename: 'Screen' as const,
  id: `Screen:${n}`,
  airtableId: `rec${n}`,
  name: `Tela ${n}`,
  altText: null,
  src: `/media/${n}.png`,
  tags: n === 1 ? ['form', 'custom-tag'] : [],
  app: { __typename: 'App' as const, id: 'App:1', name: 'Gov App', slug: 'gov-app', logoSrc: null },
});

function Harness(props: { start: number | null }) {
  const [index, setIndex] = useState<number | null>(props.start);
  const screens = [shot(1), shot(2), shot(3)] as any;
  return <ScreenViewer screens={screens} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />;
}

describe('ScreenViewer', () => {
  it('wraps around with the buttons and the arrow keys, and closes on Escape', async () => {
    renderWithApp(<Harness start={0} />);
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

  it('toggles component tags that link to /screens?tag=', async () => {
    renderWithApp(<Harness start={0} />, { at: '/en/app/gov-app' });
    const toggle = await screen.findByRole('button', { name: 'Show components' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide components' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'See screens with form' }).getAttribute('href')).toBe(
      '/en/screens?tag=form',
    );
  });
});
