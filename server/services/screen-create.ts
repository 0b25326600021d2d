import { z } from 'zod';
import type { Screen } from '../generated/prisma/client.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './auth.ts';
import type { ServiceContext } from './context.ts';
import { ConflictError, fromZod, ValidationError } from './errors.ts';
import { type Input, readInput } from './input.ts';
import { queueOcr } from './job-contracts.ts';
import { appSearchText, screenSearchText } from './search-text.ts';
import { OTHER_FLOW } from './vocabulary.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** An absolute http(s) URL; `keep` (a screen's current image, maybe a /media path) is also accepted. */
export function imageUrlRule(keep?: string) {
  return z
    .string({ message: 'Please enter a valid image URL' })
    .trim()
    .max(2048)
    .refine(
      (v) => v === keep || /^https?:$/.test(URL.canParse(v) ? new URL(v).protocol : ''),
      'Please enter a valid image URL',
    );
}

// Messages are the ones the add-screen form shows (spec section 5).
export const createScreenSchema = z.object({
  appId: z.coerce
    .number({ message: 'Please select an app' })
    .int('Please select an app')
    .min(1, 'Please select an app'),
  name: z.string({ message: 'Screen title is required' }).trim().min(1, 'Screen title is required').max(200),
  description: optionalText(2000),
  imageUrl: imageUrlRule(),
  altText: optionalText(500),
  flow: optionalText(100),
  order: z.coerce
    .number({ message: 'order must be a number' })
    .int('order must be a whole number')
    .min(0, 'order must be 0 or more')
    .default(0),
  tags: z
    .array(z.string().max(50))
    .max(30)
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]),
  category: optionalText(100),
  airtableId: z.string({ message: 'Airtable ID is required' }).trim().min(1, 'Airtable ID is required').max(100),
});
export type CreateScreenInput = z.input<typeof createScreenSchema>;

export async function createScreen(ctx: ServiceContext, input: Input): Promise<Screen> {
  const viewer = await requireAdmin(ctx);
  const parsed = createScreenSchema.safeParse(await readInput(input));
  if (!parsed.success) throw fromZod(parsed.error);
  const data = parsed.data;
  const app = await ctx.db.app.findUnique({ where: { id: data.appId } });
  if (!app) throw new ValidationError([{ path: 'appId', message: 'Please select an app' }]);
  const clash = await ctx.db.screen.findUnique({ where: { airtableId: data.airtableId }, select: { id: true } });
  if (clash) throw new ConflictError(`A screen with Airtable ID ${data.airtableId} already exists`);
  const flow = data.flow ?? OTHER_FLOW;
  const created = await ctx.db.$transaction(async (tx) => {
    const screen = await tx.screen.create({
      data: { ...data, flow, searchText: screenSearchText({ ...data, flow }, appSearchText(app)) },
    });
    await tx.app.update({ where: { id: app.id }, data: { screenCount: { increment: 1 } } });
    await recordAudit(tx, viewer, {
      action: 'screen.create',
      entity: 'Screen',
      entityId: screen.id,
      summary: `Added screen "${screen.name}" to "${app.name}"`,
      after: screen,
    });
    return screen;
  });
  ctx.changes.emit({ kind: 'apps', ids: [app.id] });
  // The words in the screenshot become searchable once the OCR job has read them.
  await queueOcr(ctx.db, created.id);
  ctx.jobs.wake();
  return created;
}
