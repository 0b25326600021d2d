// Writes reach the caches: the edge response cache (by tag), the page renderer's few seconds of
// memory, and, with PostgreSQL, the other instances through the change bus. View counters move on
// every visit, so their invalidation is coalesced: a cached list may show a count up to
// `viewsFlushMs` old, instead of the cache being emptied at the rate people open pages.
import { type ChangeBus, createChangeBus } from '../db/change-bus.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../log.ts';
import type { ChangeFeed, ChangeKind } from '../services/changes.ts';
import type { ResponseCache } from './response-cache.ts';

export function connectCaches(opts: {
  changes: ChangeFeed;
  cache?: ResponseCache;
  invalidatePages: () => void;
  viewsFlushMs: number;
  database: Pick<Database, 'pool'>;
  databaseUrl?: string;
  log: Pick<Logger, 'info' | 'error'>;
}): { close(): Promise<void> } {
  let viewsTimer: NodeJS.Timeout | undefined;
  const apply = (kind: ChangeKind) => {
    if (kind === 'views') {
      if (viewsTimer) return;
      viewsTimer = setTimeout(() => {
        viewsTimer = undefined;
        opts.cache?.invalidate('views');
      }, opts.viewsFlushMs);
      viewsTimer.unref();
      return;
    }
    opts.cache?.invalidate(kind);
    if (kind === 'catalogue') opts.invalidatePages();
  };
  let bus: ChangeBus | undefined;
  if (opts.database.pool && opts.databaseUrl) {
    bus = createChangeBus({
      connectionString: opts.databaseUrl,
      pool: opts.database.pool,
      onRemote: apply,
      onReconnect: () => {
        opts.cache?.flush();
        opts.invalidatePages();
      },
      log: opts.log,
    });
  }
  const unsubscribe = opts.changes.subscribe((kind) => {
    apply(kind);
    bus?.publish(kind);
  });
  return {
    async close() {
      unsubscribe();
      clearTimeout(viewsTimer);
      await bus?.close();
    },
  };
}
