import { tokenize } from '../shared/search/tokenize.js';

/** Attribute numbers in postings: hierarchy.lvl0..lvl6 are 0..6, content is 7 (searchable attributes, best first). */
export const CONTENT_ATTRIBUTE = 7;

/**
 * One page's records inverted on their own, numbered from the page's first: each term with its
 * runs (see `Postings`: pairs of the gap since the term's last run and `attribute + 8 * (length
 * - 1)`). A build inverts each page where it is made (a worker thread) and keeps it in the page
 * cache; the locale's index only merges them (see Inverter). Flat, to be read back fast: the
 * terms separated by spaces (a term has none), and the runs of each term in turn, each term's
 * preceded by a head (see HEAD).
 */
export interface InvertedPage {
  records: number;
  terms: string;
  /** A plain array, or a typed one once it crossed threads (a structured clone copies it in one go). */
  runs: ArrayLike<number>;
}

/**
 * What precedes a term's runs in an inverted page: how many runs, the records it is in and those
 * where it is in the content only, and the record after its last run. A page is merged into a
 * locale's postings without going through its runs (they are copied as they are): most of the
 * merge of a large site's pages, for code that runs once a process, not long enough to be optimized.
 */
const HEAD = 4;

/** Hierarchy values repeat across a section and a site (lvl0 on every page): each distinct one is tokenized once. */
export type TermCache = Map<string, string[]>;

/**
 * Inverts a page's records, given as their hierarchy values (lvl0 first; missing ones at the end
 * may be left out) and content. A term's attribute in a record is the best it appears in there;
 * consecutive records where a term has the same attribute make one run (a heading's words are in
 * the hierarchy of every record of its section: one run per section).
 */
export function invertPage(records: Iterable<readonly [levels: readonly (string | null | undefined)[], content: string | null]>, cache: TermCache = new Map()): InvertedPage {
  const ids = new Map<string, number>();
  const terms: string[] = [];
  const runs: number[][] = [];
  /** Per term: the record after its last run, that run's attribute, the last record it was seen in and its best attribute there. */
  const end: number[] = [];
  const lastAttribute: number[] = [];
  const seenIn: number[] = [];
  const best: number[] = [];
  const count: number[] = [];
  const contentOnly: number[] = [];
  const inRecord: number[] = [];
  const see = (term: string, r: number, attribute: number) => {
    let id = ids.get(term);
    if (id === undefined) {
      ids.set(term, (id = terms.length));
      terms.push(term);
      runs.push([]);
      end.push(0);
      lastAttribute.push(-1);
      seenIn.push(-1);
      best.push(0);
      count.push(0);
      contentOnly.push(0);
    }
    if (seenIn[id] === r) return;
    seenIn[id] = r;
    best[id] = attribute;
    inRecord.push(id);
  };
  let r = 0;
  for (const [levels, content] of records) {
    inRecord.length = 0;
    // Levels in rank order: the first attribute a term is seen in is its best.
    for (let attribute = 0; attribute < levels.length; attribute++) {
      const value = levels[attribute];
      if (!value) continue;
      let found = cache.get(value);
      if (!found) cache.set(value, (found = [...new Set(tokenize(value))]));
      for (const term of found) see(term, r, attribute);
    }
    if (content) for (const term of tokenize(content)) see(term, r, CONTENT_ATTRIBUTE);
    for (const id of inRecord) {
      const attribute = best[id]!;
      const list = runs[id]!;
      if (list.length && end[id] === r && lastAttribute[id] === attribute) list[list.length - 1]! += 8;
      else list.push(r - end[id]!, attribute);
      end[id] = r + 1;
      lastAttribute[id] = attribute;
      count[id]!++;
      if (attribute === CONTENT_ATTRIBUTE) contentOnly[id]!++;
    }
    r++;
  }
  const flat: number[] = [];
  runs.forEach((list, id) => flat.push(list.length / 2, count[id]!, contentOnly[id]!, end[id]!, ...list));
  return { records: r, terms: terms.join(' '), runs: flat };
}

/** A term's postings as the build holds them: a run list, or the runs left once its content matches are in a bitmap. */
export type BuiltPostings = Int32Array | { runs: number[]; content: string };

/**
 * The inverted index of a locale's records: for each term, the records it appears in with the
 * best attribute it appears in there, as runs. Pages are added in site order, each already
 * inverted (see invertPage): a term's runs are appended after its last one, and joined with it
 * when they meet with the same attribute. Only a term's first run in a page changes (its gap is
 * from the page's start): the others are copied as they are, in one go, into the term's typed
 * array. Terms are numbered and their state kept in flat arrays: a 10,000-page site has millions
 * of (term, record) pairs.
 */
