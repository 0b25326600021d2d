import { matchPath } from 'react-router-dom';
import { type LazyRoute, lazyRoute } from './lazy-route';

const apps = lazyRoute('src/features/apps/apps-route.tsx', () => import('@/features/apps/apps-route'));
const appDetail = lazyRoute(
  'src/features/app-detail/app-detail-route.tsx',
  () => import('@/features/app-detail/app-detail-route'),
);
const screens = lazyRoute('src/features/screens/screens-route.tsx', () => import('@/features/screens/screens-route'));
const about = lazyRoute('src/features/about/about-route.tsx', () => import('@/features/about/about-route'));
const terms = lazyRoute('src/features/legal/terms-route.tsx', () => import('@/features/legal/terms-route'));
const privacy = lazyRoute('src/features/legal/privacy-route.tsx', () => import('@/features/legal/privacy-route'));
const developers = lazyRoute(
  'src/features/legal/developers-route.tsx',
  () => import('@/features/legal/developers-route'),
);
const requestApp = lazyRoute(
  'src/features/contribute/request-app-route.tsx',
  () => import('@/features/contribute/request-app-route'),
);
const submitApp = lazyRoute(
  'src/features/contribute/submit-app-route.tsx',
  () => import('@/features/contribute/submit-app-route'),
);
const suggestCorrection = lazyRoute(
  'src/features/contribute/suggest-correction-route.tsx',
  () => import('@/features/contribute/suggest-correction-route'),
);
const contributionStatus = lazyRoute(
  'src/features/contribute/contribution-status-route.tsx',
  () => import('@/features/contribute/contribution-status-route'),
);
// The admin screens are chunks of their own: public pages carry only the session check.
const adminDashboard = lazyRoute(
  'src/features/admin/dashboard/admin-dashboard-route.tsx',
  () => import('@/features/admin/dashboard/admin-dashboard-route'),
);
const adminScreens = lazyRoute(
  'src/features/admin/screens/admin-screens-route.tsx',
  () => import('@/features/admin/screens/admin-screens-route'),
);
const adminImageHost = lazyRoute(
  'src/features/admin/image-host/image-host-route.tsx',
  () => import('@/features/admin/image-host/image-host-route'),
);
const adminContributions = lazyRoute(
  'src/features/admin/contributions/contributions-route.tsx',
  () => import('@/features/admin/contributions/contributions-route'),
);
const adminCatalogue = lazyRoute(
  'src/features/admin/catalogue/catalogue-route.tsx',
  () => import('@/features/admin/catalogue/catalogue-route'),
);
const adminNewsletter = lazyRoute(
  'src/features/admin/newsletter/newsletter-route.tsx',
  () => import('@/features/admin/newsletter/newsletter-route'),
);
const compare = lazyRoute('src/features/compare/compare-route.tsx', () => import('@/features/compare/compare-route'));
const collection = lazyRoute(
  'src/features/collections/collection-route.tsx',
  () => import('@/features/collections/collection-route'),
);
const reportCollection = lazyRoute(
  'src/features/contribute/report-collection-route.tsx',
  () => import('@/features/contribute/report-collection-route'),
);
const flowsIndex = lazyRoute(
  'src/features/flows/flows-index-route.tsx',
  () => import('@/features/flows/flows-index-route'),
);
const flowKind = lazyRoute('src/features/flows/flow-kind-route.tsx', () => import('@/features/flows/flow-kind-route'));
const notFound = lazyRoute(
  'src/features/not-found/not-found-route.tsx',
  () => import('@/features/not-found/not-found-route'),
);

export type RouteEntry = { path: string; page: LazyRoute };

// Spec section 2; English mirrors under /en. Terms and privacy get mirrors too, so the switcher never 404s.
export const ROUTES: RouteEntry[] = [
  { path: '/', page: apps },
  { path: '/aplicativos', page: apps },
  { path: '/en', page: apps },
  { path: '/en/apps', page: apps },
  { path: '/app/:idOrSlug', page: appDetail },
  { path: '/en/app/:idOrSlug', page: appDetail },
  { path: '/screens', page: screens },
  { path: '/en/screens', page: screens },
  { path: '/about', page: about },
  { path: '/sobre', page: about },
  { path: '/en/about', page: about },
  { path: '/termos-de-uso', page: terms },
  { path: '/en/termos-de-uso', page: terms },
  { path: '/politica-de-privacidade', page: privacy },
  { path: '/en/politica-de-privacidade', page: privacy },
  { path: '/desenvolvedores', page: developers },
  { path: '/en/desenvolvedores', page: developers },
  // Issue 36: visitors' contributions (the server links the anti-robot widget's script on these four).
  { path: '/solicitar-aplicativo', page: requestApp },
  { path: '/en/solicitar-aplicativo', page: requestApp },
  { path: '/sugerir-correcao', page: suggestCorrection },
  { path: '/en/sugerir-correcao', page: suggestCorrection },
  // Issue 37: visitors send an app's screenshots (the widget's script is linked here too).
  { path: '/enviar-aplicativo', page: submitApp },
  { path: '/en/enviar-aplicativo', page: submitApp },
  // Issue 38: 2 to 6 screens side by side (?telas=1,2,3).
  { path: '/comparar', page: compare },
  { path: '/en/comparar', page: compare },
  // Issue 38: a collection (its edit link's secret stays in the fragment), and its report form.
  { path: '/colecao/:id', page: collection },
  { path: '/en/colecao/:id', page: collection },
  { path: '/denunciar-colecao', page: reportCollection },
  { path: '/en/denunciar-colecao', page: reportCollection },
  // Issue 61 item 2: journey kinds, and one kind across apps (the slug is the same in both languages).
  { path: '/fluxos', page: flowsIndex },
  { path: '/en/fluxos', page: flowsIndex },
  { path: '/fluxos/:kind', page: flowKind },
  { path: '/en/fluxos/:kind', page: flowKind },
  // Issue 53 item 9: a contribution's status, its secret in the fragment.
  { path: '/contribuicao/status', page: contributionStatus },
  { path: '/en/contribuicao/status', page: contributionStatus },
  // Spec section 2, admin routes; the image-host segment is named after the provider.
  { path: '/admin', page: adminDashboard },
  { path: '/en/admin', page: adminDashboard },
  { path: '/admin/screens', page: adminScreens },
  { path: '/en/admin/screens', page: adminScreens },
  { path: '/admin/cloudinary', page: adminImageHost },
  { path: '/en/admin/cloudinary', page: adminImageHost },
  // Issue 36: the moderation queue of visitors' contributions.
  { path: '/admin/contribuicoes', page: adminContributions },
  { path: '/en/admin/contribuicoes', page: adminContributions },
  // Issue 57: the newsletter's digest, its sending and the proof of consent.
  { path: '/admin/catalogo', page: adminCatalogue },
  { path: '/en/admin/catalogo', page: adminCatalogue },
  { path: '/admin/newsletter', page: adminNewsletter },
  { path: '/en/admin/newsletter', page: adminNewsletter },
];

export const NOT_FOUND = notFound;

export function pageFor(pathname: string): LazyRoute {
  return ROUTES.find((r) => matchPath(r.path, pathname))?.page ?? NOT_FOUND;
}

/** The table's routes that match an address (none: the catch-all's not-found page). */
export function routesMatching(pathname: string): RouteEntry[] {
  return ROUTES.filter((r) => matchPath(r.path, pathname));
}
