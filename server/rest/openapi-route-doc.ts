import type { ZodType } from 'zod';

/** Who may call a route: an admin's bearer token, a collection's edit key, a submission's status token. */
export type Auth = 'admin' | 'collectionKey' | 'contributionToken';

/** An answer: a JSON shape, another media type (CSV, PNG, HTML), or nothing (204). */
export type Answer = ZodType | { type: string; description: string } | null;

/** One REST route's entry in the OpenAPI document, keyed by `METHOD /path/:param` as the router lists it. */
export type RouteDoc = {
  summary: string;
  tag: 'Catalogue' | 'Gallery' | 'Open data' | 'Newsletter' | 'Contributions' | 'Collections' | 'Admin';
  description?: string;
  auth?: Auth;
  query?: ZodType;
  /** A JSON body's schema (the service's own input schema where there is one), or a raw body's media type. */
  body?: ZodType | { type: string; description: string };
  responses: Record<number, Answer>;
};

export const csv = (description: string) => ({ type: 'text/csv', description });
export const html = (description: string) => ({ type: 'text/html', description });
