import type { HostName } from './host.ts';

/**
 * The origins the pages' CSP allows images from besides the site: Cloudinary's delivery host when it
 * hosts them; none for the local and S3 hosts, whose images the site serves itself (/media, /media/s3).
 */
export function imageOrigins(config: { cloudinary?: unknown; s3?: unknown }): string[] {
  return config.cloudinary && !config.s3 ? ['https://res.cloudinary.com'] : [];
}

/**
 * Said at start when several instances could share the database but not the images: the local host
 * writes to this instance's disk, so another instance answers 404 for what this one stored.
 */
export function perInstanceWarning(config: { databaseUrl?: string; mediaDir: string }, host: HostName): string | null {
  if (!config.databaseUrl || host !== 'local') return null;
  return `warning: images are kept on this instance's disk (${config.mediaDir}): other instances on this database answer 404 for them. Set S3_BUCKET (or CLOUDINARY_URL) to run several instances.`;
}
