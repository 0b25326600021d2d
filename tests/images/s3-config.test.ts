// Issue 33: the S3 host's settings are checked at start, and a server that cannot share its images
// says so instead of letting a second instance answer 404.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { pageCsp } from '../../server/http/security.ts';
import { imageOrigins, perInstanceWarning } from '../../server/images/instances.ts';

const KEYS = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' };

describe('S3 settings', () => {
  it('are read with path-style addresses for a self-hosted endpoint, virtual-hosted for AWS itself', () => {
    const selfHosted = loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:3900', ...KEYS }).s3;
    expect(selfHosted).toMatchObject({ bucket: 'media', region: 'us-east-1', forcePathStyle: true, timeoutMs: 30_000 });
    const aws = loadConfig({ S3_BUCKET: 'media', S3_REGION: 'sa-east-1', ...KEYS }).s3;
    expect(aws).toMatchObject({ endpoint: undefined, region: 'sa-east-1', forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: 'm', ...KEYS, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('refuse a bucket without credentials, a second image host and a malformed endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'media', ...KEYS, CLOUDINARY_URL: 'cloudinary://k:s@c' })).toThrow(
      /S3_BUCKET or CLOUDINARY_URL, not both/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', ...KEYS, S3_ENDPOINT: 'garage:3900' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('the pages’ image sources', () => {
  it('follow the configured host: the site alone for the local and S3 hosts, Cloudinary’s CDN beside it', () => {
    const imgSrc = (env: Record<string, string>) =>
      /img-src ([^;]+)/.exec(pageCsp([], { imageOrigins: imageOrigins(loadConfig(env)) }))?.[1];
    expect(imgSrc({})).toBe("'self' data: blob:");
    expect(imgSrc({ S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example.org', ...KEYS })).toBe("'self' data: blob:");
    expect(imgSrc({ CLOUDINARY_URL: 'cloudinary://k:s@c' })).toBe("'self' data: blob: https://res.cloudinary.com");
  });
});

describe('a server on a shared database', () => {
  it('warns that local images are per instance, and only then', () => {
    const shared = { databaseUrl: 'postgres://db/vitrine', mediaDir: '/srv/media' };
    expect(perInstanceWarning(shared, 'local')).toMatch(
      /images are kept on this instance's disk \(\/srv\/media\).*S3_BUCKET/,
    );
    expect(perInstanceWarning(shared, 's3')).toBeNull();
    expect(perInstanceWarning(shared, 'cloudinary')).toBeNull();
    expect(perInstanceWarning({ mediaDir: '/srv/media' }, 'local')).toBeNull();
  });
});
