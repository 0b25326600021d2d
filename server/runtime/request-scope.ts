// The request being served, for code far from the edge (loggers, error masking, rate limits) that
// must name it or its client without every call site passing them down.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A rate limit the request counted against: the IETF draft's RateLimit-* fields of its answer. */
export type RateLimitState = { limit: number; remaining: number; resetSeconds: number };
type Scope = { id: string; ip?: string; acceptLanguage?: string; rateLimit?: RateLimitState };
const scope = new AsyncLocalStorage<Scope>();

export const runInRequest = <T>(id: string, fn: () => T, ip?: string, acceptLanguage?: string): T =>
  scope.run({ id, ip, acceptLanguage }, fn);
export const currentRequestId = (): string | undefined => scope.getStore()?.id;
/** The client address the edge resolved (socket, or the trusted proxies' X-Forwarded-For). */
export const currentClientIp = (): string | undefined => scope.getStore()?.ip;
/** The request's Accept-Language, for errors worded far from the edge (GraphQL's masking). */
export const currentAcceptLanguage = (): string | undefined => scope.getStore()?.acceptLanguage;
/** Records a bucket the request counted against; the answer names the one with the least left. */
export function noteRateLimit(state: RateLimitState): void {
  const store = scope.getStore();
  if (store && (!store.rateLimit || state.remaining < store.rateLimit.remaining)) store.rateLimit = state;
}
export const currentRateLimit = (): RateLimitState | undefined => scope.getStore()?.rateLimit;
