// Errors leave in the request's language (Accept-Language), so an answer carrying one is not the
// same for every client: the response cache keys GraphQL answers by document alone, and must not
// keep it. Such answers are rare and cheap (refused early), so nothing is lost by not keeping them.
import type { Plugin } from 'graphql-yoga';
import { UNCACHEABLE_HEADER } from '../cache/response-cache.ts';
import { type DomainError, localized } from '../services/platform/errors.ts';
import { currentLanguage } from '../services/platform/messages.ts';

/** A domain error's words for the request being served. */
export const words = (error: DomainError): string => localized(error, currentLanguage()).message;

export function wordedErrorsNotKept(): Plugin {
  const withErrors = new WeakSet<Request>();
  return {
    onResultProcess({ request, result }) {
      const results = Array.isArray(result) ? result : [result];
      if (results.some((r) => r && typeof r === 'object' && 'errors' in r && r.errors?.length)) withErrors.add(request);
    },
    onResponse({ request, response }) {
      if (withErrors.has(request)) response.headers.set(UNCACHEABLE_HEADER, '1');
    },
  };
}
