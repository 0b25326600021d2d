// Abuse limits, counted per client address (IPv6 per /64). In memory on one instance; with a
// PostgreSQL server, in a shared table so several instances count together — falling back to memory
// while the database is away, so an outage never turns into "no limits" or into errors.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { noteRateLimit } from '../../runtime/request-scope.ts';
import { RateLimitedError } from './errors.ts';
import { limitKeyForIp, networkKeyForIp } from './rate-limit-keys.ts';

export type RateLimitSettings = {
  /** Wrong passwords in a row for one username from one address before it is locked… */
  loginFailures: number;
  /** …for this long, even for the right password. */
  loginLockSeconds: number;
  /** Login attempts one address may fail in `loginIpWindowSeconds`, whatever the usernames. */
  loginIpFailures: number;
  loginIpWindowSeconds: number;
  /** Failed logins for one username from all addresses together in an hour before it is locked… */
  loginAccountFailures: number;
  /** …for this long (doubling with each lock that day, up to 16 times), except from known addresses. */
  loginAccountLockSeconds: number;
  newsletterPerHour: number;
  /**
   * Subscription attempts per hour from one IPv6 /48 whatever its /64s: 'Already subscribed' (spec §8)
   * tells whether an address is on the list, and a /48 holds 65,536 /64s of per-address budgets.
   */
  newsletterPerNetworkHour: number;
  /** Confirmation emails sent again to one pending address per hour (its owner asked again)… */
  confirmationsPerEmailHour: number;
  /** …and re-sends one client address may ask for per hour, whatever the addresses. */
  confirmationsPerHour: number;
  /** An app's view counter moves once per address in this window. */
  viewWindowSeconds: number;
  /** Image proxy requests that miss the cache (each a fetch and a transform) per address per minute. */
  imageMissesPerMinute: number;
  /** Requests to the MCP server (/mcp) per address per minute: each may run a search. */
  mcpPerMinute: number;
  /** The MCP server's other messages (initialize, notifications, tools/list) per address per minute: cheap, so more. */
  mcpMessagesPerMinute: number;
  /** Bulk export downloads (each a whole dataset) per address per hour. */
  exportsPerHour: number;
  /** Visitors' contributions (requests and corrections) accepted per address per hour: counted once the proof of work holds. */
  contributionsPerHour: number;
  /**
   * Refused contribution posts (no or a bad proof of work, the honeypot, invalid fields) per address per hour:
   * a bucket of their own, larger, so junk posts never use up the quota of the visitors behind one address.
   */
  contributionFailuresPerHour: number;
  /** Proof-of-work challenges handed out per address per hour (each costs the server one derivation). */
  challengesPerHour: number;
  /** Screenshots sent to submissions per address per hour (each is decoded and re-encoded). */
  contributionImagesPerHour: number;
  /** Collections created per address per hour (issue 38). */
  collectionsPerHour: number;
  /** Collection edits (refused ones included) per address per hour: a board is rearranged in many small steps. */
  collectionEditsPerHour: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginFailures: 5,
  loginLockSeconds: 15 * 60,
  loginIpFailures: 30,
  loginIpWindowSeconds: 60 * 60,
  loginAccountFailures: 20,
  loginAccountLockSeconds: 60,
  newsletterPerHour: 10,
  newsletterPerNetworkHour: 100,
  confirmationsPerEmailHour: 3,
  confirmationsPerHour: 5,
  viewWindowSeconds: 60 * 60,
  imageMissesPerMinute: 300,
  mcpPerMinute: 120,
  mcpMessagesPerMinute: 600,
  exportsPerHour: 60,
  contributionsPerHour: 5,
  contributionFailuresPerHour: 30,
  challengesPerHour: 60,
  contributionImagesPerHour: 60,
  collectionsPerHour: 20,
  collectionEditsPerHour: 600,
};

export const RATE_LIMIT_TABLE = 'rate_limits';
/**
 * An address a username logged in from is known to it for this long (it passes that username's lock).
 * Under 24.8 days: the memory store's timers overflow past that and fire at once.
 */
