import { readFileSync, statSync } from 'node:fs';
import { type DefinitionNode, parse } from 'graphql';
import type { Plugin } from 'vite';

/** `graphql(` followed by a template literal (documents never interpolate). */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** One generated document per line: `export const NameDocument = {…} as unknown as DocumentNode<…>;` */
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;

/** The name graphql-codegen gives a document in the generated graphql.ts. */
function exportName(definition: DefinitionNode | undefined): string {
  if (definition?.kind === 'OperationDefinition' && definition.name) return `${definition.name.value}Document`;
  if (definition?.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  throw new Error('graphql() documents must start with a named operation or fragment');
}

/**
 * Puts each document into the module that declares it, as the client preset's Babel plugin would
 * (it imports them from the generated file instead). Left to run time, graphql() looks documents up
 * in a map holding every document of the project, and the generated file is a single module: either
 * way every page's queries, the admin screens' included, ended up in each visitor's first load.
 */
export function graphqlDocuments(generated: string): Plugin {
  let loaded: { mtime: number; documents: Map<string, string> } | undefined;
  const documents = () => {
    const mtime = statSync(generated).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const found = new Map<string, string>();
      for (const line of readFileSync(generated, 'utf8').split('\n')) {
        const match = DOCUMENT.exec(line);
        if (match?.[1] && match[2]) found.set(match[1], match[2]);
      }
      loaded = { mtime, documents: found };
    }
    return loaded.documents;
  };
  return {
    name: 'vitrine:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx$/.test(id) || /node_modules|[\\/]src[\\/]gql[\\/]/.test(id)) return null;
      if (!code.includes('graphql(`')) return null;
      const rewritten = code.replace(CALL, (_call, source: string) => {
        const name = exportName(parse(source).definitions[0]);
        const document = documents().get(name);
        if (!document) throw new Error(`${name} is not in ${generated}: run npm run codegen`);
        // Same line count as the call it replaces, so positions in stack traces stay right.
        return `(${document}${'\n'.repeat(source.split('\n').length - 1)})`;
      });
      return { code: rewritten, map: null };
    },
  };
}
