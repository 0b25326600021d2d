// A child process's entry (server/images/transform-process.ts forks it): image transforms with sharp.
// libvips' threads keep what they allocated (avif encodes alone leave ~100 MB resident in the
// process's allocator); in a child that exits when transforms stop, that memory is returned.
import { HttpError } from './errors.ts';
import { transformImage } from './transform.ts';
import type { TransformRequest, TransformResponse } from './transform-process.ts';

process.on('message', async (m: TransformRequest) => {
  let answer: TransformResponse;
  try {
    answer = { id: m.id, ok: await transformImage(Buffer.from(m.source), m.params, m.limits) };
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    answer = { id: m.id, error: { status, message: error instanceof HttpError ? error.message : 'transform failed' } };
  }
  process.send?.(answer);
});
// The parent going away (crash, SIGKILL) ends us too.
process.on('disconnect', () => process.exit(0));
