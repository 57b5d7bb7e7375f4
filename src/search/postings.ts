import { tokenize } from '../../templates/search/tokenize.js';
import { LEVELS, type Postings, type SearchRecord } from '../../templates/search/types.js';

/** Attribute numbers in postings: hierarchy.lvl0..lvl6 are 0..6, content is 7 (searchable attributes, best first). */
export const CONTENT_ATTRIBUTE = 7;

interface TermState {
  postings: number[];
  /** The record after the last run, and the last run's attribute. */
  end: number;
  attribute: number;
  count: number;
  /** Records where the term is in the content only. */
  content: number;
}

/**
 * The inverted index of a locale's records: for each term, the records it appears in with the
 * best attribute it appears in there, as runs (see `Postings`). A heading's words are in the
 * hierarchy of every record of its section, so they come out as one run per section.
 */
export function invertRecords(records: SearchRecord[]): Map<string, { postings: Postings; count: number }> {
  const total = records.length;
  const terms = new Map<string, TermState>();
  // Hierarchy values repeat across a section: tokenize each distinct one once.
  const tokenCache = new Map<string, string[]>();
  const tokensOf = (text: string) => {
    let tokens = tokenCache.get(text);
    if (!tokens) tokenCache.set(text, (tokens = [...new Set(tokenize(text))]));
    return tokens;
  };
  const best = new Map<string, number>();
  records.forEach((record, r) => {
    best.clear();
    LEVELS.forEach((level, attribute) => {
      const value = record.hierarchy[level];
      if (value) for (const term of tokensOf(value)) if (!best.has(term)) best.set(term, attribute);
    });
    if (record.content) for (const term of tokenize(record.content)) if (!best.has(term)) best.set(term, CONTENT_ATTRIBUTE);
    for (const [term, attribute] of best) {
      let state = terms.get(term);
      if (!state) terms.set(term, (state = { postings: [], end: 0, attribute: -1, count: 0, content: 0 }));
      state.count++;
      if (attribute === CONTENT_ATTRIBUTE) state.content++;
      const last = state.postings.length - 1;
      if (last > 0 && state.end === r && state.attribute === attribute) state.postings[last]! += 8;
      else state.postings.push(r - state.end, attribute);
      state.end = r + 1;
      state.attribute = attribute;
    }
  });
  return new Map([...terms].map(([term, s]) => [term, { postings: s.content * 12 > total ? withContentBitmap(s.postings, total) : s.postings, count: s.count }]));
}

/** Moves the content matches of a run list into a bitmap (one bit per record): smaller for common words. */
function withContentBitmap(runs: number[], total: number): Postings {
  const bits = new Uint8Array(Math.ceil(total / 8));
  const kept: number[] = [];
  let r = 0;
  let keptEnd = 0;
  for (let i = 0; i < runs.length; i += 2) {
    r += runs[i]!;
    const run = runs[i + 1]!;
    const end = r + (run >> 3) + 1;
    if ((run & 7) === CONTENT_ATTRIBUTE) {
      for (let k = r; k < end; k++) bits[k >> 3]! |= 1 << (k & 7);
    } else {
      kept.push(r - keptEnd, run);
      keptEnd = end;
    }
    r = end;
  }
  return { runs: kept, content: Buffer.from(bits).toString('base64') };
}
