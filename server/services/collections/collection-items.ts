// A collection's screens: add (public screens only, at the end), remove, move and annotate. Positions
// are 0-based and dense; every edit runs while holding the collection's row (editCollection).

import { PUBLIC_SCREEN } from '../catalogue/screens.ts';
import type { ServiceContext } from '../platform/context.ts';
import { ConflictError, issue, NotFoundError, ValidationError } from '../platform/errors.ts';
import type { Input } from '../platform/input.ts';
import { editCollection, noInput, parsedWith, type Tx } from './collection-access.ts';
import { addSchema, COLLECTION_LIMITS, itemSchema } from './collection-input.ts';

/**
 * Adds a public screen at the end. A screen already there is left where it is (`added: false`):
 * saving twice from two pages is not an error. A hidden or unknown screen is not found.
 */
export function addToCollection(ctx: ServiceContext, id: string, input: Input): Promise<{ added: boolean }> {
  return editCollection(ctx, id, parsedWith(addSchema, input), async (tx, { screenId, note }) => {
    const screen = await tx.screen.findFirst({ where: { ...PUBLIC_SCREEN, id: screenId }, select: { id: true } });
    if (!screen) throw new NotFoundError('SCREEN_NOT_FOUND', { id: screenId });
    const there = await tx.collectionItem.findFirst({ where: { collectionId: id, screenId }, select: { id: true } });
    if (there) return { added: false };
    const count = await tx.collectionItem.count({ where: { collectionId: id } });
    if (count >= COLLECTION_LIMITS.items) throw new ConflictError('COLLECTION_FULL', { max: COLLECTION_LIMITS.items });
    await tx.collectionItem.create({ data: { collectionId: id, screenId, position: count, note: note ?? null } });
    return { added: true };
  });
}

export async function removeFromCollection(ctx: ServiceContext, id: string, itemId: number): Promise<void> {
  await editCollection(ctx, id, noInput, async (tx) => {
    const item = await itemOf(tx, id, itemId);
    await tx.collectionItem.delete({ where: { id: item.id } });
    await tx.collectionItem.updateMany({
      where: { collectionId: id, position: { gt: item.position } },
      data: { position: { decrement: 1 } },
    });
  });
}

/** `note` (null or '' clears it) and `position` (the new 0-based place; the others shift). */
export async function editCollectionItem(ctx: ServiceContext, id: string, itemId: number, input: Input): Promise<void> {
  await editCollection(ctx, id, parsedWith(itemSchema, input), async (tx, { note, position }) => {
    const item = await itemOf(tx, id, itemId);
    if (note !== undefined) await tx.collectionItem.update({ where: { id: item.id }, data: { note } });
    if (position !== undefined) await move(tx, id, item.id, position);
  });
}

async function itemOf(tx: Tx, collectionId: string, itemId: number) {
  const item = Number.isSafeInteger(itemId)
    ? await tx.collectionItem.findFirst({ where: { id: itemId, collectionId }, select: { id: true, position: true } })
    : null;
  if (!item) throw new NotFoundError('COLLECTION_ITEM_NOT_FOUND', { id: itemId });
  return item;
}

/** Renumbers only the rows whose place changes: moving one step writes two rows. */
async function move(tx: Tx, collectionId: string, itemId: number, position: number) {
  const items = await tx.collectionItem.findMany({
    where: { collectionId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, position: true },
  });
  const last = items.length - 1;
  if (position > last) throw new ValidationError([issue('position', 'FIELD_TOO_BIG', { max: last })]);
  const order = items.map((i) => i.id).filter((i) => i !== itemId);
  order.splice(position, 0, itemId);
  const was = new Map(items.map((i) => [i.id, i.position]));
  for (const [index, id] of order.entries()) {
    if (was.get(id) !== index) await tx.collectionItem.update({ where: { id }, data: { position: index } });
  }
}
