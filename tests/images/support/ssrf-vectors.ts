// SSRF vectors for the proxy tests, kept apart so the test file reads as assertions.
import type { Answers } from './proxy-setup.ts';

/** Scripted DNS: names that resolve to internal addresses, plus a rebinding name. */
export function ssrfAnswers(): Answers {
  let rebindCalls = 0;
  return {
    'images.test': ['127.0.0.1'],
    'loop.test': ['127.0.0.1'],
    localhost: ['127.0.0.1', '::1'],
    'private.test': ['10.0.0.5'],
    'meta.test': ['169.254.169.254'],
    'cgnat.test': ['100.64.0.1'],
    'zero.test': ['0.0.0.0'],
    'v6loop.test': ['::1'],
    'mapped.test': ['::ffff:127.0.0.1'],
    'ula.test': ['fd12::1'],
    'nat64.test': ['64:ff9b::7f00:1'],
    'mixed.test': ['8.8.8.8', '10.0.0.1'],
    'internal.test': ['10.1.2.3'],
    // First answer is the (test-allowed) upstream, every later answer a private address.
    'rebind.test': () => (rebindCalls++ === 0 ? ['127.0.0.1'] : ['10.0.0.7']),
  };
}

// Literal targets all carry the loopback listener's port: if any check failed, it would see a connection.
export const literalVectors = (p: number) => [
  `https://127.0.0.1:${p}/x.png`,
  `https://127.1:${p}/x.png`,
  `https://127.0.0.2:${p}/x.png`,
  `https://2130706433:${p}/x.png`,
  `https://0x7f000001:${p}/x.png`,
  `https://0x7f.1:${p}/x.png`,
  `https://0177.0.0.1:${p}/x.png`,
  `https://0177.1:${p}/x.png`,
  `https://017700000001:${p}/x.png`,
  `https://0:${p}/x.png`,
  `https://0.0.0.0:${p}/x.png`,
  `https://[::1]:${p}/x.png`,
  `https://[0:0:0:0:0:0:0:1]:${p}/x.png`,
  `https://[::]:${p}/x.png`,
  `https://[::ffff:127.0.0.1]:${p}/x.png`,
  `https://[::ffff:7f00:1]:${p}/x.png`,
  `https://[0:0:0:0:0:ffff:7f00:1]:${p}/x.png`,
  `https://[::127.0.0.1]:${p}/x.png`,
  `https://[fe80::1]:${p}/x.png`,
  `https://[fc00::1]:${p}/x.png`,
  `https://[fd00::1]:${p}/x.png`,
  `https://[64:ff9b::7f00:1]:${p}/x.png`,
  `https://[64:ff9b::a9fe:a9fe]:${p}/x.png`,
  `https://[::ffff:169.254.169.254]:${p}/x.png`,
  `https://[::ffff:a9fe:a9fe]:${p}/x.png`,
  `https://[ff02::1]:${p}/x.png`,
  `https://[2002:7f00:1::]:${p}/x.png`,
  `https://[2001:db8::1]:${p}/x.png`,
  `https://[2001::1]:${p}/x.png`,
  `https://169.254.169.254:${p}/latest/meta-data/`,
  `https://0xA9FEA9FE:${p}/x.png`,
  `https://100.64.0.1:${p}/x.png`,
  `https://10.0.0.1:${p}/x.png`,
  `https://172.16.0.1:${p}/x.png`,
  `https://192.168.1.1:${p}/x.png`,
  `https://224.0.0.1:${p}/x.png`,
  `https://255.255.255.255:${p}/x.png`,
  `https://240.0.0.1:${p}/x.png`,
  `https://198.18.0.1:${p}/x.png`,
  `https://192.0.0.1:${p}/x.png`,
  `https://192.0.2.1:${p}/x.png`,
];
export const nameVectors = (p: number) =>
  [
    'loop.test',
    'localhost',
    'localhost.',
    'private.test',
    'meta.test',
    'cgnat.test',
    'zero.test',
    'v6loop.test',
    'mapped.test',
    'ula.test',
    'nat64.test',
    'mixed.test',
  ].map((h) => `https://${h}:${p}/x.png`);
