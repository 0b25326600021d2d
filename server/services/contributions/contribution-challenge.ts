// The proof of work a visitor's browser does before a contribution is accepted (ALTCHA, v2 protocol):
// no third party, no cookie. Challenges are signed with the site's secret and are single use: a spent
// one is recorded in the database, so several instances on one database agree.
import { createHash, randomBytes } from 'node:crypto';
import type { Challenge, Payload } from 'altcha-lib/types';
import type { Db } from '../../db/database.ts';
import type { ChallengeSettings, ServiceContext } from '../platform/context.ts';
import { SubmissionRefusedError } from '../platform/errors.ts';

// The settings' shape is the request context's (platform): the context carries them to every service.
export type { ChallengeSettings };

// Measured by `npm run bench:altcha` (Chromium, the request form, CDP's 4× CPU slowdown, 2 workers on a
// shared 2-core machine, 20 fresh challenges a run): median solve 1.0–1.2 s, p90 1.6–2.5 s (unthrottled
// 0.75 s). The slowdown hardly touches the derivations themselves (WebCrypto's native code), so the
// setting leans on the cost per attempt: cost 1000 / counterMax 600 solved in 0.25 s.
export const DEFAULT_CHALLENGE: ChallengeSettings = { cost: 3000, counterMax: 2400, ttlSeconds: 20 * 60 };
const ALGORITHM = 'PBKDF2/SHA-256';
const SECRET_NAME = 'altcha-hmac';

// Loaded with the first challenge, not at start: most processes never hand one out.
const altcha = async () => {
  const [lib, pbkdf2] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/pbkdf2')]);
  return { ...lib, deriveKey: pbkdf2.deriveKey };
};

const secrets = new WeakMap<Db, Promise<string>>();

/** The configured secret, or the database's own (made once, kept in SiteSecret). */
function secretOf(ctx: ServiceContext): Promise<string> {
  const configured = ctx.contributions?.secret;
  if (configured) return Promise.resolve(configured);
  const known = secrets.get(ctx.db);
  if (known) return known;
  const made = (async () => {
    await ctx.db.siteSecret.createMany({
      data: [{ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }],
      skipDuplicates: true,
    });
    const row = await ctx.db.siteSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
    return row.value;
  })();
  made.catch(() => secrets.delete(ctx.db));
  secrets.set(ctx.db, made);
  return made;
}

const settingsOf = (ctx: ServiceContext) => ({ ...DEFAULT_CHALLENGE, ...ctx.contributions });
// The key signature lets the server check a solution with one HMAC instead of a derivation.
const keySecret = (secret: string) => createHash('sha256').update(`key:${secret}`).digest('base64url');

export async function newChallenge(ctx: ServiceContext): Promise<Challenge> {
  await ctx.limits.challenge(ctx.clientIp);
  const s = settingsOf(ctx);
  const secret = await secretOf(ctx);
  const { createChallenge, deriveKey, randomInt } = await altcha();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: s.cost,
    counter: randomInt(s.counterMax, Math.max(1, Math.floor(s.counterMax / 2))),
    deriveKey,
    expiresAt: new Date(Date.now() + s.ttlSeconds * 1000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  });
}

/** The widget's field: base64 of the JSON { challenge, solution }. */
function decodePayload(raw: unknown): Payload | null {
  if (typeof raw !== 'string' || !raw || raw.length > 4000) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload;
    const ok =
      value &&
      typeof value === 'object' &&
      typeof value.challenge?.signature === 'string' &&
      typeof value.challenge?.parameters === 'object' &&
      typeof value.solution?.counter === 'number' &&
      typeof value.solution?.derivedKey === 'string';
    return ok ? value : null;
  } catch {
    return null;
  }
}

export type VerifiedChallenge = { signature: string; expiresAt: Date };

/** Checks the proof of work (signature, expiry, solution); SubmissionRefusedError says which failed. */
export async function checkProofOfWork(ctx: ServiceContext, raw: unknown): Promise<VerifiedChallenge> {
  if (raw === undefined || raw === null || raw === '') throw new SubmissionRefusedError('CHALLENGE_REQUIRED');
  const payload = decodePayload(raw);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) {
    throw new SubmissionRefusedError('CHALLENGE_INVALID');
  }
  const secret = await secretOf(ctx);
  const { deriveKey, verifySolution } = await altcha();
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret(secret),
    });
  } catch {
    throw new SubmissionRefusedError('CHALLENGE_INVALID');
  }
  if (result.expired) throw new SubmissionRefusedError('CHALLENGE_EXPIRED');
  if (!result.verified) throw new SubmissionRefusedError('CHALLENGE_INVALID');
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + 3600) * 1000);
  return {
    signature: createHash('sha256')
      .update(payload.challenge.signature as string)
      .digest('hex'),
    expiresAt,
  };
}

type Tx = Pick<Db, 'spentChallenge'>;

/** Records the challenge as used, in the caller's transaction; a second use anywhere is refused. */
export async function spendChallenge(tx: Tx, challenge: VerifiedChallenge): Promise<void> {
  const { count } = await tx.spentChallenge.createMany({ data: [challenge], skipDuplicates: true });
  if (count === 0) throw new SubmissionRefusedError('CHALLENGE_USED');
  // Old records only need to outlive their challenges; each spend clears a few.
  await tx.spentChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