const KNOWN_ADDRESS_SECONDS = 14 * 86_400;
const ACCOUNT_WINDOW_SECONDS = 3600;
const ACCOUNT_LOCK_MAX_DOUBLINGS = 4;

const hashed = (s: string) => createHash('sha256').update(s).digest('base64url');
const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
const rejection = (e: unknown) => {
  if (e instanceof RateLimiterRes) return e;
  throw e;
};

export type RateLimits = ReturnType<typeof buildLimits>;
type MakeLimiter = (keyPrefix: string, points: number, duration: number) => RateLimiterAbstract;

const memoryLimiter: MakeLimiter = (keyPrefix, points, duration) =>
  new RateLimiterMemory({ keyPrefix, points, duration });

/** Counts kept in this process: one instance (PGlite), tests and benchmarks. */
export function memoryRateLimits(settings: Partial<RateLimitSettings> = {}): RateLimits {
  return buildLimits({ ...DEFAULT_RATE_LIMITS, ...settings }, memoryLimiter);
}

/** Counts shared by every instance on one PostgreSQL server. */
export async function postgresRateLimits(settings: Partial<RateLimitSettings>, pool: pg.Pool): Promise<RateLimits> {
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    );
  } catch (e) {
    // Two instances starting together race on CREATE TABLE; the loser sees a unique violation.
    if ((e as { code?: string }).code !== '23505') throw e;
  }
  let first = true;
  return buildLimits({ ...DEFAULT_RATE_LIMITS, ...settings }, (keyPrefix, points, duration) => {
    const clearExpiredByTimeout = first;
    first = false;
    return new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: memoryLimiter(keyPrefix, points, duration),
    });
  });
}

// The buckets a visitor's routes count against report what is left, for the answer's RateLimit-*
// headers (issue 59 item 4); login's and the view counters' buckets are bookkeeping, not quotas.
function reported(limiter: RateLimiterAbstract, points: number): RateLimiterAbstract {
  const consume = limiter.consume.bind(limiter);
  const note = (res: RateLimiterRes) =>
    noteRateLimit({
      limit: points,
      remaining: Math.max(0, points - res.consumedPoints),
      resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)),
    });
  limiter.consume = async (key, n, options) => {
    try {
      const res = await consume(key, n, options);
      note(res);
      return res;
    } catch (e) {
      if (e instanceof RateLimiterRes) note(e);
      throw e;
    }
  };
  return limiter;
}

