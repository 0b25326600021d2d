// Visitors' collections of screens (issue 38), without accounts: public at an id of 128 random bits,
// never listed; edited with the edit secret (collection-access.ts). What the public sees: a screen
// hidden or deleted since it was added is shown as removed, a collection taken down shows nothing.
import { randomBytes } from 'node:crypto';
import type { App, Prisma, Screen } from '../../generated/prisma/client.ts';
import { PUBLIC_SCREEN } from '../catalogue/screens.ts';
import type { ServiceContext } from '../platform/context.ts';
import { fromZod, GoneError, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import { type Input, readInput } from '../platform/input.ts';
import { editCollection, keyHash, newKey, noInput, parsedWith, type Tx } from './collection-access.ts';
import { createSchema, ID_SHAPE, updateSchema } from './collection-input.ts';

export { COLLECTION_LIMITS } from './collection-input.ts';

export type CollectionItemView = {
  id: number;
  position: number;
  note: string | null;
  removed: boolean;
  /** Null when the screen was deleted, hidden, or its app hidden since it was added. */
  screen: (Screen & { app: App }) | null;
};
export type CollectionView = {
  id: string;
  title: string;
  description: string | null;
  language: string;
  takenDown: boolean;
  itemCount: number;
  createdAt: Date;
  updatedAt: Date;
  items: CollectionItemView[];
};

/** Whether an item's screen is still public (PUBLIC_SCREEN's rule, on a loaded screen and app). */
export const shownScreen = <S extends { hidden: boolean; app: { hidden: boolean; planned: boolean } }>(
  s: S | null,
): S | null => (s && !s.hidden && !s.app.hidden && !s.app.planned ? s : null);

/** A collection's order: by position (dense, 0-based), the id settling what no edit should leave tied. */
export const ITEM_ORDER: Prisma.CollectionItemOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/** GraphQL's read, with the fields asked for: null for an id that is none. */
export function findCollection<Q extends Omit<Prisma.CollectionFindUniqueArgs, 'where'>>(
  ctx: ServiceContext,
  id: string,
  query: Q,
) {
  // A selection of only `__typename` gives an empty select, which Prisma refuses.
  const select = (query as { select?: object }).select;
  const shaped = select && Object.keys(select).length === 0 ? { ...query, select: { id: true } } : query;
  return ID_SHAPE.test(id) ? ctx.db.collection.findUnique({ ...shaped, where: { id } }) : Promise.resolve(null);
}

/** The collection as anyone may see it; null when there is none. A taken-down one shows nothing of itself. */
export async function readCollection(db: ServiceContext['db'], id: string): Promise<CollectionView | null> {
  if (!ID_SHAPE.test(id)) return null;
  const c = await db.collection.findUnique({
    where: { id },
    include: {
      items: { orderBy: ITEM_ORDER, include: { screen: { include: { app: true } } } },
    },
  });
  if (!c) return null;
  const base = { id: c.id, language: c.language, createdAt: c.createdAt, updatedAt: c.updatedAt };
  if (c.takenDownAt) return { ...base, title: '', description: null, takenDown: true, itemCount: 0, items: [] };
  const items = c.items.map((i) => {
    const screen = shownScreen(i.screen);
    return { id: i.id, position: i.position, note: i.note, removed: screen === null, screen };
  });
  return { ...base, title: c.title, description: c.description, takenDown: false, itemCount: items.length, items };
}

/** REST's read: 404 for none, 410 for one taken down. */
export async function publicCollection(ctx: ServiceContext, id: string): Promise<CollectionView> {
  const view = await readCollection(ctx.db, id);
  if (!view) throw new NotFoundError('COLLECTION_NOT_FOUND');
  if (view.takenDown) throw new GoneError('COLLECTION_TAKEN_DOWN');
  return view;
}

/** Creates a collection; its edit secret is in the answer and nowhere else. */
export async function createCollection(ctx: ServiceContext, input: Input) {
  await ctx.limits.collection(ctx.clientIp);
  const parsed = createSchema.safeParse(await readInput(input));
  if (!parsed.success) throw fromZod(parsed.error);
  const data = parsed.data;
  const screenIds = [...new Set(data.screenIds ?? [])];
  if (screenIds.length) {
    const found = await ctx.db.screen.findMany({
      where: { ...PUBLIC_SCREEN, id: { in: screenIds } },
      select: { id: true },
    });
    const known = new Set(found.map((s) => s.id));
    const missing = screenIds.find((s) => !known.has(s));
    if (missing !== undefined) throw new ValidationError([issue('screenIds', 'SCREEN_NOT_FOUND', { id: missing })]);
  }
  const id = randomBytes(16).toString('base64url');
  const editKey = newKey();
  const language = data.language ?? (ctx.language === 'en' ? 'en' : 'pt');
  await ctx.db.collection.create({
    data: {
      id,
      title: data.title,
      description: data.description ?? null,
      editKeyHash: keyHash(editKey),
      language,
      items: { create: screenIds.map((screenId, position) => ({ screenId, position })) },
    },
  });
  return { id, language, editKey };
}

export async function updateCollection(ctx: ServiceContext, id: string, input: Input): Promise<void> {
  await editCollection(ctx, id, parsedWith(updateSchema, input), (tx, { title, description }) =>
    tx.collection.update({ where: { id }, data: { title, description } }),
  );
}

export async function deleteCollection(ctx: ServiceContext, id: string): Promise<string> {
  await editCollection(ctx, id, noInput, (tx) => tx.collection.delete({ where: { id } }));
  return id;
}

/** A new edit secret; the old one stops working at once (an edit link shared too widely). */
export async function renewEditKey(ctx: ServiceContext, id: string): Promise<string> {
  const editKey = newKey();
  await editCollection(ctx, id, noInput, (tx) =>
    tx.collection.update({ where: { id }, data: { editKeyHash: keyHash(editKey) } }),
  );
  return editKey;
}

/** The moderation's decision on a report: the collection stays, unreadable (410), with its id taken. */
export async function takeDownCollection(tx: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await tx.collection.updateMany({ where: { id, takenDownAt: null }, data: { takenDownAt: at } });
  return count > 0;
}

export const collectionPaths = (id: string, language: string, editKey?: string) => {
  const viewPath = `${language === 'en' ? '/en' : ''}/colecao/${id}`;
  return { viewPath, editPath: editKey ? `${viewPath}#editar=${editKey}` : undefined };
};
