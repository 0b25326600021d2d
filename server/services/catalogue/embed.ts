// What an oEmbed consumer may embed (a WordPress, Ghost or Discourse post): an app's page or one of
// its screens (`?screen=`), on this site's address, public only. Hidden apps and screens, drafts,
// planned-only apps and anything else are not found.
import type { App, Screen } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { NotFoundError } from '../platform/errors.ts';
import { findApp } from './apps.ts';
import { IMAGE_WIDTH, type Site } from './public-urls.ts';
import { PUBLIC_SCREEN, publicScreenWhere } from './screens.ts';

export type EmbedTarget = { app: App; screen: Screen | null; language: 'pt' | 'en' };

const APP_PAGE = /^(\/en)?\/app\/([^/]+)\/?$/;
/** Widths the image routes make (server/images/limits.ts ALLOWED_DIMENSIONS) that suit a post. */
const PHOTO_WIDTHS = [96, 320, 480, 640, IMAGE_WIDTH];
/** Phone screenshots: 9:16, as the site's image presets assume. */
export const SCREEN_RATIO = 16 / 9;

export async function embedTarget(ctx: ServiceContext, site: Site, address: string): Promise<EmbedTarget> {
  const missing = () => new NotFoundError('EMBED_NOT_FOUND', { url: address.slice(0, 200) });
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw missing();
  }
  const match = APP_PAGE.exec(url.pathname);
  if (url.origin !== new URL(site.origin).origin || !match) throw missing();
  let slug: string;
  try {
    slug = decodeURIComponent(match[2] ?? '');
  } catch {
    throw missing();
  }
  const app = await findApp(ctx, slug).catch(() => null);
  if (!app || app.planned) throw missing();
  const language = match[1] ? 'en' : 'pt';
  const key = url.searchParams.get('screen');
  if (!key) {
    const shown = await ctx.db.screen.count({ where: { ...PUBLIC_SCREEN, appId: app.id } });
    if (!shown) throw missing();
    return { app, screen: null, language };
  }
  const screen = await ctx.db.screen.findFirst({ where: { ...publicScreenWhere(key), appId: app.id } });
  if (!screen) throw missing();
  return { app, screen, language };
}

/** The largest width the consumer allows (maxwidth, maxheight at 9:16), among the variants made. */
export function photoWidth(maxWidth?: number, maxHeight?: number): number {
  const limit = Math.min(maxWidth ?? IMAGE_WIDTH, maxHeight ? Math.floor(maxHeight / SCREEN_RATIO) : IMAGE_WIDTH);
  return [...PHOTO_WIDTHS].reverse().find((w) => w <= limit) ?? (PHOTO_WIDTHS[0] as number);
}
