import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededApi } from '../support/harness.ts';
import { body, problem, queryString, RUNS, rawValue, send } from './support/fuzz.ts';

// Contributions are limited per address before their body is read: lifted here so the fuzz reaches the services.
const h = seededApi(undefined, { rateLimits: { contributionsPerHour: 1_000_000, challengesPerHour: 1_000_000 } });

type Route = {
  method: string;
  path: (v: string) => string;
  arb: fc.Arbitrary<string>;
  body?: fc.Arbitrary<string>;
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
      fc.asyncProperty(route.arb, route.body ?? fc.constant(undefined), headers, async (v, b, hs) => {
        const path = route.path(v);
        const res = await send(h.srv.base, route.method, path, { body: b, headers: b === undefined ? {} : hs });
        expect(problem(res, `${name}: ${path} ${b ?? ''}`)).toBeNull();
      }),
      { numRuns: route.runs ?? RUNS },
    );
    expect(h.srv.errors, `${name}: unexpected errors were logged`).toEqual([]);
  });
});
