import { type Dispatch, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import {
  isZoomed,
  MIN_SCALE,
  type Point,
  pinchOf,
  type Size,
  swipeDirection,
  type ZoomAction,
  type ZoomState,
} from './zoom-state';

const WHEEL_SPEED = 0.002;

export function frameSize(frame: RefObject<HTMLElement | null>): Size {
  const el = frame.current;
  return { width: el?.clientWidth || 1, height: el?.clientHeight || 1 };
}

function localPoint(frame: RefObject<HTMLElement | null>, e: { clientX: number; clientY: number }): Point {
  const rect = frame.current?.getBoundingClientRect();
  return { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
}

/**
 * Pointer Events for every input at once: one pointer pans a zoomed picture or, unzoomed, swipes to
 * the previous or next screen; two pointers pinch; the wheel zooms at the pointer.
 */
export function useZoomGestures(
  frame: RefObject<HTMLElement | null>,
  zoom: ZoomState,
  dispatch: Dispatch<ZoomAction>,
  onSwipe: (direction: -1 | 1) => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; zoomed: boolean; multi: boolean } | null>(null);
  const pinch = useRef<ReturnType<typeof pinchOf> | null>(null);
  const latest = useRef(zoom);
  latest.current = zoom;

  const local = (e: { clientX: number; clientY: number }) => localPoint(frame, e);

  // React's wheel listener is passive; this one must be able to keep the page from scrolling.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      // Scrolling down over an unzoomed picture scrolls the sheet, as it would anywhere else.
      if (delta === 0 || (delta > 0 && latest.current.scale === MIN_SCALE)) return;
      e.preventDefault();
      const focus = localPoint(frame, e);
      dispatch({ type: 'zoomBy', factor: Math.exp(-delta * WHEEL_SPEED), focus, size: frameSize(frame) });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [frame, dispatch]);

  const end = (e: PointerEvent, cancelled: boolean) => {
    const known = pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    const g = gesture.current;
    if (pointers.current.size > 0 || !g) return;
    gesture.current = null;
    if (!known || cancelled || g.multi || g.zoomed) return;
    const at = local(e);
    const direction = swipeDirection(at.x - g.start.x, at.y - g.start.y);
    if (direction !== 0) onSwipe(direction);
  };

  return {
    onPointerDown(e: PointerEvent) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      frame.current?.setPointerCapture?.(e.pointerId);
      const at = local(e);
      pointers.current.set(e.pointerId, at);
      if (pointers.current.size === 1) {
        gesture.current = { start: at, zoomed: isZoomed(latest.current), multi: false };
      } else if (gesture.current) {
        gesture.current.multi = true;
        const [a, b] = [...pointers.current.values()];
        if (a && b) pinch.current = pinchOf(a, b);
      }
    },
    onPointerMove(e: PointerEvent) {
      const before = pointers.current.get(e.pointerId);
      if (!before) return;
      const at = local(e);
      pointers.current.set(e.pointerId, at);
      const size = frameSize(frame);
      const [a, b] = [...pointers.current.values()];
      if (a && b && pinch.current) {
        const next = pinchOf(a, b);
        if (pinch.current.distance > 0) {
          dispatch({ type: 'zoomBy', factor: next.distance / pinch.current.distance, focus: next.center, size });
        }
        dispatch({
          type: 'pan',
          dx: next.center.x - pinch.current.center.x,
          dy: next.center.y - pinch.current.center.y,
          size,
        });
        pinch.current = next;
      } else if (isZoomed(latest.current)) {
        dispatch({ type: 'pan', dx: at.x - before.x, dy: at.y - before.y, size });
      }
    },
    onPointerUp: (e: PointerEvent) => end(e, false),
    onPointerCancel: (e: PointerEvent) => end(e, true),
  };
}
