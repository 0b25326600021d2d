// What `npm run bench:load` prints for each phase.
import type { Loris, Probe } from './attackers.ts';
import { probeReport } from './attackers.ts';
import { GROUPS } from './mix.ts';
import type { Sample } from './paced.ts';
import { cpuSeconds, rssMb } from './server.ts';
import { countBy, describe, histogram, isOk, isShed, latency, ms } from './stats.ts';
import type { StressResult } from './stress-child.ts';

export const line = (s = '') => console.log(s);

export type Check = (pass: boolean, text: string) => void;

/**
 * Runs a benchmark's body (which checks its targets), stops what it started, then prints one PASS/FAIL
 * line per target and exits 1 when one was missed or the body stopped early.
 */
export async function judged(body: (check: Check) => Promise<void>, cleanup: () => Promise<void>): Promise<never> {
  const criteria: { pass: boolean; text: string }[] = [];
  const check: Check = (pass, text) => criteria.push({ pass, text });
  try {
    await body(check);
  } catch (error) {
    console.error('\nFAIL: the benchmark stopped:', error instanceof Error ? error.message : error);
    check(false, 'the benchmark ran to the end');
  } finally {
    await cleanup();
  }
  line('\nSummary');
  for (const c of criteria) line(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.text}`);
  const failed = criteria.filter((c) => !c.pass).length;
  line(`result: ${failed ? 'FAIL' : 'PASS'} (${criteria.length - failed} of ${criteria.length} targets met)`);
  process.exit(failed ? 1 : 0);
}

/** RSS now and the server's CPU use (in cores) since the previous call. */
export function serverMeter(pid: number) {
  let mark = { cpu: cpuSeconds(pid), at: performance.now() };
  return () => {
    const now = { cpu: cpuSeconds(pid), at: performance.now() };
    const cores = (now.cpu - mark.cpu) / ((now.at - mark.at) / 1000);
    mark = now;
    line(`  server: RSS ${rssMb(pid).toFixed(0)} MB, CPU ${cores.toFixed(2)} cores over the phase`);
  };
}

export function printProbes(probes: Probe[], limitMs: number, where = 'main port') {
  const r = probeReport(probes, limitMs);
  line(
    `  GET /healthz on the ${where} (fresh connection every 250 ms): ${probes.length} probes — ${histogram(r.statuses)}; ` +
      `p99 ${ms(r.l.p99)}, max ${ms(r.l.max)}, over ${limitMs} ms: ${r.slow}`,
  );
  return r.ok;
}

export function printPaced(samples: Sample[], seconds: number) {
  const statuses = countBy(samples, (s) => s.status);
  const errors = new Map([...statuses].filter(([k]) => !isOk(k)));
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const l = latency(samples.map((s) => s.ms));
  line(
    `  ${samples.length} requests in ${seconds} s (${(samples.length / seconds).toFixed(1)} req/s) — ${histogram(statuses)}`,
  );
  line(`  errors (not 2xx/304, or no answer): ${errorCount}${errors.size ? ` (${histogram(errors)})` : ''}`);
  line(`  latency ${describe(l)}`);
  for (const g of GROUPS) {
    const gl = latency(samples.filter((s) => s.group === g).map((s) => s.ms));
    const cells = [`p50 ${ms(gl.p50).padStart(7)}`, `p99 ${ms(gl.p99).padStart(7)}`, `max ${ms(gl.max)}`];
    line(`    ${g.padEnd(8)} ${String(gl.n).padStart(6)} req  ${cells.join('  ')}`);
  }
  return { l, errors: errorCount };
}

/** Phase 2's figures; returns the answers outside 2xx/304/429/503 (socket errors included). */
export function printStress(result: StressResult, loris: Loris, lagMs: { p99: number; max: number }) {
  const total = new Map<string, number>();
  for (const g of GROUPS)
    for (const [k, v] of Object.entries(result.statuses[g])) total.set(k, (total.get(k) ?? 0) + v);
  const errors = new Map(Object.entries(result.errors));
  const unexpected = new Map([...total, ...errors].filter(([k]) => !isOk(k) && !isShed(k)));
  const rate = (result.requests / result.seconds).toFixed(0);
  line(
    `  ${result.requests} requests in ${result.seconds.toFixed(1)} s (${rate} req/s); latency ${describe(result.latency)}`,
  );
  line(`  statuses — ${histogram(total)}; no answer — ${histogram(errors)}`);
  for (const g of GROUPS) line(`    ${g.padEnd(8)} ${histogram(new Map(Object.entries(result.statuses[g])))}`);
  line(unexpected.size ? `  FAIL: unexpected statuses ${histogram(unexpected)}` : '  only 2xx/304/429/503: yes');
  const life = latency(loris.lifetimes);
  line(
    `  slow-loris: ${loris.opened} sockets opened, ${loris.closedByServer} closed by the server ` +
      `(its first bytes — ${histogram(loris.answers)}; they lived p50 ${ms(life.p50)}, max ${ms(life.max)}), ` +
      `still open at the end ${loris.stillOpen}, connect errors ${loris.connectErrors}`,
  );
  line(`  this process's event-loop delay (error on the probe times): p99 ${ms(lagMs.p99)}, max ${ms(lagMs.max)}`);
  return { total, unexpected };
}
