// Cases 3–5 of `npm run bench:abuse`: what one client can do to the process itself. Prints figures
// and whether each target of issue 23 is met.
import { oversizedChunked, slowReaders } from './edge-cases.ts';
import { rssMb, uniqueAliasFlood } from './unique-keys.ts';

const MB = 1024 * 1024;
// The budgets a flood of distinct GraphQL GETs can fill (server defaults): the response cache, the
// parsed-document and parse-error caches (server/graphql/document-cache.ts).
const CACHE_BUDGETS_MB = 64 + 8 + 2;

export async function edgeCases(base: string, pid: number, settings: { stallMs: number; maxBodyBytes: number }) {
  const port = Number(new URL(base).port);
  const lines: string[] = [];
  let pass = true;

  // 3. Oversized chunked bodies: each once ended the process.
  const crash = await oversizedChunked(port, 100, settings.maxBodyBytes);
  const answers = [...crash.statuses].map(([k, v]) => `${k}×${v}`).join(', ');
  lines.push(
    `  oversized chunked POSTs: 100 sent (${answers}); server alive after them: ${crash.alive ? 'yes' : 'NO'}`,
  );
  pass &&= crash.alive;

  // 4. Distinct GraphQL GETs: every one a miss for every cache.
  const flood = await uniqueAliasFlood(base, pid, { requests: 3000, concurrency: 8, settleMs: 30_000 });
  const growth = flood.settled - flood.before;
  lines.push(
    `  unique-alias flood: 3000 GETs in ${flood.seconds.toFixed(1)} s (${[...flood.statuses].map(([k, v]) => `${k}×${v}`).join(', ')}); RSS ${flood.before.toFixed(0)} MB before, ${flood.after.toFixed(0)} MB after, ${flood.settled.toFixed(0)} MB 30 s later (growth ${growth.toFixed(0)} MB; budgets ${CACHE_BUDGETS_MB} MB + 50)`,
  );
  pass &&= growth <= CACHE_BUDGETS_MB + 50;

  // 5. Readers that never read: 300 connections asking for the largest page, uncompressed.
  const page = '/screens';
  const size = (await (await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
    .byteLength;
  const rssBefore = rssMb(pid);
  const waitMs = settings.stallMs + 15_000;
  const slow = await slowReaders(port, page, 300, waitMs);
  const rssAfter = rssMb(pid);
  lines.push(
    `  slow readers: 300 × ${page} (${(size / 1024).toFixed(0)} KB) never read; closed by the server within ${waitMs / 1000} s: ${slow.closed} (last after ${(slow.slowestCloseMs / 1000).toFixed(1)} s); RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
  );
  pass &&= slow.closed === 300;
  console.log(lines.join('\n'));
  return { pass, rssMb: rssMb(pid), growthBytes: growth * MB };
}
