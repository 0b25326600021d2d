// The image tool (spec "Image migration tool"): host status, migrations as queued jobs, test uploads.
// Bounds are the page's, enforced here too; a second migration while one is queued or running is refused.
import { z } from 'zod';
import { HttpError } from '../../images/errors.ts';
import { ACTIVE, enqueue, lockQueues } from '../../queue/queue.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError, fromZod, issue, UpstreamError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { MEDIA_MOVE_KIND, MIGRATION_QUEUE, MIGRATION_TYPES, type MigrationParams } from '../platform/job-contracts.ts';
import { translate } from '../platform/messages.ts';
import { slugify } from '../platform/text.ts';

export const MIGRATION_BOUNDS = {
  maxRecords: { min: 1, max: 1000, default: 100, label: 'Max Records' },
  batchSize: { min: 1, max: 50, default: 10, label: 'Batch Size' },
  delayBetweenBatches: { min: 0, max: 10_000, default: 1000, label: 'Delay Between Batches (ms)' },
} as const;

/** Spec section 5: a non-numeric or zero entry means the default; anything else must be in bounds. */
function bounded(name: keyof typeof MIGRATION_BOUNDS) {
  const b = MIGRATION_BOUNDS[name];
  return z
    .unknown()
    .transform((v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
      return Number.isFinite(n) && n !== 0 ? n : b.default;
    })
    .refine((n) => Number.isInteger(n) && n >= b.min && n <= b.max, {
      message: 'FIELD_WHOLE_NUMBER_RANGE',
      params: { field: b.label, min: b.min, max: b.max },
    });
}

export const migrationSchema = z.object({
  type: z.enum(MIGRATION_TYPES, { message: 'FIELD_ONE_OF' }).default('screens'),
  maxRecords: bounded('maxRecords'),
  batchSize: bounded('batchSize'),
  delayBetweenBatches: bounded('delayBetweenBatches'),
});
export type MigrationInput = z.input<typeof migrationSchema>;

export async function hostStatus(ctx: ServiceContext) {
  await requireAdmin(ctx);
  return ctx.imageHost.status();
}

/** The bounds shared by the admin page and the CLI: defaults for empty or zero entries, else in bounds. */
export function parseMigration(input: unknown): MigrationParams {
  const parsed = migrationSchema.safeParse(input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  return parsed.data;
}

/**
 * Queues a migration when the host is usable and none is queued or running (the service and the CLI:
 * same refusals, same messages).
 */
export async function enqueueMigration(
  deps: Pick<ServiceContext, 'db' | 'imageHost'>,
  params: MigrationParams,
  createdBy: string,
) {
  const status = await deps.imageHost.status();
  if (!status.configured) {
    throw new ConflictError('IMAGE_HOST_NOT_CONFIGURED', {
      reason: status.message ?? translate('en', 'IMAGE_HOST_CHECK_ENV'),
    });
  }
  return enqueueAlone(deps.db, 'image-migration', params, createdBy);
}

/** Moving in (npm run images:move-to-s3): queued like a migration, and never beside one. */
export function enqueueMediaMove(deps: Pick<ServiceContext, 'db'>, createdBy: string) {
  return enqueueAlone(deps.db, MEDIA_MOVE_KIND, {}, createdBy);
}

async function enqueueAlone(db: ServiceContext['db'], kind: string, params: object, createdBy: string) {
  return db.$transaction(async (tx) => {
    // One migration at a time: the check and the insert happen under the same lock the workers take.
    await lockQueues(tx);
    const active = await tx.job.findFirst({ where: { queue: MIGRATION_QUEUE, status: { in: ACTIVE } } });
    if (active) {
      throw new ConflictError('MIGRATION_ACTIVE', { status: active.status, id: active.id });
    }
    return tx.job.create({ data: { kind, queue: MIGRATION_QUEUE, params, createdBy } });
  });
}

export async function startMigration(ctx: ServiceContext, input: unknown) {
  const viewer = await requireAdmin(ctx);
  const job = await enqueueMigration(ctx, parseMigration(input), viewer.username);
  ctx.jobs.wake();
  return job;
}

/** Used by the sync job: migrations it queues wait their turn instead of being refused. */
export async function queueMigration(ctx: Pick<ServiceContext, 'db'>, type: (typeof MIGRATION_TYPES)[number]) {
  const params = { type, maxRecords: 1000, batchSize: 10, delayBetweenBatches: 1000 };
  return enqueue(ctx.db, { kind: 'image-migration', queue: MIGRATION_QUEUE, params, createdBy: 'airtable-sync' });
}

export const testUploadSchema = z.object({
  imageUrl: z
    .string({ message: 'IMAGE_URL_REQUIRED' })
    .trim()
    .min(1, 'IMAGE_URL_REQUIRED')
    .max(2048)
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'IMAGE_NOT_HTTPS'),
  appName: z.string().trim().max(200).optional().nullable(),
  screenName: z.string().trim().max(200).optional().nullable(),
});

/** Fetches a public https image (never an internal address) and uploads it to the host. */
export async function testUpload(ctx: ServiceContext, input: Input) {
  await requireAdmin(ctx);
  const parsed = testUploadSchema.safeParse((await readInput(input)) ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  const { imageUrl, appName, screenName } = parsed.data;
  let bytes: Buffer;
  try {
    bytes = await ctx.fetchPublicImage(imageUrl);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Refusals (internal address, not an image, too large) are the input's fault; the rest the remote's.
    const detail = { detail: error.message };
    if (error.status < 500) throw new ValidationError([issue('imageUrl', 'IMAGE_FETCH_FAILED', detail)]);
    throw new UpstreamError('IMAGE_FETCH_FAILED', detail);
  }
  const id = ['test', slugify(appName || 'app'), slugify(screenName || 'screen')].join('-');
  try {
    const uploaded = await ctx.imageHost.upload({ kind: 'screens', id, source: bytes });
    return { secure_url: uploaded.secureUrl, public_id: uploaded.publicId };
  } catch (error) {
    throw new UpstreamError('IMAGE_UPLOAD_FAILED', { detail: error instanceof Error ? error.message : String(error) });
  }
}
