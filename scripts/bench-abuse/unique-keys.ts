// The unique-key flood of `npm run bench:abuse`: GraphQL GETs that each differ by an alias, so every one
// is a miss for the response cache, the page cache and GraphQL's parse and validation caches. RSS is
// read before, right after and `settleMs` later: growth must stay within the caches' budgets.
import { readFileSync } from 'node:fs';

export const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
};

export async function uniqueAliasFlood(
  base: string,
  pid: number,
  options: { requests: number; concurrency: number; settleMs: number },
) {
  const before = rssMb(pid);
  const statuses = new Map<number | string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.requests) {
        const i = next++;
        const query = `{ a${i}: apps { id name slug logoSrc screenCount } c${i}: categories { name iconUrl } }`;
        const key = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 'error',
        );
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = rssMb(pid);
  await new Promise((r) => setTimeout(r, options.settleMs));
  const settled = rssMb(pid);
  return { before, after, settled, seconds, statuses };
}
