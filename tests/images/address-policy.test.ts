import { describe, expect, it } from 'vitest';
import { ipv6ToBigInt, publicUnicastOnly } from '../../server/images/address-policy.ts';
import { DEFAULT_ALLOWED_HOSTS, hostAllowed } from '../../server/images/url-policy.ts';

describe('publicUnicastOnly', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450::1',
    '[2606:4700::1]',
  ])('allows public %s', (a) => expect(publicUnicastOnly(a)).toBe(true));
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.1.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    '100::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd00::1',
    'ff02::1',
    '2001::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '3fff::1',
    '[::1]',
    '2130706433',
    '0x7f.1',
    '0177.0.0.1',
    '127.1',
    'localhost',
    '',
    'not-an-ip',
    '1.2.3.4.5',
    '::ffff:999.0.0.1',
  ])('refuses %s', (a) => expect(publicUnicastOnly(a)).toBe(false));

  it('parses every IPv6 spelling of the same address identically', () => {
    const n = ipv6ToBigInt('::ffff:127.0.0.1');
    expect(ipv6ToBigInt('::ffff:7f00:1')).toBe(n);
    expect(ipv6ToBigInt('0:0:0:0:0:ffff:7f00:0001')).toBe(n);
    expect(ipv6ToBigInt('0000:0000:0000:0000:0000:FFFF:7F00:0001')).toBe(n);
  });
});

describe('hostAllowed', () => {
  it('matches exact hosts and *. subdomains, never lookalikes', () => {
    expect(hostAllowed('v5.airtableusercontent.com', DEFAULT_ALLOWED_HOSTS)).toBe(true);
    expect(hostAllowed('dl.airtable.com', DEFAULT_ALLOWED_HOSTS)).toBe(true);
    expect(hostAllowed('res.cloudinary.com.', DEFAULT_ALLOWED_HOSTS)).toBe(true);
    expect(hostAllowed('RES.Cloudinary.com', DEFAULT_ALLOWED_HOSTS)).toBe(true);
    for (const h of [
      'airtableusercontent.com',
      'evilairtableusercontent.com',
      'airtableusercontent.com.evil.io',
      'dl.airtable.com.evil.io',
      'xdl.airtable.com',
      'cloudinary.com',
      'res.cloudinary.co',
      '',
    ]) {
      expect(hostAllowed(h, DEFAULT_ALLOWED_HOSTS), h).toBe(false);
    }
  });
});
