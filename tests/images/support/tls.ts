// Self-signed certificate made at test time, so no key material is committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_HOSTS = [
  'images.test',
  'rebind.test',
  'cdn.test',
  'api.cloudinary.test',
  'attachments.airtable.test',
];

export function makeTestCert(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const san = [...TEST_HOSTS.map((h) => `DNS:${h}`), 'IP:127.0.0.1'].join(',');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=images.test',
      '-addext',
      `subjectAltName=${san}`,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}
