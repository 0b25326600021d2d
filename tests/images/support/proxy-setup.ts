// Shared wiring for proxy tests: a loopback HTTPS upstream, a scripted resolver, and handlers
// with the production address rule or with the test server explicitly allowed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicUnicastOnly } from '../../../server/images/address-policy.ts';
import { createProxyImageHandler, type ImageLimits, type Resolver } from '../../../server/images/index.ts';
import { makeTestCert } from './tls.ts';
import { startUpstream } from './upstream.ts';

export type Answers = Record<string, string[] | (() => string[])>;

export function scriptedResolver(answers: Answers) {
  const calls: string[] = [];
  const resolve: Resolver = async (hostname) => {
    calls.push(hostname);
    const a = answers[hostname];
    const list = typeof a === 'function' ? a() : a;
    if (!list) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const);
  };
  return { resolve, calls };
}

export async function proxyWorld(answers: Answers, limits?: Partial<ImageLimits>) {
  const tls = makeTestCert();
  const upstream = await startUpstream(tls);
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-proxy-'));
  const resolver = scriptedResolver(answers);
  const base = { mediaDir: join(dir, 'media'), cacheDir: join(dir, 'cache'), limits };
  /** Test policy: exactly the loopback upstream is reachable, everything else follows production. */
  const handler = (allowedHosts: string[] = ['images.test', 'rebind.test', 'cdn.test'], extra?: Partial<ImageLimits>) =>
    createProxyImageHandler({
      ...base,
      limits: { ...limits, ...extra },
      allowedHosts,
      network: {
        resolve: resolver.resolve,
        isAllowedAddress: (a) => a === '127.0.0.1' || publicUnicastOnly(a),
        allowAnyPort: true,
        tls: { ca: tls.cert },
      },
    });
  /** Production address rule; ports opened up only so the loopback listener is a real target. */
  const prodHandler = (allowedHosts: string[]) =>
    createProxyImageHandler({ ...base, allowedHosts, network: { resolve: resolver.resolve, allowAnyPort: true } });
  const u = (path: string, host = 'images.test') => `https://${host}:${upstream.port}${path}`;
  return { tls, upstream, dir, resolver, handler, prodHandler, u, ...base };
}

export function proxyRequest(target: string, params: Record<string, string> = {}, headers?: HeadersInit) {
  const q = new URLSearchParams({ url: target, ...params });
  return new Request(`http://app.test/proxy-image?${q}`, { headers });
}
