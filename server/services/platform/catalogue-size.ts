import type { Db } from '../../db/database.ts';

/**
 * How long the lists the API can return really are, and how many screen rows the reads that scan or
 * aggregate the gallery go through (`screens`); the GraphQL cost limit multiplies by these.
 */
export type CatalogueSize = { apps: number; screensPerApp: number; screens: number; categories: number };

// Until the first count arrives, assume a large catalogue: big operations are refused for a moment
// rather than let through unmeasured.
const UNKNOWN: CatalogueSize = { apps: 1_000, screensPerApp: 1_000, screens: 100_000, categories: 100 };

/**
 * A snapshot refreshed in the background once it is older than `maxAgeMs`, so several instances
 * and every write path (admin, sync) are reflected without each one having to report its changes.
 */
export function createCatalogueSize(db: Db, maxAgeMs = 30_000) {
  let value = UNKNOWN;
  let at = Number.NEGATIVE_INFINITY;
  let pending: Promise<CatalogueSize> | null = null;

  const refresh = (): Promise<CatalogueSize> => {
    pending ??= db.$queryRaw<{ apps: bigint; per: bigint; screens: bigint; categories: bigint }[]>`
        SELECT (SELECT COUNT(*) FROM "App") AS apps,
               (SELECT COALESCE(MAX(n), 0) FROM (SELECT COUNT(*) AS n FROM "Screen" GROUP BY "appId") s) AS per,
               (SELECT COUNT(*) FROM "Screen") AS screens,
               (SELECT COUNT(*) FROM "Category") AS categories`
      .then(([row]) => {
        value = {
          apps: Math.max(1, Number(row?.apps ?? 0)),
          screensPerApp: Math.max(1, Number(row?.per ?? 0)),
          screens: Math.max(1, Number(row?.screens ?? 0)),
          categories: Math.max(1, Number(row?.categories ?? 0)),
        };
        at = Date.now();
        return value;
      })
      // A failed count keeps the last snapshot; the next request tries again.
      .catch(() => value)
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    refresh,
    current(): CatalogueSize {
      if (Date.now() - at > maxAgeMs) void refresh();
      return value;
    },
  };
}
