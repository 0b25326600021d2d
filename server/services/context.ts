import type { Db } from '../db/database.ts';
import type { ImageHost } from '../images/host.ts';
import type { CatalogueSize } from './catalogue-size.ts';

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
};
