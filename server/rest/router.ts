import { safeDecode } from '../http/input.ts';
import type { ServiceContext } from '../services/platform/context.ts';

export type Handler = (
  request: Request,
  params: Record<string, string>,
  ctx: ServiceContext,
  url: URL,
) => Promise<Response>;
type Route = { method: string; path: string; pattern: RegExp; keys: string[]; handler: Handler };

/** A small method + path router; `:name` segments capture one path segment. */
export class Router {
  private routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path.replace(/:(\w+)/g, (_m, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, path, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  /** Every route as `METHOD /path/:param` (tests send something to each one). */
  list(): string[] {
    return this.routes.map((r) => `${r.method} ${r.path}`);
  }

  /** The methods some route serves at this path (a 405's Allow header). */
  methodsFor(pathname: string): string[] {
    const methods = this.routes.filter((r) => r.pattern.test(pathname)).map((r) => r.method);
    return [...new Set(methods.includes('GET') ? [...methods, 'HEAD'] : methods)];
  }

  /** The route for a request; 'bad-path' when a captured segment is not valid percent-encoding. */
  match(method: string, pathname: string) {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
      const params: Record<string, string> = {};
      for (const [i, k] of route.keys.entries()) {
        const value = safeDecode(m[i + 1] ?? '');
        if (value === null) return 'bad-path';
        params[k] = value;
      }
      return { handler: route.handler, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}
