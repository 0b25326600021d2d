import type { ServiceContext } from '../services/context.ts';

export type Handler = (
  request: Request,
  params: Record<string, string>,
  ctx: ServiceContext,
  url: URL,
) => Promise<Response>;
type Route = { method: string; pattern: RegExp; keys: string[]; handler: Handler };

/** A small method + path router; `:name` segments capture one path segment. */
export class Router {
  private routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path.replace(/:(\w+)/g, (_m, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  match(method: string, pathname: string) {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => {
        params[k] = safeDecode(m[i + 1] ?? '');
      });
      return { handler: route.handler, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
