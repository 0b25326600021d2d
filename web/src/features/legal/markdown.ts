// The little Markdown the site's documents use — headings, paragraphs, lists, bold, italic, code,
// fenced code blocks and links — parsed into plain data that React renders as text. Nothing is ever read as HTML: a tag
// in the source stays visible text, and links keep only safe destinations.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; text: string };

const SAFE_SCHEMES = ['http', 'https', 'mailto'];

/**
 * The destination to render, or null. Browsers ignore tabs, new lines and leading control
 * characters in a URL ("java\tscript:" runs), so those are removed before the scheme is read.
 */
export function safeHref(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!href) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme && !SAFE_SCHEMES.includes(scheme.toLowerCase())) return null;
  return href;
}

const INLINE: { re: RegExp; make: (m: RegExpExecArray) => Inline | Inline[] }[] = [
  { re: /^\\([\\`*_[\]()#+\-.!<>])/, make: (m) => ({ type: 'text', text: m[1] ?? '' }) },
  { re: /^`([^`]+)`/, make: (m) => ({ type: 'code', text: m[1] ?? '' }) },
  { re: /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/, make: (m) => ({ type: 'strong', children: parseInline(m[2] ?? '') }) },
  {
    re: /^([*_])(?=\S)([\s\S]*?\S)\1(?![\p{L}\p{N}])/u,
    make: (m) => ({ type: 'em', children: parseInline(m[2] ?? '') }),
  },
  {
    re: /^\[([^\]]+)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/,
    make: (m) => {
      const children = parseInline(m[1] ?? '');
      const href = safeHref(m[2] ?? '');
      // An unsafe link keeps its words and loses the link.
      return href ? { type: 'link', href, children } : children;
    },
  },
];

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const push = (node: Inline) => {
    if (node.type !== 'text') return out.push(node);
    const last = out[out.length - 1];
    if (last?.type === 'text') last.text += node.text;
    else out.push({ ...node });
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    // Emphasis markers only open at a word's start (snake_case and 2*3*4 stay as written).
    const atWordStart = i === 0 || !/[\p{L}\p{N}]/u.test(source[i - 1] ?? '');
    const rule = INLINE.find((r) => (atWordStart || !/^[*_]/.test(rest)) && r.re.test(rest));
    const match = rule?.re.exec(rest);
    if (rule && match) {
      if (text) push({ type: 'text', text });
      text = '';
      const made = rule.make(match);
      for (const node of Array.isArray(made) ? made : [made]) push(node);
      i += match[0].length;
    } else {
      text += source[i];
      i += 1;
    }
  }
  if (text) push({ type: 'text', text });
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  let fence: string[] | null = null;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    // A fenced block (```) is kept verbatim, line by line: commands to copy, never formatted.
    if (/^\s*```/.test(line)) {
      if (fence) {
        blocks.push({ type: 'code', text: fence.join('\n') });
        fence = null;
      } else {
        flush();
        fence = [];
      }
      continue;
    }
    if (fence) {
      fence.push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]?.length ?? 1, children: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (list && /^\s+\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  if (fence) blocks.push({ type: 'code', text: fence.join('\n') });
  return blocks;
}
