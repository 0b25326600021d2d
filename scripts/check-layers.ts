// Lists the imports under server/ that run upward (or across unlisted folders): every folder has a
// layer, and a file may import only from its own folder or from a lower layer. Two folders that
// import each other always show up here, since one of the two arrows runs upward. The files at the
// top of server/ (the composition root and the config) are the top layer. The one exception allowed
// is `import type { Config } from '../config.ts'` (factories take the config's shape), at most
// MAX_CONFIG_ARROWS of them.
// Prints each offending `from → to` import; exits 1 when there is any. `--all` also prints the
// allowed ones.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Lowest first: a folder may import from the folders listed before it. */
export const LAYERS = [
  'generated', // Prisma client and Pothos types (generated, never edited)
  'runtime', // the request scope, the turn gate, the logger
  'db', // PGlite/PostgreSQL, migrations, the data directory
  'ocr', // the text recognizer
  'images', // image hosts, fetching, transforms, the media and proxy handlers
  'mail', // the SMTP transport (nodemailer) and what a failure means
  'queue', // the job table and the worker that runs handlers by kind
  'services', // business rules; own the job contracts (kinds, params, enqueue)
  'airtable', // the Airtable client and its record readers
  'jobs', // the job handlers (image migration, OCR, Airtable sync)
  'demo', // the demo catalogue, its image renderer and loader
  'cache', // the response cache, its policy, the change bus and log that empty it
  'http', // the node edge (limits, slow readers, security headers, shutdown)
  'health', // /healthz, /readyz and the health port
  'graphql', // the Pothos schema and Yoga
  'rest', // the REST shims and the image routes
  'mcp', // the MCP server's tools (over the services, like the REST shims)
  'pages', // the server-rendered pages
  '.', // the composition root, the config, main
] as const;

const MAX_CONFIG_ARROWS = 2;
const ROOT = resolve(import.meta.dirname, '..', 'server');
const rank = (folder: string) => (LAYERS as readonly string[]).indexOf(folder);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' && dir === ROOT ? [] : files(path);
    return /\.(ts|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The folder directly under server/ that holds a file ('.' for the files at the top). */
function folderOf(path: string): string {
  const rel = relative(ROOT, path).split('/');
  return rel.length === 1 ? '.' : (rel[0] as string);
}

type Edge = { from: string; to: string; fromFolder: string; toFolder: string; typeConfig: boolean };

function importsOf(path: string): Edge[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: string, typeConfig: boolean) => {
    if (!specifier.startsWith('.')) return;
    const target = resolve(dirname(path), specifier);
    if (relative(ROOT, target).startsWith('..')) return;
    edges.push({
      from: relative(ROOT, path),
      to: relative(ROOT, target),
      fromFolder: folderOf(path),
      toFolder: folderOf(target),
      typeConfig,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.map((e) => e.name.text)
          : [];
      const typeConfig =
        !!clause?.isTypeOnly &&
        !clause.name &&
        names.length === 1 &&
        names[0] === 'Config' &&
        /(^|\/)config\.ts$/.test(node.moduleSpecifier.text);
      add(node.moduleSpecifier.text, typeConfig);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const edges = files(ROOT).flatMap(importsOf);
const crossing = edges.filter((e) => e.fromFolder !== e.toFolder);
const unlisted = [...new Set(edges.flatMap((e) => [e.fromFolder, e.toFolder]))].filter((f) => rank(f) < 0).sort();
const upward = crossing.filter(
  (e) => rank(e.fromFolder) < 0 || rank(e.toFolder) < 0 || rank(e.fromFolder) < rank(e.toFolder),
);
const offending = upward.filter((e) => !e.typeConfig);
const allowed = upward.filter((e) => e.typeConfig);

// The allowed `import type { Config }` arrows do not make a cycle.
const pairs = new Set(crossing.filter((e) => !e.typeConfig).map((e) => `${e.fromFolder} ${e.toFolder}`));
const cycles = [...pairs]
  .map((p) => p.split(' ') as [string, string])
  .filter(([a, b]) => a < b && pairs.has(`${b} ${a}`))
  .map(([a, b]) => `${a} ↔ ${b}`);

console.log(`layers (low → high): ${LAYERS.join(' < ')}`);
for (const f of unlisted) console.log(`folder not in the layer order: server/${f}`);
for (const c of cycles) console.log(`folders importing each other: ${c}`);
for (const e of offending) console.log(`upward: ${e.from} → ${e.to}`);
if (process.argv.includes('--all')) for (const e of allowed) console.log(`allowed: ${e.from} → ${e.to}`);
console.log(
  `${offending.length} upward import(s), ${cycles.length} folder cycle(s), ${unlisted.length} unlisted folder(s); ` +
    `${allowed.length} allowed \`import type { Config }\``,
);
const tooManyConfig = allowed.length > MAX_CONFIG_ARROWS;
if (tooManyConfig)
  console.log(`more than ${MAX_CONFIG_ARROWS} upward \`import type { Config }\` (run with --all to list them)`);
process.exit(offending.length || cycles.length || unlisted.length || tooManyConfig ? 1 : 0);
