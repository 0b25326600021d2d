// Zoom and pan of the viewer's picture as pure state: translate(x, y) then scale(scale), from the
// frame's top-left corner. The picture always covers its frame, so it can never be lost off-screen.

export type ZoomState = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

export type ZoomAction =
  /** Buttons, keys, the wheel and pinches: multiply the scale, keeping `focus` (default: the centre) still. */
  | { type: 'zoomBy'; factor: number; size: Size; focus?: Point }
  | { type: 'pan'; dx: number; dy: number; size: Size }
  | { type: 'reset' };

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** One press of + or −. */
export const ZOOM_STEP = 1.5;
export const FIT: ZoomState = { scale: 1, x: 0, y: 0 };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Keeps the scaled picture over the whole frame: each offset between (1 − scale) × size and 0. */
function bound(state: ZoomState, size: Size): ZoomState {
  const scale = clamp(state.scale, MIN_SCALE, MAX_SCALE);
  if (scale === MIN_SCALE) return FIT;
  return {
    scale,
    x: clamp(state.x, size.width * (1 - scale), 0),
    y: clamp(state.y, size.height * (1 - scale), 0),
  };
}

export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  switch (action.type) {
    case 'zoomBy': {
      if (!Number.isFinite(action.factor) || action.factor <= 0) return state;
      const scale = clamp(state.scale * action.factor, MIN_SCALE, MAX_SCALE);
      if (scale === state.scale) return state;
      const focus = action.focus ?? { x: action.size.width / 2, y: action.size.height / 2 };
      // The picture's point under the focus stays under it: f = p × s + t for the old and new s.
      const ratio = scale / state.scale;
      return bound(
        { scale, x: focus.x - (focus.x - state.x) * ratio, y: focus.y - (focus.y - state.y) * ratio },
        action.size,
      );
    }
    case 'pan':
      if (state.scale === MIN_SCALE) return state;
      return bound({ ...state, x: state.x + action.dx, y: state.y + action.dy }, action.size);
    case 'reset':
      return state === FIT ? state : FIT;
  }
}

export const isZoomed = (state: ZoomState) => state.scale > MIN_SCALE;

/** Two fingers: their distance and midpoint, for pinch zoom. */
export function pinchOf(a: Point, b: Point): { distance: number; center: Point } {
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), center: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}

/** A finished one-finger drag on an unzoomed picture: −1 (to the previous), 1 (to the next) or 0. */
export const SWIPE_THRESHOLD = 50;
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return 0;
  // Swiping left brings the next screen in from the right.
  return dx < 0 ? 1 : -1;
}
