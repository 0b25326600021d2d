// The words inside screenshots that a search matched: for each screen, the words of its image text
// (OCR) that the query's words (or their typo-corrected alternatives and stems) matched — never the
// whole text, which may be long and which a client asking "where does this word appear" does not need.
import { Prisma } from '../../generated/prisma/client.ts';
import type { ServiceContext } from '../platform/context.ts';
import { normalizeText } from '../platform/text.ts';
import { planSearch, tsquery } from './search.ts';

const MAX_WORDS = 10;
const START = '\u0002';
const STOP = '\u0003';

export async function imageTextMatches(
  ctx: Pick<ServiceContext, 'db'>,
  ids: number[],
  search: string,
): Promise<Map<number, string[]>> {
  const plan = ids.length ? await planSearch(ctx, search) : [];
  if (!plan.length) return new Map();
  const q = tsquery(plan, { weights: 'D' });
  const options = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;
  // Each stemming marks what it matches; together they cover the query's Portuguese and English forms.
  const rows = await ctx.db.$queryRaw<{ id: number; text: string; pt: string | null; en: string | null }[]>`
    SELECT id, "ocrText" AS text,
           ts_headline('vitrine_pt', "ocrText", (${q}), ${options}) AS pt,
           ts_headline('vitrine_en', "ocrText", (${q}), ${options}) AS en
    FROM "Screen" WHERE id IN (${Prisma.join(ids)}) AND "ocrText" IS NOT NULL`;
  const marked = new RegExp(`${START}([^${STOP}]*)${STOP}`, 'g');
  return new Map(
    rows.map((r) => {
      const words = new Map<string, string>();
      // The query's own words as the image writes them ("gov.br" in "Entrar com gov.br") come first,
      // then what the stems and typo corrections matched.
      for (const word of literalMatches(r.text, search)) words.set(word.toLowerCase(), word);
      for (const text of [r.pt ?? '', r.en ?? '']) {
        for (const m of text.matchAll(marked)) {
          const word = (m[1] ?? '').trim();
          if (word && !words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
        }
      }
      return [r.id, [...words.values()].slice(0, MAX_WORDS)];
    }),
  );
}

// A word with the dots, hyphens and @ inside it that addresses and names carry ("gov.br", "e-título").
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}.@-]*[\p{L}\p{N}])?/gu;

/** The image text's words equal to one of the query's (case and accents aside), as the image writes them. */
function literalMatches(text: string, search: string): string[] {
  const wanted = new Set([...search.matchAll(TOKEN)].map((m) => normalizeText(m[0])));
  return [...text.matchAll(TOKEN)].map((m) => m[0]).filter((w) => wanted.has(normalizeText(w)));
}
