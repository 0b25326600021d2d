// Fails when README.md, .env.example or a page of docs/ names a path in the repository that does not
// exist (a file moved, a folder renamed): every `code` span or bare word starting with a top-level folder
// is checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TOP = ['server', 'web', 'tests', 'scripts', 'schema', '.ci'];
const PATH = new RegExp(`(?:^|[\\s\`'"(])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./*-]*)`, 'g');

/** Whether a path exists; `*` in the last segment matches any name. */
function found(path: string): boolean {
  const clean = path.replace(/[.,:;)]+$/, '').replace(/\/+$/, '');
  if (!clean.includes('*')) return existsSync(clean);
  const dir = clean.slice(0, clean.lastIndexOf('/'));
  const pattern = new RegExp(
    `^${clean
      .slice(dir.length + 1)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  return existsSync(dir) && readdirSync(dir).some((name) => pattern.test(name));
}

export function missingPaths(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    for (const m of line.matchAll(PATH)) {
      const path = m[1] as string;
      if (!found(path)) missing.push(`${file}:${i + 1}: ${path}`);
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const docs = readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const missing = ['README.md', '.env.example', ...docs].flatMap((f) => missingPaths(f, readFileSync(f, 'utf8')));
  if (missing.length) {
    console.error(`README.md / .env.example / docs name paths that do not exist:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Paths in README.md, .env.example and ${docs.join(', ')} exist.`);
}
