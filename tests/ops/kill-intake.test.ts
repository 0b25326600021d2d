// Fault test (issue 56): `kill -9` the server in the middle of a 40-file upload batch, on local disk
// and on the S3 stand-in. After a restart every file whose upload was acknowledged is there once, the
// image host holds no file that no record points to (the start-up sweep; grace 0 here), and sending
// the whole batch again (a reloaded page) stores what did not arrive and nothing twice.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { startS3StandIn } from '../images/support/s3-standin.ts';
import { killLeftovers, type SuiteDatabase, startServer, suiteDatabase } from './support/child-server.ts';
import { sleep } from './support/job-admin.ts';

const FILES = 40;
const PASSWORD = 'kill intake admin password';
const suites: SuiteDatabase[] = [];
afterAll(async () => {
  await killLeftovers();
  for (const s of suites) await s.dispose();
});

const open = (suite: SuiteDatabase) =>
  openDatabase(suite.databaseUrl ? { databaseUrl: suite.databaseUrl } : { dataDir: suite.dataDir });
const shot = (i: number) =>
  sharp({ create: { width: 300, height: 640, channels: 3, background: { r: i * 6, g: 120, b: 200 - i } } })
    .png()
    .toBuffer();

async function run(host: 'local' | 's3') {
  const suite = await suiteDatabase(`intake-${host}`);
  suites.push(suite);
  const s3 =
    host === 's3' ? await startS3StandIn({ accessKeyId: 'AKIAINTAKE', secretAccessKey: 'k/s', bucket: 'vk' }) : null;
  const env = {
    ...suite.env,
    ADMIN_PASSWORD: PASSWORD,
    SCREENSHOT_SWEEP_GRACE_MS: '0',
    ...(s3
      ? { S3_BUCKET: 'vk', S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'AKIAINTAKE', S3_SECRET_ACCESS_KEY: 'k/s' }
      : {}),
  };
  const database = await open(suite);
  const app = await database.prisma.app.create({ data: { name: 'App do Lote', slug: 'app-do-lote' } });
  await database.close();
  const files = await Promise.all(Array.from({ length: FILES }, (_, i) => shot(i)));
  const hosted = () =>
    s3
      ? [...s3.objects.keys()]
          .map((k) => (k.split('/').pop() ?? '').replace(/\.\w+$/, ''))
          .filter((k) => k.startsWith('intake-'))
      : readdirSync(join(suite.dataDir, 'media', 'screens'))
          .filter((f) => f.startsWith('intake-'))
          .map((f) => f.replace(/\.\w+$/, ''));
  const login = async (base: string) =>
    (
      (await (
        await fetch(`${base}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
  const send = (base: string, token: string, i: number) =>
    fetch(`${base}/api/admin/apps/${app.id}/uploads?name=${String(i).padStart(2, '0')}.png&order=${i}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(files[i] as Buffer),
    });

  let server = await startServer(env);
  const token = await login(server.base);
  const acked = new Set<string>();
  let next = 0;
  let killed = false;
  const refused: number[] = [];
  const lane = async () => {
    while (next < FILES && !killed) {
      const i = next++;
      const res = await send(server.base, token, i).catch(() => null);
      if (res?.status === 201 || res?.status === 200)
        acked.add(((await res.json()) as { uploadKey: string }).uploadKey);
    }
  };
  const lanes = Promise.all([lane(), lane(), lane(), lane()]);
  let lanesDone = false;
  void lanes.then(() => (lanesDone = true));
  while (acked.size < 15 && !lanesDone) await sleep(20);
  expect(refused, 'uploads refused before the kill').toEqual([]);
  expect(lanesDone, 'the kill came after the whole batch').toBe(false);
  killed = true;
  server.kill('SIGKILL');
  expect((await server.waitExit(10_000)).signal).toBe('SIGKILL');
  await lanes;

  server = await startServer(env);
  // Every upload of this batch is a draft: the admin list names each by its key (PGlite is the server's).
  const keys = async () => {
    const res = await fetch(`${server.base}/api/admin/apps/${app.id}/drafts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { screens: { uploadKey: string }[] }).screens.map((s) => s.uploadKey);
  };
  // The start-up sweep runs in the background: wait for the host to hold only what records point to.
  let held = hosted();
  let stored = await keys();
  for (let i = 0; i < 100 && held.some((k) => !stored.includes(k)); i++) {
    await sleep(100);
    held = hosted();
    stored = await keys();
  }
  console.log(`kill-intake (${host}, ${suite.label}): ${acked.size} acknowledged, ${stored.length} stored at restart`);
  for (const k of acked) expect(stored).toContain(k);
  expect(new Set(stored).size).toBe(stored.length);
  expect(held.filter((k) => !stored.includes(k))).toEqual([]);

  // The page after a reload: sends every file again; what arrived is acknowledged, the rest stored.
  const statuses = [];
  for (let i = 0; i < FILES; i++) {
    let res = await send(server.base, token, i);
    // As the page does: a 429/503 (the in-flight caps) is sent again after its Retry-After.
    while (res.status === 429 || res.status === 503) {
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      res = await send(server.base, token, i);
    }
    statuses.push(res.status);
  }
  expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
  const after = await keys();
  expect([after.length, new Set(after).size]).toEqual([FILES, FILES]);
  expect(hosted().sort()).toEqual([...after].sort());
  server.kill('SIGTERM');
  await server.waitExit(30_000);
  await s3?.close();
}

describe('kill -9 in the middle of a 40-file upload batch', () => {
  test('on local disk', { timeout: 600_000 }, () => run('local'));
  test('on the S3 stand-in', { timeout: 600_000 }, () => run('s3'));
});
