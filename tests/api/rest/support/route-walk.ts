// One request per REST route, in an order where each finds what it needs (a collection before its
// items, a screen deleted last). The contract test sends them and checks each answer against the
// OpenAPI document; a route missing here fails it, so a new route gets both a document entry and a step.
import sharp from 'sharp';

export type WalkState = {
  appId: number;
  appSlug: string;
  screenId: number;
  flow: string;
  admin: string;
  contributionId: number;
  contributionToken: string;
  collection?: { id: string; editKey: string; itemId?: number };
  jobId?: number;
  draftId?: number;
  categoryId?: number;
};
export type Step = { path: string; headers?: Record<string, string>; json?: unknown; bytes?: Uint8Array<ArrayBuffer> };
type Walk = Record<string, (s: WalkState) => Step | Promise<Step>>;

const png = async (background: string) =>
  new Uint8Array(
    await sharp({ create: { width: 240, height: 420, channels: 3, background } })
      .png()
      .toBuffer(),
  );
const bearer = (s: WalkState) => ({ authorization: `Bearer ${s.admin}` });
const asAdmin = (path: string, json?: unknown) => (s: WalkState) => ({ path, headers: bearer(s), json });
const withKey = (s: WalkState) => ({ 'x-collection-key': s.collection?.editKey ?? '' });
const collection = (s: WalkState) => s.collection?.id ?? 'none';

