// What the MCP tools answer about apps and screens: plain public fields, the page where a person sees
// it, and its image at a fixed width through the site (never inline bytes, never a private address).
import { z } from 'zod';
import type { App, Screen } from '../generated/prisma/client.ts';
import {
  appPage,
  pictureUrl,
  publicAppFields,
  publicScreenFields,
  type Site,
  screenPage,
} from '../services/catalogue/public-urls.ts';
import { CursorError } from './answer.ts';

export const screenItem = z.object({
  id: z.number(),
  recordId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  flow: z.string(),
  tags: z.array(z.string()),
  capturedAt: z.string(),
  appVersion: z.string().nullable(),
  app: z.object({ name: z.string(), slug: z.string() }),
  url: z.string(),
  imageUrl: z.string(),
});
export type ScreenItem = z.infer<typeof screenItem>;

export const appItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  type: z.string().nullable(),
  platform: z.string().nullable(),
  country: z.string(),
  categories: z.array(z.string()),
  planned: z.boolean(),
  retiredAt: z.string().nullable(),
  screenCount: z.number(),
  officialUrl: z.string().nullable(),
  url: z.string(),
  logoUrl: z.string().nullable(),
});
export type AppItem = z.infer<typeof appItem>;

export function toScreenItem(site: Site, s: Screen, app: Pick<App, 'name' | 'slug'>): ScreenItem {
  return {
    ...publicScreenFields(s, app),
    // The address the site's "copy link" gives.
    url: screenPage(site, app.slug, s.airtableId),
    imageUrl: pictureUrl(site, s.cloudinaryUrl ?? s.imageUrl),
  };
}

export function toAppItem(site: Site, a: App): AppItem {
  const logo = a.cloudinaryLogo ?? a.logo;
  return {
    ...publicAppFields(a),
    url: appPage(site, a.slug),
    logoUrl: logo ? pictureUrl(site, logo, 96) : null,
  };
}

/** Cursors are opaque to clients: an offset or the gallery's own cursor, wrapped the same way. */
export const offsetCursor = {
  encode: (n: number) => Buffer.from(`o:${n}`).toString('base64url'),
  decode: (c: string | undefined): number => {
    if (!c) return 0;
    const m = /^o:(\d{1,7})$/.exec(Buffer.from(c, 'base64url').toString());
    if (!m) throw new CursorError('cursor');
    return Number(m[1]);
  },
};
