// What an admin may send for an app, created or edited: every field the catalogue uses. Plain text
// everywhere: a control character would reach the feed, the JSON and the CSV.
import { z } from 'zod';
import { categoryList } from '../catalogue/app-create.ts';
import { dateInput } from '../catalogue/screen-record.ts';
import { issue, ValidationError } from '../platform/errors.ts';
import { hasControl } from '../platform/text.ts';
import { ADMIN_STATUSES, APP_TYPES, PLATFORMS } from '../platform/vocabulary.ts';

const plain = (v: string) => !hasControl(v);
const text = (max: number) => z.string().trim().max(max, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT');
const httpUrl = (v: string) => v === '' || /^https?:$/.test(URL.canParse(v) ? new URL(v).protocol : '');

export const updateAppSchema = z.object({
  name: text(120).min(1, 'FIELD_REQUIRED').optional(),
  type: z.enum(APP_TYPES, { message: 'FIELD_ONE_OF' }).nullable().optional(),
  platform: z.enum(PLATFORMS, { message: 'FIELD_ONE_OF' }).nullable().optional(),
  categories: categoryList.optional(),
  country: text(60).nullable().optional(),
  language: text(60).nullable().optional(),
  status: z.enum(ADMIN_STATUSES, { message: 'FIELD_ONE_OF' }).optional(),
  appInfo: text(2000).nullable().optional(),
  url: text(2048).refine(httpUrl, 'URL_INVALID').nullable().optional(),
  /** A logo by address: fetched once and stored on the image host; '' removes the logo. */
  logoUrl: text(2048).nullable().optional(),
  /** The date the service was retired (issue 61); null brings it back to the live lists. */
  retiredAt: z.null().or(dateInput),
  /** Retire (true: on `retiredAt`, else today) or bring back (false) the service. */
  retired: z.boolean().optional(),
});
export type UpdateAppInput = z.input<typeof updateAppSchema>;

export function parseAppId(rawId: unknown): number {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new ValidationError([issue('id', 'FIELD_POSITIVE_INTEGER')]);
  }
  return id;
}
