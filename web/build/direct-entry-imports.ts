// The browser entry (web/src/main.tsx) imports React, the data layer and the shell one after the
// other, a task each. Each of those targets lives in a group chunk (vite.config.ts), so the bundler
// gives every import a facade chunk of a line or two: three requests of ~0.7 KB each, nearly all
// of it response headers, which counted against the pages' script budget (issue 62). Here the
// entry imports the group chunks themselves, and the facades nobody else needs are dropped.
// main.tsx never reads what these imports return; a facade that does more than re-export (or call
// a CommonJS module's initializer) is left alone, and the build fails if none could be removed.
import { basename } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const SOURCE_MAP = /\n?\/\/# sourceMappingURL=\S+\s*$/;
/** `import"./x.js";` and `export{…}from"./x.js";`: the target, nothing else runs. */
const REEXPORT = /^(?:import|export\{[^}]*\}from)"\.\/([\w.-]+\.js)";?$/;
/** `import{h as e}from"./x.js";export default e();`: a CommonJS module's initializer. */
const CJS_INIT = /^import\{(\w+) as (\w+)\}from"\.\/([\w.-]+\.js)";export default \2\(\);?$/;

function direct(facade: OutputChunk): { file: string; call?: string } | undefined {
  const code = facade.code.replace(SOURCE_MAP, '').trim();
  const reexport = REEXPORT.exec(code);
  if (reexport?.[1]) return { file: reexport[1] };
  const init = CJS_INIT.exec(code);
  if (init?.[1] && init[3]) return { file: init[3], call: init[1] };
  return undefined;
}

export function directEntryImports(entryName = 'index'): Plugin {
  return {
    name: 'vitrine:direct-entry-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.name === entryName);
      if (!entry) return;
      const removed: string[] = [];
      for (const file of [...entry.dynamicImports]) {
        const facade = bundle[file];
        if (facade?.type !== 'chunk' || facade.isEntry) continue;
        const target = direct(facade);
        if (!target) continue;
        const name = basename(file);
        const from = `import(\`./${name}\`)`;
        if (!entry.code.includes(from)) continue;
        // A CommonJS initializer still runs in its own step; its result is the module, as before.
        const to = target.call
          ? `import(\`./${target.file}\`).then((m)=>({default:m.${target.call}()}))`
          : `import(\`./${target.file}\`)`;
        entry.code = entry.code.replaceAll(from, to).replaceAll(`"assets/${name}"`, `"assets/${target.file}"`);
        // The manifest names what the entry imports (the server leaves those out of a page's preloads).
        const targetFile = file.replace(name, target.file);
        entry.dynamicImports = entry.dynamicImports.map((f) => (f === file ? targetFile : f));
        const others = chunks.some(
          (c) => c !== entry && c !== facade && (c.imports.includes(file) || c.dynamicImports.includes(file)),
        );
        if (!others) {
          delete bundle[file];
          delete bundle[`${file}.map`];
          removed.push(name);
        }
      }
      if (!removed.length) this.error('no facade chunk left to remove: update web/build/direct-entry-imports.ts');
    },
  };
}
