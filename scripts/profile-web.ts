// Where a page's load spends the main thread (issue 62's "profile first"): loads one route of the
// built site in Chromium with a CPU slowdown, records a sampled JavaScript profile and the long tasks,
// and prints every task over 50 ms with the functions that took most of it (inclusive time, by the
// samples inside the task), then the load's whole bottom-up (self time). No Lighthouse: a quick loop
// for trying a change, not a figure to report (bench:web measures those).
// Usage: tsx scripts/profile-web.ts [--url http://127.0.0.1:3000] [--slowdown 4] [--runs 1] [/route]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { startDemoServer } from './bench-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Node = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const slowdown = Number(option('--slowdown') ?? 4);
const runs = Number(option('--runs') ?? 1);
const route = args.find((a, i) => a.startsWith('/') && !args[i - 1]?.startsWith('--')) ?? '/';

const server = option('--url')
  ? null
  : await startDemoServer({ dataDirPrefix: 'vitrine-profile-', port: 3990, env: process.env });
const base = option('--url') ?? server?.url ?? '';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

// With a build made by WEB_SOURCEMAP=1, frames are named by their source file and function.
const maps = new Map<string, TraceMap | null>();
const mapFor = (file: string) => {
  if (!maps.has(file)) {
    const path = join('web/dist/assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(file);
};
const label = (f: Frame) => {
  const file = f.url.split('/').pop()?.split('?')[0] || '(native)';
  const map = file.endsWith('.js') ? mapFor(file) : null;
  const at = map && originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
  if (at?.source) {
    const source = at.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
    return `${at.name ?? f.functionName ?? '(anonymous)'} ${source}:${at.line}`;
  }
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
};

async function profileOnce() {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Long tasks as the page's own observer sees them, from the first script on.
  // A string, not a function: tsx's compiled helpers (__name) do not exist in the page.
  await page.addInitScript(`
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // A marker the sampled profile can see: it ties the page's clock to the profile's.
    window.__markAt = performance.now();
    (function __vitrineMark() { const until = performance.now() + 8; while (performance.now() < until); })();
  `);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // after the load: what hydration and effects leave behind
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: [number, number][] }).__tasks);
  const markAt = await page.evaluate(() => (window as unknown as { __markAt: number }).__markAt);
  await context.close();
  return { profile, tasks, markAt };
}

function analyse(profile: Profile, markAt: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const times = profile.timeDeltas.map((d) => (t += d));
  const markSample = profile.samples.findIndex((id) => byId.get(id)?.callFrame.functionName === '__vitrineMark');
  // The page's time 0 on the profile's clock (µs), from the marker's first sample.
  const zero = markSample < 0 ? Number.NaN : (times[markSample] ?? 0) - markAt * 1000;
  const frames = (i: number) => {
    const out: string[] = [];
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id)?.callFrame;
      if (f && !['(root)', '(program)', '(idle)', '(garbage collector)'].includes(f.functionName)) out.push(label(f));
    }
    return out;
  };
  const weight = (i: number) => (profile.timeDeltas[i + 1] ?? 0) / 1000;
  /** Inclusive time per function over the samples inside [from, to) ms of the page's clock. */
  const inclusive = (from: number, to: number) => {
    const incl = new Map<string, number>();
    for (let i = 0; i < profile.samples.length; i++) {
      const at = ((times[i] ?? 0) - zero) / 1000;
      if (at < from || at >= to) continue;
      for (const key of new Set(frames(i))) {
        // React's and the scheduler's own frames wrap everything hydration does: the components say more.
        if (!/react-dom-client|scheduler\.production/.test(key)) incl.set(key, (incl.get(key) ?? 0) + weight(i));
      }
    }
    return incl;
  };
  const self = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const f = byId.get(profile.samples[i] ?? -1)?.callFrame;
    if (f) self.set(label(f), (self.get(label(f)) ?? 0) + weight(i));
  }
  return { self, inclusive, aligned: Number.isFinite(zero) };
}

const ms = (n: number) => n.toFixed(0).padStart(5);

try {
  for (let run = 0; run < runs; run++) {
    const { profile, tasks, markAt } = await profileOnce();
    const { self, inclusive, aligned } = analyse(profile, markAt);
    const total = tasks.reduce((s, [, d]) => s + d, 0);
    const tbt = tasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log(
      `\n${route} at ${slowdown}× (run ${run + 1}): ${tasks.length} long tasks, ${total.toFixed(0)} ms, over 50 ms ${tbt.toFixed(0)} ms`,
    );
    if (!aligned) console.log('  (the marker was not sampled: tasks are listed without their functions)');
    for (const [start, duration] of tasks) {
      console.log(`  task at ${start.toFixed(0)} ms: ${duration.toFixed(0)} ms`);
      if (!aligned) continue;
      const top = [...inclusive(start, start + duration)].sort((a, b) => b[1] - a[1]).slice(0, 12);
      for (const [name, t] of top) console.log(`      ${ms(t)} ms  ${name}`);
    }
    const bottom = [...self].filter(([n]) => !/^\((program|idle|root)\)/.test(n)).sort((a, b) => b[1] - a[1]);
    console.log('  self time, whole load:');
    for (const [name, t] of bottom.slice(0, 15)) console.log(`      ${ms(t)} ms  ${name}`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
