import { createHash } from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApi } from '../../support/harness.ts';
import { body, problem, queryString, RUNS, rawValue, send } from '../support/fuzz.ts';
import { TOKEN_HEADER } from '../support/screens-upload.ts';

// Contributions are limited per address before their body is read: lifted here so the fuzz reaches the services.
const h = seededApi(undefined, {
  rateLimits: {
    contributionsPerHour: 1_000_000,
    challengesPerHour: 1_000_000,
    contributionImagesPerHour: 1_000_000,
    collectionsPerHour: 1_000_000,
    collectionEditsPerHour: 1_000_000,
  },
});

// A pending 'screens' submission whose token the upload routes sometimes get, and real images (a
// screenshot, one too small, one with EXIF, a GIF) among the junk bodies, so the fuzz reaches the cleaning.
const TOKEN = 'fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzz';
// A collection whose edit key the collection routes sometimes get, so the fuzz reaches its edits.
const COLLECTION = 'FuzzFuzzFuzzFuzzFuzzFu';
const COLLECTION_KEY = `${'fuzz'.repeat(10)}fuz`;
let collectionItem = 0;
const images: Uint8Array[] = [];
beforeAll(async () => {
  const appId = h.apps[0]?.id as number;
  const tokenHash = createHash('sha256').update(TOKEN).digest('hex');
  await h.db.prisma.contribution.create({ data: { kind: 'screens', appId, message: '', language: 'pt', tokenHash } });
  const screen = await h.db.prisma.screen.findFirstOrThrow({ where: { appId } });
  const editKeyHash = createHash('sha256').update(COLLECTION_KEY).digest('hex');
  const collection = await h.db.prisma.collection.create({
    data: { id: COLLECTION, title: 'Fuzz', editKeyHash, items: { create: { screenId: screen.id, position: 0 } } },
    include: { items: true },
  });
  collectionItem = collection.items[0]?.id ?? 0;
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#468' } });
  images.push(
    await picture(220, 400).png().toBuffer(),
    await picture(120, 400).jpeg().toBuffer(),
    await picture(300, 200)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Fuzz' } })
      .toBuffer(),
    await picture(220, 400).webp().toBuffer(),
    await picture(220, 400).gif().toBuffer(),
  );
});
const collectionKey = fc.oneof(
  fc.constant({ 'x-collection-key': COLLECTION_KEY }),
  fc.constant({}),
  rawValue.filter((v) => /^[\x21-\x7e]*$/.test(v)).map((v) => ({ 'x-collection-key': v })),
);
const imageBody = fc.oneof(
  fc.nat(4).map((i) => images[i] as Uint8Array),
  fc.nat(4).chain((i) => fc.nat(2000).map((cut) => (images[i] as Uint8Array).subarray(0, cut))),
  fc.uint8Array({ maxLength: 300 }),
);
const contributionToken = fc.oneof(
  fc.constant({ [TOKEN_HEADER]: TOKEN }),
  fc.constant({}),
  rawValue.filter((v) => /^[\x21-\x7e]*$/.test(v)).map((v) => ({ [TOKEN_HEADER]: v })),
);

type Route = {
  method: string;
  path: (v: string) => string;
  arb: fc.Arbitrary<string>;
  body?: fc.Arbitrary<string | Uint8Array>;
  /** Headers of the route's own (a contribution's token), sent with or without a body. */
  headers?: fc.Arbitrary<Record<string, string>>;
  runs?: number;
};
/**
 * Routes that read nothing from the request get a fifth of the runs: all they can receive is an unknown
 * query string, whose handling (the router's) every other route fuzzes at full length too.
 */
const INPUTLESS = Math.ceil(RUNS / 5);

const APP_QUERY = ['type', 'platform', 'search', 'category', 'country', 'sort', 'timestamp', 'random'];
const SCREEN_QUERY = ['tag', 'category', 'country', 'search', 'first', 'after', 'timestamp'];
const IMAGE_QUERY = ['url', 'width', 'height', 'format', 'quality', 'priority', 'timestamp', 'w', 'h', 'f', 'q'];

