/**
 * How text becomes search terms, the same at build time and at query time: words are runs of
 * letters and digits, lowercased, accents removed (`Évaluation` -> `evaluation`), so a query typed
 * without accents still matches. Browser-safe.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
/** Longer runs are hashes or encoded data, not words anyone types. */
export const MAX_TERM_LENGTH = 40;

export function normalizeTerm(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}


/** The terms of a text, in order (repeats kept). Normalizes the whole text once: indexing runs this on every record. */
export function tokenize(text: string): string[] {
  const words = ASCII.test(text) ? text.toLowerCase().match(ASCII_WORD) : normalizeTerm(text).match(WORD);
  if (!words) return [];
  return words.some((w) => w.length > MAX_TERM_LENGTH) ? words.filter((w) => w.length <= MAX_TERM_LENGTH) : words;
}

export interface Token {
  term: string;
  /** Offsets of the word in the original text. */
  start: number;
  end: number;
}

/** The terms of a text with where each word is, for highlighting. */
export function tokenizeWithOffsets(text: string): Token[] {
  const tokens: Token[] = [];
  const ascii = ASCII.test(text);
  for (const match of text.matchAll(WORD)) {
    const start = match.index!;
    tokens.push({ term: ascii ? match[0].toLowerCase() : normalizeTerm(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}

/** How many characters of `word` (original text) make up the first `length` characters of its term. */
export function originalLength(word: string, length: number): number {
  let normalized = 0;
  let i = 0;
  for (const char of word) {
    if (normalized >= length) break;
    normalized += normalizeTerm(char).length;
    i += char.length;
  }
  return i;
}

/** The group a term's vocabulary lives in: its first character. */
export const vocabGroup = (term: string): string => String.fromCodePoint(term.codePointAt(0) ?? 0);
