// The admin page's migration form checks its numbers before sending
// (web/src/features/admin/image-host/migration-params.ts) and the server checks them again
// (server/services/admin/image-tools.ts). The web bundle carries no server code, so the bounds are written
// on both sides; this pins them equal, and the two readings of one entry with them.
import { describe, expect, it } from 'vitest';
import { MIGRATION_BOUNDS, parseMigration } from '../../server/services/admin/image-tools.ts';
import { MIGRATION_TYPES as SERVER_TYPES } from '../../server/services/platform/job-contracts.ts';
import {
  BOUNDS,
  MIGRATION_TYPES,
  NUMBER_PARAMS,
  normalizeParam,
} from '../../web/src/features/admin/image-host/migration-params.ts';

describe('migration bounds: the web form and the server agree', () => {
  it('same parameters, bounds and defaults; same migration types', () => {
    expect([...NUMBER_PARAMS].sort()).toEqual(Object.keys(MIGRATION_BOUNDS).sort());
    for (const name of NUMBER_PARAMS) {
      const { min, max, default: fallback } = MIGRATION_BOUNDS[name];
      expect(BOUNDS[name]).toEqual({ min, max, default: fallback });
    }
    expect([...MIGRATION_TYPES]).toEqual([...SERVER_TYPES]);
  });

  it('every entry the form accepts the server accepts as the same number, and no other', () => {
    for (const name of NUMBER_PARAMS) {
      const { min, max } = MIGRATION_BOUNDS[name];
      const entries = ['', ' ', 'abc', '0', '2.5', '-1', `${min}`, `${min - 1}`, `${max}`, `${max + 1}`, ` ${max} `];
      for (const raw of entries) {
        let server: number | null;
        try {
          server = parseMigration({ [name]: raw })[name];
        } catch {
          server = null;
        }
        expect({ name, raw, value: normalizeParam(name, raw) }).toEqual({ name, raw, value: server });
      }
    }
  });
});
