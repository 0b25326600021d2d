// Fault test: `kill -9` the server at random moments while clients subscribe to the newsletter, 20 times
// on the same database, then check that every subscription that was answered 201 is stored, with its
// consent record and its queued confirmation. A 201 is a promise to the subscriber; a crash right after
// it must not take it back.
//
// Replay a failure with the seed it prints: OPS_SEED=<seed> npx vitest run tests/ops/kill-subscriptions.test.ts
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import {
  type ChildServer,
  killLeftovers,
  type SuiteDatabase,
  startServer,
  suiteDatabase,
} from './support/child-server.ts';

const ROUNDS = 20;
const CLIENTS = 8;
/** The kill lands this long after the round's first 201: 100–600 ms. */
const KILL_AFTER_MS = [100, 600] as const;

// mulberry32: small, seedable, good enough to pick moments.
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seed = process.env.OPS_SEED ? Number(process.env.OPS_SEED) : Math.floor(Math.random() * 2 ** 32);
const random = prng(seed);

let db: SuiteDatabase | undefined;

afterAll(async () => {
  await killLeftovers();
  await db?.dispose();
});

type Round = { attempted: number; answered: number; killAfterMs: number; killedAt: number; others: string[] };

/** One round: CLIENTS clients subscribe in a loop until the server dies under them. */
async function round(server: ChildServer, index: number, answered: Set<string>, attempted: Set<string>) {
  const killAfterMs = KILL_AFTER_MS[0] + Math.floor(random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
  const result: Round = { attempted: 0, answered: 0, killAfterMs, killedAt: 0, others: [] };
  let killTimer: NodeJS.Timeout | undefined;
  let killed = false;
  const onFirst201 = () => {
    if (killTimer) return;
    killTimer = setTimeout(() => {
      killed = true;
      result.killedAt = server.kill('SIGKILL');
    }, killAfterMs);
  };
  let sequence = 0;
  const client = async (c: number) => {
    for (;;) {
      const email = `s${seed}-r${index}-c${c}-${sequence++}@example.org`;
      attempted.add(email);
      result.attempted++;
      let status: number;
      try {
        const response = await fetch(`${server.base}/api/newsletter/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, language: 'pt', name: '' }),
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        // The server is gone (reset or refused): this client's round is over.
        if (killed) return;
        throw new Error(`request failed before the kill: ${(error as Error).message}\n${server.describe()}`);
      }
      if (status === 201) {
        answered.add(email);
        result.answered++;
        onFirst201();
      } else {
        result.others.push(`${email}: ${status}`);
      }
      if (killed) return;
    }
  };
  try {
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  } finally {
    clearTimeout(killTimer);
  }
  return result;
}

describe('kill -9 during newsletter subscriptions', () => {
  test(`${ROUNDS} rounds: every subscription answered 201 is stored`, { timeout: 600_000 }, async () => {
    const started = performance.now();
    db = await suiteDatabase('kill');
    console.log(
      `kill-subscriptions on ${db.label}: seed=${seed} (replay: OPS_SEED=${seed} npx vitest run tests/ops/kill-subscriptions.test.ts)`,
    );
    const env = { ...db.env, RATE_LIMIT_NEWSLETTER_PER_HOUR: '1000000' };
    const answered = new Set<string>();
    const attempted = new Set<string>();
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const server = await startServer(env);
      const result = await round(server, r, answered, attempted);
      const exit = await server.waitExit(10_000);
      rounds.push(result);
      // The kill, not something else, ended the process; and nothing but 201 was answered before it.
      expect(exit.signal, `round ${r}: ${server.describe()}`).toBe('SIGKILL');
      expect(result.others, `round ${r}: unexpected answers\n${server.describe()}`).toEqual([]);
      expect(result.answered, `round ${r}: no subscription was answered`).toBeGreaterThan(0);
    }

    // One more start on the same database (it must take over after the last kill), then a clean stop.
    const last = await startServer(env);
    const counted = await fetch(`${last.base}/api/newsletter/subscribers`).then(
      (r) => r.json() as Promise<{ count: number }>,
    );
    last.kill('SIGTERM');
    expect((await last.waitExit(15_000)).code, last.describe()).toBe(0);

    const database = await openDatabase(db.databaseUrl ? { databaseUrl: db.databaseUrl } : { dataDir: db.dataDir });
    let stored: Set<string>;
    let incomplete: string[] = [];
    try {
      const rows = await database.prisma.newsletterSubscriber.findMany({
        select: { email: true, _count: { select: { deliveries: true, consents: true } } },
      });
      stored = new Set(rows.map((row) => row.email));
      // Double opt-in: each stored address has its consent record and its queued confirmation (same transaction).
      incomplete = rows.filter((r) => r._count.deliveries !== 1 || r._count.consents !== 1).map((r) => r.email);
    } finally {
      await database.close();
    }

    const lost = [...answered].filter((email) => !stored.has(email));
    const unknown = [...stored].filter((email) => !attempted.has(email));
    const storedUnanswered = [...stored].filter((email) => !answered.has(email)).length;
    const killDelays = rounds.map((r) => r.killAfterMs);
    console.log(
      [
        `kill-subscriptions on ${db.label}: seed=${seed}, ${ROUNDS} rounds × ${CLIENTS} clients, kill ${Math.min(...killDelays)}–${Math.max(...killDelays)} ms after the first 201`,
        `  attempted ${attempted.size}, answered 201: ${answered.size}, stored: ${stored.size} (API count ${counted.count}), ` +
          `stored without an answer (in flight at the kill): ${storedUnanswered}, lost: ${lost.length}`,
        `  per round answered: ${rounds.map((r) => r.answered).join(' ')}`,
        `  ${Math.round((performance.now() - started) / 1000)} s`,
      ].join('\n'),
    );
    expect(lost, 'subscriptions answered 201 but not stored').toEqual([]);
    expect(unknown, 'stored addresses no client sent').toEqual([]);
    expect(incomplete, 'stored without their consent record or confirmation').toEqual([]);
    // Nobody confirmed: the public count counts confirmed addresses only.
    expect(counted.count).toBe(0);
    expect(answered.size).toBeGreaterThanOrEqual(ROUNDS);
  });
});
