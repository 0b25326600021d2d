import { resolve } from 'node:path';
import { z } from 'zod';
import type { AirtableConfig } from './airtable/client.ts';
import { parseFieldOverrides, parseTables } from './airtable/field-names.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-ip.ts';
import type { HttpLimits } from './http/limits.ts';
import { type AttachmentOrigins, DEFAULT_ATTACHMENT_ORIGINS } from './images/attachment-paths.ts';
import type { S3Settings } from './images/s3-store.ts';
import { DEFAULT_QUERY_RENDERS_PER_SECOND } from './pages/render-budget.ts';
import { DEFAULT_TURN_GATE, type TurnGateSettings } from './runtime/turn-gate.ts';
import type { ChallengeSettings } from './services/contributions/contribution-challenge.ts';
import { DEFAULT_NEWSLETTER, DIGEST_SCHEDULES, type NewsletterSettings } from './services/platform/mail-settings.ts';
import type { RateLimitSettings } from './services/platform/rate-limits.ts';
import { DEFAULT_TIME_BUDGET_MS } from './services/platform/time-budget.ts';

// The only place on the server that reads process.env.
const count = () => z.coerce.number().int().min(1).optional();

/** A parser's complaint becomes a configuration error naming the variable. */
function checked<T>(parse: (raw: string | undefined) => { ok: true; value: T } | { ok: false; message: string }) {
  return (raw: string | undefined, ctx: z.RefinementCtx): T => {
    const parsed = parse(raw);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  };
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  // Checked by the image host, not here: a malformed value shows as 'Not Configured' on the admin page.
  CLOUDINARY_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  CLOUDINARY_API_HOST: z.string().url().optional(),
  // An S3-compatible bucket for the originals (AWS, R2, Garage, SeaweedFS, Ceph): several instances share it.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'S3_ENDPOINT must be an http:// or https:// URL')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Self-hosted servers want path-style addresses (endpoint/bucket/key); AWS itself takes either.
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  AIRTABLE_API_KEY: z.string().optional(),
  AIRTABLE_BASE_ID: z.string().optional(),
  AIRTABLE_ENDPOINT_URL: z.string().url().optional(),
  PROXY_ALLOWED_HOSTS: z.string().optional(),
  // Where the original client's relative attachment paths (/v3/…, /.attachments/…) are fetched from.
  AIRTABLE_ATTACHMENT_ORIGIN: z.string().url().default(DEFAULT_ATTACHMENT_ORIGINS.current),
  AIRTABLE_LEGACY_ATTACHMENT_ORIGIN: z.string().url().default(DEFAULT_ATTACHMENT_ORIGINS.legacy),
  // An admin's image URL is fetched and stored within this time, inside the client's 10 s (spec section 9).
  IMAGE_INTAKE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // Image transforms run in a child process that exits this long after the last one; 0: in the server.
  IMAGE_TRANSFORM_IDLE_MS: z.coerce.number().int().min(0).default(15_000),
  PUBLIC_URL: z.string().url().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
  // Edge limits (server/http/limits.ts has the defaults and why); tests and benchmarks shorten them.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  HTTP_MAX_BODY_BYTES: z.coerce.number().int().min(1024).optional(),
  HTTP_SEND_STALL_MS: z.coerce.number().int().min(0).optional(),
  // Request bodies being received at once: bytes over every client (503 past it), bodies per address (429).
  HTTP_BODY_BYTES_IN_FLIGHT: z.coerce.number().int().min(1024).optional(),
  HTTP_BODIES_PER_ADDRESS: count(),
  // Turn gate (server/runtime/turn-gate.ts): work started per event-loop phase (0: off), new requests allowed to wait.
  HTTP_TURN_BUDGET_MS: z.coerce.number().min(0).default(DEFAULT_TURN_GATE.budgetMs),
  HTTP_MAX_QUEUED: z.coerce.number().int().min(1).default(DEFAULT_TURN_GATE.maxQueued),
  // Abuse limits (server/services/platform/rate-limits.ts has the defaults); tests and benchmarks set their own.
  RATE_LIMIT_LOGIN_FAILURES: count(),
  RATE_LIMIT_LOGIN_LOCK_SECONDS: count(),
  RATE_LIMIT_LOGIN_IP_FAILURES: count(),
  RATE_LIMIT_LOGIN_IP_WINDOW_SECONDS: count(),
  RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: count(),
  RATE_LIMIT_LOGIN_ACCOUNT_LOCK_SECONDS: count(),
  RATE_LIMIT_NEWSLETTER_PER_HOUR: count(),
  RATE_LIMIT_NEWSLETTER_PER_NETWORK_HOUR: count(),
  // Confirmation emails sent again (a pending address subscribed again): per address per hour, per client per hour.
  RATE_LIMIT_NEWSLETTER_CONFIRMATIONS_PER_EMAIL_HOUR: count(),
  RATE_LIMIT_NEWSLETTER_CONFIRMATIONS_PER_HOUR: count(),
  RATE_LIMIT_VIEW_WINDOW_SECONDS: count(),
  RATE_LIMIT_IMAGE_MISSES_PER_MINUTE: count(),
  RATE_LIMIT_MCP_PER_MINUTE: count(),
  RATE_LIMIT_MCP_MESSAGES_PER_MINUTE: count(),
  RATE_LIMIT_EXPORTS_PER_HOUR: count(),
  // Open data (issue 35): who publishes the catalogue, and the licence of its metadata.
  OPEN_DATA_PUBLISHER: z.string().min(1).default('Vitrine Pública'),
  OPEN_DATA_PUBLISHER_URL: z.string().url().optional(),
  OPEN_DATA_LICENSE_NAME: z.string().min(1).default('CC BY 4.0'),
  OPEN_DATA_LICENSE_URL: z.string().url().default('https://creativecommons.org/licenses/by/4.0/'),
  // The newsletter (issue 57; server/services/newsletter/settings.ts says what each one does).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_UNSUBSCRIBE_MAILTO: z.string().email().optional(),
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0).default(DEFAULT_NEWSLETTER.ratePerSecond),
  NEWSLETTER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(DEFAULT_NEWSLETTER.concurrency),
  NEWSLETTER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(DEFAULT_NEWSLETTER.maxAttempts),
  NEWSLETTER_RETRY_BASE_MS: z.coerce.number().int().min(10).default(DEFAULT_NEWSLETTER.retryBaseMs),
  NEWSLETTER_SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_NEWSLETTER.smtpTimeoutMs),
  NEWSLETTER_CONFIRM_TTL_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_NEWSLETTER.confirmTtlSeconds),
  NEWSLETTER_DIGEST_SCHEDULE: z.enum(DIGEST_SCHEDULES).default(DEFAULT_NEWSLETTER.digestSchedule),
  NEWSLETTER_KEEP_IP: z.enum(['true', 'false']).default('false'),
  NEWSLETTER_SECRET: z
    .string()
    .min(16, 'NEWSLETTER_SECRET must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NEWSLETTER_CONSENT_KEEP_DAYS: z.coerce.number().int().min(1).default(DEFAULT_NEWSLETTER.consentKeepDays),
  NEWSLETTER_CHECK_EVERY_MS: z.coerce.number().int().min(50).default(DEFAULT_NEWSLETTER.checkEveryMs),
  // Visitors' contributions (issue 36): the proof of work's HMAC secret (without one, the database keeps a
  // generated secret every instance shares), its PBKDF2 iterations per attempt, the largest counter a
  // browser must reach, and how long a challenge lives.
  CONTRIBUTION_SECRET: z
    .string()
    .min(16, 'CONTRIBUTION_SECRET must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CONTRIBUTION_POW_COST: count(),
  CONTRIBUTION_POW_COUNTER_MAX: count(),
  CONTRIBUTION_CHALLENGE_TTL_SECONDS: count(),
  RATE_LIMIT_CONTRIBUTIONS_PER_HOUR: count(),
  RATE_LIMIT_CONTRIBUTION_FAILURES_PER_HOUR: count(),
  RATE_LIMIT_CONTRIBUTION_IMAGES_PER_HOUR: count(),
  // A visitor's screenshot upload: one image per request, this large at most, sent within this time
  // (the edge's 1 MB and 30 s hold for every other route).
  CONTRIBUTION_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  CONTRIBUTION_UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  RATE_LIMIT_CHALLENGES_PER_HOUR: count(),
  // Visitors' collections (issue 38): creations and edits per address per hour.
  RATE_LIMIT_COLLECTIONS_PER_HOUR: count(),
  RATE_LIMIT_COLLECTION_EDITS_PER_HOUR: count(),
  // How many proxies in front of the app append to X-Forwarded-For (a number), or their addresses.
  TRUST_PROXY: z.string().optional(),
  // A separate port for /healthz and /readyz, answered off the main event loop (server/health/health-port.ts).
  HEALTH_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  HEALTH_STALL_MS: z.coerce.number().int().min(100).default(10_000),
  HEALTH_READY_CHECK_MS: z.coerce.number().int().min(50).default(2000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  // How long one request may run before its remaining database work is stopped (server/services/platform/time-budget.ts).
  REQUEST_TIME_BUDGET_MS: z.coerce.number().int().min(10).default(DEFAULT_TIME_BUDGET_MS),
  // Server renders per second of page addresses with a query string (server/pages/render-budget.ts); 0: no bound.
  SSR_QUERY_RENDERS_PER_SECOND: z.coerce.number().min(0).default(DEFAULT_QUERY_RENDERS_PER_SECOND),
  // Jobs (server/jobs): how often an idle worker looks for work, and when a silent running job is taken over.
  JOB_POLL_MS: z.coerce.number().int().min(10).default(1000),
  // The response cache for public reads (0 turns it off), and how long view counts may lag in it.
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  // Anonymous GraphQL queries over POST are kept apart, in this budget of their own (0 turns it off).
  GRAPHQL_POST_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  VIEWS_FLUSH_MS: z.coerce.number().int().min(0).default(10_000),
  // PostgreSQL: how often each instance reads the change log whatever the notifications said (a lost one heals in this time).
  CHANGE_HEAL_MS: z.coerce.number().int().min(50).default(5_000),
  // While jobs run (a migration's batches, an OCR backlog), their changes reach readers at most this often.
  JOB_CHANGES_EVERY_MS: z.coerce.number().int().min(0).default(2_000),
  JOB_STALE_MS: z.coerce.number().int().min(100).default(15_000),
  // A hosted screenshot no record points to is swept once this old (an upload may be mid-commit elsewhere).
  SCREENSHOT_SWEEP_GRACE_MS: z.coerce.number().int().min(0).default(3_600_000),
  // Airtable: the SDK's own retry is off; we wait this long after a 429 and keep under this rate.
  AIRTABLE_RATE_LIMIT_WAIT_MS: z.coerce.number().int().min(0).default(30_000),
  AIRTABLE_REQUESTS_PER_SECOND: z.coerce.number().positive().max(5).default(4),
  // Table and field names (server/airtable/field-names.ts has the defaults); checked here, at start.
  AIRTABLE_TABLES: z.string().optional().transform(checked(parseTables)),
  AIRTABLE_FIELDS: z.string().optional().transform(checked(parseFieldOverrides)),
  BACKUP_KEY: z.string().min(16, 'BACKUP_KEY must be at least 16 characters').optional(),
  BACKUP_STEP_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(30),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  admin: { username: string; password?: string };
  cloudinary?: { url: string; apiHost?: string };
  s3?: S3Settings & { timeoutMs: number };
  /** Backups: where scheduled ones go, and the key that encrypts them (none: written in the clear). */
  backups: { dir: string; key?: string; stepMs: number; everyHours: number; keep: number };
  /** The open data's publisher (its address: PUBLIC_URL when not given) and the metadata's licence. */
  contributions: Partial<ChallengeSettings>;
  /** A screenshot upload's body limit and time (server/rest/contribution-images.ts). */
  contributionUploads: { maxBytes: number; timeoutMs: number };
  openData: { publisher: string; publisherUrl?: string; licenseName: string; licenseUrl: string };
  airtable?: AirtableConfig;
  newsletter: NewsletterSettings;
  proxyAllowedHosts?: string[];
  publicUrl?: string;
  /** Airtable's attachment hosts (the original client's relative /v3/… and /.attachments/… paths). */
  attachments: AttachmentOrigins;
  /** How long taking in an admin's image URL (fetch and store) may take. */
  imageIntakeTimeoutMs: number;
  /** Image transforms: in a child process ended this long after the last one (0: in the server). */
  imageTransformIdleMs: number;
  seed: 'demo' | 'none';
  logLevel: 'silent' | 'error' | 'info';
  http: Partial<HttpLimits>;
  turnGate: TurnGateSettings;
  rateLimits: Partial<RateLimitSettings>;
  trustProxy: TrustProxy;
  /** The health port (absent: probes use the main port), its stall limit and readiness cadence. */
  health?: { port: number; stallMs: number; readyEveryMs: number };
  /** In-flight requests get this long to finish after SIGTERM/SIGINT. */
  shutdownGraceMs: number;
  /** One request's time budget: past it, its remaining database work is stopped (503 TIME_BUDGET_EXCEEDED). */
  timeBudgetMs: number;
  /** Server renders per second of page addresses with a query string; the others get the shell. */
  queryRendersPerSecond: number;
  jobs: { pollMs: number; staleMs: number; sweepGraceMs?: number };
  cache: { maxBytes: number; postMaxBytes: number; viewsFlushMs: number; healMs: number; jobChangesEveryMs: number };
  /** The environment of the server's child processes (prepare, demo render, image transforms). */
  childEnv: Record<string, string | undefined>;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    cloudinary: e.CLOUDINARY_URL ? { url: e.CLOUDINARY_URL, apiHost: e.CLOUDINARY_API_HOST } : undefined,
    s3: s3Settings(e),
    backups: {
      dir: resolve(dataDir, 'backups'),
      key: e.BACKUP_KEY,
      stepMs: e.BACKUP_STEP_MS,
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
    contributionUploads: { maxBytes: e.CONTRIBUTION_IMAGE_MAX_BYTES, timeoutMs: e.CONTRIBUTION_UPLOAD_TIMEOUT_MS },
    contributions: withoutUndefined({
      secret: e.CONTRIBUTION_SECRET,
      cost: e.CONTRIBUTION_POW_COST,
      counterMax: e.CONTRIBUTION_POW_COUNTER_MAX,
      ttlSeconds: e.CONTRIBUTION_CHALLENGE_TTL_SECONDS,
    }),
    openData: {
      publisher: e.OPEN_DATA_PUBLISHER,
      publisherUrl: e.OPEN_DATA_PUBLISHER_URL,
      licenseName: e.OPEN_DATA_LICENSE_NAME,
      licenseUrl: e.OPEN_DATA_LICENSE_URL,
    },
    airtable:
      e.AIRTABLE_API_KEY && e.AIRTABLE_BASE_ID
        ? {
            apiKey: e.AIRTABLE_API_KEY,
            baseId: e.AIRTABLE_BASE_ID,
            endpointUrl: e.AIRTABLE_ENDPOINT_URL,
            requestsPerSecond: e.AIRTABLE_REQUESTS_PER_SECOND,
            rateLimitWaitMs: e.AIRTABLE_RATE_LIMIT_WAIT_MS,
            tables: e.AIRTABLE_TABLES,
            fields: e.AIRTABLE_FIELDS,
          }
        : undefined,
    newsletter: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      unsubscribeMailto: e.MAIL_UNSUBSCRIBE_MAILTO,
      ratePerSecond: e.NEWSLETTER_RATE_PER_SECOND,
      concurrency: e.NEWSLETTER_CONCURRENCY,
      maxAttempts: e.NEWSLETTER_MAX_ATTEMPTS,
      retryBaseMs: e.NEWSLETTER_RETRY_BASE_MS,
      smtpTimeoutMs: e.NEWSLETTER_SMTP_TIMEOUT_MS,
      confirmTtlSeconds: e.NEWSLETTER_CONFIRM_TTL_SECONDS,
      digestSchedule: e.NEWSLETTER_DIGEST_SCHEDULE,
      keepIp: e.NEWSLETTER_KEEP_IP === 'true',
      secret: e.NEWSLETTER_SECRET,
      consentKeepDays: e.NEWSLETTER_CONSENT_KEEP_DAYS,
      checkEveryMs: e.NEWSLETTER_CHECK_EVERY_MS,
    },
    proxyAllowedHosts: e.PROXY_ALLOWED_HOSTS?.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL,
    attachments: { current: e.AIRTABLE_ATTACHMENT_ORIGIN, legacy: e.AIRTABLE_LEGACY_ATTACHMENT_ORIGIN },
    imageIntakeTimeoutMs: e.IMAGE_INTAKE_TIMEOUT_MS,
    imageTransformIdleMs: e.IMAGE_TRANSFORM_IDLE_MS,
    seed: e.SEED,
    // glibc gives each thread that allocates its own arena (up to 8 per core) and keeps what they freed:
    // libvips' threads held ~100 MB that way. Two arenas; set MALLOC_ARENA_MAX to choose otherwise.
    childEnv: { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' },
    logLevel: e.LOG_LEVEL,
    http: withoutUndefined({
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      maxBodyBytes: e.HTTP_MAX_BODY_BYTES,
      sendStallMs: e.HTTP_SEND_STALL_MS,
      bodyBytesInFlight: e.HTTP_BODY_BYTES_IN_FLIGHT,
      bodiesPerAddress: e.HTTP_BODIES_PER_ADDRESS,
    }),
    turnGate: { budgetMs: e.HTTP_TURN_BUDGET_MS, maxQueued: e.HTTP_MAX_QUEUED },
    rateLimits: withoutUndefined({
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      loginLockSeconds: e.RATE_LIMIT_LOGIN_LOCK_SECONDS,
      loginIpFailures: e.RATE_LIMIT_LOGIN_IP_FAILURES,
      loginIpWindowSeconds: e.RATE_LIMIT_LOGIN_IP_WINDOW_SECONDS,
      loginAccountFailures: e.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES,
      loginAccountLockSeconds: e.RATE_LIMIT_LOGIN_ACCOUNT_LOCK_SECONDS,
      newsletterPerHour: e.RATE_LIMIT_NEWSLETTER_PER_HOUR,
      newsletterPerNetworkHour: e.RATE_LIMIT_NEWSLETTER_PER_NETWORK_HOUR,
      confirmationsPerEmailHour: e.RATE_LIMIT_NEWSLETTER_CONFIRMATIONS_PER_EMAIL_HOUR,
      confirmationsPerHour: e.RATE_LIMIT_NEWSLETTER_CONFIRMATIONS_PER_HOUR,
      viewWindowSeconds: e.RATE_LIMIT_VIEW_WINDOW_SECONDS,
      imageMissesPerMinute: e.RATE_LIMIT_IMAGE_MISSES_PER_MINUTE,
      mcpPerMinute: e.RATE_LIMIT_MCP_PER_MINUTE,
      mcpMessagesPerMinute: e.RATE_LIMIT_MCP_MESSAGES_PER_MINUTE,
      exportsPerHour: e.RATE_LIMIT_EXPORTS_PER_HOUR,
      contributionsPerHour: e.RATE_LIMIT_CONTRIBUTIONS_PER_HOUR,
      contributionFailuresPerHour: e.RATE_LIMIT_CONTRIBUTION_FAILURES_PER_HOUR,
      challengesPerHour: e.RATE_LIMIT_CHALLENGES_PER_HOUR,
      contributionImagesPerHour: e.RATE_LIMIT_CONTRIBUTION_IMAGES_PER_HOUR,
      collectionsPerHour: e.RATE_LIMIT_COLLECTIONS_PER_HOUR,
      collectionEditsPerHour: e.RATE_LIMIT_COLLECTION_EDITS_PER_HOUR,
    }),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    health:
      e.HEALTH_PORT === undefined
        ? undefined
        : { port: e.HEALTH_PORT, stallMs: e.HEALTH_STALL_MS, readyEveryMs: e.HEALTH_READY_CHECK_MS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    timeBudgetMs: e.REQUEST_TIME_BUDGET_MS,
    queryRendersPerSecond: e.SSR_QUERY_RENDERS_PER_SECOND,
    jobs: { pollMs: e.JOB_POLL_MS, staleMs: e.JOB_STALE_MS, sweepGraceMs: e.SCREENSHOT_SWEEP_GRACE_MS },
    cache: {
      maxBytes: e.RESPONSE_CACHE_MAX_BYTES,
      postMaxBytes: e.GRAPHQL_POST_CACHE_MAX_BYTES,
      viewsFlushMs: e.VIEWS_FLUSH_MS,
      healMs: e.CHANGE_HEAL_MS,
      jobChangesEveryMs: e.JOB_CHANGES_EVERY_MS,
    },
  };
}

function s3Settings(e: z.infer<typeof schema>): Config['s3'] {
  if (!e.S3_BUCKET) return undefined;
  const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !e[k as keyof typeof e]);
  if (missing.length) throw new Error(`Invalid configuration:\n  S3_BUCKET is set; also set ${missing.join(' and ')}`);
  if (e.CLOUDINARY_URL) throw new Error('Invalid configuration:\n  set S3_BUCKET or CLOUDINARY_URL, not both');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
    timeoutMs: e.S3_TIMEOUT_MS,
  };
}

const withoutUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
