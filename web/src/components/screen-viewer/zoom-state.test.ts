import { describe, expect, it } from 'vitest';
import { FIT, MAX_SCALE, pinchOf, swipeDirection, ZOOM_STEP, zoomReducer } from './zoom-state';

const size = { width: 300, height: 600 };

describe('viewer zoom state', () => {
  it('zooms about the centre by default and about a focus point when given, within 1× and 4×', () => {
    const centre = zoomReducer(FIT, { type: 'zoomBy', factor: 2, size });
    expect(centre).toEqual({ scale: 2, x: -150, y: -300 });
    const corner = zoomReducer(FIT, { type: 'zoomBy', factor: 2, size, focus: { x: 0, y: 0 } });
    expect(corner).toEqual({ scale: 2, x: 0, y: 0 });
    let s = FIT;
    for (let i = 0; i < 10; i++) s = zoomReducer(s, { type: 'zoomBy', factor: ZOOM_STEP, size });
    expect(s.scale).toBe(MAX_SCALE);
    for (let i = 0; i < 10; i++) s = zoomReducer(s, { type: 'zoomBy', factor: 1 / ZOOM_STEP, size });
    expect(s).toBe(FIT);
  });

  it('keeps the point under the focus still while zooming', () => {
    const focus = { x: 100, y: 200 };
    const a = zoomReducer(FIT, { type: 'zoomBy', factor: 1.5, size, focus });
    const b = zoomReducer(a, { type: 'zoomBy', factor: 2, size, focus });
    // The picture's point under the focus: (focus − offset) / scale, the same before and after.
    expect((focus.x - a.x) / a.scale).toBeCloseTo((focus.x - b.x) / b.scale);
    expect((focus.y - a.y) / a.scale).toBeCloseTo((focus.y - b.y) / b.scale);
  });

  it('pans only when zoomed, and never past the picture’s edges', () => {
    expect(zoomReducer(FIT, { type: 'pan', dx: 50, dy: 50, size })).toBe(FIT);
    const zoomed = zoomReducer(FIT, { type: 'zoomBy', factor: 2, size });
    expect(zoomReducer(zoomed, { type: 'pan', dx: 40, dy: -10, size })).toEqual({ scale: 2, x: -110, y: -310 });
    expect(zoomReducer(zoomed, { type: 'pan', dx: 1000, dy: -1000, size })).toEqual({ scale: 2, x: 0, y: -600 });
    expect(zoomReducer(zoomed, { type: 'reset' })).toBe(FIT);
  });

  it('ignores nonsense factors', () => {
    expect(zoomReducer(FIT, { type: 'zoomBy', factor: Number.NaN, size })).toBe(FIT);
    expect(zoomReducer(FIT, { type: 'zoomBy', factor: 0, size })).toBe(FIT);
    expect(zoomReducer(FIT, { type: 'zoomBy', factor: 0.5, size })).toBe(FIT);
  });

  it('measures pinches and tells horizontal swipes past 50 px from everything else', () => {
    expect(pinchOf({ x: 0, y: 0 }, { x: 30, y: 40 })).toEqual({ distance: 50, center: { x: 15, y: 20 } });
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(40, 0)).toBe(0);
    expect(swipeDirection(60, 90)).toBe(0);
  });
});
