// One contender in the lock race (data-dir-lock.test.ts): waits for the agreed moment, tries to lock
// the directory, holds it for a while and says what happened.
import { lockDataDir } from '../../../server/db/data-dir-lock.ts';

const [dir = '', at = '0', holdMs = '1500'] = process.argv.slice(2);
const late = Date.now() > Number(at);
while (Date.now() < Number(at)) {
  // Busy on purpose: every contender leaves the line at the same millisecond.
}
try {
  const unlock = lockDataDir(dir);
  process.stdout.write(`locked${late ? ' late' : ''}`);
  setTimeout(unlock, Number(holdMs));
} catch (e) {
  process.stdout.write(`refused${late ? ' late' : ''}: ${(e as Error).message}`);
}
