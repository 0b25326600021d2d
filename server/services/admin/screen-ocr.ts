// Reading a screen's words again (admin only): after a failed OCR, the admin row's retry queues it anew.
import type { Screen } from '../../generated/prisma/client.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { queueOcr } from '../platform/job-contracts.ts';

export async function retryScreenOcr(ctx: ServiceContext, rawId: unknown): Promise<Screen> {
  await requireAdmin(ctx);
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new ValidationError([issue('id', 'FIELD_POSITIVE_INTEGER')]);
  }
  const screen = await ctx.db.screen.findUnique({ where: { id } });
  if (!screen) throw new NotFoundError('SCREEN_NOT_FOUND', { id });
  await queueOcr(ctx.db, id);
  ctx.jobs.wake();
  return screen;
}
