import { type ChildProcess, fork } from 'node:child_process';
import { entryPoint } from '../runtime/compiled.ts';
import { HttpError } from './errors.ts';
import type { ImageLimits } from './limits.ts';
import type { Transformed, TransformParams } from './transform.ts';

export type TransformRequest = { id: number; source: Uint8Array; params: TransformParams; limits: ImageLimits };
export type TransformResponse =
  | { id: number; ok: Transformed }
  | { id: number; error: { status: number; message: string } };
export type Transform = (source: Buffer, p: TransformParams, limits: ImageLimits) => Promise<Transformed>;

/**
 * Transforms in a child process (server/images/transform-child.ts), started with the first one and
 * ended `idleMs` after the last: variants are produced once and kept on disk, so sharp is needed in
 * bursts, and between them the server does not hold libvips' memory.
 */
export function createTransformProcess(
  idleMs: number,
  env?: NodeJS.ProcessEnv,
): Transform & { close(): void; pid(): number | undefined } {
  let child: ChildProcess | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(t: Transformed): void; reject(e: Error): void }>();

  const start = () => {
    const entry = entryPoint('image-transform', 'images/transform-child.ts');
    const c = fork(entry.file, [], { execArgv: entry.execArgv, env, serialization: 'advanced', stdio: 'inherit' });
    c.on('message', (m: TransformResponse) => {
      const waiter = pending.get(m.id);
      pending.delete(m.id);
      if ('ok' in m) waiter?.resolve({ ...m.ok, data: Buffer.from(m.ok.data) });
      else waiter?.reject(new HttpError(m.error.status, m.error.message));
      if (!pending.size) idleSoon();
    });
    c.once('exit', () => {
      if (child === c) child = undefined;
      for (const w of pending.values()) w.reject(new HttpError(503, 'the image transform process stopped'));
      pending.clear();
    });
    c.on('error', () => {}); // reported through 'exit'
    return c;
  };
  const idleSoon = () => {
    clearTimeout(idle);
    idle = setTimeout(() => child?.kill(), idleMs);
    idle.unref();
  };

  const transform: Transform = (source, params, limits) => {
    clearTimeout(idle);
    child ??= start();
    const id = nextId++;
    const answer = new Promise<Transformed>((resolve, reject) => pending.set(id, { resolve, reject }));
    child.send({ id, source, params, limits } satisfies TransformRequest);
    return answer;
  };
  return Object.assign(transform, {
    pid: () => child?.pid,
    close() {
      clearTimeout(idle);
      child?.kill();
    },
  });
}
