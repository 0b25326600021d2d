// The compiled server (what `npm start` runs) loads at start only what every request may need: the
// database drivers, image, OCR and SDK packages come with their first use (a server on PostgreSQL
// never holds PGlite, one that never syncs never holds Airtable's SDK), and Prisma's query compiler
// is read from a file rather than kept in the heap as a base64 string.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.ts';
import { compactModules } from '../../scripts/compact-modules.ts';

const ON_DEMAND = [
  'sharp',
  'tesseract.js',
  'airtable',
  'cloudinary',
  'pg',
  '@prisma/adapter-pg',
  '@electric-sql/pglite',
  'pglite-prisma-adapter',
  '@prisma/schema-engine-wasm',
];
let out = '';
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'vitrine-build-'));
  await buildServer(out);
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Packages a module imports statically (`import … from "x"`), followed through its static chunks. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const text = readFileSync(join(out, file), 'utf8');
  // Compiled without line breaks: an import starts the file or follows a semicolon.
  for (const [, spec] of text.matchAll(/(?:^|;)\s*import\s*(?:[\w$*{][^;]*?from\s*)?"([^"]+)"/gm)) {
    if (!spec) continue;
    if (spec.startsWith('./')) for (const p of staticPackages(spec.slice(2), seen)) found.add(p);
    else if (!spec.startsWith('node:'))
      found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string));
  }
  return found;
}

describe('the compiled server', () => {
  it('starts without the packages a request may never need', () => {
    const loaded = staticPackages('main.js');
    expect(loaded).toContain('graphql-yoga'); // the analysis does see packages
    for (const name of ON_DEMAND) expect(loaded, name).not.toContain(name);
  });

  it('has an entry for each child process and worker, and reads the query compiler from a file', () => {
    const files = readdirSync(out);
    expect(files).toEqual(
      expect.arrayContaining([
        'main.js',
        'health-port-worker.js',
        'prepare.js',
        'demo-render.js',
        'image-transform.js',
      ]),
    );
    expect(readFileSync(join(out, 'query-compiler.wasm')).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
    for (const f of files.filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(join(out, f), 'utf8'), f).not.toContain('wasm-base64');
    }
  });

  it('is ASCII throughout, so V8 keeps each module source at one byte a character', () => {
    for (const f of readdirSync(out).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(join(out, f), 'utf8'), f).not.toMatch(/[\u0080-\uffff]/);
    }
  });
});

describe("the server renderer's compaction", () => {
  it('leaves modules ASCII and meaning the same (strings, templates, names), and names the files it could not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-compact-'));
    try {
      const source = [
        '// A comment with a dash – and a quote ’',
        "export const text = 'You’ve removed 💿';",
        'const é = 2;',
        // A template literal's placeholder, written in two pieces for the linter.
        'export const template = `$' + '{é} — ok`;',
        'export const match = "a–b".includes("–");',
      ].join('\n');
      writeFileSync(join(dir, 'm.js'), source);
      writeFileSync(join(dir, 'regex.js'), 'export const dash = /–/;');
      // esbuild writes regular expressions as they are: such a file is named, not silently left wide.
      expect(compactModules(dir)).toEqual(['regex.js']);
      const compacted = readFileSync(join(dir, 'm.js'), 'utf8');
      expect(compacted).not.toMatch(/[\u0080-\uffff]/);
      expect(compacted).not.toContain('comment');
      const loaded = await import(pathToFileURL(join(dir, 'm.js')).href);
      expect(loaded).toMatchObject({ text: 'You’ve removed 💿', template: '2 — ok', match: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
