// Where the words of a screenshot stand (issue 60 item 3): the boxes tesseract.js reports for each kept
// word, in the image's pixels, stored compactly as [word, x, y, width, height] with the image's size.

export type OcrWordBox = [text: string, x: number, y: number, w: number, h: number];
export type OcrBoxes = { w: number; h: number; words: OcrWordBox[] };

/** A word as search keeps it (same characters as cleanOcrText), or '' for noise. */
export function cleanOcrWord(raw: string): string {
  const t = raw.replace(/[^\p{L}\p{N}@.,:/%+-]+/gu, '');
  return /[\p{L}\p{N}]{2,}/u.test(t) ? t : '';
}

/** Folds case and accents, and trims punctuation at the ends, so "Gov.br," matches "gov.br". */
export const foldWord = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Parses stored boxes defensively (a JSON column): anything malformed reads as no boxes. */
export function parseOcrBoxes(value: unknown): OcrBoxes | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<OcrBoxes>;
  if (typeof v.w !== 'number' || typeof v.h !== 'number' || !Array.isArray(v.words)) return null;
  return v as OcrBoxes;
}

/**
 * The boxes of the words a search matched: a box matches when its folded word equals a searched word
 * or starts with it (search is by prefix too), or when a searched phrase like "gov.br" is the word.
 */
export function matchBoxes(boxes: OcrBoxes | null, searchedWords: string[]): OcrWordBox[] {
  if (!boxes) return [];
  const wanted = [...new Set(searchedWords.map(foldWord).filter((w) => w.length >= 2))];
  if (!wanted.length) return [];
  return boxes.words.filter(([t]) => {
    const f = foldWord(t);
    return wanted.some((w) => f === w || (w.length >= 3 && f.startsWith(w)));
  });
}
