// Yoga keeps parsed documents (and parse errors) by their source text, 1,024 of each by default. A
// parsed document holds every token of its source, so 1,024 distinct documents near the character
// limit would take a few hundred MB: a flood of unique documents must not buy that. Both caches are
// bounded by an estimate of their bytes instead (validation results are kept per cached document).
import type { DocumentNode } from 'graphql';
import { Lru } from '../images/lru.ts';

// Measured on heap snapshots: a parsed document costs ~50 bytes per source character (tokens,
// locations, AST nodes); the source string itself is shared with the key.
const BYTES_PER_CHARACTER = 64;
const ENTRY_OVERHEAD = 1024;

export const DEFAULT_DOCUMENT_CACHE_BYTES = 8 * 1024 * 1024;

const weigh = (_value: unknown, source: string) => source.length * BYTES_PER_CHARACTER + ENTRY_OVERHEAD;

export function documentCaches(maxBytes = DEFAULT_DOCUMENT_CACHE_BYTES) {
  return {
    documentCache: new Lru<DocumentNode>(Number.MAX_SAFE_INTEGER, maxBytes, weigh),
    // Errors are small; their sources are not. A quarter of the budget keeps repeated mistakes cheap.
    errorCache: new Lru<unknown>(Number.MAX_SAFE_INTEGER, maxBytes / 4, weigh),
  };
}