// Every public and admin REST route of spec section 7 (and the site's extra reads), plus the image routes.
const routes: Record<string, Route> = {
  'GET /api/apps?…': { method: 'GET', path: (q) => `/api/apps?${q}`, arb: queryString(APP_QUERY) },
  'GET /api/apps/:idOrSlug': { method: 'GET', path: (v) => `/api/apps/${v}`, arb: rawValue },
  'GET /api/apps/:idOrSlug/screens': { method: 'GET', path: (v) => `/api/apps/${v}/screens`, arb: rawValue },
  'POST /api/apps/:idOrSlug/views': { method: 'POST', path: (v) => `/api/apps/${v}/views`, arb: rawValue },
  'GET /api/categories?…': {
    method: 'GET',
    path: (q) => `/api/categories?${q}`,
    arb: queryString(['timestamp']),
    runs: INPUTLESS,
  },
  'GET /api/screens?…': { method: 'GET', path: (q) => `/api/screens?${q}`, arb: queryString(SCREEN_QUERY) },
  'GET /api/stats?…': { method: 'GET', path: (q) => `/api/stats?${q}`, arb: queryString([]), runs: INPUTLESS },
  'GET /api/tags?…': { method: 'GET', path: (q) => `/api/tags?${q}`, arb: queryString(['limit']) },
  'GET /api/newsletter/subscribers': {
    method: 'GET',
    path: (q) => `/api/newsletter/subscribers?${q}`,
    arb: queryString([]),
    runs: INPUTLESS,
  },
  'POST /api/newsletter/subscribe': {
    method: 'POST',
    path: () => '/api/newsletter/subscribe',
    arb: fc.constant(''),
    body: body(['email', 'language', 'name']),
  },
  'POST /api/admin/login': {
    method: 'POST',
    path: () => '/api/admin/login',
    arb: fc.constant(''),
    body: body(['username', 'password']),
  },
  'GET /api/admin/verify': { method: 'GET', path: (q) => `/api/admin/verify?${q}`, arb: queryString([]) },
  'POST /api/screens': {
    method: 'POST',
    path: () => '/api/screens',
    arb: fc.constant(''),
    body: body([
      'appId',
      'name',
      'description',
      'imageUrl',
      'altText',
      'flow',
      'order',
      'tags',
      'category',
      'airtableId',
    ]),
  },
  'GET /api/contributions/challenge': {
    method: 'GET',
    path: (q) => `/api/contributions/challenge?${q}`,
    arb: queryString([]),
    runs: INPUTLESS,
  },
  'POST /api/contributions': {
    method: 'POST',
    path: () => '/api/contributions',
    arb: fc.constant(''),
    body: body(['kind', 'appName', 'appLink', 'app', 'screenId', 'message', 'language', 'altcha', 'website']),
  },
  'GET /api/contributions/status?…': {
    method: 'GET',
    path: (q) => `/api/contributions/status?${q}`,
    arb: queryString(['token', 'lang']),
  },
  'PUT /api/contributions/images/:position?…': {
    method: 'PUT',
    path: (v) => `/api/contributions/images/${v}`,
    arb: fc
      .tuple(fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), rawValue), queryString(['flow', 'notes']))
      .map(([position, q]) => `${position}?${q}`),
    body: imageBody,
    headers: contributionToken,
  },
  'GET /api/contributions/images': {
    method: 'GET',
    path: (q) => `/api/contributions/images?${q}`,
    arb: queryString([]),
    headers: contributionToken,
    runs: INPUTLESS,
  },
  'DELETE /api/contributions/images/:position': {
    method: 'DELETE',
    path: (v) => `/api/contributions/images/${v}`,
    arb: fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), rawValue),
    headers: contributionToken,
  },
  'GET /api/admin/contributions/:id/images/:position': {
    method: 'GET',
    path: (v) => `/api/admin/contributions/${v}/images/${v}`,
    arb: rawValue,
  },
  'POST /api/collections': {
    method: 'POST',
    path: () => '/api/collections',
    arb: fc.constant(''),
    body: body(['title', 'description', 'screenIds', 'language']),
  },
  'GET /api/collections/:id': { method: 'GET', path: (v) => `/api/collections/${v}`, arb: rawValue },
  'PATCH /api/collections/:id/items/:itemId': {
    method: 'PATCH',
    path: (v) => `/api/collections/${COLLECTION}/items/${v || collectionItem}`,
    arb: fc.oneof(fc.constant(''), rawValue),
    body: body(['note', 'position', 'title', 'screenId']),
    headers: collectionKey,
  },
  'GET /api/cloudinary/status': { method: 'GET', path: () => '/api/cloudinary/status', arb: fc.constant('') },
  'GET /api/<anything>': { method: 'GET', path: (v) => `/api/${v}`, arb: rawValue },
  'GET /proxy-image?…': { method: 'GET', path: (q) => `/proxy-image?${q}`, arb: queryString(IMAGE_QUERY) },
  'GET /media/…': { method: 'GET', path: (v) => `/media/screens/${v}?w=${v}`, arb: rawValue },
};

const headers = fc.record({
  'content-type': fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
  ),
  authorization: fc.oneof(
    fc.constant('Bearer x'),
    fc.string({ maxLength: 30 }).map((s) => `Bearer ${encodeURIComponent(s)}`),
  ),
});

describe('every REST route answers hostile input without a 5xx or internals', () => {
  it.each(Object.entries(routes))('%s', async (name, route) => {
    await fc.assert(
      fc.asyncProperty(
        route.arb,
        route.body ?? fc.constant(undefined),
        headers,
        route.headers ?? fc.constant({}),
        async (v, b, hs, own) => {
          const path = route.path(v);
          const res = await send(h.srv.base, route.method, path, {
            body: b,
            headers: { ...(b === undefined ? {} : hs), ...own },
          });
          expect(
            problem(res, `${name}: ${path} ${typeof b === 'string' ? b : `(${b?.length ?? 0} bytes)`}`),
          ).toBeNull();
        },
      ),
      { numRuns: route.runs ?? RUNS },
    );
    expect(h.srv.errors, `${name}: unexpected errors were logged`).toEqual([]);
  });
});
