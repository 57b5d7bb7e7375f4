/**
 * Ranking, as Algolia's tie-breaking does with DocSearch's settings: more query words matched,
 * then fewer typos, then the best attribute (hierarchy levels before content), then more exact
 * words, then the custom ranking (higher heading level, then earlier in the page). One hit per url
 * (distinct). Works on dense per-record arrays, so a query costs the same whatever it matches.
 * Browser-safe.
 */
import type { Expansion } from './match.js';
import type { RecordTable } from './indexReader.js';
import type { Postings } from './types.js';

/** Per record and query word: 255 = no match, else `typos << 4 | attribute << 1 | notExact` (lower is better). */
export const NO_MATCH = 255;

export function wordCodes(count: number, expansions: { expansion: Expansion; postings: Postings }[]): Uint8Array {
  const codes = new Uint8Array(count).fill(NO_MATCH);
  for (const { expansion, postings } of expansions) {
    const base = (expansion.typos << 4) | (expansion.exact ? 0 : 1);
    const runs = Array.isArray(postings) ? postings : postings.runs;
    let r = 0;
    for (let i = 0; i < runs.length; i += 2) {
      r += runs[i]!;
      const run = runs[i + 1]!;
      const code = base | ((run & 7) << 1);
      const end = r + (run >> 3) + 1;
      for (; r < end; r++) if (code < codes[r]!) codes[r] = code;
    }
    if (!Array.isArray(postings)) {
      const bits = atob(postings.content);
      const code = base | (7 << 1);
      for (let i = 0; i < bits.length; i++) {
        const byte = bits.charCodeAt(i);
        if (!byte) continue;
        for (let k = 0; k < 8; k++) if (byte & (1 << k) && code < codes[i * 8 + k]!) codes[i * 8 + k] = code;
      }
    }
  }
  return codes;
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
 * some words still match (fewer words rank lower); `accept` filters records (facets).
 */
export function rankRecords(table: RecordTable, words: Uint8Array[], options: { optional: boolean; distinct: number; limit: number; accept?: (r: number) => boolean }): Ranked {
  const { count, level, position, section } = table;
  const wordCount = words.length;
  const keyOf = (r: number): number => {
    let matched = 0;
    let typos = 0;
    let attribute = 7;
    let exact = 0;
    for (let w = 0; w < wordCount; w++) {
      const code = words[w]![r]!;
      if (code === NO_MATCH) {
        if (!options.optional) return -1;
        continue;
      }
      matched++;
      typos += code >> 4;
      const a = (code >> 1) & 7;
      if (a < attribute) attribute = a;
      if (!(code & 1)) exact++;
    }
    if (wordCount && !matched) return -1;
    if (options.accept && !options.accept(r)) return -1;
    const heading = level[r] ? 7 - level[r]! : 0;
    const score = ((((matched * 16 + (15 - Math.min(typos, 15))) * 8 + (7 - attribute)) * 16 + Math.min(exact, 15)) * 8 + heading) * 1024 + (1023 - Math.min(position[r]!, 1023));
    return score * RECORD_BITS + (RECORD_BITS - 1 - r);
  };

  // Candidates: one per url (its best record) with distinct, else every matching record.
  const candidates: number[] = [];
  if (options.distinct === 1) {
    const best = new Float64Array(table.sections).fill(-1);
    for (let r = 0; r < count; r++) {
      const key = keyOf(r);
      if (key > best[section[r]!]!) best[section[r]!] = key;
    }
    for (let s = 0; s < best.length; s++) if (best[s]! >= 0) candidates.push(best[s]!);
  } else {
    for (let r = 0; r < count; r++) {
      const key = keyOf(r);
      if (key >= 0) candidates.push(key);
    }
    if (options.distinct > 1) return keepPerSection(candidates, table, options.distinct, options.limit);
  }
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