export const WALK: Walk = {
  'GET /api/export/:file': () => ({ path: '/api/export/apps.json' }),
  'GET /api/catalog.jsonld': () => ({ path: '/api/catalog.jsonld' }),
  'GET /api/openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /api/reference': () => ({ path: '/api/reference' }),
  'GET /api/apps': () => ({ path: '/api/apps?search=sus' }),
  'GET /api/apps/:idOrSlug': (s) => ({ path: `/api/apps/${s.appSlug}` }),
  'GET /api/apps/:idOrSlug/screens': (s) => ({ path: `/api/apps/${s.appSlug}/screens` }),
  'POST /api/apps/:idOrSlug/views': (s) => ({ path: `/api/apps/${s.appSlug}/views`, json: {} }),
  'GET /api/categories': () => ({ path: '/api/categories' }),
  'GET /api/flows': () => ({ path: '/api/flows' }),
  'GET /api/flows/:kind': () => ({ path: '/api/flows/entrar?first=2&screens=3' }),
  'GET /api/apps/:id/flows': (s) => ({ path: `/api/apps/${s.appId}/flows` }),
  'GET /api/screens': () => ({ path: '/api/screens?first=2&tag=button' }),
  'GET /api/screens/facets': () => ({ path: '/api/screens/facets' }),
  'GET /api/screens/:id/download': (s) => ({ path: `/api/screens/${s.screenId}/download` }),
  'GET /api/screens/:id/similar': (s) => ({ path: `/api/screens/${s.screenId}/similar?first=5` }),
  'GET /api/docs/:title': () => ({ path: '/api/docs/Desenvolvedores?lang=en' }),
  'GET /api/stats': () => ({ path: '/api/stats' }),
  'GET /api/tags': () => ({ path: '/api/tags' }),
  'GET /api/newsletter/subscribers': () => ({ path: '/api/newsletter/subscribers' }),
  'POST /api/newsletter/subscribe': () => ({
    path: '/api/newsletter/subscribe',
    json: { email: 'walk@example.org', language: 'pt' },
  }),
  'POST /api/admin/login': () => ({ path: '/api/admin/login', json: { username: 'admin', password: 'wrong' } }),
  'GET /api/admin/verify': asAdmin('/api/admin/verify'),
  'POST /api/screens': (s) => ({
    path: '/api/screens',
    headers: bearer(s),
    json: { appId: s.appId, name: 'Walk', imageUrl: 'https://example.org/a.png' },
  }),
  'PUT /api/screens/:id': (s) => asAdmin(`/api/screens/${s.screenId}`, { name: 'Walked' })(s),
  'POST /api/screens/:id/ocr': (s) => asAdmin(`/api/screens/${s.screenId}/ocr`)(s),
  'POST /api/apps/:id/screens/order': (s) =>
    asAdmin(`/api/apps/${s.appId}/screens/order`, { flow: s.flow, screenIds: [s.screenId] })(s),
  'PATCH /api/apps/:id': (s) => asAdmin(`/api/apps/${s.appId}`, { appInfo: 'Walked' })(s),
  'PUT /api/admin/apps/:id/uploads': async (s) => ({
    path: `/api/admin/apps/${s.appId}/uploads?name=walk.png&flow=In%C3%ADcio&order=1`,
    headers: { ...bearer(s), 'content-type': 'application/octet-stream' },
    bytes: await png('#864'),
  }),
  'PUT /api/admin/screens/:id/capture': async (s) => ({
    path: `/api/admin/screens/${s.screenId}/capture?appVersion=2.0`,
    headers: { ...bearer(s), 'content-type': 'application/octet-stream' },
    bytes: await png('#468'),
  }),
  'GET /api/screens/:id/versions': (s) => ({ path: `/api/screens/${s.screenId}/versions` }),
  'GET /api/admin/apps/:id/drafts': (s) => asAdmin(`/api/admin/apps/${s.appId}/drafts`)(s),
  'PUT /api/admin/apps/:id/drafts': (s) =>
    asAdmin(`/api/admin/apps/${s.appId}/drafts`, {
      screens: [{ id: s.draftId ?? 0, name: 'Walked draft', flow: 'Início', tags: ['walk'], order: 1 }],
    })(s),
  'POST /api/admin/apps/:id/drafts/publish': (s) =>
    asAdmin(`/api/admin/apps/${s.appId}/drafts/publish`, { screenIds: [s.draftId ?? 0] })(s),
  'POST /api/admin/apps/:id/screens/bulk': (s) =>
    asAdmin(`/api/admin/apps/${s.appId}/screens/bulk`, { action: 'addTag', screenIds: [s.screenId], tag: 'walk' })(s),
  'POST /api/admin/apps': asAdmin('/api/admin/apps', { name: 'Walk App', type: 'Federal', platform: 'Web' }),
  'GET /api/admin/apps/slug': asAdmin('/api/admin/apps/slug?name=Walk%20App'),
  'PUT /api/admin/apps/:id/logo': async (s) => ({
    path: `/api/admin/apps/${s.appId}/logo`,
    headers: { ...bearer(s), 'content-type': 'application/octet-stream' },
    bytes: await png('#246'),
  }),
  'POST /api/admin/categories': asAdmin('/api/admin/categories', { name: 'Caminhada', nameEn: 'Walk' }),
  'PATCH /api/admin/categories/:id': (s) =>
    asAdmin(`/api/admin/categories/${s.categoryId ?? 999999}`, { hidden: true })(s),
  'PUT /api/admin/categories/:id/icon': async (s) => ({
    path: `/api/admin/categories/${s.categoryId ?? 999999}/icon`,
    headers: { ...bearer(s), 'content-type': 'application/octet-stream' },
    bytes: await png('#642'),
  }),
  'POST /api/admin/categories/order': (s) => asAdmin('/api/admin/categories/order', { ids: [s.categoryId] })(s),
  'POST /api/admin/airtable/release': (s) => asAdmin('/api/admin/airtable/release', { entity: 'App', id: s.appId })(s),
  'POST /api/admin/backups': asAdmin('/api/admin/backups'),
  'PUT /api/admin/apps/:id/flows': (s) =>
    asAdmin(`/api/admin/apps/${s.appId}/flows`, { flow: 'Login', kind: 'entrar' })(s),
  'GET /api/admin/apps': asAdmin('/api/admin/apps'),
  'GET /api/admin/audit': asAdmin('/api/admin/audit?first=5'),
  'POST /api/airtable/sync': asAdmin('/api/airtable/sync'),
  'GET /api/admin/deleted-records': asAdmin('/api/admin/deleted-records'),
  'POST /api/admin/deleted-records/:airtableId/restore': asAdmin('/api/admin/deleted-records/recNone/restore'),
  'GET /api/cloudinary/status': asAdmin('/api/cloudinary/status'),
  'POST /api/cloudinary/migrate': asAdmin('/api/cloudinary/migrate?maxRecords=1'),
  'POST /api/cloudinary/test-upload': asAdmin('/api/cloudinary/test-upload', { imageUrl: 'ftp://nowhere' }),
  'GET /api/jobs': asAdmin('/api/jobs?first=5'),
  'GET /api/jobs/:id': (s) => asAdmin(`/api/jobs/${s.jobId ?? 999999}`)(s),
  'POST /api/jobs/:id/cancel': (s) => asAdmin(`/api/jobs/${s.jobId ?? 999999}/cancel`)(s),
  'GET /api/admin/newsletter': asAdmin('/api/admin/newsletter'),
  'GET /api/admin/newsletter/preview': asAdmin('/api/admin/newsletter/preview?lang=en'),
  'POST /api/admin/newsletter/test': asAdmin('/api/admin/newsletter/test', { email: 'a@example.org' }),
  'POST /api/admin/newsletter/digest': asAdmin('/api/admin/newsletter/digest'),
  'GET /api/admin/newsletter/consent': asAdmin('/api/admin/newsletter/consent?email=walk@example.org'),
  'GET /api/admin/subscribers.csv': asAdmin('/api/admin/subscribers.csv'),
  'GET /api/newsletter/unsubscribe': () => ({ path: '/api/newsletter/unsubscribe?token=none' }),
  'POST /api/newsletter/unsubscribe': () => ({ path: '/api/newsletter/unsubscribe', json: { token: 'none' } }),
  'GET /api/newsletter/confirm': () => ({ path: '/api/newsletter/confirm?token=none' }),
  'POST /api/newsletter/confirm': () => ({ path: '/api/newsletter/confirm', json: { token: 'none' } }),
  'GET /api/contributions/challenge': () => ({ path: '/api/contributions/challenge' }),
  'POST /api/contributions': () => ({ path: '/api/contributions', json: { kind: 'app_request', language: 'pt' } }),
  'POST /api/contributions/status': (s) => ({
    path: '/api/contributions/status',
    json: { token: s.contributionToken },
  }),
  'GET /api/contributions/status': (s) => ({ path: `/api/contributions/status?token=${s.contributionToken}` }),
  'PUT /api/contributions/images/:position': async (s) => ({
    path: '/api/contributions/images/1?flow=In%C3%ADcio',
    headers: { 'x-contribution-token': s.contributionToken, 'content-type': 'application/octet-stream' },
    bytes: await png('#468'),
  }),
  'GET /api/contributions/images/:position': (s) => ({
    path: '/api/contributions/images/1',
    headers: { 'x-contribution-token': s.contributionToken },
  }),
  'GET /api/contributions/images': (s) => ({
    path: '/api/contributions/images',
    headers: { 'x-contribution-token': s.contributionToken },
  }),
  'GET /api/admin/contributions/:id/images/:position': (s) =>
    asAdmin(`/api/admin/contributions/${s.contributionId}/images/1`)(s),
  'DELETE /api/contributions/images/:position': (s) => ({
    path: '/api/contributions/images/1',
    headers: { 'x-contribution-token': s.contributionToken },
  }),
  'POST /api/collections': () => ({ path: '/api/collections', json: { title: 'Walk', language: 'en' } }),
  'GET /api/collections/:id': (s) => ({ path: `/api/collections/${collection(s)}` }),
  'PATCH /api/collections/:id': (s) => ({
    path: `/api/collections/${collection(s)}`,
    headers: withKey(s),
    json: { description: 'Walked' },
  }),
  'POST /api/collections/:id/items': (s) => ({
    path: `/api/collections/${collection(s)}/items`,
    headers: withKey(s),
    json: { screenId: s.screenId },
  }),
  'PATCH /api/collections/:id/items/:itemId': (s) => ({
    path: `/api/collections/${collection(s)}/items/${s.collection?.itemId ?? 0}`,
    headers: withKey(s),
    json: { note: 'A note' },
  }),
  'GET /api/collections/:id/export.csv': (s) => ({ path: `/api/collections/${collection(s)}/export.csv` }),
  'POST /api/collections/:id/edit-key': (s) => ({
    path: `/api/collections/${collection(s)}/edit-key`,
    headers: withKey(s),
  }),
  'DELETE /api/collections/:id/items/:itemId': (s) => ({
    path: `/api/collections/${collection(s)}/items/${s.collection?.itemId ?? 0}`,
    headers: withKey(s),
  }),
  'DELETE /api/collections/:id': (s) => ({ path: `/api/collections/${collection(s)}`, headers: withKey(s) }),
  'DELETE /api/screens/:id': (s) => asAdmin(`/api/screens/${s.screenId}`)(s),
  'POST /api/admin/logout': asAdmin('/api/admin/logout'),
};
