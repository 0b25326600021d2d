// Fails when files of server/ or web/src/ import each other in a circle, through any number of files.
// Every import counts: type-only ones (a circle of types is still two files that cannot be read apart)
// and lazy `import()`s (a chunk that imports its loader back). The layer check sees circles between
// folders and domains; this one sees them inside a folder too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = ['server', 'web/src'];
/** Generated code (Prisma's client, graphql-codegen's documents) is not ours to untangle. */
const SKIP = new Set(['server/generated', 'web/src/gql']);

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return SKIP.has(path) ? [] : files(path);
    return /\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The file an import names, relative to the repository; null for packages and for what is not there. */
function target(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, 'web/src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(ROOT, dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return null;
}

function importsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let specifier: string | undefined;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifier = node.moduleSpecifier.text;
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifier = node.arguments[0].text;
    }
    const to = specifier === undefined ? null : target(path, specifier);
    if (to && !found.includes(to)) found.push(to);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each circle once, as the files in import order, the first one again at the end. */
export function circles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components: a component of two or more files holds a circle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  // One circle per component, found breadth-first from its first file back to itself.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] as string;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift() as string;
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w) || cameFrom.has(w)) continue;
        cameFrom.set(w, v);
        if (w === start) queue.length = 0;
        else queue.push(w);
      }
    }
    const path: string[] = [];
    for (let v = cameFrom.get(start) as string; v !== start; v = cameFrom.get(v) as string) path.unshift(v);
    return [start, ...path, start];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = SOURCES.flatMap(files);
  const graph = new Map(all.map((f) => [f, importsOf(f)]));
  const found = circles(graph);
  for (const c of found) {
    console.log(
      `import circle: ${c.join(' → ')}: move what they share into a file of its own (types too) ` +
        'that both import, so the imports run one way',
    );
  }
  console.log(`${found.length} import circle(s) among ${all.length} files of ${SOURCES.join(' and ')}`);
  process.exit(found.length ? 1 : 0);
}
