// Fault test (issues 11, 33): a 200-record image migration, the server `kill -9`ed at random moments 10 times and
// restarted on the same data each time. Every record must end with exactly one hosted image, and the
// Cloudinary stand-in must see no upload of a record after it was finished. A record may be uploaded twice
// only when a kill cut it between its upload and the write of its URL: at most one record per kill.
//
// Replay a failure with the seed it prints: OPS_SEED=<seed> npx vitest run tests/ops/kill-migration.test.ts
import { afterAll, describe, expect, test } from 'vitest';
import { killLeftovers, type SuiteDatabase, startServer, suiteDatabase } from './support/child-server.ts';
import { adminOf, jobOf, prng, sleep, until } from './support/job-admin.ts';
import { type KillHost, type KillUpload, killHost } from './support/kill-hosts.ts';
import { readOutcome, seedScreens } from './support/migration-fixture.ts';

const RECORDS = 200;
const ROUNDS = 10;
/**
 * Round r's kill comes once the job passes a random point in the r-th tenth of records 5…RECORDS-30 (and
 * the restarted server has finished a record of its own), then 20–300 ms later: spread over the whole run
 * and at any phase of a record, whatever the speed of the machine.
 */
const SPAN = [5, RECORDS - 30] as const;
const KILL_AFTER_MS = [20, 300] as const;
const ENDED = ['succeeded', 'failed', 'cancelled'];
// 60 ms between batches: on a fast, quiet machine the S3 stand-in took ~180 records a second, so a
// restarted server ran past the later rounds' points and three kills landed after the job had ended
// (CI on PostgreSQL, 7 of 10 mid-run). Capped near 100 a second, 300 ms after the last point is ~30 records.
const MIGRATE = `type=screens&maxRecords=${RECORDS}&batchSize=10&delayBetweenBatches=60`;
const PASSWORD = 'kill migration password';

const seed = process.env.OPS_SEED ? Number(process.env.OPS_SEED) : Math.floor(Math.random() * 2 ** 32);
const random = prng(seed);

let suite: SuiteDatabase | undefined;
let cloud: KillHost | undefined;
afterAll(async () => {
  await killLeftovers();
  await cloud?.close();
  await suite?.dispose();
});

type Round = { target: number; waitedMs: number; killAfterMs: number; processedAtKill: number; midRun: boolean };

