// What a collection takes (issue 38): plain text within bounded lengths, and no links, because a
// public page anyone can create must not become a way to publish addresses under the site's name.
import { z } from 'zod';
import { hasBidiControl, hasControl, invisibleOnly } from '../platform/text.ts';

export const COLLECTION_LIMITS = { title: 120, description: 500, note: 500, items: 200 } as const;

/**
 * A link in any of its usual spellings, refused rather than shown as text someone might follow: an
 * address of any scheme (also one spelled in pieces, "tp://"), `www.`, and the spreadsheet functions
 * that make a link or fetch one out of pieces (English and Portuguese names), which the CSV would
 * otherwise carry into someone's spreadsheet as `=HYPERLINK(CONCAT("ht","tp://…"))`.
 */
const LINK =
  /:\/\/|www\.|\b(?:hyperlink|hiperlink|hiperliga[c\u00e7][a\u00e3]o|webservice|servi[c\u00e7]oweb|import(?:xml|data|html|feed|range))\s*\(|\bimagem?\(/i;

const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT')
    .refine((v) => !hasBidiControl(v), 'FIELD_NO_DIRECTION_CONTROLS')
    .refine((v) => !invisibleOnly(v), 'FIELD_INVISIBLE_ONLY')
    .refine((v) => !LINK.test(v), 'FIELD_NO_LINKS');
const title = z
  .string({ message: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .pipe(plain(COLLECTION_LIMITS.title));
/** Optional text: null (or empty) clears it. */
const optional = (max: number) =>
  z
    .union([plain(max), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
const screenId = z.number({ message: 'FIELD_INVALID' }).int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(2_147_483_647);

export const createSchema = z.object({
  title,
  description: optional(COLLECTION_LIMITS.description),
  screenIds: z.array(screenId).max(COLLECTION_LIMITS.items, 'LIST_TOO_LONG').optional(),
  language: z.enum(['pt', 'en']).optional().catch(undefined),
});

export const updateSchema = z.object({
  title: title.optional(),
  description: optional(COLLECTION_LIMITS.description),
});

export const addSchema = z.object({ screenId, note: optional(COLLECTION_LIMITS.note) });

export const itemSchema = z.object({
  note: optional(COLLECTION_LIMITS.note),
  position: z.number({ message: 'FIELD_INVALID' }).int('FIELD_INVALID').min(0).optional(),
});

/** The collection's id: 16 random bytes as base64url. */
export const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;
/** The edit secret: 32 random bytes as base64url. */
export const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;
