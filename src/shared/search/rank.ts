/**
 * Ranking, as Algolia's tie-breaking does with DocSearch's settings: more query words matched,
 * then fewer typos, then the best attribute (hierarchy levels before content), then more exact
 * words, then the custom ranking (higher heading level, then earlier in the page). One hit per url
 * (distinct). Works on dense per-record arrays, so a query costs the same whatever it matches.
 * Browser-safe.
 */
import type { Expansion } from './match.js';
import type { RecordTable, TermMatches } from './indexReader.js';

/** Per record and query word: 255 = no match, else `typos << 4 | attribute << 1 | notExact` (lower is better). */
export const NO_MATCH = 255;

/** How one query word matches the records: a code per record, and the set of records it matches (a bitset). */
export interface WordMatch {
  codes: Uint8Array;
  bits: Uint32Array;
}

export function matchWord(count: number, expansions: { expansion: Expansion; matches: TermMatches }[]): WordMatch {
  const codes = new Uint8Array(count).fill(NO_MATCH);
  const bits = new Uint32Array((count + 31) >>> 5);
  for (const { expansion, matches } of expansions) {
    const base = (expansion.typos << 4) | (expansion.exact ? 0 : 1);
    const { records, attributes } = matches;
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!;
      const code = base | (attributes[i]! << 1);
      if (code < codes[r]!) codes[r] = code;
      bits[r >>> 5]! |= 1 << (r & 31);
    }
  }
  return { codes, bits };
}

/** The records of a bitset, ascending. */
function recordsOf(bits: Uint32Array): Uint32Array {
  let total = 0;
  for (let i = 0; i < bits.length; i++) for (let word = bits[i]!; word; word &= word - 1) total++;
  const records = new Uint32Array(total);
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    for (let word = bits[i]!; word; word &= word - 1) records[n++] = (i << 5) + 31 - Math.clz32(word & -word);
  }
  return records;
}

/**
 * Which records facet filters keep, decided per (page tag, record level): the only per-record
 * facets are `docusaurus_tag` (per page) and `type` (the level). `allowed[tag * 7 + level]`,
 * tag 1 for the `default` tag (the home page), 0 for docs.
 */
export interface RecordFilter {
  allowed: Uint8Array;
}

/** Record numbers go in the low 21 bits of a sort key (2 million records per locale). */
const RECORD_BITS = 2 ** 21;

export interface Ranked {
  /** Best first: `score * 2^21 + (2^21 - 1 - record)`, so ties keep page order. */
  keys: number[];
  nbHits: number;
}

export const recordOfKey = (key: number) => RECORD_BITS - 1 - (key % RECORD_BITS);

/**
 * The best `limit` hits (as sort keys) and the number of hits. With `optional`, records missing
 * some words still match (fewer words rank lower); `filter` keeps records by facets.
 */
export function rankRecords(table: RecordTable, matches: WordMatch[], options: { optional: boolean; distinct: number; limit: number; filter?: RecordFilter }): Ranked {
  const { count, level, position, section, page, pageTag } = table;
  const words = matches.map((m) => m.codes);
  const wordCount = words.length;
  const { optional } = options;
  const allowed = options.filter?.allowed;

  // The records that can match: those of every word (a bitset AND), or, with optional words, of any.
  let pool: ArrayLike<number>;
  if (!wordCount) pool = { length: count } as ArrayLike<number>;
  else {
    const set = matches[0]!.bits.slice();
    for (const m of matches.slice(1)) for (let i = 0; i < set.length; i++) set[i] = optional ? set[i]! | m.bits[i]! : set[i]! & m.bits[i]!;
    pool = recordsOf(set);
  }
  const tagOf = (r: number) => pageTag[page[r]!]! * 7;

  const distinct = options.distinct === 1;
  const best = distinct ? new Float64Array(table.sections).fill(-1) : undefined;
  const touched: number[] = [];
  const candidates: number[] = [];
  for (let i = 0; i < pool.length; i++) {
    const r = wordCount ? pool[i]! : i;
    let matched = 0;
    let typos = 0;
    let attribute = 7;
    let exact = 0;
    let w = 0;
    for (; w < wordCount; w++) {
      const code = words[w]![r]!;
      if (code === NO_MATCH) {
        if (optional) continue;
        break;
      }
      matched++;
      typos += code >> 4;
      const a = (code >> 1) & 7;
      if (a < attribute) attribute = a;
      if (!(code & 1)) exact++;
    }
    if (w < wordCount || (allowed && !allowed[tagOf(r) + level[r]!])) continue;
    const heading = level[r] ? 7 - level[r]! : 0;
    const score = ((((matched * 16 + (15 - Math.min(typos, 15))) * 8 + (7 - attribute)) * 16 + Math.min(exact, 15)) * 8 + heading) * 1024 + (1023 - Math.min(position[r]!, 1023));
    const key = score * RECORD_BITS + (RECORD_BITS - 1 - r);
    if (!best) candidates.push(key);
    else {
      // distinct: the best record of each url.
      const s = section[r]!;
      if (best[s]! < 0) touched.push(s);
      if (key > best[s]!) best[s] = key;
    }
  }
  if (best) for (const s of touched) candidates.push(best[s]!);
  if (options.distinct > 1) return keepPerSection(candidates, table, options.distinct, options.limit);
  return { keys: topKeys(candidates, options.limit), nbHits: candidates.length };
}

/** `distinct: n` (n > 1): at most n hits per url. */
function keepPerSection(candidates: number[], table: RecordTable, perSection: number, limit: number): Ranked {
  candidates.sort((a, b) => b - a);
  const seen = new Map<number, number>();
  const kept: number[] = [];
  for (const key of candidates) {
    const s = table.section[recordOfKey(key)]!;
    const n = seen.get(s) ?? 0;
    if (n >= perSection) continue;
    seen.set(s, n + 1);
    kept.push(key);
  }
  return { keys: kept.slice(0, limit), nbHits: kept.length };
}

/** The `limit` largest keys, sorted, without sorting everything. */
export function topKeys(keys: number[], limit: number): number[] {
  if (!limit) return [];
  if (keys.length <= limit * 4) return keys.sort((a, b) => b - a).slice(0, limit);
  const top: number[] = [];
  let floor = -Infinity;
  for (const key of keys) {
    if (top.length === limit && key <= floor) continue;
    // Insert in descending order (the list is short).
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (top[mid]! > key) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, key);
    if (top.length > limit) top.pop();
    if (top.length === limit) floor = top[limit - 1]!;
  }
  return top;
}