function buildLimits(s: RateLimitSettings, plain: MakeLimiter) {
  const QUOTAS = new Set([
    'newsletter',
    'newsletter-net',
    'mcp',
    'mcp-messages',
    'exports',
    'contributions',
    'challenges',
    'contribution-images',
    'collections',
    'collection-edits',
  ]);
  const make: MakeLimiter = (keyPrefix, points, duration) => {
    const limiter = plain(keyPrefix, points, duration);
    return QUOTAS.has(keyPrefix) ? reported(limiter, points) : limiter;
  };
  const byUser = make('login-user', s.loginFailures, s.loginLockSeconds);
  const byIp = make('login-ip', s.loginIpFailures, s.loginIpWindowSeconds);
  const byAccount = make('login-account', s.loginAccountFailures, ACCOUNT_WINDOW_SECONDS);
  const accountLocks = make('login-account-locks', 1_000_000, 86_400);
  const knownAddresses = make('login-known', 1, KNOWN_ADDRESS_SECONDS);
  const newsletter = make('newsletter', s.newsletterPerHour, 3600);
  const newsletterNetwork = make('newsletter-net', s.newsletterPerNetworkHour, 3600);
  const resendsByEmail = make('confirm-email', s.confirmationsPerEmailHour, 3600);
  const resendsByIp = make('confirm-ip', s.confirmationsPerHour, 3600);
  const views = make('views', 1, s.viewWindowSeconds);
  const imageMisses = make('image-miss', s.imageMissesPerMinute, 60);
  const mcpCalls = make('mcp', s.mcpPerMinute, 60);
  const mcpMessages = make('mcp-messages', s.mcpMessagesPerMinute, 60);
  const exports = make('exports', s.exportsPerHour, 3600);
  const contributions = make('contributions', s.contributionsPerHour, 3600);
  const contributionFailures = make('contribution-failures', s.contributionFailuresPerHour, 3600);
  const challenges = make('challenges', s.challengesPerHour, 3600);
  const uploads = make('contribution-images', s.contributionImagesPerHour, 3600);
  const collections = make('collections', s.collectionsPerHour, 3600);
  const collectionEdits = make('collection-edits', s.collectionEditsPerHour, 3600);
  const loginKeys = (username: string, ip: string) => {
    const ipKey = limitKeyForIp(ip);
    const account = username.trim().toLowerCase();
    return { user: hashed(`${account}\n${ipKey}`), ip: ipKey, account: hashed(account) };
  };

  return {
    settings: s,
    /**
     * Wraps one login attempt. Each attempt takes a point before the password is checked, so parallel
     * guesses cannot slip past the count; a success gives the points back.
     */
    async login<T>(username: string, ip: string, attempt: () => Promise<T | null>): Promise<T | null> {
      const k = loginKeys(username, ip);
      const [user, addr, account] = await Promise.all([
        byUser.consume(k.user).catch(rejection),
        byIp.consume(k.ip).catch(rejection),
        byAccount.consume(k.account).catch(rejection),
      ]);
      if (user.consumedPoints > s.loginFailures || addr.consumedPoints > s.loginIpFailures) {
        const longest = user.consumedPoints > s.loginFailures ? user : addr;
        throw new RateLimitedError(retryAfter(longest), 'TOO_MANY_LOGINS');
      }
      // Guesses spread over many addresses lock the username, but not for the addresses it has logged
      // in from: a stranger can slow the admin down only on a new address, and for minutes.
      if (account.consumedPoints > s.loginAccountFailures && !(await knownAddresses.get(k.user))) {
        throw new RateLimitedError(retryAfter(account), 'TOO_MANY_LOGINS');
      }
      const result = await attempt();
      if (result !== null) {
        // The account's count stays: the admin's success does not give a guesser a fresh allowance.
        await Promise.all([
          byUser.delete(k.user),
          byIp.reward(k.ip, 1),
          byAccount.reward(k.account, 1),
          knownAddresses.set(k.user, 1, KNOWN_ADDRESS_SECONDS),
        ]);
        return result;
      }
      // The last allowed failure starts a full lock, however old the first failure was.
      if (user.remainingPoints === 0) await byUser.block(k.user, s.loginLockSeconds);
      if (addr.remainingPoints === 0) await byIp.block(k.ip, s.loginIpWindowSeconds);
      if (account.consumedPoints === s.loginAccountFailures) {
        const locks = await accountLocks.consume(k.account).catch(rejection);
        const doublings = Math.min(locks.consumedPoints - 1, ACCOUNT_LOCK_MAX_DOUBLINGS);
        await byAccount.block(k.account, s.loginAccountLockSeconds * 2 ** doublings);
      }
      return null;
    },
    async newsletter(ip: string) {
      const res = await newsletter.consume(limitKeyForIp(ip)).catch(rejection);
      if (res.consumedPoints > s.newsletterPerHour)
        throw new RateLimitedError(retryAfter(res), 'TOO_MANY_SUBSCRIPTIONS');
      const network = networkKeyForIp(ip);
      if (network === null) return;
      const net = await newsletterNetwork.consume(network).catch(rejection);
      if (net.consumedPoints > s.newsletterPerNetworkHour)
        throw new RateLimitedError(retryAfter(net), 'TOO_MANY_SUBSCRIPTIONS');
    },
    /** True the first time in the window this address views this app. */
    async firstView(appId: number, ip: string): Promise<boolean> {
      const res = await views.consume(`${appId}:${limitKeyForIp(ip)}`).catch(rejection);
      return res.consumedPoints <= 1;
    },
    async imageMiss(ip: string) {
      const res = await imageMisses.consume(limitKeyForIp(ip)).catch(rejection);
      if (res.consumedPoints > s.imageMissesPerMinute) throw new RateLimitedError(retryAfter(res), 'TOO_MANY_IMAGES');
    },
    /** A tool call counts against the calls' bucket; any other message against the larger messages' one. */
    async mcp(ip: string, kind: 'call' | 'message' = 'call') {
      const [bucket, limit] = kind === 'call' ? [mcpCalls, s.mcpPerMinute] : [mcpMessages, s.mcpMessagesPerMinute];
      const res = await bucket.consume(limitKeyForIp(ip)).catch(rejection);
      if (res.consumedPoints > limit) throw new RateLimitedError(retryAfter(res), 'TOO_MANY_MCP_CALLS', limit);
    },
    /** A confirmation sent again: counted per address (a hash of it: no address is kept here) and per client. */
    async confirmationResend(email: string, ip: string) {
      const byEmail = await resendsByEmail.consume(hashed(email)).catch(rejection);
      if (byEmail.consumedPoints > s.confirmationsPerEmailHour)
        throw new RateLimitedError(retryAfter(byEmail), 'TOO_MANY_CONFIRMATIONS');
      const byIp = await resendsByIp.consume(limitKeyForIp(ip)).catch(rejection);
      if (byIp.consumedPoints > s.confirmationsPerHour)
        throw new RateLimitedError(retryAfter(byIp), 'TOO_MANY_CONFIRMATIONS');
    },
    async exportDownload(ip: string) {
      const res = await exports.consume(limitKeyForIp(ip)).catch(rejection);
      if (res.consumedPoints > s.exportsPerHour) throw new RateLimitedError(retryAfter(res), 'TOO_MANY_EXPORTS');
    },
    // Contributions count under a hash of the address (the privacy page says so): no address is kept with them.
    async contribution(ip: string) {
      const res = await contributions.consume(hashed(limitKeyForIp(ip))).catch(rejection);
      if (res.consumedPoints > s.contributionsPerHour) {
        throw new RateLimitedError(retryAfter(res), 'TOO_MANY_CONTRIBUTIONS');
      }
    },
    /** Before any work: an address whose refused posts filled their bucket is told to wait (nothing consumed). */
    async contributionFailuresLeft(ip: string) {
      const res = await contributionFailures.get(hashed(limitKeyForIp(ip)));
      if (res && res.consumedPoints >= s.contributionFailuresPerHour) {
        throw new RateLimitedError(retryAfter(res), 'TOO_MANY_CONTRIBUTIONS');
      }
    },
    /** A refused post: counted in its own bucket, never in the submissions' one. */
    async contributionFailure(ip: string) {
      await contributionFailures.consume(hashed(limitKeyForIp(ip))).catch(rejection);
    },
    async challenge(ip: string) {
      const res = await challenges.consume(hashed(limitKeyForIp(ip))).catch(rejection);
      if (res.consumedPoints > s.challengesPerHour) throw new RateLimitedError(retryAfter(res), 'TOO_MANY_REQUESTS');
    },
    async contributionImage(ip: string) {
      const res = await uploads.consume(hashed(limitKeyForIp(ip))).catch(rejection);
      if (res.consumedPoints > s.contributionImagesPerHour)
        throw new RateLimitedError(retryAfter(res), 'TOO_MANY_UPLOADS');
    },
    // Collections count under a hash of the address too: nothing ties a collection to who made it.
    async collection(ip: string) {
      const res = await collections.consume(hashed(limitKeyForIp(ip))).catch(rejection);
      if (res.consumedPoints > s.collectionsPerHour)
        throw new RateLimitedError(retryAfter(res), 'TOO_MANY_COLLECTIONS');
    },
    async collectionEdit(ip: string) {
      const res = await collectionEdits.consume(hashed(limitKeyForIp(ip))).catch(rejection);
      if (res.consumedPoints > s.collectionEditsPerHour)
        throw new RateLimitedError(retryAfter(res), 'TOO_MANY_COLLECTION_EDITS');
    },
  };
}
