/**
 * Which indexed terms a query word matches: itself, longer words it starts (on the last word, as
 * the user is still typing) and words within 1 typo (from 3 letters) or 2 typos (from 7), as
 * Algolia's settings for DocSearch say. Typos are looked for among the words that share the first
 * letter (the vocabulary is stored per first letter). Browser-safe.
 */
import { INDEX_SETTINGS } from './settings.js';
import type { VocabPart } from './types.js';

export interface Expansion {
  term: string;
  /** Postings chunk of the term. */
  chunk: number;
  typos: number;
  /** The term is the word itself (Algolia's `exact` criterion). */
  exact: boolean;
  /** Matched as a typed prefix: only the word's length of the term is highlighted. */
  prefix: boolean;
}

/**
 * A prefix expands to at most this many words (the most frequent): fewer for 1 or 2 letters, the
 * first keystrokes, which would otherwise fetch the postings of dozens of words on a large site.
 */
const maxPrefixTerms = (word: string) => (word.length === 1 ? 4 : word.length === 2 ? 8 : 30);
const MAX_TYPO_TERMS = 20;

function lowerBound(terms: string[], word: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rows of the distance table, reused: typo search compares a word with every term of its group. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance (a swap of neighbours is one typo) between `word` and `term`,
 * or, with `prefix`, between `word` and the closest prefix of `term`; anything above `max` is `max + 1`.
 */
export function typoDistance(word: string, term: string, max: number, prefix: boolean): number {
  const m = word.length;
  const n = prefix ? Math.min(term.length, m + max) : term.length;
  if (!prefix && Math.abs(m - n) > max) return max + 1;
  if (prefix && n < m - max) return max + 1;
  if (rows[0]!.length <= n) rows = rows.map(() => new Int32Array(n + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMin = i;
    const wc = word.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const tc = term.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (wc === tc ? 0 : 1));
      if (i > 1 && j > 1 && wc === term.charCodeAt(j - 2) && word.charCodeAt(i - 2) === tc) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  if (!prefix) return Math.min(previous[n]!, max + 1);
  let best = max + 1;
  for (let j = Math.max(0, m - max); j <= n; j++) best = Math.min(best, previous[j]!);
  return best;
}

/** Typos a word of this length may have (none on numbers). */
export function allowedTypos(word: string, typoTolerance: boolean): number {
  if (!typoTolerance || (!INDEX_SETTINGS.allowTyposOnNumericTokens && /^\d+$/.test(word))) return 0;
  return word.length >= INDEX_SETTINGS.minWordSizefor2Typos ? 2 : word.length >= INDEX_SETTINGS.minWordSizefor1Typo ? 1 : 0;
}

/** The terms of `vocab` that `word` matches, best first. */
export function expandWord(word: string, vocab: VocabPart | undefined, options: { prefix: boolean; typoTolerance: boolean }): Expansion[] {
  if (!vocab) return [];
  const { terms, chunks, counts } = vocab;
  const found: Expansion[] = [];
  const taken = new Set<number>();
  const start = lowerBound(terms, word);
  if (terms[start] === word) {
    found.push({ term: word, chunk: chunks[start]!, typos: 0, exact: true, prefix: false });
    taken.add(start);
  }
  if (options.prefix) {
    const longer: number[] = [];
    for (let i = start; i < terms.length && terms[i]!.startsWith(word); i++) if (!taken.has(i)) longer.push(i);
    longer.sort((a, b) => counts[b]! - counts[a]!);
    for (const i of longer.slice(0, maxPrefixTerms(word))) {
      found.push({ term: terms[i]!, chunk: chunks[i]!, typos: 0, exact: false, prefix: true });
      taken.add(i);
    }
  }
  const max = allowedTypos(word, options.typoTolerance);
  if (max) {
    const near: { i: number; typos: number }[] = [];
    for (let i = 0; i < terms.length; i++) {
      if (taken.has(i)) continue;
      const typos = typoDistance(word, terms[i]!, max, options.prefix);
      if (typos <= max) near.push({ i, typos });
    }
    near.sort((a, b) => a.typos - b.typos || counts[b.i]! - counts[a.i]!);
    for (const { i, typos } of near.slice(0, MAX_TYPO_TERMS)) {
      const term = terms[i]!;
      // A word with a typo is marked whole: its first letters need not be the typed ones.
      found.push({ term, chunk: chunks[i]!, typos, exact: false, prefix: false });
    }
  }
  return found;
}
