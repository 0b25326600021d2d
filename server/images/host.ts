// The image-host contract. `local` (embedded default, files under DATA_DIR/media served by the app),
// `s3` (an S3-compatible bucket, served by the app too) and `cloudinary` (CLOUDINARY_URL) implement it;
// the admin tools and the seed only see this.

export type ImageKind = 'screens' | 'logos' | 'categories';

export type UploadInput = {
  kind: ImageKind;
  /** Deterministic id within the kind (e.g. the record's airtableId), so a retry overwrites. */
  id: string;
  /** Raw image bytes, or a remote URL the host fetches itself. */
  source: Buffer | { url: string };
};

export type UploadResult = { secureUrl: string; publicId: string; width?: number; height?: number };

/** A file the host holds: its public id (as `upload` returned it) and when it was stored. */
export type HostedFile = { publicId: string; storedAt: Date };

export type HostName = 'local' | 'cloudinary' | 's3';

export type HostStatus = {
  configured: boolean;
  cloudName: string;
  name: HostName;
  /** The provider answered (Cloudinary's ping; the local store is always there). */
  success: boolean;
  /** Why it is not usable, when it is not. */
  message?: string;
};

export interface ImageHost {
  readonly name: HostName;
  status(): Promise<HostStatus>;
  upload(input: UploadInput): Promise<UploadResult>;
  /** Deletes a file `upload` stored (by its public id); one already gone is not an error. */
  remove(publicId: string): Promise<void>;
  /** The files of a kind whose id starts with `prefix` (at most `max`), for sweeps of leftovers. */
  list(kind: ImageKind, prefix: string, max?: number): Promise<HostedFile[]>;
}

/** CLOUDINARY_URL is set but unusable: the admin page says so instead of the server refusing to start. */
export class MisconfiguredHost implements ImageHost {
  readonly name = 'cloudinary' as const;
  constructor(private readonly reason: string) {}
  async status(): Promise<HostStatus> {
    return { configured: false, cloudName: '', name: 'cloudinary', success: false, message: this.reason };
  }
  async upload(): Promise<UploadResult> {
    throw new Error(`The image host is not configured: ${this.reason}`);
  }
  async remove(): Promise<void> {
    throw new Error(`The image host is not configured: ${this.reason}`);
  }
  async list(): Promise<HostedFile[]> {
    return [];
  }
}
