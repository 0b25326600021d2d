// Every per-key store on the request path holds at most its budget, however many distinct keys a
// client invents: the response cache (keys and lazily made encodings counted), the page cache, and
// GraphQL's parsed-document caches.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../../../server/cache/response-cache.ts';
import { sendEntry } from '../../../server/cache/send-entry.ts';
import { documentCaches } from '../../../server/graphql/document-cache.ts';
import { createGraphQL } from '../../../server/graphql/yoga.ts';
import { createMicroCache } from '../../../server/pages/micro-cache.ts';
import type { ServiceContext } from '../../../server/services/platform/context.ts';

const response = (bytes: number) => ({
  status: 200,
  headers: new Headers({ 'content-type': 'application/json' }),
  body: Buffer.from(JSON.stringify({ data: 'a'.repeat(bytes) })),
});

/** A fake socket pair for sendEntry: records what would be written. */
function fakeExchange(acceptEncoding: string) {
  const req = { headers: { 'accept-encoding': acceptEncoding }, method: 'GET' } as unknown as IncomingMessage;
  const out: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      out.status = status;
      out.headers = headers;
      return res;
    },
    end(body?: Buffer) {
      out.body = body;
    },
  } as unknown as ServerResponse;
  return { req, res, out };
}

describe('the response cache under a flood of distinct keys', () => {
  it('holds at most its bytes, counting each key and each encoding made later', () => {
    const maxBytes = 2 * 1024 * 1024;
    const cache = createResponseCache({ maxBytes });
    for (let i = 0; i < 3000; i++) {
      // GraphQL GET keys carry the whole document: up to 15,000 characters each.
      const key = `/graphql\n\n{ a${i}: apps { id } ${' '.repeat(i % 2 ? 14_000 : 10)}}\n`;
      const entry = cache.store(key, ['catalogue'], cache.snapshot(), response(8_000));
      expect(entry).not.toBeNull();
      for (const encoding of ['gzip', 'br']) {
        const x = fakeExchange(encoding);
        sendEntry(x.req, x.res, entry as NonNullable<typeof entry>, 'miss');
        expect(x.out.headers?.['content-encoding']).toBe(encoding);
      }
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries, bytes, evictions } = cache.stats();
    expect(evictions).toBeGreaterThan(2000);
    // Keys alone would have taken 3000 × ~7 KB = 21 MB.
    expect(entries).toBeLessThan(300);
    expect(bytes).toBeGreaterThan(maxBytes / 2);
  });

  it('makes an encoding only when a client asks for it', () => {
    const cache = createResponseCache({ maxBytes: 1 << 20 });
    const entry = cache.store('/api/x', ['catalogue'], cache.snapshot(), response(20_000));
    expect(entry?.gzip).toBeUndefined();
    expect(entry?.br).toBeUndefined();
    const before = cache.stats().bytes;
    const x = fakeExchange('gzip');
    sendEntry(x.req, x.res, entry as NonNullable<typeof entry>, 'hit');
    expect(entry?.gzip?.length).toBeGreaterThan(0);
    expect(entry?.br).toBeUndefined();
    expect(cache.stats().bytes).toBe(before + (entry?.gzip?.length ?? 0));
  });
});

describe('the page cache', () => {
  it('holds at most its bytes and drops expired pages on the next write', async () => {
    const pages = createMicroCache<string>({ ttlMs: 50, maxEntries: 1000, maxBytes: 100_000, weigh: (p) => p.length });
    for (let i = 0; i < 200; i++) await pages(`/screens?search=${i}`, async () => 'x'.repeat(10_000));
    expect(pages.size().bytes).toBeLessThanOrEqual(100_000);
    expect(pages.size().entries).toBeLessThanOrEqual(10);
    await new Promise((r) => setTimeout(r, 60));
    await pages('/fresh', async () => 'y');
    expect(pages.size()).toEqual({ entries: 1, bytes: 1 });
    // With no write after it, the last page still leaves once its time is up: an idle server holds none.
    await expect.poll(() => pages.size(), { timeout: 1000, interval: 20 }).toEqual({ entries: 0, bytes: 0 });
  });

  it('shares one render between concurrent requests for an address', async () => {
    const pages = createMicroCache<string>({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000, weigh: (p) => p.length });
    let renders = 0;
    const render = async () => {
      renders++;
      return 'page';
    };
    await Promise.all([pages('/a', render), pages('/a', render), pages('/a', render)]);
    expect(renders).toBe(1);
  });
});

describe("GraphQL's parsed-document caches", () => {
  it('hold at most their bytes, weighing a document by its source', () => {
    const { documentCache, errorCache } = documentCaches(1_000_000);
    for (let i = 0; i < 3000; i++) {
      const source = `{ a${i}: apps { id name } ${'b: apps { id } '.repeat(i % 50)} }`;
      documentCache.set(source, parse(source));
      errorCache.set(`${source} {`, new Error('Syntax Error'));
      expect(documentCache.weighed).toBeLessThanOrEqual(1_000_000);
      expect(errorCache.weighed).toBeLessThanOrEqual(250_000);
    }
    expect(documentCache.size).toBeLessThan(3000);
    expect(documentCache.size).toBeGreaterThan(10);
  });
});

describe('the GraphQL endpoint', () => {
  it('keeps what it parses in the byte-bounded caches', async () => {
    const caches = documentCaches(200_000);
    const yoga = createGraphQL({
      production: true,
      development: false,
      createContext: () => ({}) as ServiceContext,
      logError: () => {},
      timeBudgetMs: 5000,
      documentCaches: caches,
    });
    for (let i = 0; i < 300; i++) {
      const query = `{ a${i}: __typename ${'b: __typename '.repeat(i % 20)}}`;
      const res = await yoga.fetch(`http://test/graphql?query=${encodeURIComponent(query)}`);
      expect((await res.json()).data?.[`a${i}`]).toBe('Query');
      await yoga.fetch(`http://test/graphql?query=${encodeURIComponent(`${query} {`)}`);
    }
    expect(caches.documentCache.size).toBeGreaterThan(0);
    expect(caches.documentCache.weighed).toBeLessThanOrEqual(200_000);
    expect(caches.errorCache.size).toBeGreaterThan(0);
    expect(caches.errorCache.weighed).toBeLessThanOrEqual(50_000);
  });
});
