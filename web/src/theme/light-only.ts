type Tree = { [key: string]: unknown };

const isObject = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/**
 * Semantic tokens with their light value only. The site has no dark mode, and every `_dark`
 * value doubled the theme's CSS variables: building them was a large part of the ~110 ms the theme
 * took at a phone's speed, and their CSS ~40% of the global stylesheet in every page.
 */
export function lightOnly<T>(tokens: T): T {
  if (!isObject(tokens)) return tokens;
  const out: Tree = {};
  for (const [key, node] of Object.entries(tokens)) {
    if (isObject(node) && 'value' in node) {
      const value = node.value;
      out[key] = isObject(value) && '_light' in value ? { ...node, value: value._light } : node;
    } else out[key] = lightOnly(node);
  }
  return out as T;
}
