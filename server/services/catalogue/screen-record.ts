// One screen record's rules, for adding and for editing (spec section 5's add-screen form: its fields
// and messages): the fields it takes, its app, and an Airtable ID no other screen has.
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ConflictError, fromZod, issue, ValidationError } from '../platform/errors.ts';
import { hasControl } from '../platform/text.ts';
import { normalizeTags } from './tags.ts';

const plain = (v: string) => !hasControl(v);
// Admin text is plain text too: a control character would reach the feed, the JSON and the CSV.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine(plain, 'FIELD_PLAIN_TEXT')
    .optional()
    .nullable()
    .transform((v) => v || null);

/** An absolute http(s) URL; `keep` (a screen's current image, maybe a /media path) is also accepted. */
function imageUrlRule(keep?: string) {
  return z
    .string({ message: 'SCREEN_IMAGE_URL_INVALID' })
    .trim()
    .max(2048)
    .refine(
      (v) => v === keep || /^https?:$/.test(URL.canParse(v) ? new URL(v).protocol : ''),
      'SCREEN_IMAGE_URL_INVALID',
    );
}

/** A date (ISO text or "YYYY-MM-DD"); absent leaves it as it is, so older clients keep a screen's date. */
export const dateInput = z
  .union([z.string().trim().max(40), z.date()])
  .optional()
  .transform((v, c) => {
    if (v === undefined || v === '') return undefined;
    const d = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1990 || d.getTime() > Date.now() + 86_400_000) {
      c.addIssue({ code: 'custom', message: 'DATETIME_INVALID' });
      return z.NEVER;
    }
    return d;
  });

// Messages are the ones the add-screen form shows (spec section 5).
export const screenRecordSchema = z.object({
  appId: z.coerce.number({ message: 'SCREEN_APP_REQUIRED' }).int('SCREEN_APP_REQUIRED').min(1, 'SCREEN_APP_REQUIRED'),
  name: z
    .string({ message: 'SCREEN_NAME_REQUIRED' })
    .trim()
    .min(1, 'SCREEN_NAME_REQUIRED')
    .max(200)
    .refine(plain, 'FIELD_PLAIN_TEXT'),
  description: optionalText(2000),
  imageUrl: imageUrlRule(),
  altText: optionalText(500),
  flow: optionalText(100),
  order: z.coerce.number({ message: 'ORDER_NOT_A_NUMBER' }).int('ORDER_NOT_WHOLE').min(0, 'ORDER_NEGATIVE').default(0),
  tags: z.array(z.string().max(50).refine(plain, 'FIELD_PLAIN_TEXT')).max(30).default([]).transform(normalizeTags),
  category: optionalText(100),
  /** When the screenshot was taken (issue 61); absent: the intake date, or unchanged on an edit. */
  capturedAt: dateInput,
  /** The app version it shows; absent leaves it, '' clears it. */
  appVersion: z
    .string()
    .trim()
    .max(40, 'FIELD_TOO_LONG')
    .refine(plain, 'FIELD_PLAIN_TEXT')
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  airtableId: z
    .string({ message: 'SCREEN_AIRTABLE_ID_REQUIRED' })
    .trim()
    .min(1, 'SCREEN_AIRTABLE_ID_REQUIRED')
    .max(100)
    .refine(plain, 'FIELD_PLAIN_TEXT'),
});
export type ScreenRecordInput = z.input<typeof screenRecordSchema>;

/**
 * The record, parsed. An edit passes the screen's current image, which may stay as it is even when it
 * is a site path (/media/…) that the add rule (an absolute URL) refuses: the demo's and migrated
 * screens carry those.
 */
export function parseScreenRecord(input: unknown, currentImageUrl?: string) {
  const schema =
    currentImageUrl === undefined
      ? screenRecordSchema
      : screenRecordSchema.extend({ imageUrl: imageUrlRule(currentImageUrl) });
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  return parsed.data;
}

/** The record's app exists and its Airtable ID is not another screen's (`id`: the screen being edited). Returns the app. */
export async function checkScreenRecord(
  db: Pick<Prisma.TransactionClient, 'app' | 'screen'>,
  data: { appId: number; airtableId: string },
  id?: number,
) {
  const app = await db.app.findUnique({ where: { id: data.appId } });
  if (!app) throw new ValidationError([issue('appId', 'SCREEN_APP_REQUIRED')]);
  const clash = await db.screen.findUnique({ where: { airtableId: data.airtableId }, select: { id: true } });
  if (clash && clash.id !== id) throw new ConflictError('SCREEN_AIRTABLE_ID_TAKEN', { airtableId: data.airtableId });
  return app;
}
