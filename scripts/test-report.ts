// Reading the runners' JSON reports into one budget: per phase its seconds and test counts, the
// slowest files, and every test that passed only on a retry (a flaky test to fix, never to hide).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export type Phase = {
  name: string;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  files: { file: string; seconds: number }[];
  retried: string[];
};

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
};

export function vitestPhase(name: string, seconds: number, ok: boolean, reportPath: string): Phase {
  const phase: Phase = { name, seconds, passed: 0, failed: 0, skipped: 0, ok, files: [], retried: [] };
  if (!existsSync(reportPath)) return { ...phase, ok: false };
  const r = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestReport;
  phase.passed = r.numPassedTests;
  phase.failed = r.numFailedTests;
  phase.skipped = r.numPendingTests + r.numTodoTests;
  phase.files = r.testResults.map((t) => ({
    file: `${relative(process.cwd(), t.name)} (${name})`,
    seconds: (t.endTime - t.startTime) / 1000,
  }));
  return phase;
}

type PwSuite = {
  file: string;
  title: string;
  specs: { title: string; tests: { projectName: string; status: string; results: { duration: number }[] }[] }[];
  suites?: PwSuite[];
};

export function playwrightPhase(name: string, seconds: number, ok: boolean, reportPath: string): Phase {
  const phase: Phase = { name, seconds, passed: 0, failed: 0, skipped: 0, ok, files: [], retried: [] };
  if (!existsSync(reportPath)) return { ...phase, ok: false };
  const r = JSON.parse(readFileSync(reportPath, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky?: number };
    suites: PwSuite[];
  };
  phase.passed = r.stats.expected + (r.stats.flaky ?? 0);
  phase.failed = r.stats.unexpected;
  phase.skipped = r.stats.skipped;
  const perFile = new Map<string, number>();
  const walk = (suite: PwSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const key = `tests/e2e/${suite.file} [${test.projectName}]`;
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        perFile.set(key, (perFile.get(key) ?? 0) + ms / 1000);
        if (test.status === 'flaky') {
          phase.retried.push(`[${test.projectName}] ${suite.file} › ${[...titles, spec.title].join(' › ')}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of r.suites) walk(suite, []);
  phase.files = [...perFile].map(([file, s]) => ({ file, seconds: s }));
  return phase;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** The phase table, the slowest files and the retried tests, as printed before the summary line. */
export function budgetReport(phases: Phase[], slowest = 15): string {
  const lines = ['', 'Test budget', '  phase                                  seconds  passed  failed  skipped'];
  for (const p of phases) {
    lines.push(
      `  ${p.name.padEnd(38)} ${pad(p.seconds.toFixed(0), 7)} ${pad(p.passed, 7)} ${pad(p.failed, 7)} ${pad(p.skipped, 8)}`,
    );
  }
  const total = phases.reduce((s, p) => s + p.seconds, 0);
  lines.push(`  ${'total'.padEnd(38)} ${pad(total.toFixed(0), 7)}`);
  const files = phases.flatMap((p) => p.files).sort((a, b) => b.seconds - a.seconds);
  lines.push(
    '',
    `The ${Math.min(slowest, files.length)} slowest test files (seconds; browser files: their tests' summed time)`,
  );
  for (const f of files.slice(0, slowest)) lines.push(`  ${pad(f.seconds.toFixed(1), 7)}  ${f.file}`);
  const retried = phases.flatMap((p) => p.retried);
  lines.push('', retried.length ? `Passed only on a retry (${retried.length}):` : 'Passed only on a retry: none');
  for (const t of retried) lines.push(`  ${t}`);
  return lines.join('\n');
}
