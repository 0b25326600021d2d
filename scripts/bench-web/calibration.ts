// The device the bench measures, whatever the host (issue 62): Lighthouse's default 4× CPU slowdown
// makes a different phone of every machine, so the host's benchmark index is measured before each
// route and the slowdown set to turn it into a fixed target device, as Chrome DevTools'
// CalibrationController does (slowdown = host index / target index, never below 1: a host slower
// than the target cannot be sped up, and its figures then say so through the printed index).
import { Worker } from 'node:worker_threads';

export type Device = { name: string; label: string; targetIndex?: number; gates: boolean };

/** 500: what Lighthouse's 4× makes of a 2,000-index desktop, the mobile device its defaults intend. */
export const DEVICES: Device[] = [
  { name: 'calibrated', label: 'calibrated device (index 500)', targetIndex: 500, gates: true },
  { name: 'low', label: 'low-tier phone (index 250), for information', targetIndex: 250, gates: false },
  { name: 'default', label: 'Lighthouse default mobile (4×), for comparison', gates: false },
];
const DEFAULT_MULTIPLIER = 4;

export function cpuMultiplier(hostIndex: number, targetIndex: number): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) throw new Error(`no benchmark index (${hostIndex})`);
  return Math.max(1, Math.round((hostIndex / targetIndex) * 100) / 100);
}

/** The host's benchmark index now: a Lighthouse run of one cheap audit on a tiny page. */
export async function hostIndex(url: string, port: number): Promise<number> {
  // Loaded here so the multiplier's test does not load Lighthouse.
  const { default: runLighthouse } = await import('lighthouse');
  const result = await runLighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: ['first-contentful-paint'],
  });
  return result?.lhr.environment?.benchmarkIndex ?? Number.NaN;
}

/** The slowdown for a device on this host now (measuring the index when the device is calibrated). */
export async function slowdownFor(device: Device, probeUrl: string, port: number) {
  if (!device.targetIndex) return { index: Number.NaN, multiplier: DEFAULT_MULTIPLIER };
  const index = await hostIndex(probeUrl, port);
  return { index, multiplier: cpuMultiplier(index, device.targetIndex) };
}

/** `--load`: one core kept busy for the run, to show the figures hold on a slower host. */
export function busyCore(): { stop: () => Promise<number> } {
  const worker = new Worker('for (;;) {}', { eval: true });
  worker.unref();
  return { stop: () => worker.terminate() };
}
