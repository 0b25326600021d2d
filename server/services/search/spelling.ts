// Small pieces of spelling the vocabulary's matching needs: British and US spellings folded to one
// form, the words a phrase may have or leave out, and how many letters a typo may have wrong.

/** British endings and their US forms ("licence", "centre", "colour", "enrolment", "cancelled"); a
 * double l before an ending is one ("enrollment" and "enrolment" meet as "enrolment"). */
const BRITISH: [RegExp, string][] = [
  [/ence$/, 'ense'],
  [/ences$/, 'enses'],
  [/([^aeiou])tre(s?)$/, '$1ter$2'],
  [/our(s?)$/, 'or$1'],
  [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'],
  [/ll(ed|ing|ment|ments)$/, 'l$1'],
  [/mme(s?)$/, 'm$1'],
  [/ogue(s?)$/, 'og$1'],
];

/**
 * One spelling for words that British and US English write differently, applied to the vocabulary's
 * words and to the searched ones alike (so both sides meet, whichever form either is written in).
 */
export function foldSpelling(word: string): string {
  return BRITISH.reduce((out, [pattern, us]) => out.replace(pattern, us), word);
}

/**
 * A Portuguese plural's singular where the stemmer, reading unaccented words, leaves them apart
 * ("cartoes" and "cartao" stem to "carto" and "carta"; "notificacoes", "hospitais", "papeis").
 */
export const singularPt = (word: string) =>
  word
    .replace(/[oa]es$/, 'ao')
    .replace(/ais$/, 'al')
    .replace(/eis$/, 'el')
    .replace(/ns$/, 'm');

/** The plural of a Portuguese word whose stem the plural does not share (the other way round). */
export const pluralPt = (word: string): string | null => {
  const plural = word.replace(/ao$/, 'oes').replace(/al$/, 'ais').replace(/el$/, 'eis').replace(/m$/, 'ns');
  return plural === word ? null : plural;
};

/** Joining words a phrase may have or leave out ("carteira de motorista", "carteira motorista"). */
export const CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'com', 'para', 'of', 'the']);

/** Letters a word of this length may have wrong and still be taken for a known word. */
export const maxEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** Optimal string alignment distance: insertions, deletions, substitutions and swapped neighbours. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length] as number;
}
