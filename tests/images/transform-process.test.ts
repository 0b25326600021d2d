// Image transforms in their own process: the same answers and refusals as in the server's process,
// and a process that ends when transforms stop and comes back with the next one.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/images/errors.ts';
import { DEFAULT_LIMITS } from '../../server/images/limits.ts';
import { createTransformProcess } from '../../server/images/transform-process.ts';
import { HTML, png } from './support/fixtures.ts';

const webp480 = { width: 480, format: 'webp' as const, quality: 70 };
let close = () => {};
afterEach(() => close());

describe('the image transform process', () => {
  it('answers like sharp in this process, refuses what it cannot read, and ends when idle', async () => {
    const transforms = createTransformProcess(300);
    close = transforms.close;
    const out = await transforms(await png(1080, 1920), webp480, DEFAULT_LIMITS);
    expect(out).toMatchObject({ contentType: 'image/webp', width: 480, height: 853 });
    expect(out.data.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const refused = await transforms(HTML, webp480, DEFAULT_LIMITS).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 415 });

    const pid = transforms.pid();
    expect(pid).toBeTypeOf('number');
    await expect.poll(() => transforms.pid(), { timeout: 5000 }).toBeUndefined();
    const alive = () => {
      try {
        return process.kill(pid as number, 0);
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 5000 }).toBe(false);
    // The next transform starts a new process.
    const again = await transforms(await png(200, 100), { format: 'png', quality: 80 }, DEFAULT_LIMITS);
    expect(again).toMatchObject({ contentType: 'image/png', width: 200, height: 100 });
    expect(transforms.pid()).not.toBe(pid);
  }, 30_000);

  it('a process that dies fails what it was doing with a 503, and the next request gets a new one', async () => {
    const transforms = createTransformProcess(60_000);
    close = transforms.close;
    await transforms(await png(64, 64), webp480, DEFAULT_LIMITS);
    const first = transforms.pid() as number;
    const inFlight = transforms(
      await png(2000, 2000, true),
      { width: 1920, format: 'avif', quality: 50 },
      DEFAULT_LIMITS,
    );
    process.kill(first, 'SIGKILL');
    await expect(inFlight).rejects.toMatchObject({ status: 503 });
    const after = await transforms(await png(64, 64), webp480, DEFAULT_LIMITS);
    expect(after.contentType).toBe('image/webp');
    expect(transforms.pid()).not.toBe(first);
  }, 30_000);
});
