/**
 * Algolia's `_highlightResult` and `_snippetResult` for a hit. Record text is HTML-escaped: the
 * only markup in a value is the highlight tags (DocSearch renders these values as HTML).
 * Browser-safe.
 */
import { originalLength, tokenizeWithOffsets, type Token } from './tokenize.js';
import type { Expansion } from './match.js';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
  ellipsis: string;
}

type Marks = { word: number; length: number }[];

/** The query as highlighting needs it: its words and, per matching term, which word and how much of it. */
export interface QueryMatcher {
  words: string[];
  terms: Map<string, { word: number; prefix: boolean }>;
  /** The last word is matched as a prefix (the user may still be typing it). */
  prefixLast: boolean;
  /** Texts already marked for this query: hits of a page share their hierarchy. */
  marked: Map<string, { tokens: Token[]; marks: Marks }>;
}

export function createMatcher(words: string[], expansions: Expansion[][], prefixLast: boolean): QueryMatcher {
  const terms = new Map<string, { word: number; prefix: boolean }>();
  expansions.forEach((list, word) => {
    for (const e of list) if (!terms.has(e.term) || !e.prefix) terms.set(e.term, { word, prefix: e.prefix });
  });
  return { words, terms, prefixLast, marked: new Map() };
}

function marked(text: string, matcher: QueryMatcher): { tokens: Token[]; marks: Marks } {
  let entry = matcher.marked.get(text);
  if (!entry) {
    const tokens = tokenizeWithOffsets(text);
    entry = { tokens, marks: markTokens(text, tokens, matcher) };
    matcher.marked.set(text, entry);
  }
  return entry;
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Per token: the query word it matches and how many characters (of the original text) to mark. */
function markTokens(text: string, tokens: Token[], matcher: QueryMatcher): Marks {
  const last = matcher.words.length - 1;
  return tokens.map((token) => {
    const hit = matcher.terms.get(token.term);
    const word = token.end - token.start;
    if (hit) return { word: hit.word, length: hit.prefix ? originalLength(text.slice(token.start, token.end), matcher.words[hit.word]!.length) : word };
    if (matcher.prefixLast && last >= 0 && token.term.startsWith(matcher.words[last]!)) {
      return { word: last, length: originalLength(text.slice(token.start, token.end), matcher.words[last]!.length) };
    }
    return { word: -1, length: 0 };
  });
}

/** `text[from, to)` with the marked parts wrapped in the tags, everything escaped. */
function render(text: string, from: number, to: number, tokens: Token[], marks: Marks, tags: HighlightTags): string {
  let out = '';
  let at = from;
  tokens.forEach((token, i) => {
    const mark = marks[i]!;
    if (mark.word < 0 || token.start < from || token.end > to) return;
    out += escapeHtml(text.slice(at, token.start)) + tags.pre + escapeHtml(text.slice(token.start, token.start + mark.length)) + tags.post;
    at = token.start + mark.length;
  });
  return out + escapeHtml(text.slice(at, to));
}

function levelOf(matched: Set<number>, words: number): MatchLevel {
  if (!matched.size) return 'none';
  return matched.size >= words ? 'full' : 'partial';
}

export function highlight(text: string, matcher: QueryMatcher, tags: HighlightTags): HighlightResult {
  const { tokens, marks } = marked(text, matcher);
  const matched = new Set(marks.filter((m) => m.word >= 0).map((m) => m.word));
  const fully = tokens.length > 0 && marks.every((m, i) => m.word >= 0 && m.length === tokens[i]!.end - tokens[i]!.start);
  return {
    value: render(text, 0, text.length, tokens, marks, tags),
    matchLevel: levelOf(matched, matcher.words.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((w) => matcher.words[w]!),
    fullyHighlighted: fully,
  };
}

/** The `size` words of `text` around the most query words, highlighted, with ellipses where text was cut. */
export function snippet(text: string, size: number, matcher: QueryMatcher, tags: HighlightTags): SnippetResult {
  const { tokens, marks } = marked(text, matcher);
  const matched = new Set(marks.filter((m) => m.word >= 0).map((m) => m.word));
  if (tokens.length <= size) return { value: render(text, 0, text.length, tokens, marks, tags), matchLevel: levelOf(matched, matcher.words.length) };
  // The window with the most marked words; the first such window wins.
  let start = 0;
  let best = -1;
  let inWindow = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (marks[i]!.word >= 0) inWindow++;
    if (i >= size && marks[i - size]!.word >= 0) inWindow--;
    if (i >= size - 1 && inWindow > best) {
      best = inWindow;
      start = i - size + 1;
    }
  }
  // Start a little before the first match, so it is read in context.
  const first = marks.findIndex((m, i) => i >= start && m.word >= 0);
  if (first > start + 2) start = Math.min(first - 2, tokens.length - size);
  const end = start + size;
  const from = start === 0 ? 0 : tokens[start]!.start;
  const to = end >= tokens.length ? text.length : tokens[end - 1]!.end;
  const value = `${start > 0 ? tags.ellipsis : ''}${render(text, from, to, tokens, marks, tags)}${end < tokens.length ? tags.ellipsis : ''}`;
  return { value, matchLevel: levelOf(matched, matcher.words.length) };
}
