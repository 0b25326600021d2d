import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_BG, SmartImage } from './index.ts';

const CDN = 'https://res.cloudinary.com/vitrine/image/upload/v1/screens/a.png';
const img = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;
const box = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('SmartImage', () => {
  it('reserves its box, lazy-loads, and fades in after load', () => {
    const onStatusChange = vi.fn();
    const { container } = render(
      <SmartImage
        src="/media/screens/a.png"
        alt="Tela inicial"
        htmlWidth={320}
        htmlHeight={569}
        onStatusChange={onStatusChange}
      />,
    );
    const el = img(container);
    expect(el.getAttribute('width')).toBe('320');
    expect(el.getAttribute('height')).toBe('569');
    expect(el.getAttribute('loading')).toBe('lazy');
    expect(el.getAttribute('fetchpriority')).toBeNull();
    expect(el.getAttribute('src')).toBe('/media/screens/a.png?w=640&f=webp&q=80');
    expect(el.getAttribute('srcset')).toContain('/media/screens/a.png?w=1280&f=webp&q=80 1280w');
    expect(el.getAttribute('sizes')).toBeTruthy();
    expect(box(container).style.aspectRatio).toBe('320 / 569');
    expect(box(container).style.backgroundColor).toBeTruthy();
    expect(el.style.opacity).toBe('0');
    expect(el.style.transition).toContain('opacity');
    fireEvent.load(el);
    expect(img(container).style.opacity).toBe('1');
    expect(box(container).dataset.imageStatus).toBe('loaded');
    expect(onStatusChange).toHaveBeenLastCalledWith('loaded');
  });

  it('keeps an eager image at normal fetch priority when asked to', () => {
    const { container } = render(
      <SmartImage src="/media/screens/a.png" alt="Tela" kind="card" priority fetchPriority="auto" />,
    );
    expect(img(container).getAttribute('loading')).toBe('eager');
    expect(img(container).getAttribute('fetchpriority')).toBe('auto');
  });

  it('loads priority images eagerly with high fetch priority', () => {
    const { container } = render(<SmartImage src="/media/logos/a.png" alt="Logo" kind="logo" priority />);
    expect(img(container).getAttribute('loading')).toBe('eager');
    expect(img(container).getAttribute('fetchpriority')).toBe('high');
    expect(img(container).getAttribute('sizes')).toBe('32px');
    // No dimensions given: the kind's aspect ratio still reserves the space.
    expect(box(container).style.aspectRatio).toBe('1 / 1');
  });

  it('falls back from Cloudinary to the original through /proxy-image, then to the alt text', () => {
    const { container } = render(<SmartImage src={CDN} alt="Tela de login" kind="card" />);
    expect(img(container).getAttribute('src')).toContain('/upload/c_limit,w_320,f_webp,q_85/');
    fireEvent.error(img(container));
    const proxied = img(container).getAttribute('src') as string;
    expect(proxied.startsWith('/proxy-image?')).toBe(true);
    expect(new URL(proxied, 'http://x').searchParams.get('url')).toBe(CDN);
    expect(box(container).dataset.imageStage).toBe('proxy');
    fireEvent.error(img(container));
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'Tela de login' });
    expect(placeholder.textContent).toBe('Tela de login');
    expect(box(container).style.backgroundColor).toBe(hexToRgb(PLACEHOLDER_BG));
  });

  it('goes straight to the grey placeholder when a non-CDN image fails', () => {
    const { container } = render(<SmartImage src="https://dl.airtable.com/a.png" alt="Tela" />);
    expect(img(container).getAttribute('src')).toMatch(/^\/proxy-image\?url=https%3A%2F%2Fdl\.airtable\.com/);
    fireEvent.error(img(container));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Tela' })).toBeTruthy();
    expect(box(container).dataset.imageStatus).toBe('failed');
  });

  it('shows the placeholder for a missing src and restarts the ladder when src changes', () => {
    const { container, rerender } = render(<SmartImage src={null} alt="Sem imagem" />);
    expect(screen.getByRole('img', { name: 'Sem imagem' })).toBeTruthy();
    rerender(<SmartImage src={CDN} alt="Com imagem" />);
    expect(img(container).getAttribute('src')).toContain('res.cloudinary.com');
    expect(box(container).dataset.imageStatus).toBe('loading');
  });

  it('treats an image that completed before hydration as loaded', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const natural = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    const { container } = render(<SmartImage src="/media/screens/a.png" alt="x" />);
    act(() => {});
    expect(box(container).dataset.imageStatus).toBe('loaded');
    complete.mockRestore();
    natural.mockRestore();
  });
});

describe('SmartImage: an image that failed before hydration', () => {
  const broken = (currentSrc: string) => {
    const spies = [
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true),
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0),
    ];
    Object.defineProperty(HTMLImageElement.prototype, 'currentSrc', { configurable: true, get: () => currentSrc });
    return () => {
      for (const spy of spies) spy.mockRestore();
      delete (HTMLImageElement.prototype as { currentSrc?: string }).currentSrc;
    };
  };

  it('notices it (complete, no pixels) and walks the ladder: a site image shows its alt text', () => {
    const restore = broken('http://localhost/media/screens/dead.png?w=640');
    try {
      const { container } = render(<SmartImage src="/media/screens/dead.png" alt="Tela quebrada" priority />);
      act(() => {});
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'Tela quebrada' }).textContent).toBe('Tela quebrada');
      expect(box(container).dataset.imageStatus).toBe('failed');
    } finally {
      restore();
    }
  });

  it('a CDN image that failed early tries the proxy first', () => {
    const restore = broken(CDN);
    try {
      const { container } = render(<SmartImage src={CDN} alt="Tela" priority />);
      act(() => {});
      // The proxy rendition is a new element, itself judged "failed" by the mocked getters: placeholder.
      expect(box(container).dataset.imageStatus).toBe('failed');
      expect(screen.getByRole('img', { name: 'Tela' })).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('leaves alone a lazy image the browser has not requested yet (no currentSrc)', () => {
    const restore = broken('');
    try {
      const { container } = render(<SmartImage src="/media/screens/later.png" alt="Depois" />);
      act(() => {});
      expect(img(container)).toBeTruthy();
      expect(box(container).dataset.imageStatus).toBe('loading');
    } finally {
      restore();
    }
  });
});

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
