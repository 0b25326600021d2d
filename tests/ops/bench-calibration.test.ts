// Issue 62: bench:web's CPU slowdown turns the host into the target device, as DevTools calibrates.
import { describe, expect, it } from 'vitest';
import { cpuMultiplier } from '../../scripts/bench-web/calibration.ts';

describe('bench:web calibration', () => {
  it('slows the host down by its index over the target, never below 1×', () => {
    expect(cpuMultiplier(2000, 500)).toBe(4);
    expect(cpuMultiplier(2000, 250)).toBe(8);
    expect(cpuMultiplier(1234, 500)).toBe(2.47);
    expect(cpuMultiplier(400, 500)).toBe(1);
  });

  it('refuses a missing index rather than running unthrottled', () => {
    expect(() => cpuMultiplier(Number.NaN, 500)).toThrow(/benchmark index/);
    expect(() => cpuMultiplier(0, 500)).toThrow(/benchmark index/);
  });
});
