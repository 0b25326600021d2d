// The last lines of .ci/run: every phase of both passes (and the install and checks before them)
// in one table, with the slowest files and retried tests, from the file `npm test` appended to.
import { readFileSync } from 'node:fs';
import { budgetReport, type Phase } from './test-report.ts';

const [file, ...extra] = process.argv.slice(2);
const phases = readFileSync(file as string, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Phase);
// Extra phases given as name=seconds (npm ci, the checks).
const steps: Phase[] = extra.map((arg) => {
  const [name = '', seconds = '0'] = arg.split('=');
  return { name, seconds: Number(seconds), passed: 0, failed: 0, skipped: 0, ok: true, files: [], retried: [] };
});
console.log(budgetReport([...steps, ...phases]));
