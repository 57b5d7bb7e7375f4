import { tokenize } from '../../templates/search/tokenize.js';
import { LEVELS, type Postings, type SearchRecord } from '../../templates/search/types.js';

/** Attribute numbers in postings: hierarchy.lvl0..lvl6 are 0..6, content is 7 (searchable attributes, best first). */
export const CONTENT_ATTRIBUTE = 7;

/**
 * The inverted index of a locale's records: for each term, the records it appears in with the
 * best attribute it appears in there, as runs (see `Postings`). A heading's words are in the
 * hierarchy of every record of its section, so they come out as one run per section. Terms are
 * numbered and their state kept in flat arrays: a 10,000-page site has millions of (term, record) pairs.
 */
export function invertRecords(records: SearchRecord[]): Map<string, { postings: Postings; count: number }> {
  const total = records.length;
  const ids = new Map<string, number>();
  const names: string[] = [];
  const postings: number[][] = [];
  /** Per term: the record after its last run, that run's attribute, records and content-only records. */
  const end: number[] = [];
  const lastAttribute: number[] = [];
  const count: number[] = [];
  const contentOnly: number[] = [];
  /** Per term: the last record it was seen in, and its best attribute there. */
  const seenIn: number[] = [];
  const best: number[] = [];
  const idOf = (term: string): number => {
    let id = ids.get(term);
    if (id === undefined) {
      id = names.length;
      ids.set(term, id);
      names.push(term);
      postings.push([]);
      end.push(0);
      lastAttribute.push(-1);
      count.push(0);
      contentOnly.push(0);
      seenIn.push(-1);
      best.push(0);
    }
    return id;
  };
  // Hierarchy values repeat across a section: tokenize each distinct one once.
  const hierarchyTerms = new Map<string, number[]>();
  const termsOf = (text: string) => {
    let found = hierarchyTerms.get(text);
    if (!found) hierarchyTerms.set(text, (found = [...new Set(tokenize(text))].map(idOf)));
    return found;
  };

  const inRecord: number[] = [];
  for (let r = 0; r < total; r++) {
    const record = records[r]!;
    inRecord.length = 0;
    // Levels in rank order: the first attribute a term is seen in is its best.
    for (let attribute = 0; attribute < LEVELS.length; attribute++) {
      const value = record.hierarchy[LEVELS[attribute]!];
      if (!value) continue;
      for (const id of termsOf(value)) {
        if (seenIn[id] === r) continue;
        seenIn[id] = r;
        best[id] = attribute;
        inRecord.push(id);
      }
    }
    if (record.content) {
      for (const term of tokenize(record.content)) {
        const id = idOf(term);
        if (seenIn[id] === r) continue;
        seenIn[id] = r;
        best[id] = CONTENT_ATTRIBUTE;
        inRecord.push(id);
      }
    }
    for (const id of inRecord) {
      const attribute = best[id]!;
      const list = postings[id]!;
      count[id]!++;
      if (attribute === CONTENT_ATTRIBUTE) contentOnly[id]!++;
      if (list.length && end[id] === r && lastAttribute[id] === attribute) list[list.length - 1]! += 8;
      else list.push(r - end[id]!, attribute);
      end[id] = r + 1;
      lastAttribute[id] = attribute;
    }
  }
  return new Map(names.map((term, id) => [term, { postings: contentOnly[id]! * 12 > total ? withContentBitmap(postings[id]!, total) : postings[id]!, count: count[id]! }]));
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
    const runEnd = r + (run >> 3) + 1;
    if ((run & 7) === CONTENT_ATTRIBUTE) {
      for (let k = r; k < runEnd; k++) bits[k >> 3]! |= 1 << (k & 7);
    } else {
      kept.push(r - keptEnd, run);
      keptEnd = runEnd;
    }
    r = runEnd;
  }
  return { runs: kept, content: Buffer.from(bits).toString('base64') };
}
