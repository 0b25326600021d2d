// The public traffic mix, built from what the running server holds: pages, REST, GraphQL and image
// variants the way the site asks for them (web/src/lib/image-url.ts). Public reads only, plus the
// view counter; no logins, no newsletter sign-ups.
import { IMAGE_PRESETS, type ImageVariantKind, imageUrl } from '../../web/src/lib/image-url.ts';

export type Group = 'pages' | 'rest' | 'graphql' | 'images';
export const GROUPS: Group[] = ['pages', 'rest', 'graphql', 'images'];
export type Req = {
  group: Group;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};
/** Per group, its endpoints ("templates"), each with the concrete requests it stands for. */
export type Mix = Record<Group, Req[][]>;

/** Share of each group in the traffic, in percent. */
export const WEIGHTS: Record<Group, number> = { pages: 25, rest: 30, graphql: 20, images: 25 };
/** Apps whose screens and logos feed the image group (each variant is a transform until cached). */
const IMAGE_APPS = 8;
const SCREENS_PER_APP = 2;

const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };
const json = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
const image = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };

const APPS_QUERY = 'query Apps { apps { id slug name logoSrc screenCount categories } }';
const APP_QUERY =
  'query App($slug: String!) { app(idOrSlug: $slug) { id name slug appInfo screens { id name src altText tags } } }';

type App = { slug: string; logo: string | null; cloudinaryLogo: string | null; planned: boolean; screenCount: number };
type Screen = { imageUrl: string; cloudinaryUrl: string | null };

async function getJson<T>(base: URL, path: string): Promise<T> {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status} while discovering the mix`);
  return (await res.json()) as T;
}

const variant = (src: string, kind: ImageVariantKind, i = 0) => {
  const p = IMAGE_PRESETS[kind];
  return imageUrl(src, { width: p.widths[i], format: p.format, quality: p.quality });
};

export async function discoverMix(base: URL): Promise<Mix> {
  const apps = (await getJson<App[]>(base, '/api/apps')).filter((a) => !a.planned && a.screenCount > 0);
  if (!apps.length) throw new Error('the server lists no app with screens (SEED=demo?)');
  const slugs = apps.map((a) => a.slug);
  const get = (group: Group, headers: Record<string, string>, paths: string[]): Req[] =>
    paths.map((path) => ({ group, method: 'GET', path, headers }));
  const each = (f: (slug: string) => string) => slugs.map(f);
  const post = (query: string, variables?: object): Req => ({
    group: 'graphql',
    method: 'POST',
    path: '/graphql',
    headers: { ...json, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const vars = (variables?: object) => (variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : '');
  const query = (q: string, variables?: object): Req => ({
    group: 'graphql',
    method: 'GET',
    path: `/graphql?query=${encodeURIComponent(q)}${vars(variables)}`,
    headers: json,
  });

  // Images: the sizes a visitor's browser asks for first (smallest width of each preset), served by us.
  const step = Math.max(1, Math.floor(apps.length / IMAGE_APPS));
  const sampled = apps.filter((_, i) => i % step === 0).slice(0, IMAGE_APPS);
  const screens: string[] = [];
  const logos: string[] = [];
  for (const app of sampled) {
    const list = await getJson<Screen[]>(base, `/api/apps/${encodeURIComponent(app.slug)}/screens`);
    for (const s of list.slice(0, SCREENS_PER_APP)) screens.push(s.cloudinaryUrl ?? s.imageUrl);
    const logo = app.cloudinaryLogo ?? app.logo;
    if (logo) logos.push(logo);
  }
  const ours = (urls: string[]) => urls.filter((u) => u.startsWith('/') && !u.startsWith('//'));
  const screenUrls = ours(screens.map((s) => variant(s, 'screen')));
  const cardUrls = ours(screens.map((s) => variant(s, 'card')));
  const logoUrls = ours(logos.map((s) => variant(s, 'logo', 1)));
  // Revalidations (If-None-Match with the ETag we got): what a CDN or a reloading browser sends.
  const revalidate: Req[] = [];
  for (const path of screenUrls) {
    const etag = (await fetch(new URL(path, base), { headers: image }).then((r) => r.headers.get('etag'))) ?? null;
    if (etag) revalidate.push({ group: 'images', method: 'GET', path, headers: { ...image, 'if-none-match': etag } });
  }

  return {
    pages: [
      get('pages', html, ['/']),
      get('pages', html, ['/en']),
      get('pages', html, ['/screens']),
      get('pages', html, ['/about']),
      get(
        'pages',
        html,
        each((s) => `/app/${s}`),
      ),
      get(
        'pages',
        html,
        each((s) => `/en/app/${s}`),
      ),
    ],
    rest: [
      get('rest', json, ['/api/apps']),
      get(
        'rest',
        json,
        each((s) => `/api/apps/${s}`),
      ),
      get(
        'rest',
        json,
        each((s) => `/api/apps/${s}/screens`),
      ),
      get('rest', json, ['/api/categories']),
      get('rest', json, ['/api/stats']),
      get('rest', json, ['/api/tags']),
      get('rest', json, ['/api/screens?first=24']),
      slugs.map((s) => ({
        group: 'rest',
        method: 'POST',
        path: `/api/apps/${s}/views`,
        headers: { ...json, 'content-type': 'application/json' },
        body: '{}',
      })),
    ],
    graphql: [
      [post(APPS_QUERY)],
      [query(APPS_QUERY)],
      slugs.map((slug) => post(APP_QUERY, { slug })),
      slugs.map((slug) => query(APP_QUERY, { slug })),
    ],
    images: [
      get('images', image, screenUrls),
      get('images', image, cardUrls),
      get('images', image, logoUrls),
      revalidate,
    ],
  };
}

/** A seeded pick: a group by WEIGHTS, then one of its endpoints, then one of that endpoint's requests. */
export function picker(mix: Mix, seed = 1) {
  let state = seed >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const groups = GROUPS.map((g) => ({ g, templates: mix[g].filter((t) => t.length > 0) })).filter(
    (x) => x.templates.length > 0,
  );
  const total = groups.reduce((sum, x) => sum + WEIGHTS[x.g], 0);
  const one = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)] as T;
  return (): Req => {
    let r = random() * total;
    for (const x of groups) {
      r -= WEIGHTS[x.g];
      if (r < 0) return one(one(x.templates));
    }
    return one(one((groups[0] as (typeof groups)[number]).templates));
  };
}

/** Every distinct request of the mix once. */
export const everyRequest = (mix: Mix) => GROUPS.flatMap((g) => mix[g].flat());
