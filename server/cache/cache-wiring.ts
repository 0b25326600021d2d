// Changes reach the caches: the edge response cache (by tag), the page renderer's few seconds of
// memory, and, with PostgreSQL, the other instances (through the change log and its notifications).
// View counters move on every visit, so their invalidation is coalesced: a cached list may show a
// count up to `viewsFlushMs` old, instead of the cache being emptied at the rate people open pages.

import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../runtime/log.ts';
import type { Change, ChangeFeed } from '../services/platform/changes.ts';
import { type ChangeBus, createChangeBus } from './change-bus.ts';
import { pruneChangeLog } from './change-log.ts';
import type { ResponseCache } from './response-cache.ts';

const PRUNE_EVERY_MS = 10 * 60_000;

export type CacheWiring = { close(): Promise<void> /** Reads the change log now (tests). */; readLog(): Promise<void> };

export function connectCaches(opts: {
  changes: ChangeFeed;
  /** The response caches (the site's reads, integrators' POSTs); absent ones are skipped. */
  caches: (ResponseCache | undefined)[];
  /** Drops rendered pages (those whose address `match` accepts, or all). */
  invalidatePages?: (match?: (address: string) => boolean) => void;
  viewsFlushMs: number;
  database: Pick<Database, 'pool' | 'prisma'>;
  databaseUrl?: string;
  /** How often the change log is read whatever the notifications say (CHANGE_HEAL_MS). */
  healMs?: number;
  log: Pick<Logger, 'info' | 'error'>;
}): CacheWiring {
  let viewsTimer: NodeJS.Timeout | undefined;
  const caches = opts.caches.filter((c): c is ResponseCache => c !== undefined);
  const pages = () => opts.invalidatePages?.();
  const apply = (change: Change) => {
    switch (change.kind) {
      case 'views':
        if (viewsTimer) return;
        viewsTimer = setTimeout(() => {
          viewsTimer = undefined;
          for (const c of caches) c.invalidate('views');
        }, opts.viewsFlushMs);
        viewsTimer.unref();
        return;
      case 'apps':
        for (const c of caches) c.invalidateApps(change.ids);
        return pages();
      case 'catalogue':
        for (const c of caches) c.invalidateCatalogue();
        return pages();
      case 'text':
        for (const c of caches) c.invalidate('search');
        return opts.invalidatePages?.((address) => /[?&]search=/.test(address));
      case 'newsletter':
        for (const c of caches) c.invalidate('newsletter');
        return pages();
    }
  };
  let bus: ChangeBus | undefined;
  if (opts.database.pool && opts.databaseUrl) {
    bus = createChangeBus({
      connectionString: opts.databaseUrl,
      pool: opts.database.pool,
      onChange: apply,
      log: opts.log,
      healMs: opts.healMs,
    });
  }
  // This instance's own writes apply at once (the log brings them back later: dropping twice is harmless).
  const unsubscribe = opts.changes.subscribe((change) => {
    apply(change);
    if (change.kind === 'views') bus?.publishViews();
  });
  const prune = () =>
    void pruneChangeLog(opts.database.prisma).catch((error: unknown) =>
      isDatabaseUnavailable(error) ? undefined : opts.log.error('change log: prune failed', error),
    );
  prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();
  return {
    readLog: async () => bus?.readNow(),
    async close() {
      unsubscribe();
      clearTimeout(viewsTimer);
      clearInterval(pruning);
      await bus?.close();
    },
  };
}
