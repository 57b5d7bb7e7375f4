/**
 * One locale's local index, read lazily: each part is fetched the first time a query needs it and
 * kept (a failed fetch is forgotten, so the next query tries again). Browser-safe; the loader
 * decides where files come from (fetch in the browser, the file system in `docgen serve`).
 */
import { expandWord, type Expansion } from './match.js';
import { vocabGroup } from './tokenize.js';
import { LEVELS, levelWeight, partFile, readRecordCode, type DocsPart, type Hierarchy, type IndexFile, type IndexManifest, type Postings, type RecordType, type SearchRecord, type VocabPart } from './types.js';

export type LoadIndexFile = (file: string) => Promise<IndexFile>;

/** What ranking needs of every record, decoded once from the meta part. */
export interface RecordTable {
  count: number;
  /** Heading level (1..6) or 0 for content. */
  level: Uint8Array;
  /** Position of the record in its page. */
  position: Uint32Array;
  /** Page number of each record. */
  page: Uint32Array;
  /** Number of the url (page section) each record belongs to: the distinct key. */
  section: Uint32Array;
  sections: number;
  /** The docusaurus_tag names, by number: `docs-default-current` is 0. */
  tagNames: string[];
  /** Each page's tag number (see tagNames). */
  pageTag: Uint8Array;
  pagesPerDocs: number;
  /** The file of docs chunk `n`. */
  docsFile: (n: number) => string;
}

/** Each page's docusaurus_tag as a number (a site has at most a few hundred versions and instances). */
function pageTags(tagPages: Record<string, number[]>, pages: number): { tagNames: string[]; pageTag: Uint8Array } {
  const tagNames = ['docs-default-current', ...Object.keys(tagPages)];
  const pageTag = new Uint8Array(pages);
  Object.values(tagPages).forEach((list, i) => list.forEach((p) => (pageTag[p] = i + 1)));
  return { tagNames, pageTag };
}

export class LocaleIndex {
  private files = new Map<string, Promise<IndexFile>>();
  private decoded?: Promise<RecordTable>;
  private decodedTerms = new Map<string, Promise<TermMatches>>();
  private expansions = new Map<string, Promise<Expansion[]>>();

  constructor(
    readonly manifest: IndexManifest,
    private readonly loadFile: LoadIndexFile,
  ) {}

  private file(name: string): Promise<IndexFile> {
    let file = this.files.get(name);
    if (!file) {
      file = this.loadFile(name);
      this.files.set(name, file);
      file.catch(() => this.files.delete(name));
    }
    return file;
  }

  /** What ranking needs of every record (the meta part, decoded). */
  table(): Promise<RecordTable> {
    if (!this.decoded) {
      this.decoded = this.file(this.manifest.meta).then((file) => decodeMeta(file, this.manifest.meta));
      this.decoded.catch(() => (this.decoded = undefined));
    }
    return this.decoded;
  }

  /** The vocabulary of the terms that start with `group` (a character). */
  async vocab(group: string): Promise<VocabPart | undefined> {
    const name = this.manifest.vocab[group] ?? this.manifest.vocab[''];
    if (!name) return undefined;
    return (await this.file(name)).vocab?.[group];
  }

  /** The terms a query word matches; kept for the next keystrokes, which repeat the first words. */
  expand(word: string, options: { prefix: boolean; typoTolerance: boolean }): Promise<Expansion[]> {
    const key = `${options.prefix ? 'p' : 'w'}${options.typoTolerance ? 't' : ''}:${word}`;
    let found = this.expansions.get(key);
    if (!found) {
      if (this.expansions.size >= 1000) this.expansions.clear();
      found = this.vocab(vocabGroup(word)).then((vocab) => expandWord(word, vocab, options));
      this.expansions.set(key, found);
      found.catch(() => this.expansions.delete(key));
    }
    return found;
  }

  /** A term's matches, decoded once and kept: common words come back in query after query. */
  postings(term: string, chunk: number): Promise<TermMatches> {
    const key = `${chunk}:${term}`;
    let matches = this.decodedTerms.get(key);
    if (!matches) {
      // Bounded: a long-running server answers queries on any number of words.
      if (this.decodedTerms.size >= 2000) this.decodedTerms.clear();
      matches = this.file(partFile(this.manifest.postings, this.manifest.postingsHashes, chunk)).then((file) => decodePostings(file.postings?.[chunk]?.[term] ?? []));
      this.decodedTerms.set(key, matches);
      matches.catch(() => this.decodedTerms.delete(key));
    }
    return matches;
  }

