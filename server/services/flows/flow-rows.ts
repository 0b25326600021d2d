// One journey kind across apps (issue 61 item 2, /fluxos/{kind}): a row per public app's flow mapped to
// the kind (the admin's choice, else the suggestion, both kept in FlowKindChoice by every writer), each
// row that flow's visible screens in the app's order. The rows are read from the stored mapping through
// its (kind, appId) index, so a page never looks at the flows of other kinds or at their screens.
import { z } from 'zod';
import type { App, Screen } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { galleryFilterParts } from '../gallery/gallery-filter.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { APP_LIFECYCLES } from '../platform/vocabulary.ts';
import { type FlowKind, flowKindOf } from './flow-kinds.ts';

export const FLOW_ROWS_PAGE = { default: 20, max: 50 } as const;
/** Screens per row: the first N in the app's order, with the row's total beside them. */
export const FLOW_ROW_SCREENS = { default: 12, max: 30 } as const;
/** Apps whose flows one comparison lines up, one above the other. */
export const FLOW_COMPARE_MAX = 6;

// One rule with its bound in the message's params: "between 1 and {max}" needs max whichever end was
// crossed (zod's min() issue carries only the minimum; the message failed to format for 0).
const oneTo = (max: number) =>
  z.coerce.number().refine((n) => Number.isInteger(n) && n >= 1 && n <= max, {
    message: 'FIELD_INTEGER_RANGE',
    params: { max: String(max) },
  });

export const flowRowsInput = z.object({
  kind: z.string().trim().min(1, 'FIELD_REQUIRED').max(40),
  // The gallery's own filters, resolved the same way (pt or en names, "Brazil" for Brasil…).
  type: z.string().trim().max(40).optional(),
  platform: z.string().trim().max(40).optional(),
  category: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  status: z.enum(APP_LIFECYCLES, { message: 'FIELD_ONE_OF' }).optional(),
  /** Only these apps' rows (slugs): the comparison of a few apps' whole flows. */
  apps: z.array(z.string().trim().toLowerCase().min(1).max(200)).max(FLOW_COMPARE_MAX, 'FIELD_TOO_LONG').optional(),
  first: oneTo(FLOW_ROWS_PAGE.max).optional(),
  after: z.string().max(400).optional(),
  screens: oneTo(FLOW_ROW_SCREENS.max).optional(),
});
export type FlowRowsInput = z.input<typeof flowRowsInput>;

/** Each screen carries its app (the row's), so a selection of `screen.app` reads nothing more. */
export type FlowRow = {
  app: App;
  flow: string;
  screenCount: number;
  screens: (Screen & { app: App })[];
  cursor: string;
};
export type FlowKindPage = { kind: FlowKind; rows: FlowRow[]; hasNextPage: boolean; endCursor: string | null };

const cursorSchema = z.object({
  k: z.string(),
  n: z.string().max(300),
  id: z.number().int().min(1).max(2_147_483_647),
  f: z.string().max(200),
});
type Cursor = z.infer<typeof cursorSchema>;
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeCursor(raw: string, kind: string): Cursor {
  let parsed: Cursor | null = null;
  try {
    const r = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    parsed = r.success ? r.data : null;
  } catch {
    parsed = null;
  }
  // A cursor of another kind's page cannot continue this one.
  if (!parsed || parsed.k !== kind) throw new ValidationError([issue('after', 'CURSOR_INVALID')]);
  return parsed;
}

