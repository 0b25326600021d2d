// Editing an app (admin only, audited): status (live, Planejado, Hide), info, url and categories.
import { z } from 'zod';
import type { App } from '../../generated/prisma/client.ts';
import { recordAudit } from '../platform/audit.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { hasControl } from '../platform/text.ts';
import { ADMIN_STATUSES, type AdminStatus, adminStatusOf, HIDE, isPlanned, PLANNED } from '../platform/vocabulary.ts';
import { appSearchText, screenSearchText } from '../search/search-text.ts';

const plain = (v: string) => !hasControl(v);

export const updateAppSchema = z.object({
  status: z.enum(ADMIN_STATUSES, { message: 'FIELD_ONE_OF' }).optional(),
  // Plain text, as every admin text: a control character would reach the feed, the JSON and the CSV.
  appInfo: z.string().trim().max(2000, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT').nullable().optional(),
  url: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || /^https?:$/.test(URL.canParse(v) ? new URL(v).protocol : ''), 'URL_INVALID')
    .nullable()
    .optional(),
  categories: z
    .array(z.string().max(100, 'FIELD_TOO_LONG').refine(plain, 'FIELD_PLAIN_TEXT'))
    .max(10, 'LIST_TOO_LONG')
    .transform((c) => [...new Set(c.map((x) => x.trim()).filter(Boolean))])
    .optional(),
});
export type UpdateAppInput = z.input<typeof updateAppSchema>;

/** What the status choice stores: Planejado and live are overrides, Hide only hides. */
function statusFields(app: App, status: AdminStatus) {
  if (status === HIDE) return { status: HIDE, plannedOverride: null, planned: isPlanned({ ...app, status: null }) };
  if (status === PLANNED) return { status: PLANNED, plannedOverride: true, planned: true };
  return { status: null, plannedOverride: false, planned: false };
}

/** Every app, Hide ones included, for the admin pages (names in order). */
export async function listAdminApps(ctx: ServiceContext, query: object = {}): Promise<App[]> {
  await requireAdmin(ctx);
  return (await ctx.db.app.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] })) as App[];
}

export async function updateApp(ctx: ServiceContext, rawId: unknown, input: Input): Promise<App> {
  const viewer = await requireAdmin(ctx);
  const body = await readInput(input);
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new ValidationError([issue('id', 'FIELD_POSITIVE_INTEGER')]);
  }
  const parsed = updateAppSchema.safeParse(body ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  const change = parsed.data;
  const updated = await ctx.db.$transaction(async (tx) => {
    const before = await tx.app.findUnique({ where: { id } });
    if (!before) throw new NotFoundError('APP_NOT_FOUND', { id });
    const next = {
      ...(change.appInfo !== undefined ? { appInfo: change.appInfo || null } : {}),
      ...(change.url !== undefined ? { url: change.url || null } : {}),
      ...(change.categories !== undefined ? { categories: change.categories } : {}),
    };
    const merged = { ...before, ...next };
    const status = change.status ? statusFields(merged, change.status) : {};
    const searchText = appSearchText(merged);
    const after = await tx.app.update({ where: { id }, data: { ...next, ...status, searchText } });
    if (searchText !== before.searchText) {
      // Screens carry their app's words too, so a search for the new info finds them.
      const screens = await tx.screen.findMany({ where: { appId: id } });
      for (const s of screens) {
        await tx.screen.update({ where: { id: s.id }, data: { searchText: screenSearchText(s, searchText) } });
      }
    }
    // Only what really changed (a field sent with its old value is not an edit).
    const same = (k: string) =>
      JSON.stringify(before[k as keyof typeof before]) === JSON.stringify(after[k as keyof typeof after]);
    const edited = Object.keys(next).filter((k) => !same(k));
    if (change.status && adminStatusOf(before) !== adminStatusOf(after)) edited.push('status');
    const changed = edited.join(', ') || 'nothing';
    await recordAudit(tx, viewer, {
      action: 'app.update',
      entity: 'App',
      entityId: id,
      summary: `Edited app "${before.name}" (${changed}; status ${adminStatusOf(before)} → ${adminStatusOf(after)})`,
      before,
      after,
    });
    return after;
  });
  ctx.changes.emit({ kind: 'apps', ids: [updated.id] });
  return updated;
}
