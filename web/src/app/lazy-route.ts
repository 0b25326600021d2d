import { type ComponentType, createElement, lazy } from 'react';

export type LazyRoute = ComponentType & {
  preload: () => Promise<unknown>;
  /** Source path as the build manifest names it, so the server can preload the page's chunk. */
  source: string;
};

/**
 * A code-split page. Once its chunk is loaded it renders synchronously: the server (which preloads
 * before rendering) emits the finished page instead of a fallback, and the browser (which preloads
 * before hydrating) matches that HTML. Pages not loaded yet suspend through React.lazy as usual.
 */
export function lazyRoute(source: string, load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload, source });
}
