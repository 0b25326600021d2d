// The image hosts the migration kill test runs against, seen the same way: the environment that points
// a child server at the stand-in, every upload the stand-in accepted (with when it had fully arrived),
// and what a record must hold after `n` uploads of its public id.
import { startS3StandIn } from '../../images/support/s3-standin.ts';
import { cloudinaryForChild } from './migration-fixture.ts';

export type KillUpload = { publicId: string; at: number; signatureValid: boolean };
export type KillHost = {
  name: 'cloudinary' | 's3';
  env: Record<string, string>;
  uploads(): KillUpload[];
  /** Distinct images the host holds. */
  stored(): number;
  /** The hosted URL a record must hold after `n` uploads of `publicId`, and whether the host's copy agrees. */
  expected(publicId: string, n: number): { url: string; current: boolean };
  close(): Promise<void>;
};

async function cloudinaryHost(): Promise<KillHost> {
  const cloud = await cloudinaryForChild();
  return {
    name: 'cloudinary',
    env: cloud.env,
    uploads: () =>
      cloud.standIn.received
        .filter((u) => u.path.endsWith('/image/upload'))
        .map((u) => ({
          publicId: `${u.fields.folder}/${u.fields.public_id}`,
          at: u.at,
          signatureValid: u.signatureValid,
        })),
    stored: () => cloud.standIn.assets.size,
    // Each upload bumps the stand-in's version: the stored URL is the last upload's answer.
    expected: (publicId, n) => ({
      url: cloud.urlFor(publicId, 1000 + n),
      current: cloud.standIn.assets.get(publicId) === 1000 + n,
    }),
    close: () => cloud.close(),
  };
}

async function s3Host(): Promise<KillHost> {
  const keys = { accessKeyId: 'AKIAKILLTEST', secretAccessKey: 'kill/secret' };
  const standIn = await startS3StandIn({ ...keys, bucket: 'vitrine-kill' });
  return {
    name: 's3',
    env: {
      S3_BUCKET: 'vitrine-kill',
      S3_ENDPOINT: standIn.endpoint,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    },
    uploads: () =>
      standIn.requests
        .filter((r) => r.method === 'PUT' && r.status === 200)
        .map((r) => ({
          publicId: (r.path.split('?')[0] ?? '').replace(/^\/vitrine-kill\//, '').replace(/\.png$/, ''),
          at: r.at,
          signatureValid: r.signatureValid,
        })),
    stored: () => standIn.objects.size,
    // An overwrite keeps the address; the bucket holds the object under it.
    expected: (publicId) => ({ url: `/media/s3/${publicId}.png`, current: standIn.objects.has(`${publicId}.png`) }),
    close: () => standIn.close(),
  };
}

export const killHost = (name: KillHost['name']) => (name === 's3' ? s3Host() : cloudinaryHost());
