// Decides whether an IP address may be connected to by the image proxy. The rule is an allowlist
// ("public unicast only") rather than a denylist of known-bad ranges, so unknown or future special
// ranges fail closed. Every IPv6 form that embeds an IPv4 address (mapped, compatible, NAT64, 6to4)
// falls outside 2000::/3 or sits in a refused block, so no embedded loopback can slip through.
import { isIPv4, isIPv6 } from 'node:net';

export type AddressPolicy = (address: string) => boolean;

function v4ToInt(ip: string): number | null {
  if (!isIPv4(ip)) return null;
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

const v4Block = (base: string, bits: number) => {
  const start = v4ToInt(base) as number;
  return { start, end: start + 2 ** (32 - bits) - 1 };
};

// IANA IPv4 special-purpose registry entries that are not globally reachable unicast.
const V4_REFUSED = [
  v4Block('0.0.0.0', 8), // "this network", includes 0.0.0.0
  v4Block('10.0.0.0', 8),
  v4Block('100.64.0.0', 10), // CGNAT
  v4Block('127.0.0.0', 8),
  v4Block('169.254.0.0', 16), // link-local, cloud metadata
  v4Block('172.16.0.0', 12),
  v4Block('192.0.0.0', 24), // IETF protocol assignments
  v4Block('192.0.2.0', 24), // TEST-NET-1
  v4Block('192.88.99.0', 24), // 6to4 relay anycast
  v4Block('192.168.0.0', 16),
  v4Block('198.18.0.0', 15), // benchmarking
  v4Block('198.51.100.0', 24), // TEST-NET-2
  v4Block('203.0.113.0', 24), // TEST-NET-3
  v4Block('224.0.0.0', 4), // multicast
  v4Block('240.0.0.0', 4), // reserved + broadcast
];

export function isPublicIPv4(ip: string): boolean {
  const n = v4ToInt(ip);
  if (n === null) return false;
  return !V4_REFUSED.some((b) => n >= b.start && n <= b.end);
}

/** Parses any textual IPv6 form (compressed, embedded dotted IPv4) into a 128-bit integer. */
export function ipv6ToBigInt(ip: string): bigint | null {
  // Zone ids only exist for link-local scopes; treat them as unparseable so they are refused.
  if (ip.includes('%') || !isIPv6(ip)) return null;
  let s = ip.toLowerCase();
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = v4ToInt(tail);
    if (v4 === null) return null;
    s = `${s.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = 8 - head.length - rest.length;
  if (halves.length === 2 ? fill < 1 : fill !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? fill : 0).fill('0'), ...rest];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(g, 16));
  }
  return value;
}

const v6Block = (base: string, bits: number) => {
  const start = ipv6ToBigInt(base) as bigint;
  return { start, end: start + (1n << BigInt(128 - bits)) - 1n };
};

const V6_GLOBAL = v6Block('2000::', 3);
const V6_REFUSED = [
  v6Block('2001::', 23), // IETF protocol assignments (Teredo embeds an IPv4 address)
  v6Block('2001:db8::', 32), // documentation
  v6Block('2002::', 16), // 6to4 embeds an arbitrary IPv4 address
  v6Block('3fff::', 20), // documentation (RFC 9637)
];

export function isPublicIPv6(ip: string): boolean {
  const n = ipv6ToBigInt(ip);
  if (n === null) return false;
  // ::, ::1, ::ffff:0:0/96, ::/96, 64:ff9b::/96, fc00::/7, fe80::/10, ff00::/8 all lie outside 2000::/3.
  if (n < V6_GLOBAL.start || n > V6_GLOBAL.end) return false;
  return !V6_REFUSED.some((b) => n >= b.start && n <= b.end);
}

/** Production policy: only globally reachable unicast addresses; anything unparseable is refused. */
export const publicUnicastOnly: AddressPolicy = (address) => {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv4(bare)) return isPublicIPv4(bare);
  if (isIPv6(bare)) return isPublicIPv6(bare);
  return false;
};