  /** The full record number `r`, as it was extracted at build time. */
  async record(r: number): Promise<SearchRecord> {
    const table = await this.table();
    const chunk = Math.floor(table.page[r]! / table.pagesPerDocs);
    const file = await this.file(table.docsFile(chunk));
    const part: DocsPart = file.docs![chunk]!;
    const [url, tag, tuples] = part.pages[table.page[r]! - chunk * table.pagesPerDocs]!;
    const [anchor, content, levels, objectID] = tuples[table.position[r]!]!;
    const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, levels[i] ?? null])) as Hierarchy;
    const level = table.level[r]!;
    const type: RecordType = level ? (`lvl${level}` as RecordType) : 'content';
    const { facets } = this.manifest;
    return {
      objectID,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy,
      content,
      lang: facets.lang,
      language: facets.language,
      docusaurus_tag: tag,
      version: facets.version,
      weight: { pageRank: 0, level: levelWeight(type), position: table.position[r]! },
    };
  }
}

/** The records a term is in (ascending) and the best attribute it is in there (0..6 hierarchy levels, 7 content). */
export interface TermMatches {
  records: Uint32Array;
  attributes: Uint8Array;
}

export function decodePostings(postings: Postings): TermMatches {
  const runs = Array.isArray(postings) ? postings : postings.runs;
  let total = 0;
  for (let i = 1; i < runs.length; i += 2) total += (runs[i]! >> 3) + 1;
  const bits = Array.isArray(postings) ? '' : atob(postings.content);
  for (let i = 0; i < bits.length; i++) for (let byte = bits.charCodeAt(i); byte; byte &= byte - 1) total++;
  const records = new Uint32Array(total);
  const attributes = new Uint8Array(total);
  // Runs and bitmap are each in record order: merged as they are read.
  let n = 0;
  let r = 0;
  let run = 0;
  let runEnd = 0;
  const nextRun = () => {
    if (run >= runs.length) return Infinity;
    r += runs[run]!;
    runEnd = r + (runs[run + 1]! >> 3) + 1;
    return r;
  };
  let runStart = nextRun();
  const takeRunsBefore = (limit: number) => {
    while (runStart < limit) {
      const attribute = runs[run + 1]! & 7;
      for (let k = runStart; k < runEnd; k++) (records[n] = k), (attributes[n++] = attribute);
      r = runEnd;
      run += 2;
      runStart = nextRun();
    }
  };
  for (let i = 0; i < bits.length; i++) {
    const byte = bits.charCodeAt(i);
    if (!byte) continue;
    for (let k = 0; k < 8; k++) {
      if (!(byte & (1 << k))) continue;
      takeRunsBefore(i * 8 + k);
      records[n] = i * 8 + k;
      attributes[n++] = 7;
    }
  }
  takeRunsBefore(Infinity);
  return { records, attributes };
}

/** Every record of the index, in order: what `docgen index` pushes. */
export async function readAllRecords(index: LocaleIndex): Promise<SearchRecord[]> {
  const { count } = await index.table();
  const records: SearchRecord[] = [];
  for (let r = 0; r < count; r++) records.push(await index.record(r));
  return records;
}

function decodeMeta(file: IndexFile, metaFile: string): RecordTable {
  const meta = file.meta!;
  const count = meta.types.length;
  const level = new Uint8Array(count);
  const position = new Uint32Array(count);
  const page = new Uint32Array(count);
  const section = new Uint32Array(count);
  const pageStart: number[] = [];
  let sectionNumber = -1;
  for (let r = 0; r < count; r++) {
    const code = readRecordCode(meta.types[r]!);
    level[r] = code.level;
    if (code.level === 1 && code.newUrl) pageStart.push(r);
    if (code.newUrl) sectionNumber++;
    position[r] = r - pageStart[pageStart.length - 1]!;
    page[r] = pageStart.length - 1;
    section[r] = sectionNumber;
  }
  return {
    count,
    level,
    position,
    page,
    section,
    sections: sectionNumber + 1,
    ...pageTags(meta.tagPages, pageStart.length),
    pagesPerDocs: meta.pagesPerDocs,
    docsFile: (n) => (meta.docs ? partFile(meta.docs, meta.docsHashes, n, meta.docsPerHash) : metaFile),
  };
}
