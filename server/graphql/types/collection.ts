// Visitors' collections (issue 38) as anyone reads them, and the comparison's screens: all public.
// The edits are in collection-edits.ts.

import { COMPARE_MAX, screensByIds } from '../../services/catalogue/compare.ts';
import { COLLECTION_LIMITS, findCollection, ITEM_ORDER, shownScreen } from '../../services/collections/collections.ts';
import { NotFoundError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { ScreenNode } from './screen.ts';

const APP_RULE = { hidden: true, planned: true } as const;
/**
 * The screen's planned selection, plus what its removal depends on: its own `hidden` and its app's
 * (PUBLIC_SCREEN's rule). The screen type loads whole rows (include), so this adds the app if absent.
 */
function withApp(query: unknown) {
  const q = (typeof query === 'object' && query ? query : {}) as {
    include?: Record<string, unknown>;
    select?: { app?: true | { select?: object } };
  };
  if (!q.select) return { ...q, include: { ...q.include, app: q.include?.app ?? true } };
  const app = q.select.app;
  const withRule = app === true ? app : { ...app, select: { ...app?.select, ...APP_RULE } };
  return { ...q, select: { ...q.select, hidden: true, app: withRule } };
}

const Item = builder.prismaObject('CollectionItem', {
  fields: (t) => ({
    id: t.exposeInt('id'),
    position: t.exposeInt('position', { description: '0-based place in the collection.' }),
    note: t.exposeString('note', { nullable: true }),
    removed: t.boolean({
      description: 'The screen was deleted or hidden since it was added (screen is then null).',
      select: { screen: { select: { hidden: true, app: { select: { hidden: true, planned: true } } } } },
      resolve: (i) => shownScreen(i.screen) === null,
    }),
    // Selected through the relation, so a collection's screens and their apps load in one query each.
    screen: t.field({
      type: ScreenNode,
      nullable: true,
      select: (_args, _ctx, nested) => ({ screen: withApp(nested(true)) as { include: { app: true } } }),
      resolve: (i) => shownScreen(i.screen),
    }),
  }),
});

builder.prismaObject('Collection', {
  description: 'A visitor’s collection of screens: public at /colecao/{id}, never listed.',
  fields: (t) => ({
    id: t.exposeString('id'),
    title: t.string({ description: 'Empty when taken down.', resolve: (c) => (c.takenDownAt ? '' : c.title) }),
    description: t.string({ nullable: true, resolve: (c) => (c.takenDownAt ? null : c.description) }),
    takenDown: t.boolean({
      description: 'An administrator took it down: no title, no items.',
      resolve: (c) => c.takenDownAt !== null,
    }),
    itemCount: t.int({
      select: { _count: { select: { items: true } } },
      resolve: (c) => (c.takenDownAt ? 0 : c._count.items),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    items: t.field({
      type: [Item],
      complexity: listOf(COLLECTION_LIMITS.items),
      select: (_args, _ctx, nested) => ({ items: { ...nested(true), orderBy: ITEM_ORDER } }),
      resolve: (c) => (c.takenDownAt ? [] : c.items),
    }),
  }),
});

/** The collection just read back (deleted meanwhile by another request: not found). */
export function present<T>(found: T | null): T {
  if (!found) throw new NotFoundError('COLLECTION_NOT_FOUND');
  return found;
}

builder.queryFields((t) => ({
  collection: t.prismaField({
    type: 'Collection',
    nullable: true,
    description: 'A collection by its id; null when unknown.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => findCollection(ctx, args.id, query),
  }),
  screensByIds: t.prismaField({
    type: ['Screen'],
    nullable: { list: false, items: true },
    description: `1–${COMPARE_MAX} public screens in the order asked; null for one hidden or unknown (the comparison page).`,
    args: { ids: t.arg.intList({ required: true }) },
    complexity: (args) => listOf(Math.min(args.ids.length, COMPARE_MAX)),
    resolve: (query, _root, args, ctx) => screensByIds(ctx, args.ids, query),
  }),
}));
