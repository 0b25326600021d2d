// The admin's app, category, Airtable hand-back and backup routes' entries (admin bearer token).
import { z } from 'zod';
import { updateAppSchema } from '../services/admin/admin-app-input.ts';
import { categorySchema } from '../services/admin/admin-categories.ts';
import { releaseSchema } from '../services/admin/admin-edits.ts';
import { flowKindInput } from '../services/flows/flow-choices.ts';
import type { RouteDoc } from './openapi-route-doc.ts';
import * as S from './openapi-shapes.ts';

const admin = (doc: Omit<RouteDoc, 'auth' | 'tag'>): RouteDoc => ({ ...doc, tag: 'Admin', auth: 'admin' });
const image = { type: 'application/octet-stream', description: 'The image bytes (PNG, JPEG, WebP, SVG)' };
const AdminCategory = z
  .looseObject({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), hidden: z.boolean() })
  .meta({ id: 'AdminCategory' });

export const CATALOGUE_ADMIN_DOCS: Record<string, RouteDoc> = {
  'POST /api/admin/apps': admin({
    summary: 'Creates an app',
    body: updateAppSchema,
    responses: { 201: S.EditedApp },
  }),
  'GET /api/admin/apps/slug': admin({
    summary: 'The slug a name would get, and the app that already has it',
    query: z.object({ name: z.string(), appId: z.number().int().optional() }),
    responses: { 200: z.object({ slug: z.string(), takenBy: z.string().nullable() }) },
  }),
  'PUT /api/admin/apps/:id/logo': admin({
    summary: "Replaces an app's logo",
    body: image,
    responses: { 200: S.EditedApp },
  }),
  'POST /api/admin/categories': admin({
    summary: 'Creates a category',
    body: categorySchema,
    responses: { 201: AdminCategory },
  }),
  'PATCH /api/admin/categories/:id': admin({
    summary: 'Edits a category',
    body: categorySchema,
    responses: { 200: AdminCategory },
  }),
  'PUT /api/admin/categories/:id/icon': admin({
    summary: "Replaces a category's icon",
    body: image,
    responses: { 200: AdminCategory },
  }),
  'POST /api/admin/categories/order': admin({
    summary: 'Orders the category tabs',
    body: z.object({ ids: z.array(z.number().int()) }),
    responses: { 200: z.array(AdminCategory) },
  }),
  'POST /api/admin/airtable/release': admin({
    summary: "Hands an admin-edited field (or all of a record's) back to the Airtable sync",
    body: releaseSchema,
    responses: { 200: z.object({ adminEdited: z.array(z.string()) }) },
  }),
  'PUT /api/admin/apps/:id/flows': admin({
    summary: "Confirms or changes the journey kind of one of an app's flows (kept through Airtable syncs)",
    body: flowKindInput.omit({ appId: true }),
    responses: { 200: S.AppFlowKind },
  }),
  'POST /api/admin/backups': admin({ summary: 'Starts a backup job', responses: { 202: S.JobStarted } }),
};
