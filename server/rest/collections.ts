// Visitors' collections over REST (issue 38): the same services as GraphQL. Edits carry the edit
// secret in the `x-collection-key` header only. Nothing here is kept by a cache (no-store) or indexed.

import { exportCollectionCsv } from '../services/collections/collection-export.ts';
import { addToCollection, editCollectionItem, removeFromCollection } from '../services/collections/collection-items.ts';
import {
  type CollectionView,
  collectionPaths,
  createCollection,
  deleteCollection,
  publicCollection,
  renewEditKey,
  updateCollection,
} from '../services/collections/collections.ts';
import { json, readJson } from './respond.ts';
import type { Router } from './router.ts';
import { langParam } from './unsubscribe-page.ts';

export const COLLECTION_KEY_HEADER = 'x-collection-key';
const PRIVATE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };
const itemId = (raw: string | undefined) => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : Number.NaN);
const noContent = () => new Response(null, { status: 204, headers: PRIVATE });

export function collectionView(v: CollectionView) {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    itemCount: v.itemCount,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    items: v.items.map((i) => ({
      id: i.id,
      position: i.position,
      note: i.note,
      removed: i.removed,
      screen: i.screen && {
        id: i.screen.id,
        recordId: i.screen.airtableId,
        name: i.screen.name,
        altText: i.screen.altText,
        // The image as the site serves it (a /media path is the site's own).
        url: i.screen.cloudinaryUrl ?? i.screen.imageUrl,
        flow: i.screen.flow,
        tags: i.screen.tags,
        app: { name: i.screen.app.name, slug: i.screen.app.slug },
      },
    })),
  };
}

export function collectionRoutes(router: Router, origin: (request: Request) => string) {
  const view = (v: CollectionView, status = 200) => json(collectionView(v), status, PRIVATE);
  router
    .on('POST', '/api/collections', async (req, _p, ctx) => {
      const { id, language, editKey } = await createCollection(ctx, () => readJson(req));
      return json({ id, editKey, ...collectionPaths(id, language, editKey) }, 201, PRIVATE);
    })
    .on('GET', '/api/collections/:id', async (_req, p, ctx) => view(await publicCollection(ctx, p.id ?? '')))
    .on('GET', '/api/collections/:id/export.csv', async (req, p, ctx, url) => {
      const id = p.id ?? '';
      // `?lang=` is the page's language (the tags' words); without it, the collection's own.
      const lang = langParam(url.searchParams.get('lang'));
      const csv = await exportCollectionCsv(ctx, id, { origin: origin(req) }, lang);
      return new Response(csv, {
        headers: {
          ...PRIVATE,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="colecao-${id}.csv"`,
        },
      });
    })
    .on('PATCH', '/api/collections/:id', async (req, p, ctx) => {
      await updateCollection(ctx, p.id ?? '', () => readJson(req));
      return view(await publicCollection(ctx, p.id ?? ''));
    })
    .on('DELETE', '/api/collections/:id', async (_req, p, ctx) => {
      await deleteCollection(ctx, p.id ?? '');
      return noContent();
    })
    .on('POST', '/api/collections/:id/items', async (req, p, ctx) => {
      const { added } = await addToCollection(ctx, p.id ?? '', () => readJson(req));
      // A screen already in the collection is not added twice: 200 with the collection as it is.
      return view(await publicCollection(ctx, p.id ?? ''), added ? 201 : 200);
    })
    .on('PATCH', '/api/collections/:id/items/:itemId', async (req, p, ctx) => {
      await editCollectionItem(ctx, p.id ?? '', itemId(p.itemId), () => readJson(req));
      return view(await publicCollection(ctx, p.id ?? ''));
    })
    .on('DELETE', '/api/collections/:id/items/:itemId', async (_req, p, ctx) => {
      await removeFromCollection(ctx, p.id ?? '', itemId(p.itemId));
      return noContent();
    })
    .on('POST', '/api/collections/:id/edit-key', async (_req, p, ctx) =>
      json({ editKey: await renewEditKey(ctx, p.id ?? '') }, 200, PRIVATE),
    );
}
