import { tokenize } from '../../templates/search/tokenize.js';
import type { Postings } from '../../templates/search/types.js';

/** Attribute numbers in postings: hierarchy.lvl0..lvl6 are 0..6, content is 7 (searchable attributes, best first). */
export const CONTENT_ATTRIBUTE = 7;

/**
 * The inverted index of a locale's records: for each term, the records it appears in with the
 * best attribute it appears in there, as runs (see `Postings`). A heading's words are in the
 * hierarchy of every record of its section, so they come out as one run per section. Records are
 * added in order, one at a time (a build adds each page's as it is made). Terms are
 * numbered and their state kept in flat arrays: a 10,000-page site has millions of (term, record) pairs.
 */
export class Inverter {
  /** Records added so far: the number of the next one. */
  private total = 0;
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly postings: number[][] = [];
  /** Per term: the record after its last run, that run's attribute, records and content-only records. */
  private readonly end: number[] = [];
  private readonly lastAttribute: number[] = [];
  private readonly count: number[] = [];
  private readonly contentOnly: number[] = [];
  /** Per term: the last record it was seen in, and its best attribute there. */
  private readonly seenIn: number[] = [];
  private readonly best: number[] = [];
  /** Hierarchy values repeat across a section: each distinct one is tokenized once. */
  private readonly hierarchyTerms = new Map<string, number[]>();
  private readonly inRecord: number[] = [];

  private idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(term, id);
      this.names.push(term);
      this.postings.push([]);
      this.end.push(0);
      this.lastAttribute.push(-1);
      this.count.push(0);
      this.contentOnly.push(0);
      this.seenIn.push(-1);
      this.best.push(0);
    }
    return id;
  }

  private termsOf(text: string): number[] {
    let found = this.hierarchyTerms.get(text);
    if (!found) this.hierarchyTerms.set(text, (found = [...new Set(tokenize(text))].map((term) => this.idOf(term))));
    return found;
  }

  /** The next record, from its hierarchy values (lvl0 first; missing ones at the end may be left out) and its content. */
  addRecord(levels: readonly (string | null | undefined)[], content: string | null): void {
    const { seenIn, best, inRecord, postings, count, contentOnly, end, lastAttribute } = this;
    const r = this.total++;
    inRecord.length = 0;
    // Levels in rank order: the first attribute a term is seen in is its best.
    for (let attribute = 0; attribute < levels.length; attribute++) {
      const value = levels[attribute];
      if (!value) continue;
      for (const id of this.termsOf(value)) {
        if (seenIn[id] === r) continue;
        seenIn[id] = r;
        best[id] = attribute;
        inRecord.push(id);
      }
    }
    if (content) {
      for (const term of tokenize(content)) {
        const id = this.idOf(term);
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

  /** Every term with its postings and the number of records it is in. */
  finish(): Map<string, { postings: Postings; count: number }> {
    const { total, postings, contentOnly, count } = this;
    return new Map(this.names.map((term, id) => [term, { postings: contentOnly[id]! * 12 > total ? withContentBitmap(postings[id]!, total) : postings[id]!, count: count[id]! }]));
  }
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
