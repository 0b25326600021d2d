// The only code that opens sockets on behalf of a caller-supplied URL. The address rule is enforced
// inside the socket's own DNS lookup, so the address checked is the address connected to: a
// resolver that answers "public" to a pre-check and "private" afterwards (DNS rebinding) has no gap
// to exploit. Connections are never pooled, so each hop and each request is looked up and checked.
import { promises as dns, type LookupAddress } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type Socket } from 'node:net';
import { type AddressPolicy, publicUnicastOnly } from './address-policy.ts';
import { badGateway, forbidden, gatewayTimeout, HttpError, tooLarge } from './errors.ts';
import type { ImageLimits } from './limits.ts';
import { checkRemoteUrl, connectHostname, type UrlPolicy } from './url-policy.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Injectable network layer. Production uses the defaults; only tests loosen them. */
export type NetworkOptions = {
  resolve?: Resolver;
  isAllowedAddress?: AddressPolicy;
  allowAnyPort?: boolean;
  /** TLS trust for a test server's self-signed certificate. */
  tls?: { ca?: string | Buffer; rejectUnauthorized?: boolean };
};

export type Fetched = { bytes: Buffer; contentType?: string; url: URL };

const systemResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(resolve: Resolver, allowed: AddressPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number }, cb: LookupCallback) => {
    resolve(hostname)
      .then((found) => {
        if (found.length === 0) throw badGateway(`${hostname} has no address`);
        // One bad answer refuses the whole name: a mixed answer is a rebinding/probing tell.
        if (found.some((a) => !allowed(a.address))) throw forbidden(`${hostname} resolves to a refused address`);
        const wanted =
          options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        const [first] = wanted;
        if (!first) throw badGateway(`${hostname} has no usable address`);
        if (options.all) cb(null, wanted);
        else cb(null, first.address, first.family);
      })
      .catch((err: unknown) => {
        const e = err instanceof HttpError ? err : badGateway(`could not resolve ${hostname}`);
        cb(e, '', 0);
      });
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createSafeFetcher(urlPolicy: UrlPolicy, limits: ImageLimits, network: NetworkOptions = {}) {
  const allowed = network.isAllowedAddress ?? publicUnicastOnly;
  const lookup = guardedLookup(network.resolve ?? systemResolver, allowed);
  const policy: UrlPolicy = { ...urlPolicy, allowAnyPort: urlPolicy.allowAnyPort || network.allowAnyPort };

  function open(url: URL, controller: AbortController): Promise<IncomingMessage> {
    const host = connectHostname(url);
    // Node connects to IP literals without calling lookup, so literals are checked here.
    if (isIP(host) && !allowed(host)) return Promise.reject(forbidden(`address ${host} is refused`));
    return new Promise((resolvePromise, reject) => {
      const req = https.request({
        hostname: host,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
          'accept-encoding': 'identity',
          'user-agent': 'VitrinePublica-ImageProxy/1',
        },
        agent: false,
        lookup: lookup as never,
        servername: isIP(host) ? undefined : host,
        signal: controller.signal,
        ca: network.tls?.ca,
        rejectUnauthorized: network.tls?.rejectUnauthorized ?? true,
        maxHeaderSize: 16 * 1024,
      });
      req.on('socket', (socket: Socket) => {
        // Belt and braces: the peer actually reached must satisfy the same rule.
        socket.once('connect', () => {
          if (!allowed(socket.remoteAddress ?? '')) socket.destroy(forbidden('connected address is refused'));
        });
      });
      req.setTimeout(limits.idleTimeoutMs, () => controller.abort(gatewayTimeout('upstream stalled')));
      req.once('response', resolvePromise);
      // Stays attached for the request's life: a late socket error must never go unhandled.
      req.on('error', reject);
      req.end();
    });
  }

  // Plain 'data' events rather than async iteration: measurably cheaper for multi-MB bodies.
  function readCapped(res: IncomingMessage): Promise<Buffer> {
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxSourceBytes) {
      res.destroy();
      return Promise.reject(tooLarge(`source is ${declared} bytes; limit ${limits.maxSourceBytes}`));
    }
    return new Promise((resolveBody, reject) => {
      const chunks: Buffer[] = [];
      let total = 0;
      res.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxSourceBytes) {
          reject(tooLarge(`source exceeds ${limits.maxSourceBytes} bytes`));
          res.destroy();
        } else chunks.push(chunk);
      });
      res.once('end', () => resolveBody(Buffer.concat(chunks, total)));
      res.once('error', reject);
      // Settling twice is harmless; this only matters when the stream closes without end or error.
      res.once('close', () => reject(badGateway('upstream closed the connection early')));
    });
  }

  return async function safeFetch(input: string | URL): Promise<Fetched> {
    let url = checkRemoteUrl(input, policy);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(gatewayTimeout(`upstream exceeded ${limits.fetchTimeoutMs} ms`)),
      limits.fetchTimeoutMs,
    );
    try {
      for (let hop = 0; ; hop++) {
        const res = await open(url, controller);
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status) && res.headers.location) {
          res.destroy();
          if (hop >= limits.maxRedirects) throw badGateway(`more than ${limits.maxRedirects} redirects`);
          url = checkRemoteUrl(new URL(res.headers.location, url), policy);
          continue;
        }
        if (status !== 200) {
          res.destroy();
          throw badGateway(`upstream answered ${status}`);
        }
        return { bytes: await readCapped(res), contentType: res.headers['content-type'], url };
      }
    } catch (err) {
      if (err instanceof HttpError && err.status !== 502) throw err;
      if (controller.signal.aborted) throw controller.signal.reason;
      if (err instanceof HttpError) throw err;
      if (isNodeError(err) && err.cause instanceof HttpError) throw err.cause;
      throw badGateway(`upstream fetch failed${isNodeError(err) && err.code ? ` (${err.code})` : ''}`);
    } finally {
      clearTimeout(timer);
    }
  };
}

const isNodeError = (e: unknown): e is NodeJS.ErrnoException & { cause?: unknown } => e instanceof Error;
