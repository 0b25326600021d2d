// The public routes' entries: inputs are the services' own zod schemas, answers the shapes in openapi-shapes.ts.
import { z } from 'zod';
import { appFilterSchema } from '../services/catalogue/apps.ts';
import { addSchema, createSchema, itemSchema, updateSchema } from '../services/collections/collection-input.ts';
import { submitSchema } from '../services/contributions/contribution-input.ts';
import { FLOW_ROW_SCREENS, FLOW_ROWS_PAGE, flowRowsInput } from '../services/flows/flow-rows.ts';
import { GALLERY_SORTS } from '../services/gallery/gallery.ts';
import { screenFilterSchema } from '../services/gallery/gallery-filter.ts';
import { subscribeSchema } from '../services/newsletter/newsletter.ts';
import { csv, html, type RouteDoc } from './openapi-route-doc.ts';
import * as S from './openapi-shapes.ts';

const galleryQuery = screenFilterSchema.pick({
  category: true,
  country: true,
  platform: true,
  type: true,
  app: true,
  search: true,
  status: true,
  colour: true,
});
const lang = z.object({ lang: z.enum(['pt', 'en']).optional() });
const token = z.object({ token: z.string() });

export const PUBLIC_DOCS: Record<string, RouteDoc> = {
  'GET /api/apps': {
    summary: 'Every visible app, by name (planned ones last)',
    tag: 'Catalogue',
    query: appFilterSchema,
    responses: { 200: z.array(S.AppListItem) },
  },
  'GET /api/apps/:idOrSlug': { summary: 'One app by id or slug', tag: 'Catalogue', responses: { 200: S.App } },
  'GET /api/apps/:idOrSlug/screens': {
    summary: "An app's screens in flow order",
    tag: 'Catalogue',
    query: z.object({
      asOf: z.string().optional().meta({
        description:
          'As it was then ("2024": its end; "2024-06-30": that day): each screen with the capture current at that date; screens first captured later are left out',
      }),
    }),
    responses: { 200: z.array(S.Screen) },
  },
  'POST /api/apps/:idOrSlug/views': {
    summary: "Counts a view of an app's page",
    tag: 'Catalogue',
    responses: { 200: S.Count('viewCount') },
  },
  'GET /api/flows': {
    summary: 'The journey kinds (sign in, pay, book…), each with how many public apps have a flow of it',
    tag: 'Catalogue',
    responses: { 200: z.array(S.FlowKind) },
  },
  'GET /api/flows/:kind': {
    summary:
      "One journey kind across apps: a row per public app's flow of it (by app name), its first screens in the app's order",
    tag: 'Catalogue',
    query: flowRowsInput.omit({ kind: true }).extend({
      first: z.number().int().min(1).max(FLOW_ROWS_PAGE.max).optional(),
      screens: z
        .number()
        .int()
        .min(1)
        .max(FLOW_ROW_SCREENS.max)
        .optional()
        .meta({ description: `Screens per row (${FLOW_ROW_SCREENS.default}); screenCount gives the flow's total` }),
      after: z.string().optional().meta({ description: 'The previous page’s pageInfo.endCursor' }),
      apps: z.string().optional().meta({ description: 'Only these apps, comma-separated slugs (at most 6)' }),
    }),
    responses: { 200: S.FlowKindPage },
  },
  'GET /api/apps/:id/flows': {
    summary: "An app's flows with their journey kinds (null: left unmapped)",
    tag: 'Catalogue',
    responses: { 200: z.array(S.AppFlowKind) },
  },
  'GET /api/categories': { summary: 'The categories', tag: 'Catalogue', responses: { 200: z.array(S.Category) } },
  'GET /api/screens': {
    summary: 'The gallery: screens of every app, filtered and paged',
    tag: 'Gallery',
    query: galleryQuery.extend({
      tag: z.array(z.string()).optional().meta({ description: 'Repeat for several tags (all must match)' }),
      first: z.number().int().min(1).max(100).optional(),
      after: z.string().optional().meta({ description: 'The previous page’s pageInfo.endCursor' }),
      sort: z.enum(GALLERY_SORTS).optional(),
    }),
    responses: { 200: S.ScreenPage },
  },
  'GET /api/screens/:id/versions': {
    summary: "A screen's earlier captures, newest first (only from their screen)",
    tag: 'Catalogue',
    responses: { 200: S.ScreenVersions },
  },
  'GET /api/screens/facets': {
    summary: "Counts per filter value for the gallery's current filter",
    tag: 'Gallery',
    query: galleryQuery.extend({ tag: z.array(z.string()).optional() }),
    responses: { 200: S.Facets },
  },
  'GET /api/screens/:id/download': {
    summary: "A screen's original image as an attachment",
    tag: 'Gallery',
    responses: { 200: { type: 'image/*', description: 'The original image' } },
  },
  'GET /api/screens/:id/similar': {
    summary: 'The closest other public screens, best first (at most two per app; docs/similar-screens.md)',
    tag: 'Gallery',
    query: z.object({
      first: z.number().int().min(1).max(24).optional().meta({ description: '1 to 24 (10)' }),
      sameApp: z.enum(['true', 'false']).optional().meta({ description: 'Also screens of the same app' }),
    }),
    responses: {
      200: z
        .object({
          screens: z.array(S.Screen.extend({ score: z.number() })),
          pending: z.boolean().meta({ description: 'True while its similar screens are being worked out' }),
        })
        .meta({ id: 'SimilarScreens' }),
    },
  },
  'GET /api/docs/:title': {
    summary: 'A site document (terms, privacy, developers) in Markdown',
    tag: 'Catalogue',
    query: lang,
    responses: { 200: S.Doc },
  },
  'GET /api/stats': {
    summary: 'How many apps, screens, tags, categories',
    tag: 'Catalogue',
    responses: { 200: S.Stats },
  },
  'GET /api/tags': {
    summary: 'Tags with their screen counts',
    tag: 'Gallery',
    responses: { 200: z.array(S.TagCount) },
  },
  'GET /api/export/:file': {
    summary: 'The bulk exports: apps.json, screens.json or screens.csv (ETag, If-None-Match)',
    tag: 'Open data',
    responses: {
      200: z.looseObject({
        dataset: z.string(),
        generatedAt: z.string(),
        license: z.unknown(),
        items: z.array(z.unknown()),
      }),
      304: null,
    },
  },
  'GET /api/catalog.jsonld': {
    summary: 'The DCAT catalogue of the open data (JSON-LD)',
    tag: 'Open data',
    responses: { 200: { type: 'application/ld+json', description: 'A dcat:Catalog' } },
  },
  'GET /api/openapi.json': {
    summary: 'This document',
    tag: 'Open data',
    responses: { 200: z.looseObject({ openapi: z.string() }) },
  },
  'GET /api/reference': {
    summary: 'This document as a page to read',
    tag: 'Open data',
    responses: { 200: html('The reference') },
  },
  'GET /api/newsletter/subscribers': {
    summary: 'How many confirmed subscribers',
    tag: 'Newsletter',
    responses: { 200: S.Count('count') },
  },
  'POST /api/newsletter/subscribe': {
    summary: 'Subscribes an address (a confirmation mail follows)',
    tag: 'Newsletter',
    body: subscribeSchema,
    responses: {
      201: z.object({ message: z.string(), subscriberCount: z.number().int(), confirmationQueued: z.boolean() }),
    },
  },
  'GET /api/newsletter/unsubscribe': {
    summary: 'The unsubscribe page of a mail’s link',
    tag: 'Newsletter',
    query: token.extend(lang.shape),
    responses: { 200: html('A confirmation form'), 404: html('Unknown link') },
  },
  'POST /api/newsletter/unsubscribe': {
    summary: 'Unsubscribes (JSON, the page’s form, or RFC 8058 one-click)',
    tag: 'Newsletter',
    body: token,
    responses: { 200: S.Ok },
  },
  'GET /api/newsletter/confirm': {
    summary: 'The confirmation page of a mail’s link',
    tag: 'Newsletter',
    query: token.extend(lang.shape),
    responses: { 200: html('A confirmation form'), 404: html('Unknown link'), 410: html('Expired link') },
  },
  'POST /api/newsletter/confirm': {
    summary: 'Confirms a subscription',
    tag: 'Newsletter',
    body: token,
    responses: { 200: z.object({ ok: z.literal(true), language: z.string(), alreadyConfirmed: z.boolean() }) },
  },
  'GET /api/contributions/challenge': {
    summary: 'A proof-of-work challenge (ALTCHA) for a contribution',
    tag: 'Contributions',
    responses: { 200: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() }) },
  },
  'POST /api/contributions': {
    summary: 'Sends a contribution (app request, correction, screens, collection report)',
    tag: 'Contributions',
    body: submitSchema,
    responses: {
      201: z.object({ status: z.string(), kind: z.string(), token: z.string(), statusUrl: z.string() }),
    },
  },
  'POST /api/contributions/status': {
    summary: "A contribution's status by its token",
    tag: 'Contributions',
    body: token,
    responses: { 200: S.ContributionStatus },
  },
  'GET /api/contributions/status': {
    summary: "A contribution's status by its token (HTML when Accept asks for it)",
    tag: 'Contributions',
    query: token.extend(lang.shape),
    responses: { 200: S.ContributionStatus },
  },
  'GET /api/contributions/images': {
    summary: "A screens submission's images",
    tag: 'Contributions',
    auth: 'contributionToken',
    responses: { 200: z.object({ images: z.array(S.SubmissionImage) }) },
  },
  'GET /api/contributions/images/:position': {
    summary: "One image of the token's submission, cleaned",
    tag: 'Contributions',
    auth: 'contributionToken',
    responses: { 200: { type: 'image/png', description: 'The cleaned image' } },
  },
  'PUT /api/contributions/images/:position': {
    summary: 'Adds or replaces one image (1 to 10) of a screens submission',
    tag: 'Contributions',
    auth: 'contributionToken',
    query: z.object({ flow: z.string(), notes: z.string().optional() }),
    body: { type: 'application/octet-stream', description: 'The image bytes (PNG, JPEG, WebP)' },
    responses: { 200: S.SubmissionImage, 201: S.SubmissionImage },
  },
  'DELETE /api/contributions/images/:position': {
    summary: 'Removes one image of a screens submission',
    tag: 'Contributions',
    auth: 'contributionToken',
    responses: { 204: null },
  },
  'POST /api/collections': {
    summary: 'Creates a collection; its edit key is shown once',
    tag: 'Collections',
    body: createSchema,
    responses: {
      201: z.object({ id: z.string(), editKey: z.string(), viewPath: z.string(), editPath: z.string() }),
    },
  },
  'GET /api/collections/:id': { summary: 'A collection', tag: 'Collections', responses: { 200: S.CollectionView } },
  'GET /api/collections/:id/export.csv': {
    summary: 'A collection as CSV',
    tag: 'Collections',
    query: lang,
    responses: { 200: csv('One row per screen') },
  },
  'PATCH /api/collections/:id': {
    summary: "Edits a collection's title or description",
    tag: 'Collections',
    auth: 'collectionKey',
    body: updateSchema,
    responses: { 200: S.CollectionView },
  },
  'DELETE /api/collections/:id': {
    summary: 'Deletes a collection',
    tag: 'Collections',
    auth: 'collectionKey',
    responses: { 204: null },
  },
  'POST /api/collections/:id/items': {
    summary: 'Adds a screen to a collection',
    tag: 'Collections',
    auth: 'collectionKey',
    body: addSchema,
    responses: { 200: S.CollectionView, 201: S.CollectionView },
  },
  'PATCH /api/collections/:id/items/:itemId': {
    summary: "Edits an item's note or position",
    tag: 'Collections',
    auth: 'collectionKey',
    body: itemSchema,
    responses: { 200: S.CollectionView },
  },
  'DELETE /api/collections/:id/items/:itemId': {
    summary: 'Removes an item',
    tag: 'Collections',
    auth: 'collectionKey',
    responses: { 204: null },
  },
  'POST /api/collections/:id/edit-key': {
    summary: 'Replaces the edit key (the old link stops working)',
    tag: 'Collections',
    auth: 'collectionKey',
    responses: { 200: z.object({ editKey: z.string() }) },
  },
};
