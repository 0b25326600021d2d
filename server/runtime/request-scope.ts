// The request being served, for code far from the edge (loggers, error masking, rate limits) that
// must name it or its client without every call site passing them down.
import { AsyncLocalStorage } from 'node:async_hooks';

type Scope = { id: string; ip?: string };
const scope = new AsyncLocalStorage<Scope>();

export const runInRequest = <T>(id: string, fn: () => T, ip?: string): T => scope.run({ id, ip }, fn);
export const currentRequestId = (): string | undefined => scope.getStore()?.id;
/** The client address the edge resolved (socket, or the trusted proxies' X-Forwarded-For). */
export const currentClientIp = (): string | undefined => scope.getStore()?.ip;
