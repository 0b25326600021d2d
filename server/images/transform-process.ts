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
  type Waiter = { resolve(t: Transformed): void; reject(e: Error): void };
  // Each process answers its own requests: one that is ending fails only what it was given.
  let child: { process: ChildProcess; waiting: Map<number, Waiter> } | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;

  const start = () => {
    const entry = entryPoint('image-transform', 'images/transform-child.ts');
    const c = fork(entry.file, [], { execArgv: entry.execArgv, env, serialization: 'advanced', stdio: 'inherit' });
    const own = { process: c, waiting: new Map<number, Waiter>() };
    c.on('message', (m: TransformResponse) => {
      const waiter = own.waiting.get(m.id);
      own.waiting.delete(m.id);
      if ('ok' in m) waiter?.resolve({ ...m.ok, data: Buffer.from(m.ok.data) });
      else waiter?.reject(new HttpError(m.error.status, m.error.message));
      if (!own.waiting.size && child === own) idleSoon();
    });
    c.once('exit', () => {
      if (child === own) child = undefined;
      for (const w of own.waiting.values()) w.reject(new HttpError(503, 'the image transform process stopped'));
      own.waiting.clear();
    });
    c.on('error', () => {}); // a send to a process that is gone: its 'exit' fails what it was given
    return own;
  };
  // The next transform starts a new process at once, not one that is being stopped.
  const stop = () => {
    clearTimeout(idle);
    const ending = child;
    child = undefined;
    ending?.process.kill();
  };
  const idleSoon = () => {
    clearTimeout(idle);
    idle = setTimeout(stop, idleMs);
    idle.unref();
  };

  const transform: Transform = (source, params, limits) => {
    clearTimeout(idle);
    child ??= start();
    const { process: c, waiting } = child;
    const id = nextId++;
    const answer = new Promise<Transformed>((resolve, reject) => waiting.set(id, { resolve, reject }));
    c.send({ id, source, params, limits } satisfies TransformRequest);
    return answer;
  };
  return Object.assign(transform, {
    pid: () => child?.process.pid,
    close: stop,
  });
}
