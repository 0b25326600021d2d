// Two rules over the imports under server/, both printed with what to do when broken.
//
// Layers: every folder directly under server/ has a layer, and a file may import only from its own
// folder or from a lower layer (LAYERS). Two folders that import each other always show up here, since
// one of the two arrows runs upward. The files at the top of server/ (the composition root and the
// config) are the top layer. The one exception allowed is `import type { Config } from '../config.ts'`
// (factories take the config's shape), at most MAX_CONFIG_ARROWS of them.
//
// Domains: server/services/ is one folder per domain (DOMAINS) beside platform/, what every domain
// uses (the request context, errors and their words, auth and audit, rate limits, the time budget,
// changes, input, text and CSV helpers, the product's vocabulary, the job contracts). A domain imports
// platform, its own folder and the domains it names in DOMAINS, never one it does not name; platform
// imports no domain; the names form no circle. Type-only imports count: a circle of types is a
// circle. A new domain is a folder here and an entry in DOMAINS; a new service goes in the folder of
// what it is about.
//
// Prints each offending import; exits 1 when there is any. `--all` also prints the allowed
// `import type { Config }` ones.
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

/** Each domain under server/services/ and the domains it is built on (platform is always allowed). */
export const DOMAINS: Record<string, readonly string[]> = {
  platform: [], // imports no domain
  search: [], // the search index and its queries, the words a record is found by
  catalogue: ['search'], // apps, screens, categories, tags, summaries, image intake, public addresses
  gallery: ['catalogue', 'search'], // /screens: filters, facets, sorts, tag counts and stats
  collections: ['catalogue'], // visitors' collections, their edits, comparison and export
  contributions: ['catalogue', 'collections', 'search', 'flows'], // visitors' submissions, their images and moderation
  newsletter: ['catalogue', 'gallery', 'open-data'], // subscribers, consent, confirmation mail, the digest built from the feed's read
  admin: ['catalogue', 'search', 'flows'], // admin edits of apps and screens, image tools, jobs, Airtable sync, OCR retry
  'open-data': ['catalogue'], // the feed and the open-data exports
  documents: [], // the legal and developer documents
  flows: ['catalogue', 'gallery'], // journey kinds, each app's flows mapped to one, flows across apps (the gallery's filters)
};

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

// ---- domains inside server/services/ ----

/** The domain folder of a file under services/ (`''` for a file at the top of services/), or null outside. */
function domainOf(path: string): string | null {
  const rel = path.split('/');
  if (rel[0] !== 'services') return null;
  return rel.length === 2 ? '' : (rel[1] as string);
}

/** Circles among the declared names (a domain naming one that, through others, names it back). */
function domainCircles(): string[] {
  const found: string[] = [];
  const walk = (name: string, trail: string[]) => {
    for (const next of DOMAINS[name] ?? []) {
      if (next === trail[0]) found.push([...trail, next].join(' → '));
      else if (!trail.includes(next)) walk(next, [...trail, next]);
    }
  };
  for (const name of Object.keys(DOMAINS).sort()) walk(name, [name]);
  // Each circle is found once from every member: keep the one that starts at its smallest name.
  return found.filter((c) => {
    const names = c.split(' → ').slice(0, -1);
    return names[0] === [...names].sort()[0];
  });
}

const serviceFiles = files(join(ROOT, 'services')).map((p) => relative(ROOT, p));
const domainProblems = [
  ...domainCircles().map((c) => `domains naming each other in a circle: ${c}: one of them must stop naming the next`),
  ...serviceFiles
    .filter((f) => domainOf(f) === '')
    .map((f) => `not in a domain: server/${f}: move it into the domain folder it is about, or into platform/`),
  ...[...new Set(serviceFiles.map(domainOf))]
    .filter((d): d is string => !!d && !(d in DOMAINS))
    .map(
      (d) =>
        `unknown domain: server/services/${d}/: add '${d}' to DOMAINS in scripts/check-layers.ts with the domains it is built on`,
    ),
  ...Object.entries(DOMAINS).flatMap(([d, names]) =>
    names
      .filter((n) => n === 'platform' || !(n in DOMAINS))
      .map((n) => `DOMAINS.${d} names '${n}', which is not a domain`),
  ),
  ...edges.flatMap((e) => {
    const from = domainOf(e.from);
    const to = domainOf(e.to);
    if (!from || !to || from === to || to === 'platform') return [];
    if (from === 'platform') {
      return [
        `domain: ${e.from} → ${e.to}: platform imports no domain. Move what it needs from ` +
          `services/${to}/ into services/platform/ (or let the ${to} domain pass it in).`,
      ];
    }
    if ((DOMAINS[from] ?? []).includes(to)) return [];
    return [
      `domain: ${e.from} → ${e.to}: the ${from} domain does not name ${to}. Move what both need into ` +
        `services/platform/, or, if ${from} is built on ${to}, add '${to}' to DOMAINS.${from} in ` +
        `scripts/check-layers.ts (the names may form no circle).`,
    ];
  }),
];

console.log(`layers (low → high): ${LAYERS.join(' < ')}`);
for (const f of unlisted) console.log(`folder not in the layer order: server/${f}`);
for (const c of cycles) console.log(`folders importing each other: ${c}`);
for (const e of offending) console.log(`upward: ${e.from} → ${e.to}`);
if (process.argv.includes('--all')) for (const e of allowed) console.log(`allowed: ${e.from} → ${e.to}`);
console.log(
  `${offending.length} upward import(s), ${cycles.length} folder cycle(s), ${unlisted.length} unlisted folder(s); ` +
    `${allowed.length} allowed \`import type { Config }\``,
);
for (const p of domainProblems) console.log(p);
console.log(
  `domains: ${Object.keys(DOMAINS).length} under server/services/, ${domainProblems.length} problem(s) with the domain rule`,
);
const tooManyConfig = allowed.length > MAX_CONFIG_ARROWS;
if (tooManyConfig)
  console.log(`more than ${MAX_CONFIG_ARROWS} upward \`import type { Config }\` (run with --all to list them)`);
process.exit(offending.length || cycles.length || unlisted.length || tooManyConfig || domainProblems.length ? 1 : 0);
