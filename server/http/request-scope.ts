// The request being served, for code far from the edge (loggers, error masking) that must name it
// without every call site passing it down.
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ id: string }>();

export const runInRequest = <T>(id: string, fn: () => T): T => scope.run({ id }, fn);
export const currentRequestId = (): string | undefined => scope.getStore()?.id;
