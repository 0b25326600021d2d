// Fails when a pair of catalogs disagrees — the web's and the server's (the words of its errors): a
// key missing from either language, a message that is not valid ICU, or placeholders that differ
// between the two. Usage: tsx scripts/check-messages.ts
import { readFileSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

const DIRS = ['web/src/i18n/messages', 'server/services/platform/messages'];
const problems: string[] = [];
let keyCount = 0;

function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
  }
  return out;
}

function checkPair(dir: string) {
  const catalogs = {
    'pt-BR': JSON.parse(readFileSync(`${dir}/pt-BR.json`, 'utf8')) as Record<string, unknown>,
    en: JSON.parse(readFileSync(`${dir}/en.json`, 'utf8')) as Record<string, unknown>,
  };
  const names = Object.keys(catalogs) as (keyof typeof catalogs)[];
  const allKeys = new Set(names.flatMap((n) => Object.keys(catalogs[n])));
  const args: Record<string, Record<string, string>> = {};
  for (const key of [...allKeys].sort()) {
    for (const name of names) {
      const value = catalogs[name][key];
      if (value === undefined) {
        problems.push(`${dir}/${name}: missing "${key}"`);
        continue;
      }
      if (typeof value !== 'string') {
        problems.push(`${dir}/${name}: "${key}" is not a string`);
        continue;
      }
      try {
        const found = [...argumentsOf(parse(value))].sort().join(',');
        args[key] = { ...args[key], [name]: found };
      } catch (error) {
        problems.push(`${dir}/${name}: "${key}" is not valid ICU (${(error as Error).message})`);
      }
    }
    const seen = new Set(Object.values(args[key] ?? {}));
    if (seen.size > 1) problems.push(`${dir}: "${key}": placeholders differ (${JSON.stringify(args[key])})`);
  }
  keyCount += allKeys.size;
}

for (const dir of DIRS) checkPair(dir);

if (problems.length > 0) {
  console.error(`Message catalogs have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Message catalogs OK: ${keyCount} keys in pt-BR and en (${DIRS.join(', ')}).`);
