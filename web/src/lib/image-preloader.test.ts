import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserImageLoader, createImagePreloader, type ImageLoader, scheduleIdle } from './image-preloader.ts';

function controllableLoader() {
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const started: string[] = [];
  const load: ImageLoader = (src) =>
    new Promise<void>((resolve, reject) => {
      started.push(src);
      pending.set(src, { resolve, reject });
    });
  return { load, started, pending, inFlight: () => pending.size };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createImagePreloader', () => {
  it('runs at most 4 loads at once and continues as they finish', async () => {
    const l = controllableLoader();
    const p = createImagePreloader({ load: l.load, idle: (run) => run() });
    const all = Array.from({ length: 10 }, (_, i) => p.preload(`/i${i}.png`, { priority: 'high' }));
    expect(l.started).toHaveLength(4);
    l.pending.get('/i0.png')?.resolve();
    l.pending.delete('/i0.png');
    await flush();
    expect(l.started).toHaveLength(5);
    expect(p.stats().active).toBe(4);
    for (let i = 1; i < 10; i++) {
      await flush();
      l.pending.get(`/i${i}.png`)?.resolve();
    }
    expect(await Promise.all(all)).toEqual(Array(10).fill(true));
  });

  it('starts low-priority work only in idle time, after high-priority work', async () => {
    const l = controllableLoader();
    const idleQueue: Array<() => void> = [];
    const p = createImagePreloader({ load: l.load, idle: (run) => idleQueue.push(run) });
    void p.preload('/low.png');
    void p.preload('/high.png', { priority: 'high' });
    expect(l.started).toEqual(['/high.png']);
    expect(idleQueue).toHaveLength(1);
    idleQueue.shift()?.();
    expect(l.started).toEqual(['/high.png', '/low.png']);
  });

  it('shares one load per URL, promotes queued work to high, and reports failures as false', async () => {
    const l = controllableLoader();
    const p = createImagePreloader({ load: l.load, idle: () => {} });
    const a = p.preload('/a.png');
    expect(p.preload('/a.png')).toBe(a);
    expect(l.started).toEqual([]);
    void p.preload('/a.png', { priority: 'high' });
    expect(l.started).toEqual(['/a.png']);
    l.pending.get('/a.png')?.reject(new Error('404'));
    expect(await a).toBe(false);
    void p.preload('/a.png', { priority: 'high' });
    expect(l.started).toEqual(['/a.png', '/a.png']);
  });
});

describe('scheduleIdle', () => {
  it('falls back to a 1000 ms timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    scheduleIdle(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('uses requestIdleCallback when present', () => {
    const ric = vi.fn((cb: () => void) => {
      cb();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', ric);
    const run = vi.fn();
    scheduleIdle(run);
    expect(ric).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('browserImageLoader', () => {
  it('sets fetchpriority, srcset and sizes and resolves on load', async () => {
    const created: HTMLImageElement[] = [];
    const RealImage = globalThis.Image;
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        constructor() {
          super();
          created.push(this);
        }
      },
    );
    const done = browserImageLoader('/a.png', { priority: 'high', srcSet: '/a.png 1x', sizes: '10px' });
    const img = created[0] as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/a.png');
    expect(img.getAttribute('srcset')).toBe('/a.png 1x');
    expect((img as HTMLImageElement & { fetchPriority?: string }).fetchPriority).toBe('high');
    img.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBeUndefined();
    const failing = browserImageLoader('/b.png', {});
    created[1]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/b\.png/);
  });
});
