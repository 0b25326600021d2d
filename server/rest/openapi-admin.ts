// The admin routes' entries; every one needs an admin's bearer token (POST /api/admin/login).
import { z } from 'zod';
import { updateAppSchema } from '../services/admin/admin-app-input.ts';
import { reorderSchema } from '../services/admin/admin-screens.ts';
import { migrationSchema, testUploadSchema } from '../services/admin/image-tools.ts';
import { bulkSchema } from '../services/admin/screen-bulk.ts';
import { publishSchema, saveSchema } from '../services/admin/screen-drafts.ts';
import { metaSchema } from '../services/admin/screen-intake.ts';
import { screenRecordSchema } from '../services/catalogue/screen-record.ts';
import { loginSchema } from '../services/platform/auth.ts';
import { csv, type RouteDoc } from './openapi-route-doc.ts';
import * as S from './openapi-shapes.ts';

const admin = (doc: Omit<RouteDoc, 'auth' | 'tag'>): RouteDoc => ({ ...doc, tag: 'Admin', auth: 'admin' });
const first = z.object({ first: z.number().int().min(1).optional() });
const drafts = z.object({ screens: z.array(S.DraftScreen) });
const queued = z.object({ ok: z.literal(true), id: z.number().int(), queued: z.literal(true) });

export const ADMIN_DOCS: Record<string, RouteDoc> = {
  'POST /api/admin/login': {
    summary: "Signs an admin in: the token goes in 'Authorization: Bearer'",
    tag: 'Admin',
    body: loginSchema,
    responses: { 200: z.object({ token: z.string(), username: z.string(), expiresAt: z.string() }) },
  },
  'GET /api/admin/verify': admin({
    summary: 'Whether the token is a live session',
    responses: { 200: z.object({ ok: z.literal(true), username: z.string() }) },
  }),
  'POST /api/admin/logout': admin({ summary: 'Ends the session', responses: { 200: S.Ok } }),
  'POST /api/screens': admin({ summary: 'Adds a screen', body: screenRecordSchema, responses: { 201: S.Screen } }),
  'PUT /api/screens/:id': admin({
    summary: 'Replaces a screen',
    body: screenRecordSchema,
    responses: { 200: S.Screen },
  }),
  'POST /api/screens/:id/ocr': admin({ summary: "Reads a screen's text again", responses: { 202: queued } }),
  'DELETE /api/screens/:id': admin({
    summary: 'Deletes a screen',
    responses: { 200: z.object({ ok: z.literal(true), id: z.number().int(), name: z.string() }) },
  }),
  'POST /api/apps/:id/screens/order': admin({
    summary: "Orders one flow's screens",
    body: reorderSchema,
    responses: { 200: z.array(S.Screen) },
  }),
  'PATCH /api/apps/:id': admin({ summary: 'Edits an app', body: updateAppSchema, responses: { 200: S.EditedApp } }),
  'PUT /api/admin/apps/:id/uploads': admin({
    summary: 'Uploads one image as a hidden draft screen of the app (the same bytes again find that draft)',
    query: metaSchema.partial(),
    body: { type: 'application/octet-stream', description: 'The image bytes (PNG, JPEG, WebP)' },
    responses: { 200: S.DraftScreen, 201: S.DraftScreen },
  }),
  'PUT /api/admin/screens/:id/capture': admin({
    summary: "Replaces a screen's image with a new capture; the old one is kept as an earlier version",
    query: z.object({
      capturedAt: z.string().optional().meta({ description: "Its date; else the file's own EXIF date, else now" }),
      appVersion: z.string().max(40).optional(),
    }),
    body: { type: 'application/octet-stream', description: 'The image bytes (PNG, JPEG, WebP)' },
    responses: { 200: S.Screen },
  }),
  'GET /api/admin/apps/:id/drafts': admin({ summary: "The app's draft screens", responses: { 200: drafts } }),
  'PUT /api/admin/apps/:id/drafts': admin({
    summary: "Saves the drafts' names, flows, tags, alt texts and order",
    body: saveSchema,
    responses: { 200: drafts },
  }),
  'POST /api/admin/apps/:id/drafts/publish': admin({
    summary: 'Publishes the drafts (all of them without screenIds)',
    body: publishSchema,
    responses: { 200: z.object({ published: z.array(z.number().int()) }) },
  }),
  'POST /api/admin/apps/:id/screens/bulk': admin({
    summary: "Sets the flow, adds or removes a tag, or deletes many of the app's screens",
    body: bulkSchema,
    responses: { 200: z.object({ changed: z.number().int() }) },
  }),
  'GET /api/admin/apps': admin({ summary: 'Every app, hidden ones too', responses: { 200: z.array(S.AdminApp) } }),
  'GET /api/admin/audit': admin({
    summary: 'The latest admin actions',
    query: first,
    responses: { 200: z.array(z.looseObject({ id: z.number().int(), action: z.string() })) },
  }),
  'POST /api/airtable/sync': admin({ summary: 'Starts an Airtable sync job', responses: { 202: S.JobStarted } }),
  'GET /api/admin/deleted-records': admin({
    summary: 'Records the Airtable sync removed',
    responses: { 200: z.array(z.looseObject({ airtableId: z.string() })) },
  }),
  'POST /api/admin/deleted-records/:airtableId/restore': admin({
    summary: 'Lets the next sync bring a removed record back',
    responses: { 200: z.object({ ok: z.literal(true), restored: z.unknown(), message: z.string() }) },
  }),
  'GET /api/cloudinary/status': admin({
    summary: "The image host's status",
    responses: { 200: z.looseObject({ configured: z.boolean() }) },
  }),
  'POST /api/cloudinary/migrate': admin({
    summary: 'Starts moving images to the image host',
    query: migrationSchema,
    responses: { 202: S.JobStarted },
  }),
  'POST /api/cloudinary/test-upload': admin({
    summary: 'Uploads one image to the image host',
    body: testUploadSchema,
    responses: { 200: z.object({ success: z.literal(true), data: z.unknown() }) },
  }),
  'GET /api/jobs': admin({
    summary: 'The latest jobs',
    query: first.extend({ kind: z.string().optional() }),
    responses: { 200: z.array(S.Job) },
  }),
  'GET /api/jobs/:id': admin({
    summary: 'A job with its failures',
    responses: { 200: S.Job.extend({ failures: z.array(z.unknown()) }) },
  }),
  'POST /api/jobs/:id/cancel': admin({ summary: 'Cancels a job', responses: { 200: S.Job } }),
  'GET /api/admin/newsletter': admin({
    summary: "The newsletter's settings, counts and digests",
    responses: { 200: z.looseObject({ problems: z.array(z.object({ code: z.string(), message: z.string() })) }) },
  }),
  'GET /api/admin/newsletter/preview': admin({
    summary: 'The next digest',
    query: z.object({ lang: z.enum(['pt', 'en']).optional() }),
    responses: {
      200: z.union([
        z.object({
          subject: z.string(),
          html: z.string(),
          text: z.string(),
          screenCount: z.number().int(),
          appCount: z.number().int(),
        }),
        z.object({ nothingNew: z.literal(true), message: z.string() }),
      ]),
    },
  }),
  'POST /api/admin/newsletter/test': admin({
    summary: 'Sends the digest to one address',
    body: z.object({ email: z.string(), language: z.enum(['pt', 'en']).optional() }),
    responses: { 200: z.looseObject({ ok: z.literal(true) }) },
  }),
  'POST /api/admin/newsletter/digest': admin({ summary: 'Queues the digest', responses: { 202: S.JobStarted } }),
  'GET /api/admin/newsletter/consent': admin({
    summary: "One address's proof of consent",
    query: z.object({ email: z.string() }),
    responses: { 200: z.looseObject({ email: z.string(), consents: z.array(z.unknown()) }) },
  }),
  'GET /api/admin/subscribers.csv': admin({ summary: 'The subscribers', responses: { 200: csv('One row each') } }),
  'GET /api/admin/contributions/:id/images/:position': admin({
    summary: "A pending submission's image",
    responses: { 200: { type: 'image/png', description: 'The cleaned image' } },
  }),
};
