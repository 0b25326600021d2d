// Chakra's createSystem builds the theme in one call: ~200 ms in one task at the calibrated phone's
// speed (issue 62's profile: the token dictionary ~90, the utility ~40, the config merge ~40), and
// TBT counts every millisecond of a task past 50. In the bundles, createSystem also gets a generator
// twin, `createSystem.steps`, that runs the same code and pauses between those parts, so the browser's
// boot can build the theme in several short tasks (web/src/theme/system.ts). The library's function
// becomes that generator with pauses inserted, and createSystem runs it to the end at once (no second
// copy of the code in the bundle); the build fails if Chakra's code changes shape.
import type { Plugin } from 'vite';

const SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const DICTIONARY = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

/** A top-level function's source, from its declaration to the first closing brace at column 0. */
function topLevelFunction(code: string, head: string): string | null {
  const start = code.indexOf(head);
  if (start < 0) return null;
  const end = code.indexOf('\n}\n', start);
  return end < 0 ? null : code.slice(start, end + 2);
}

/** Applies each [from, to] once, or returns null when one of them is not there exactly once. */
function edit(source: string, edits: [string, string][]): string | null {
  let out = source;
  for (const [from, to] of edits) {
    if (out.split(from).length !== 2) return null;
    out = out.replace(from, () => to);
  }
  return out;
}

/** The library's function, run at once: its steps without the pauses (token-dictionary.js exports it). */
const DRAIN = `function drain(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}`;

const BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`;
const BUILD_STEPS = `${BUILD}
  function* buildSteps() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    yield;
    addConditionalTokens();
    addReferences();
    yield;
    expandTokenReferences$1();
    yield;
    applyMiddlewares("post");
    applyTransforms("post");
    yield;
    setupViews();
  }`;

function dictionarySteps(code: string): string | null {
  const fn = topLevelFunction(code, 'function createTokenDictionary(options) {');
  if (!fn) return null;
  const steps = edit(fn, [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
    [BUILD, BUILD_STEPS],
    ['  registerTokens();\n', '  registerTokens();\n  yield;\n'],
    ['  build();\n  return dictionary;', '  yield* buildSteps();\n  return dictionary;'],
  ]);
  if (!steps) return null;
  return edit(code, [
    [
      fn,
      `${DRAIN}\nfunction createTokenDictionary(options) {\n  return drain(createTokenDictionarySteps(options));\n}\n${steps}\n`,
    ],
    ['export { ', 'export { createTokenDictionarySteps, drain, '],
  ]);
}

function systemSteps(code: string): string | null {
  const fn = topLevelFunction(code, 'function createSystem(...configs) {');
  if (!fn) return null;
  const steps = edit(fn, [
    ['function createSystem(...configs) {', 'function* createSystemSteps(...configs) {'],
    ['  const layers = createLayers(config);\n', '  const layers = createLayers(config);\n  yield;\n'],
    ['const tokens = createTokenDictionary({', 'const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
    ['  function assignComposition() {', '  yield;\n  function assignComposition() {'],
    ['  const tokenMap = getTokenMap(tokens);', '  yield;\n  const tokenMap = getTokenMap(tokens);'],
  ]);
  if (!steps) return null;
  return edit(code, [
    [
      fn,
      `function createSystem(...configs) {\n  return drain(createSystemSteps(...configs));\n}\n${steps}\ncreateSystem.steps = createSystemSteps;\n`,
    ],
    [
      "import { createTokenDictionary } from './token-dictionary.js';",
      "import { createTokenDictionary, createTokenDictionarySteps, drain } from './token-dictionary.js';",
    ],
  ]);
}

export function themeInSteps(): Plugin {
  return {
    name: 'vitrine:theme-in-steps',
    enforce: 'pre',
    transform(code, id) {
      const change = SYSTEM.test(id) ? systemSteps : DICTIONARY.test(id) ? dictionarySteps : null;
      if (!change) return null;
      const out = change(code);
      if (!out) this.error(`${id}: Chakra's createSystem changed shape; update web/build/theme-in-steps.ts`);
      // Copies and one-line insertions: the library's own source map stays good enough.
      return { code: out, map: null };
    },
  };
}
