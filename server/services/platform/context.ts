import type { Db } from '../../db/database.ts';
import type { CleanImage } from '../../images/clean.ts';
import type { ImageHost } from '../../images/host.ts';
import type { CatalogueSize } from './catalogue-size.ts';
import type { ChangeFeed } from './changes.ts';
import type { NewsletterRuntime } from './mail-settings.ts';
import type { Lang } from './messages.ts';
import type { RateLimits } from './rate-limits.ts';

/** The proof of work asked of a visitor's contribution (services/contributions/contribution-challenge.ts). */
export type ChallengeSettings = {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solving counter is drawn from [counterMax / 2, counterMax]: the attempts a browser makes. */
  counterMax: number;
  /** How long a challenge may be solved and used. */
  ttlSeconds: number;
  /** HMAC secret; without one, the database keeps a generated secret every instance shares. */
  secret?: string;
};

export type Viewer = { userId: number; username: string; sessionId: number };

/** Built once per request by both edges (GraphQL and REST). */
export type ServiceContext = {
  db: Db;
  imageHost: ImageHost;
  /** Bearer token from the request, if any; resolved lazily to a viewer. */
  token?: string;
  viewer(): Promise<Viewer | null>;
  /** Current list sizes, for the GraphQL cost limit. */
  catalogue: CatalogueSize;
  /** The client's address as the edge resolved it (socket, or trusted proxies' X-Forwarded-For). */
  clientIp: string;
  /** Abuse limits (login, newsletter, views), shared by both edges. */
  limits: RateLimits;
  /** Writes announce themselves here so response caches at the edge can drop what changed. */
  changes: ChangeFeed;
  /** The job worker of this process: told to look for work right after an enqueue. */
  jobs: { wake(): void };
  /** Fetches an https image from a public address (admin test uploads); never an internal one. */
  fetchPublicImage(url: string): Promise<Buffer>;
  /** Reads an image the catalogue points at: /media from disk, allowlisted hosts through the proxy's fetcher. */
  readImage(url: string): Promise<Buffer>;
  /** Sniffs, bounds and re-encodes a visitor's screenshot (server/images/clean.ts). */
  cleanImage: CleanImage;
  /** How long taking in an admin's image URL (fetch and store) may take (IMAGE_INTAKE_TIMEOUT_MS). */
  imageIntakeTimeoutMs?: number;
  /** The site's own address (PUBLIC_URL): an image URL under its /media is already hosted here. */
  publicOrigin?: string;
  /** The site's address for links and examples: PUBLIC_URL, else the listening address, else the request's. */
  siteOrigin?: string;
  /** The language the request asked for (Accept-Language), for the words of its errors. */
  language: Lang;
  /** Visitors' contributions: the proof-of-work challenge's cost, lifetime and secret (defaults when absent). */
  contributions?: Partial<ChallengeSettings>;
  /** The collection edit secret the request carries (`x-collection-key` header only: never in a URL or a log). */
  collectionKey?: string;
  /** An Airtable base is configured (API key and base id), so a sync can run. */
  airtableConfigured: boolean;
  /** The newsletter's settings, mail server and public address (no mail server when absent). */
  newsletter?: NewsletterRuntime;
};
