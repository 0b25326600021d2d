// What each contribution form takes: plain text within bounded lengths (no control or direction
// characters, not only invisible ones: names and notes are shown to moderators and, once approved,
// to everyone), links that are http(s) only.
import { z } from 'zod';
import { hasBidiControl, hasControl, invisibleOnly } from '../platform/text.ts';
import { APP_TYPES, PLATFORMS } from '../platform/vocabulary.ts';

export const CONTRIBUTION_KINDS = ['app_request', 'correction', 'screens', 'collection_report'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];
export const LIMITS = { name: 120, link: 500, message: 2000, reason: 500, country: 60, flow: 60, notes: 500 } as const;

export const text = (max: number) =>
  z
    .string({ message: 'FIELD_REQUIRED' })
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(max, 'FIELD_TOO_LONG')
    .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT')
    .refine((v) => !hasBidiControl(v), 'FIELD_NO_DIRECTION_CONTROLS')
    .refine((v) => !invisibleOnly(v), 'FIELD_INVISIBLE_ONLY');
/** Optional plain text: '' when absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT')
    .refine((v) => !hasBidiControl(v), 'FIELD_NO_DIRECTION_CONTROLS')
    .refine((v) => !invisibleOnly(v), 'FIELD_INVISIBLE_ONLY')
    .default('');
const link = z
  .string()
  .trim()
  .max(LIMITS.link, 'FIELD_TOO_LONG')
  .refine((v) => v === '' || /^https?:$/.test(URL.canParse(v) ? new URL(v).protocol : ''), 'URL_INVALID');
const language = z.enum(['pt', 'en']).catch('pt');
// A plain form sends '' for a choice left empty.
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values, { message: 'FIELD_ONE_OF' }).optional());
const appKey = z.string().trim().max(200, 'FIELD_TOO_LONG');

export const submitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('app_request'),
    appName: text(LIMITS.name),
    appLink: link.default(''),
    message: text(LIMITS.message),
    language,
  }),
  z.object({
    kind: z.literal('correction'),
    app: appKey.min(1, 'FIELD_REQUIRED'),
    screenId: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
    message: text(LIMITS.message),
    language,
  }),
  // Screenshots (sent one per request afterwards) of an app in the catalogue (`app`) or of a new one.
  z
    .object({
      kind: z.literal('screens'),
      app: appKey.default(''),
      appName: optionalText(LIMITS.name),
      appLink: link.default(''),
      appType: choice(APP_TYPES),
      appPlatform: choice(PLATFORMS),
      appCountry: optionalText(LIMITS.country),
      message: optionalText(LIMITS.message),
      language,
    })
    .superRefine((v, ctx) => {
      if (!v.app && !v.appName) ctx.addIssue({ code: 'custom', path: ['appName'], message: 'FIELD_REQUIRED' });
    }),
  // A visitor's report of a collection (issue 38): which one, and why.
  z.object({
    kind: z.literal('collection_report'),
    collection: z.string({ message: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(64, 'FIELD_TOO_LONG'),
    message: text(LIMITS.message),
    language,
  }),
]);
export type SubmitInput = z.output<typeof submitSchema>;

/** The honeypot: a field people never see. Anything in it is a robot filling every field. */
export const HONEYPOT = 'website';
