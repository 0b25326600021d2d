import type { HostName } from './host.ts';

/**
 * Said at start when several instances could share the database but not the images: the local host
 * writes to this instance's disk, so another instance answers 404 for what this one stored.
 */
export function perInstanceWarning(config: { databaseUrl?: string; mediaDir: string }, host: HostName): string | null {
  if (!config.databaseUrl || host !== 'local') return null;
  return `warning: images are kept on this instance's disk (${config.mediaDir}): other instances on this database answer 404 for them. Set S3_BUCKET (or CLOUDINARY_URL) to run several instances.`;
}
