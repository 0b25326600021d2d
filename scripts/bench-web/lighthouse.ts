// Lighthouse mobile (simulated slow 4G; the CPU slowdown the caller gives) on one page, median of N runs,
// with the diagnostics that explain a score: long tasks, script boot-up, the main thread's work by
// kind and the LCP element. Each run also gives the script bytes transferred during the load (the
// network-requests audit, compressed as sent) and the machine's benchmark index.
import runLighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

type Run = Record<string, number>;
/** Figures of a run besides the categories and metrics. */
export const EXTRAS = ['script-kb', 'benchmark-index', 'multiplier', 'device-index'] as const;
type Items = { items?: Record<string, unknown>[] };
export type PageResult = { median: Run; runs: Run[]; failedAudits: string[]; details: string[] };

const items = (audit: { details?: unknown } | undefined) =>
  ((audit?.details as Items | undefined)?.items ?? []) as Record<string, unknown>[];
const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

/** The LCP element's markup and its phases (TTFB, load delay, load time, render delay). */
function lcpDetails(audit: { details?: unknown } | undefined): string[] {
  const [element, phases] = items(audit);
  const node = (element?.items as Record<string, { snippet?: string }>[] | undefined)?.[0]?.node;
  const timings = (phases?.items ?? []) as Record<string, unknown>[];
  return [
    `LCP element: ${node?.snippet ? JSON.stringify(node.snippet.slice(0, 160)) : 'n/a'}`,
    `LCP phases: ${timings.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ') || 'n/a'}`,
  ];
}

// Every run is a first visit. Lighthouse's default reset keeps local storage, so once the bench had
// measured /en the stored English preference sent every later Portuguese route to its /en mirror
// (index.html's redirect): /app/1746-rio was measured as a redirect to /en/app/1746-rio.
const FIRST_VISIT = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
] as const;
/** Tries per run: a loaded host sometimes loses the trace's navigationStart (NO_NAVSTART), not the page's fault. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run, run again when Lighthouse itself failed (a runtime error such as NO_NAVSTART:
 * the trace missed the navigation) so one lost trace does not become a NaN in the median. The last
 * attempt's result stands, so a page that fails every time still shows as failed.
 */
async function lighthouseRun(
  url: string,
  port: number,
  cpuSlowdownMultiplier: number,
  onError: (code: string, attempt: number) => void,
) {
  for (let attempt = 1; ; attempt++) {
    const result = await runLighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier },
      clearStorageTypes: [...FIRST_VISIT],
    });
    const code = result?.lhr.runtimeError?.code;
    if (!code) return result;
    onError(code, attempt);
    if (attempt >= ATTEMPTS) return result;
  }
}

/** A calibrated device's slowdown, measured again right before each run (see measurePage). */
export type Calibrate = () => Promise<{ index: number; multiplier: number }>;
/** How far the host's index during a run may stray from the one measured before it. */
export const INDEX_DRIFT = 0.3;

export async function measurePage(
  url: string,
  port: number,
  runs: number,
  cpuSlowdownMultiplier: number,
  calibrate?: Calibrate,
): Promise<PageResult> {
  const results: Run[] = [];
  let failedAudits: string[] = [];
  let details: string[] = [];
  const shifts: string[] = [];
  const runErrors: string[] = [];
  // One discarded run first: the server has its renderer warm and the image variants cached.
  for (let i = -1; i < runs; i++) {
    // On a shared host the speed drifts within a route: each run of a calibrated device gets its slowdown
    // from an index measured just before it, and a run whose own index (Lighthouse's, taken as it starts)
    // strays more than INDEX_DRIFT from that one ran on another machine than it was set for: run again.
    let multiplier = cpuSlowdownMultiplier;
    let result: Awaited<ReturnType<typeof lighthouseRun>>;
    for (let attempt = 1; ; attempt++) {
      const before = calibrate ? await calibrate() : null;
      if (before) multiplier = before.multiplier;
      result = await lighthouseRun(url, port, multiplier, (code, n) =>
        runErrors.push(`run ${i + 1} attempt ${n}: ${code}${n < ATTEMPTS ? ', run again' : ''}`),
      );
      const during = result?.lhr.environment?.benchmarkIndex ?? Number.NaN;
      if (!before || !result || Math.abs(during / before.index - 1) <= INDEX_DRIFT) break;
      const again = attempt < ATTEMPTS;
      runErrors.push(
        `run ${i + 1}: host index ${Math.round(before.index)} before, ${Math.round(during)} during${again ? ', run again' : ', kept'}`,
      );
      if (!again) break;
    }
    if (i < 0 || !result) continue;
    const { categories, audits } = result.lhr;
    const run: Run = {};
    for (const key of CATEGORIES) run[key] = Math.round((categories[key]?.score ?? 0) * 100);
    for (const key of METRICS) run[key] = audits[key]?.numericValue ?? Number.NaN;
    const scripts = items(audits['network-requests']).filter((r) => r.resourceType === 'Script');
    run['script-kb'] = scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024;
    run['benchmark-index'] = result.lhr.environment?.benchmarkIndex ?? Number.NaN;
    run.multiplier = multiplier;
    // What the page ran on: the host's index during the run over the slowdown (the target when calibrated).
    run['device-index'] = run['benchmark-index'] / multiplier;
    results.push(run);
    // Any run that shifted says what moved (the middle run's details may show none).
    for (const t of items(audits['layout-shifts']).slice(0, 3)) {
      const node = (t.node as { snippet?: string; selector?: string } | undefined) ?? {};
      shifts.push(
        `${Number(t.score).toFixed(3)} ${node.selector ?? ''} ${JSON.stringify(String(node.snippet ?? '').slice(0, 100))}`,
      );
    }
    if (i === Math.floor(runs / 2)) {
      failedAudits = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      details = [
        `long tasks: ${
          items(audits['long-tasks'])
            .slice(0, 6)
            .map((t) => `${ms(t.duration)} ${short(t.url)}`)
            .join('; ') || 'none'
        }`,
        `boot-up: ${items(audits['bootup-time'])
          .slice(0, 5)
          .map((t) => `${short(t.url)} ${ms(t.total)} (script ${ms(t.scripting)})`)
          .join('; ')}`,
        `main thread: ${items(audits['mainthread-work-breakdown'])
          .slice(0, 6)
          .map((t) => `${t.groupLabel} ${ms(t.duration)}`)
          .join('; ')}`,
        ...lcpDetails(audits['largest-contentful-paint-element']),
      ];
    }
  }
  const median: Run = {};
  for (const key of [...CATEGORIES, ...METRICS, ...EXTRAS]) {
    const sorted = results.map((r) => r[key] ?? Number.NaN).sort((a, b) => a - b);
    median[key] = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  }
  return {
    median,
    runs: results,
    failedAudits,
    details: [
      ...details,
      `layout shifts: ${shifts.join('; ') || 'none'}`,
      ...(runErrors.length ? [`Lighthouse errors: ${runErrors.join('; ')}`] : []),
    ],
  };
}
