// The OpenAPI 3.1 document of every REST route, built from the entries in openapi-public.ts and
// openapi-admin.ts (zod-openapi), served at /api/openapi.json and printed to schema/openapi.json.
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { ADMIN_DOCS } from './openapi-admin.ts';
import { CATALOGUE_ADMIN_DOCS } from './openapi-catalogue-admin.ts';
import { PUBLIC_DOCS } from './openapi-public.ts';
import { referenceHtml } from './openapi-reference.ts';
import type { Answer, Auth, RouteDoc } from './openapi-route-doc.ts';
import { ErrorBody } from './openapi-shapes.ts';
import type { Router } from './router.ts';

export const ROUTE_DOCS: Record<string, RouteDoc> = { ...PUBLIC_DOCS, ...ADMIN_DOCS, ...CATALOGUE_ADMIN_DOCS };

/** Routes the router has and the document lacks, and entries no route answers. */
export function documentGaps(routes: string[]) {
  return {
    undocumented: routes.filter((r) => !ROUTE_DOCS[r]),
    unrouted: Object.keys(ROUTE_DOCS).filter((r) => !routes.includes(r)),
  };
}

const SECURITY: Record<Auth, { name: string; scheme: object }> = {
  admin: { name: 'adminToken', scheme: { type: 'http', scheme: 'bearer', description: 'POST /api/admin/login' } },
  collectionKey: {
    name: 'collectionKey',
    scheme: { type: 'apiKey', in: 'header', name: 'x-collection-key', description: "The edit link's secret" },
  },
  contributionToken: {
    name: 'contributionToken',
    scheme: { type: 'apiKey', in: 'header', name: 'x-contribution-token', description: "The status link's token" },
  },
};

const errorContent = { 'application/json': { schema: ErrorBody } };

function answer(status: number, a: Answer) {
  const description = status === 204 ? 'No content' : status === 304 ? 'Not modified' : 'OK';
  if (a === null) return { description };
  if (a instanceof z.ZodType) return { description, content: { 'application/json': { schema: a } } };
  return { description: a.description, content: { [a.type]: { schema: { type: 'string' as const } } } };
}

const TAGS: Record<RouteDoc['tag'], string> = {
  Catalogue: 'Apps, categories, statistics and site documents',
  Gallery: 'Screens across apps: filters, facets, tags',
  'Open data': 'Bulk exports, the DCAT catalogue and this document',
  Newsletter: 'Double opt-in subscriptions',
  Contributions: "Visitors' submissions (proof of work) and their status",
  Collections: "Visitors' collections; edits need the edit link's key",
  Admin: "The admin's work; an admin bearer token",
};

function operation(key: string, path: string, doc: RouteDoc): ZodOpenApiOperationObject {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, a] of Object.entries(doc.responses)) responses[status] = answer(Number(status), a);
  if (doc.auth === 'admin') responses['401'] = { description: 'No or expired admin token', content: errorContent };
  responses['4XX'] = { description: 'Refused: the code says why', content: errorContent };
  responses['5XX'] = { description: 'Unavailable or unexpected', content: errorContent };
  const body = doc.body;
  return {
    operationId: key.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase()),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    security: doc.auth ? [{ [SECURITY[doc.auth].name]: [] }] : [],
    requestParams: {
      ...(names.length ? { path: z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) } : {}),
      ...(doc.query ? { query: doc.query as z.ZodObject } : {}),
    },
    ...(body
      ? {
          requestBody: {
            required: true,
            content:
              body instanceof z.ZodType
                ? { 'application/json': { schema: body } }
                : { [body.type]: { schema: { type: 'string' as const, format: 'binary' } } },
          },
        }
      : {}),
    responses,
  };
}

/** The document; `origin` is the server it names (relative when printed to the committed file). */
export function openApiDocument(origin = '/') {
  const paths: ZodOpenApiPathsObject = {};
  // The router names one segment :id on some routes and :idOrSlug on others: one name per template here.
  const named = new Map<string, string>();
  for (const [key, doc] of Object.entries(ROUTE_DOCS)) {
    const [method, routed] = key.split(' ') as [string, string];
    const shape = routed.replace(/:\w+/g, ':');
    const path = named.get(shape) ?? routed;
    named.set(shape, path);
    const template = path.replace(/:(\w+)/g, '{$1}');
    paths[template] = { ...paths[template], [method.toLowerCase()]: operation(key, path, doc) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vitrine Pública REST API',
      version: '1',
      description: 'Public-service apps and their screens. GraphQL at /graphql, MCP at /mcp.',
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    },
    servers: [{ url: origin }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: Object.fromEntries(Object.values(SECURITY).map((s) => [s.name, s.scheme])) as never,
    },
  });
}

export function openApiRoutes(router: Router, origin: (request: Request) => string) {
  let printed: { origin: string; text: string } | undefined;
  let reference: { origin: string; html: string } | undefined;
  router.on('GET', '/api/reference', async (req) => {
    const o = origin(req);
    if (reference?.origin !== o) reference = { origin: o, html: referenceHtml(openApiDocument(o), o) };
    return new Response(reference.html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=300',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      },
    });
  });
  router.on('GET', '/api/openapi.json', async (req) => {
    const o = origin(req);
    if (printed?.origin !== o) printed = { origin: o, text: JSON.stringify(openApiDocument(o)) };
    return new Response(printed.text, {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  });
}