export class Inverter {
  /** Records added so far: the number of the next one. */
  private total = 0;
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  /** Per term: its runs (the first `used` numbers of its array, which grows by doubling). */
  private readonly postings: Int32Array[] = [];
  private readonly used: number[] = [];
  /** Per term: the record after its last run, that run's attribute, records and content-only records. */
  private readonly end: number[] = [];
  private readonly lastAttribute: number[] = [];
  private readonly count: number[] = [];
  private readonly contentOnly: number[] = [];
  private slab = EMPTY;
  private slabUsed = 0;

  private idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(term, id);
      this.names.push(term);
      this.postings.push(EMPTY);
      this.used.push(0);
      this.end.push(0);
      this.lastAttribute.push(-1);
      this.count.push(0);
      this.contentOnly.push(0);
    }
    return id;
  }

  /** The array of term `id` with room for `more` numbers after its used ones. */
  private room(id: number, more: number): Int32Array {
    const list = this.postings[id]!;
    const need = this.used[id]! + more;
    if (need <= list.length) return list;
    const grown = this.allocate(Math.max(need, 2 * list.length, 8));
    grown.set(list.subarray(0, this.used[id]));
    return (this.postings[id] = grown);
  }

  /**
   * A term's array: cut from a slab shared by the terms unless it is large. An array with a
   * buffer of its own costs an allocation outside the heap, which the slab makes once per
   * thousands of arrays (each term's grows a few times as pages come).
   */
  private allocate(length: number): Int32Array {
    if (length > SLAB / 8) return new Int32Array(length);
    if (this.slabUsed + length > this.slab.length) {
      this.slab = new Int32Array(SLAB);
      this.slabUsed = 0;
    }
    return this.slab.subarray(this.slabUsed, (this.slabUsed += length));
  }

  /** The next page's records. */
  addPage(page: InvertedPage): void {
    const { count, contentOnly, end, lastAttribute, used } = this;
    const offset = this.total;
    const runs = page.runs instanceof Int32Array ? page.runs : Int32Array.from(page.runs);
    let i = 0;
    for (const term of page.terms ? page.terms.split(' ') : []) {
      const id = this.idOf(term);
      const first = i + HEAD;
      const last = first + 2 * runs[i]!;
      const list = this.room(id, last - first);
      let n = used[id]!;
      const start = offset + runs[first]!;
      const run = runs[first + 1]!;
      if (n && end[id] === start && lastAttribute[id] === (run & 7)) list[n - 1]! += 8 * ((run >> 3) + 1);
      else {
        list[n++] = start - end[id]!;
        list[n++] = run;
      }
      list.set(runs.subarray(first + 2, last), n);
      used[id] = n + last - first - 2;
      end[id] = offset + runs[i + 3]!;
      lastAttribute[id] = runs[last - 1]! & 7;
      count[id]! += runs[i + 1]!;
      contentOnly[id]! += runs[i + 2]!;
      i = last;
    }
    this.total += page.records;
  }

  /** Term `id`'s runs. */
  private runsOf(id: number): Int32Array {
    return this.postings[id]!.subarray(0, this.used[id]);
  }

  /**
   * What was added, as one inverted page (a block of pages merged where they were made): adding it
   * to an Inverter gives the same postings as adding its pages one by one.
   */
  asPage(): InvertedPage {
    const runs = new Int32Array(this.used.reduce((n, used) => n + HEAD + used, 0));
    let at = 0;
    this.names.forEach((_, id) => {
      runs[at++] = this.used[id]! / 2;
      runs[at++] = this.count[id]!;
      runs[at++] = this.contentOnly[id]!;
      runs[at++] = this.end[id]!;
      runs.set(this.runsOf(id), at);
      at += this.used[id]!;
    });
    return { records: this.total, terms: this.names.join(' '), runs };
  }

  /** Every term with its postings and the number of records it is in. */
  finish(): Map<string, { postings: BuiltPostings; count: number }> {
    const { total, contentOnly, count } = this;
    return new Map(this.names.map((term, id) => [term, { postings: contentOnly[id]! * 12 > total ? withContentBitmap(this.runsOf(id), total) : this.runsOf(id), count: count[id]! }]));
  }
}

const EMPTY = new Int32Array(0);
/** The numbers of a slab of term arrays (see Inverter.allocate). */
const SLAB = 1 << 18;

/** Moves the content matches of a run list into a bitmap (one bit per record): smaller for common words. */
function withContentBitmap(runs: Int32Array, total: number): BuiltPostings {
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
