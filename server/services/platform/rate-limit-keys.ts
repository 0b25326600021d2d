// The keys abuse limits count under, from a client address (server/http/client-ip.ts resolves it).
import { isIP } from 'node:net';

/** The key a limit counts under: IPv6 clients usually own a whole /64, so they count as one. */
export function limitKeyForIp(ip: string): string {
  return isIP(ip) === 6 ? ipv6Prefix(ip, 4) : ip;
}

/**
 * The IPv6 /48 an address belongs to (a site's usual allocation: 65,536 /64s), or null for IPv4,
 * where a whole network behind one /24 is often many people (campuses, carrier NAT).
 */
export function networkKeyForIp(ip: string): string | null {
  return isIP(ip) === 6 ? ipv6Prefix(ip, 3) : null;
}

function ipv6Prefix(ip: string, groups: number): string {
  const [head = ''] = ip.split('::');
  const named = ip.includes('::') ? head.split(':').filter(Boolean) : ip.split(':');
  const full = [...named, '0', '0', '0', '0'].slice(0, groups);
  return `${full.join(':')}::/${groups * 16}`;
}
