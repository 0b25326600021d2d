// Which address a request comes from. The socket's, unless TRUST_PROXY says how many proxies stand in
// front of us (or which addresses they have); then the X-Forwarded-For entry those proxies appended.
// Anything a client writes there itself sits further left and is never believed.
import { isIP } from 'node:net';

/** A hop count, or the proxies' own addresses. */
export type TrustProxy = { hops: number } | { addresses: ReadonlySet<string> };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return { hops: 0 };
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const addresses = v.split(',').map((a) => normalizeIp(a.trim()));
  for (const a of addresses)
    if (!isIP(a)) throw new Error(`TRUST_PROXY: "${a}" is neither a hop count nor an IP address`);
  return { addresses: new Set(addresses) };
}

export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return (mapped?.[1] ?? ip).toLowerCase();
}

export function clientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy) {
  const socket = normalizeIp(socketAddress ?? 'unknown');
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => normalizeIp(s.trim()))
    .filter(Boolean);
  if ('hops' in trust) {
    if (trust.hops === 0) return socket;
    // With N proxies, the Nth entry from the right is what the outermost proxy saw.
    // A shorter chain means a proxy did not append: its leftmost entry is the best there is.
    const entry = chain[Math.max(0, chain.length - trust.hops)];
    return entry && isIP(entry) ? entry : socket;
  }
  if (!trust.addresses.has(socket)) return socket;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i] as string;
    if (!isIP(hop)) return socket;
    if (!trust.addresses.has(hop)) return hop;
  }
  return chain[0] ?? socket;
}