/** The page of rows of one kind; NotFoundError for a slug outside the vocabulary. */
export async function flowKindPage(ctx: ServiceContext, input: FlowRowsInput): Promise<FlowKindPage> {
  const parsed = flowRowsInput.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  const { kind: slug, first = FLOW_ROWS_PAGE.default, after, screens = FLOW_ROW_SCREENS.default } = parsed.data;
  const kind = flowKindOf(slug);
  if (!kind) throw new NotFoundError('FLOW_KIND_NOT_FOUND', { kind: slug });
  const { type, platform, category, country, status, apps: only } = parsed.data;
  // Visibility (not planned, not Hide, live unless `status` asks) and the filters, as the gallery has them.
  const parts = await galleryFilterParts(ctx, { type, platform, category, country, status });
  const c = after ? decodeCursor(after, slug) : null;
  // Stable order: the app's name, then its id (two apps of one name), then the flow's name (an app
  // with two flows of the kind, "Login" and "Entrar com gov.br"). The cursor holds all three. One
  // statement: the page of rows (`n` is each one's place), then each row's count and first screens.
  const heads = await ctx.db.$queryRaw<
    { n: bigint | number; appId: number; flow: string; name: string; total: number; id: number | null }[]
  >`
    WITH page AS (
      SELECT f."appId", f.flow, a.name, row_number() OVER (ORDER BY a.name, a.id, f.flow) AS n
      FROM "FlowKindChoice" f JOIN "App" a ON a.id = f."appId"
      WHERE f.kind = ${slug} AND ${parts.appWhere()}
        ${only ? Prisma.sql`AND a.slug = ANY(${only}::text[])` : Prisma.empty}
        AND EXISTS (SELECT 1 FROM "Screen" s WHERE s."appId" = f."appId" AND s.flow = f.flow AND s.hidden = false)
        ${c ? Prisma.sql`AND (a.name, a.id, f.flow) > (${c.n}, ${c.id}, ${c.f})` : Prisma.empty}
      ORDER BY a.name, a.id, f.flow
      LIMIT ${first + 1}
    )
    SELECT p.n, p."appId", p.flow, p.name, c.total, s.id FROM page p
    CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM "Screen" x
      WHERE x."appId" = p."appId" AND x.flow = p.flow AND x.hidden = false) c
    LEFT JOIN LATERAL (SELECT x.id FROM "Screen" x
      WHERE x."appId" = p."appId" AND x.flow = p.flow AND x.hidden = false
      ORDER BY x."order", x.id LIMIT ${screens}) s ON true`;
  const places = new Map<number, { appId: number; flow: string; name: string }>();
  for (const h of heads) places.set(Number(h.n), { appId: h.appId, flow: h.flow, name: h.name });
  const rows = [...places].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
  const page = rows.slice(0, first);
  if (page.length === 0) return { kind, rows: [], hasNextPage: false, endCursor: null };
  const inPage = new Set(page.map((r) => `${r.appId}\u0000${r.flow}`));
  const ids = heads.flatMap((h) => (h.id === null || !inPage.has(`${h.appId}\u0000${h.flow}`) ? [] : [h.id]));
  const [apps, shots] = await Promise.all([
    ctx.db.app.findMany({ where: { id: { in: [...new Set(page.map((r) => r.appId))] } } }),
    ctx.db.screen.findMany({ where: { id: { in: ids } }, orderBy: [{ order: 'asc' }, { id: 'asc' }] }),
  ]);
  const appById = new Map(apps.map((a) => [a.id, a]));
  const key = (appId: number, flow: string) => `${appId}\u0000${flow}`;
  const byRow = new Map<string, Screen[]>();
  for (const s of shots) {
    const list = byRow.get(key(s.appId, s.flow)) ?? [];
    list.push(s);
    byRow.set(key(s.appId, s.flow), list);
  }
  const totals = new Map(heads.map((h) => [key(h.appId, h.flow), Number(h.total)]));
  const out = page.flatMap((r): FlowRow[] => {
    const app = appById.get(r.appId);
    if (!app) return [];
    const cursor = encodeCursor({ k: slug, n: r.name, id: r.appId, f: r.flow });
    const k = key(r.appId, r.flow);
    const screens = (byRow.get(k) ?? []).map((s) => ({ ...s, app }));
    return [{ app, flow: r.flow, screenCount: totals.get(k) ?? 0, screens, cursor }];
  });
  return { kind, rows: out, hasNextPage: rows.length > first, endCursor: out.at(-1)?.cursor ?? null };
}
