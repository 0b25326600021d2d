// A new app written by an administrator (today: an approved visitor's request). Audited; the list,
// search and caches learn of it like any other write.
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { App, Prisma } from '../../generated/prisma/client.ts';
import { recordAudit } from '../platform/audit.ts';
import type { Viewer } from '../platform/context.ts';
import { fromZod, issue, ValidationError } from '../platform/errors.ts';
import { hasControl, slugify } from '../platform/text.ts';
import {
  ADMIN_STATUSES,
  type AdminStatus,
  APP_TYPES,
  HIDE,
  isPlanned,
  PLANNED,
  PLATFORMS,
} from '../platform/vocabulary.ts';
import { appSearchText } from '../search/search-text.ts';

type Tx = Prisma.TransactionClient;

/** The slug an app named `name` gets: its slugified name, or with -2, -3… when that is taken. */
export async function uniqueSlug(db: Pick<Db, 'app'>, name: string, selfId?: number): Promise<string> {
  const base = slugify(name) || 'app';
  const others = await db.app.findMany({
    where: { slug: { startsWith: base }, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { slug: true },
  });
  const taken = new Set(others.map((o) => o.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug the spec gives `name` (lower-cased, accents stripped, …), refused when another app has it:
 * the message names that app. An old slug another app left behind is taken over (its redirect ends).
 */
export async function claimSlug(tx: Tx, name: string, selfId?: number): Promise<string> {
  const slug = slugify(name) || 'app';
  const other = await tx.app.findFirst({
    where: { slug, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { name: true },
  });
  if (other) throw new ValidationError([issue('name', 'APP_SLUG_TAKEN', { slug, name: other.name })]);
  await tx.$executeRaw`UPDATE "App" SET "formerSlugs" = array_remove("formerSlugs", ${slug}) WHERE ${slug} = ANY("formerSlugs")`;
  return slug;
}

/** What the status choice stores: Planejado and live are overrides, Hide only hides. */
export function statusFields(app: { name: string; categories: string[] }, status: AdminStatus) {
  if (status === HIDE) return { status: HIDE, plannedOverride: null, planned: isPlanned({ ...app, status: null }) };
  if (status === PLANNED) return { status: PLANNED, plannedOverride: true, planned: true };
  return { status: null, plannedOverride: false, planned: false };
}

export const categoryList = z
  .array(
    z
      .string()
      .max(100, 'FIELD_TOO_LONG')
      .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT'),
  )
  .max(10, 'LIST_TOO_LONG')
  .transform((c) => [...new Set(c.map((x) => x.trim()).filter(Boolean))]);

const URL_RULE = (v: string) => v === '' || /^https?:$/.test(URL.canParse(v) ? new URL(v).protocol : '');

/** Plain text: a control character would reach the feed, the JSON and the CSV. */
const plain = (v: string) => !hasControl(v);

export const newAppSchema = z.object({
  name: z.string().trim().min(1, 'FIELD_REQUIRED').max(120, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT'),
  url: z.string().trim().max(2048, 'FIELD_TOO_LONG').refine(URL_RULE, 'URL_INVALID').default(''),
  appInfo: z.string().trim().max(2000, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT').default(''),
  /** Planned ("Planejado": shown in the list, no screens yet) or live. */
  planned: z.boolean().default(true),
  type: z.enum(APP_TYPES).nullable().default(null),
  platform: z.enum(PLATFORMS).nullable().default(null),
  country: z.string().trim().max(60, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT').default(''),
  language: z.string().trim().max(60, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT').default(''),
  categories: categoryList.default([]),
  /** The admin form's choice (live, Planejado, Hide); wins over `planned` when given. */
  status: z.enum(ADMIN_STATUSES, { message: 'FIELD_ONE_OF' }).optional(),
});
export type NewAppInput = z.input<typeof newAppSchema>;

/** Creates the app in the caller's transaction; a name already in the catalogue is refused. */
export async function createAppRecord(
  tx: Tx,
  viewer: Viewer,
  input: NewAppInput,
  summary: string,
  logo: { logo: string; cloudinaryLogo: string } | null = null,
): Promise<App> {
  const parsed = newAppSchema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const { name, url, appInfo, planned, type, platform, country, language, categories, status } = parsed.data;
  const same = await tx.app.findFirst({ where: { name: { equals: name, mode: 'insensitive' } }, select: { id: true } });
  if (same) throw new ValidationError([issue('name', 'APP_NAME_TAKEN', { name })]);
  const fields = {
    name,
    url: url || null,
    appInfo: appInfo || null,
    categories,
    country: country || 'Brasil',
    language: language || null,
    type,
    platform,
  };
  const decided = status
    ? statusFields(fields, status)
    : { status: planned ? PLANNED : null, planned, plannedOverride: planned };
  const app = await tx.app.create({
    data: {
      ...fields,
      ...decided,
      ...logo,
      slug: await claimSlug(tx, name),
      searchText: appSearchText(fields),
    },
  });
  await recordAudit(tx, viewer, { action: 'app.create', entity: 'App', entityId: app.id, summary, after: app });
  return app as App;
}