describe('kill -9 during an image migration', () => {
  test(`${RECORDS} records, ${ROUNDS} kills: one hosted image each, no upload of a finished record`, {
    timeout: 600_000,
  }, async () => {
    const started = performance.now();
    const testStart = Date.now();
    suite = await suiteDatabase('kill-migration');
    // Both hosts, one per database: Cloudinary on PGlite, the S3 host (issue 33) on PostgreSQL.
    cloud = await killHost(suite.databaseUrl ? 's3' : 'cloudinary');
    const seedStart = performance.now();
    const { imageBytes } = await seedScreens(suite, RECORDS);
    const seedMs = Math.round(performance.now() - seedStart);
    console.log(
      `kill-migration on ${suite.label}: seed=${seed} (replay: OPS_SEED=${seed} npx vitest run tests/ops/kill-migration.test.ts)`,
    );
    const env = {
      ...suite.env,
      ...cloud.env,
      ADMIN_PASSWORD: PASSWORD,
      JOB_POLL_MS: '50',
      // PGlite requeues a dead process's job at start; on PostgreSQL the next server takes it over once stale.
      ...(suite.databaseUrl ? { JOB_STALE_MS: '1500' } : {}),
    };
    // Date.now() at each spawn: an upload that arrived after spawn i and before spawn i+1 came from server i.
    const spawns: number[] = [];
    const startMs: number[] = [];
    const start = async () => {
      spawns.push(Date.now());
      const t = performance.now();
      const server = await startServer(env);
      startMs.push(Math.round(performance.now() - t));
      return { server, admin: await adminOf(server, PASSWORD) };
    };

    let { server, admin } = await start();
    const begun = await admin('POST', `/api/cloudinary/migrate?${MIGRATE}`);
    expect(begun.status, JSON.stringify(begun.body)).toBe(202);
    const jobId = begun.body.jobId as number;
    const rounds: Round[] = [];
    let processed = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const t0 = performance.now();
      const target = Math.round(SPAN[0] + ((r + random()) * (SPAN[1] - SPAN[0])) / ROUNDS);
      const reached = (n: number) => n > processed && n >= target;
      await until(
        admin,
        jobId,
        (j) => reached(j.progress.processed ?? 0) || ENDED.includes(j.status),
        60_000,
        `round ${r}`,
      );
      const waitedMs = Math.round(performance.now() - t0);
      const killAfterMs = KILL_AFTER_MS[0] + Math.floor(random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
      await sleep(killAfterMs);
      const before = await jobOf(admin, jobId);
      server.kill('SIGKILL');
      const exit = await server.waitExit(10_000);
      expect(exit.signal, `round ${r}: ${server.describe()}`).toBe('SIGKILL');
      expect(before.progress.processed ?? 0, `round ${r}: progress went back`).toBeGreaterThanOrEqual(processed);
      processed = before.progress.processed ?? 0;
      rounds.push({
        target,
        waitedMs,
        killAfterMs,
        processedAtKill: processed,
        midRun: before.status === 'running' && processed < RECORDS,
      });
      ({ server, admin } = await start());
    }
    const tail = performance.now();
    const finished = await until(admin, jobId, (j) => ENDED.includes(j.status), 120_000, 'the end of the job');
    const tailMs = Math.round(performance.now() - tail);
    server.kill('SIGTERM');
    expect((await server.waitExit(15_000)).code, server.describe()).toBe(0);
    const outcome = await readOutcome(suite, jobId);

    // Uploads per public id (the figures first, so a failure still prints them).
    const uploads = cloud.uploads();
    const byId = new Map<string, KillUpload[]>();
    for (const u of uploads) byId.set(u.publicId, [...(byId.get(u.publicId) ?? []), u]);
    const doubles = [...byId.values()].filter((u) => u.length > 1).length;
    const midRun = rounds.filter((r) => r.midRun).length;
    console.log(
      [
        `kill-migration on ${suite.label} to ${cloud.name}: seed=${seed}, ${RECORDS} records (${imageBytes} B each), ${ROUNDS} rounds, ${rounds.length} kills (${midRun} mid-run), kill ${KILL_AFTER_MS[0]}–${KILL_AFTER_MS[1]} ms after a random point of each tenth`,
        `  uploads ${uploads.length}, public ids uploaded twice: ${doubles}, max uploads per id: ${Math.max(...[...byId.values()].map((u) => u.length))}`,
        `  targets: ${rounds.map((r) => r.target).join(' ')}; processed at each kill: ${rounds.map((r) => r.processedAtKill).join(' ')}`,
        `  waits for the target (ms): ${rounds.map((r) => r.waitedMs).join(' ')}; then (ms): ${rounds.map((r) => r.killAfterMs).join(' ')}`,
        `  seed ${seedMs} ms; server starts (ms): ${startMs.join(' ')}; after the last restart ${RECORDS - processed} records in ${tailMs} ms`,
        `  ${Math.round((performance.now() - started) / 1000)} s`,
      ].join('\n'),
    );
    // The job itself.
    expect(finished.status, JSON.stringify(finished)).toBe('succeeded');
    expect(finished.progress).toMatchObject({ total: RECORDS, processed: RECORDS, succeeded: RECORDS, failed: 0 });
    expect(outcome.job.status).toBe('succeeded');
    expect(outcome.items.filter((i) => !i.ok)).toEqual([]);
    expect(outcome.items).toHaveLength(RECORDS);
    expect(midRun, 'kills that landed while the migration was running').toBeGreaterThanOrEqual(ROUNDS - 2);
    // Every upload the stand-in accepted belongs to one of our records.
    expect(uploads.filter((u) => !u.signatureValid)).toEqual([]);
    expect(outcome.screens).toHaveLength(RECORDS);
    const ours = new Set(outcome.screens.map((s) => `screens/${s.airtableId}`));
    expect([...byId.keys()].filter((id) => !ours.has(id))).toEqual([]);
    expect(cloud.stored(), 'hosted images').toBe(RECORDS);

    const itemAt = new Map(outcome.items.map((i) => [i.key, i.createdAt.getTime()]));
    // The item times come from the child and the database: a time-zone shift would make the next check vacuous.
    for (const at of itemAt.values()) expect(at).toBeGreaterThanOrEqual(testStart - 1000);
    for (const at of itemAt.values()) expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // A killed server's last upload may be stamped a moment after the next spawn (the stand-in reads it late);
    // no server uploads within a second of its spawn (starts take several), so that second is its predecessor's.
    const serverOf = (at: number) => spawns.filter((s) => s + 1000 <= at).length - 1;
    const cutBy = new Map<number, string[]>();
    for (const screen of outcome.screens) {
      const publicId = `screens/${screen.airtableId}`;
      const ups = byId.get(publicId) ?? [];
      expect(ups.length, publicId).toBeGreaterThanOrEqual(1);
      const expected = cloud.expected(publicId, ups.length);
      expect(expected.current, publicId).toBe(true);
      expect(screen.cloudinaryUrl, publicId).toBe(expected.url);
      // No upload arrived after the record was finished (item written with the URL, in one transaction).
      const finishedAt = itemAt.get(String(screen.id)) ?? 0;
      expect(
        ups.filter((u) => u.at > finishedAt).map((u) => u.at - finishedAt),
        `${publicId}: uploads after its item`,
      ).toEqual([]);
      // A repeat comes from a later server: each earlier upload was cut off by its server's kill.
      const servers = ups.map((u) => serverOf(u.at));
      expect(new Set(servers).size, `${publicId} uploaded twice by one server: ${servers}`).toBe(servers.length);
      for (const s of servers.slice(0, -1)) cutBy.set(s, [...(cutBy.get(s) ?? []), publicId]);
    }
    // A server works on one record at a time, so a kill can leave at most one uploaded but unwritten.
    for (const [s, ids] of cutBy) {
      expect(s, `server ${s} was not killed`).toBeLessThan(ROUNDS);
      expect(ids, `server ${s} left several records uploaded but unwritten`).toHaveLength(1);
    }
  });
});
