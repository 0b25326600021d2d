import type { App, Screen } from '../generated/prisma/client.ts';
import { type Site, screenImageFields } from '../services/catalogue/public-urls.ts';
import type { ServiceContext } from '../services/platform/context.ts';
import { platformLabel } from '../services/platform/vocabulary.ts';

// The REST shims' JSON shapes (spec sections 3 and 7).

/** Also written by the database as App.listJson (schema/migrations/*_summaries): change both together. */
export function appJson(app: App) {
  return {
    id: app.id,
    airtableId: app.airtableId,
    name: app.name,
    slug: app.slug,
    logo: app.logo,
    cloudinaryLogo: app.cloudinaryLogo,
    appInfo: app.appInfo,
    language: app.language,
    url: app.url,
    type: app.type,
    platform: platformLabel(app.platform),
    category: app.categories[0] ?? null,
    categories: app.categories,
    country: app.country,
    status: app.status,
    planned: app.planned,
    screenCount: app.screenCount,
    viewCount: app.viewCount,
    updatedAt: app.updatedAt.toISOString(),
    retiredAt: app.retiredAt?.toISOString() ?? null,
  };
}

/**
 * `position` (when given) is the screen's place in its app's flow-then-order sequence: REST clients
 * that sort by `order` alone keep flows together. The stored per-flow order stays what the admin set.
 */
export function screenJson(screen: Screen & { app?: App }, site: Site, position?: number) {
  return {
    id: screen.id,
    airtableId: screen.airtableId,
    appId: screen.appId,
    name: screen.name,
    description: screen.description,
    altText: screen.altText,
    imageUrl: screen.imageUrl,
    cloudinaryUrl: screen.cloudinaryUrl,
    ...screenImageFields(site, screen),
    tags: screen.tags,
    flow: screen.flow,
    order: position ?? screen.order,
    flowOrder: screen.order,
    category: screen.category,
    capturedAt: screen.capturedAt.toISOString(),
    appVersion: screen.appVersion,
    ...(screen.app ? { app: appJson(screen.app) } : {}),
  };
}

/** The address absolute image URLs are built from: PUBLIC_URL, else the request's (app.ts sets it). */
export const siteOf = (ctx: Pick<ServiceContext, 'siteOrigin'>): Site => ({ origin: ctx.siteOrigin ?? '' });
