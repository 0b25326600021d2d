import { type RefObject, useEffect, useState } from 'react';

// Spec section 9: counters run once when scrolled into view, 1000 ms ease-out; values under 5
// (and every value when the visitor prefers reduced motion) are shown at once.
export const COUNT_DURATION_MS = 1000;
export const INSTANT_BELOW = 5;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

export function useCountUp(target: number | undefined, ref: RefObject<Element | null>): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (target === undefined || !el) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (target < INSTANT_BELOW || reduced || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const run = () => {
      const started = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - started) / COUNT_DURATION_MS);
        setValue(Math.round(target * easeOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, ref]);

  return value;
}
