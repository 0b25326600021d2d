import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { testDatabase } from './db.ts';
import { seedFixture } from './fixtures.ts';
import { startTestServer, type TestServerOptions } from './server.ts';

type Harness = {
  db: Awaited<ReturnType<typeof testDatabase>>;
  srv: Awaited<ReturnType<typeof startTestServer>>;
  apps: Awaited<ReturnType<typeof seedFixture>>;
};

/** A fresh database with the fixture catalogue and the app on 127.0.0.1, for one test file. */
export function seededApi(prepare?: (db: Db) => Promise<void>, options: TestServerOptions = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.db = await testDatabase();
    h.apps = await seedFixture(h.db.prisma);
    await prepare?.(h.db.prisma);
    h.srv = await startTestServer(h.db.prisma, undefined, options);
  });
  afterAll(async () => {
    await h.srv?.close();
    await h.db?.close();
  });
  return h;
}

/** An admin's bearer token from the real login route of a running test server. */
export async function adminToken(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await res.json()) as { token: string }).token;
}
