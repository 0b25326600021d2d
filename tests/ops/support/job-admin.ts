// Following a job on a child server as the admin (the kill tests), and a seeded PRNG to pick moments.
import { expect } from 'vitest';
import type { ChildServer } from './child-server.ts';

export type JobState = {
  status: string;
  progress: { total?: number; processed?: number; succeeded?: number; failed?: number };
};

/** Logs in on this server and returns a request helper carrying the admin token. */
export async function adminOf(server: ChildServer, password: string) {
  const res = await fetch(`${server.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  expect(res.status, server.describe()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return async (method: string, path: string) => {
    const r = await fetch(server.base + path, { method, headers: { authorization: `Bearer ${token}` } });
    return { status: r.status, body: (await r.json()) as any };
  };
}
export type Admin = Awaited<ReturnType<typeof adminOf>>;

/**
 * The job as GET /api/jobs/:id answers it. A 503 (busy, or past the request's time budget while the
 * migration holds PGlite) is asked again a moment later, as any client would; any other refusal fails
 * with what the server said.
 */
export async function jobOf(admin: Admin, id: number): Promise<JobState> {
  for (let attempt = 0; ; attempt++) {
    const { status, body } = await admin('GET', `/api/jobs/${id}`);
    if (status === 200) return body as JobState;
    if (status !== 503 || attempt >= 10) throw new Error(`GET /api/jobs/${id}: ${status} ${JSON.stringify(body)}`);
    await sleep(250);
  }
}
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls the job until `done` holds, or fails after `ms`. */
export async function until(admin: Admin, id: number, done: (j: JobState) => boolean, ms: number, what: string) {
  const deadline = performance.now() + ms;
  for (;;) {
    const job = await jobOf(admin, id);
    if (done(job)) return job;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(job)}`);
    await sleep(25);
  }
}

/** mulberry32, as in kill-subscriptions: small, seedable, good enough to pick moments. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
