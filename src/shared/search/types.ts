/**
 * The search record and the on-disk format of the local index: shared by the build (Node), the
 * browser engine and the self-hosted endpoint. Browser-safe: no Node imports.
 */

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

/** One search record, in the shape the DocSearch crawler gives a Docusaurus page. */
export interface SearchRecord {
  objectID: string;
  /** Absolute path, with `#anchor` when the record sits under a heading that has an id. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** The text of a content block; null on heading records. */
  content: string | null;
  lang: string;
  language: string;
  docusaurus_tag: string;
  version: string;
  weight: { pageRank: number; level: number; position: number };
}

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** DocSearch's weight.level: lvl1 90 ... lvl6 40, content 0. */
export const levelWeight = (type: RecordType): number => (type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)));

/**
 * A record as one character of the index's meta: `0` content, `1`..`6` a heading that starts a
 * new url (its own anchor; `1` starts a page), `a`..`f` a heading without an anchor of its own.
 */
export function recordCode(type: RecordType, newUrl: boolean): string {
  if (type === 'content') return '0';
  const level = Number(type.slice(3));
  return newUrl ? String(level) : String.fromCharCode(96 + level);
}

/** Heading level of a record code (0 for content), and whether the record starts a new url. */
export function readRecordCode(code: string): { level: number; newUrl: boolean } {
  if (code >= 'a') return { level: code.charCodeAt(0) - 96, newUrl: false };
  return { level: Number(code), newUrl: code !== '0' };
}

/**
 * The per-locale manifest, at a fixed URL (`<baseUrl>search-index/<locale>.json`). Every other
 * file is named by its content hash and referenced from here (or from the meta file), relative to
 * the manifest's folder.
 */
export interface IndexManifest {
  format: 2;
  indexName: string;
  locale: string;
  /** Facet values every record of this locale shares. */
  facets: { lang: string; language: string; version: string };
  records: number;
  /** File holding the meta part. */
  meta: string;
  /** File holding the vocabulary of the terms starting with each character (`''` = all terms). */
  vocab: Record<string, string>;
  /** File of postings chunk `n`: see `partFile` (one hash per chunk: an edit to a paragraph changes the chunks of its words only). */
  postings: string;
  postingsHashes: string;
}

/** Hex digits of the content hash in an index file's name. */
export const HASH_LENGTH = 12;

/**
 * The file of chunk `n` of a part split in chunks: `pattern` with `{n}` replaced by the number and
 * `{h}` by the hash of the group of `perHash` chunks it is in (the `HASH_LENGTH` digits at that
 * group's place in `hashes`). Each file is named for its own contents (or its group's), so a
 * rebuild renames only what changed and browsers keep the rest.
 */
export function partFile(pattern: string, hashes: string, n: number, perHash = 1): string {
  const at = Math.floor(n / perHash) * HASH_LENGTH;
  return pattern.replace('{n}', String(n)).replace('{h}', hashes.slice(at, at + HASH_LENGTH));
}

/** Record-level data every query needs: record types (hence pages, sections, weights) and where the stored records are. */
export interface MetaPart {
  /** One character per record (see `recordCode`). */
  types: string;
  /**
   * Pages (by number, in record order) by their docusaurus_tag, for each tag but `docs-default-current`
   * (most pages'): `default` (the home, React pages, the blog), a docs version's, another docs instance's.
   */
  tagPages: Record<string, number[]>;
  /** Stored records come in chunks of this many pages... */
  pagesPerDocs: number;
  /** ...in the files named by this pattern (see `partFile`; "" when they are in the meta's own file). */
  docs: string;
  /** A hash per group of `docsPerHash` chunks (a page's docs chunk is small: one hash each would make the meta much larger). */
  docsHashes: string;
  docsPerHash: number;
}

/** A vocabulary group: sorted terms, their record counts and the postings chunk holding them. */
export interface VocabPart {
  terms: string[];
  counts: number[];
  chunks: number[];
}

/**
 * A term's postings. Runs: flat pairs `gap, run` over record numbers, where a run is
 * `(length - 1) * 8 + attribute` (attribute: 0..6 = hierarchy.lvl0..lvl6, 7 = content, the best
 * one the term appears in); hierarchy matches come in long runs (a heading covers its section).
 * A term found in the content of many records has those as a bitmap instead (base64, one bit per
 * record from record 0): a common word then costs one bit per record, not a number per match.
 */
export type Postings = number[] | { runs: number[]; content: string };

/** Stored records of a docs chunk, compact: per page, its fields once, then one tuple per record. */
export interface DocsPart {
  /** [url_without_anchor, docusaurus_tag, records] per page of the chunk, a record being [anchor, content, lvl0..lvl6 (trailing nulls dropped), objectID]. */
  pages: [string, string, [string | null, string | null, (string | null)[], string][]][];
}

/** A file of the index: any of the parts, packed together (a small site has a single file). */
export interface IndexFile {
  meta?: MetaPart;
  vocab?: Record<string, VocabPart>;
  postings?: Record<string, Record<string, Postings>>;
  docs?: Record<string, DocsPart>;
}
