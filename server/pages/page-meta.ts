import { safeDecode } from '../http/input.ts';
import { COLLECTION_PAGE, collectionMeta, words } from './collection-meta.ts';
import { FLOW_PAGE, flowMeta } from './flow-meta.ts';
import { message } from './messages.ts';
import type { FetchGraphQL, Language, PageMeta } from './page-types.ts';

// The pages' types live in page-types.ts (collection-meta.ts needs them too); named here as before.
export type { FetchGraphQL, Language, PageMeta };

const SEO_APP = `query SeoApp($idOrSlug: String!, $withScreens: Boolean!) {
  app(idOrSlug: $idOrSlug) {
    name slug appInfo logoSrc planned
    firstScreen { src altText }
    screens @include(if: $withScreens) { airtableId dbId name altText src }
  }
}`;

type SeoApp = {
  name: string;
  slug: string;
  appInfo: string | null;
  logoSrc: string | null;
  planned: boolean;
  firstScreen: { src: string; altText: string | null } | null;
  screens?: { airtableId: string; dbId: number; name: string; altText: string | null; src: string }[];
};

// Static pages: the Portuguese path(s), then the English mirror; the first path of each is canonical.
const STATIC: { pt: string[]; en: string[]; title: string; description: string }[] = [
  {
    pt: ['/', '/aplicativos'],
    en: ['/en', '/en/apps'],
    title: 'meta.home.title',
    description: 'meta.home.description',
  },
  { pt: ['/screens'], en: ['/en/screens'], title: 'meta.screens.title', description: 'meta.screens.description' },
  { pt: ['/about', '/sobre'], en: ['/en/about'], title: 'meta.about.title', description: 'meta.about.description' },
  { pt: ['/termos-de-uso'], en: ['/en/termos-de-uso'], title: 'meta.terms.title', description: 'terms.body' },
  {
    pt: ['/politica-de-privacidade'],
    en: ['/en/politica-de-privacidade'],
    title: 'meta.privacy.title',
    description: 'privacy.body',
  },
  {
    pt: ['/desenvolvedores'],
    en: ['/en/desenvolvedores'],
    title: 'meta.developers.title',
    description: 'developers.body',
  },
  {
    pt: ['/solicitar-aplicativo'],
    en: ['/en/solicitar-aplicativo'],
    title: 'meta.requestApp.title',
    description: 'meta.requestApp.description',
  },
  {
    pt: ['/enviar-aplicativo'],
    en: ['/en/enviar-aplicativo'],
    title: 'meta.submitApp.title',
    description: 'meta.submitApp.description',
  },
];

const APP_PATH = /^\/(en\/)?app\/([^/]+)$/;

// Admin pages (Portuguese path; English under /en): titled, and never indexed (canonical null).
const ADMIN_TITLES: Record<string, string> = {
  '/admin': 'admin.meta.dashboard',
  '/admin/screens': 'admin.meta.screens',
  '/admin/cloudinary': 'admin.meta.imageHost',
  '/admin/contribuicoes': 'admin.meta.contributions',
  '/admin/catalogo': 'admin.meta.catalogue',
};

// Forms and tools whose query names what they are about: titled, never indexed. The correction form
// (issue 36), the comparison and the report of a collection (issue 38), a contribution's status (issue 53).
const UNLISTED: Record<string, [title: string, description: string]> = {
  '/sugerir-correcao': ['meta.suggestCorrection.title', 'meta.suggestCorrection.description'],
  '/comparar': ['meta.compare.title', 'meta.compare.description'],
  '/denunciar-colecao': ['meta.reportCollection.title', 'meta.reportCollection.description'],
  '/contribuicao/status': ['meta.contributionStatus.title', 'meta.contributionStatus.description'],
};

function notFound(language: Language): PageMeta {
  return {
    status: 404,
    language,
    title: message(language, 'meta.notFound.title'),
    description: message(language, 'notFound.hint'),
    canonical: null,
    alternates: null,
    kind: 'website',
  };
}

/** Head data for one address: static pages from the catalogs, app and screen pages from the API. */
export async function pageMeta(url: URL, fetchGraphQL: FetchGraphQL): Promise<PageMeta> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const language: Language = path === '/en' || path.startsWith('/en/') ? 'en' : 'pt';
  for (const page of STATIC) {
    if (![...page.pt, ...page.en].includes(path)) continue;
    const alternates = { pt: page.pt[0] as string, en: page.en[0] as string };
    return {
      status: 200,
      language,
      title: message(language, page.title),
      description: message(language, page.description),
      canonical: alternates[language],
      alternates,
      kind: 'website',
    };
  }
  const unlisted = UNLISTED[language === 'en' ? path.slice(3) : path];
  if (unlisted) {
    return {
      status: 200,
      language,
      title: words(language, unlisted[0]),
      description: words(language, unlisted[1]),
      canonical: null,
      alternates: null,
      kind: 'website',
    };
  }
  const flow = FLOW_PAGE.exec(path);
  if (flow) return flowMeta(language, flow[1] === undefined ? undefined : (safeDecode(flow[1]) ?? ''), notFound);
  const collection = COLLECTION_PAGE.exec(path);
  if (collection) return collectionMeta(language, safeDecode(collection[2] ?? ''), fetchGraphQL, notFound);
  const adminTitle = ADMIN_TITLES[language === 'en' ? path.slice(3) : path];
  if (adminTitle) {
    return {
      status: 200,
      language,
      title: message(language, adminTitle),
      description: message(language, 'admin.meta.description'),
      canonical: null,
      alternates: null,
      kind: 'website',
    };
  }
  const match = APP_PATH.exec(path);
  if (!match) return notFound(language);
  const idOrSlug = safeDecode(match[2] ?? '');
  if (idOrSlug === null || idOrSlug.length > 200) return notFound(language);
  const screenParam = url.searchParams.get('screen');
  const result = await fetchGraphQL(SEO_APP, {
    idOrSlug,
    withScreens: Boolean(screenParam),
  });
  const app = result?.data?.app as SeoApp | null | undefined;
  if (!app) return notFound(language);
  if (!/^\d{1,9}$/.test(idOrSlug) && idOrSlug.toLowerCase() !== app.slug) {
    // An old slug (the app was renamed): its links keep working, at the app's one address.
    return { ...notFound(language), status: 301, redirect: `${match[1] ? '/en' : ''}/app/${app.slug}${url.search}` };
  }
  const screen = screenParam
    ? app.screens?.find((s) => s.airtableId === screenParam || String(s.dbId) === screenParam)
    : undefined;
  const query = screen ? `?screen=${encodeURIComponent(screen.airtableId)}` : '';
  const alternates = { pt: `/app/${app.slug}${query}`, en: `/en/app/${app.slug}${query}` };
  const shot = screen ?? (app.firstScreen ? { ...app.firstScreen, name: app.name } : undefined);
  return {
    status: 200,
    language,
    title: screen
      ? message(language, 'meta.screen.title', { screen: screen.name, name: app.name })
      : message(language, 'meta.app.title', { name: app.name }),
    description: screen?.altText || app.appInfo || message(language, 'meta.app.description', { name: app.name }),
    canonical: alternates[language],
    alternates,
    image: shot
      ? { src: shot.src, alt: shot.altText ?? shot.name }
      : app.logoSrc
        ? { src: app.logoSrc, alt: app.name }
        : undefined,
    kind: 'article',
    // What /oembed answers for: a live app with a screen to show.
    oembed: !app.planned && Boolean(screen ?? app.firstScreen),
  };
}
