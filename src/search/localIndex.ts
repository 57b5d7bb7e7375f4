import { createHash, hash } from 'node:crypto';
import { HASH_LENGTH, LEVELS, partFile, recordCode, type IndexManifest, type MetaPart, type SearchRecord, type VocabPart } from '../shared/search/types.js';
import { vocabGroup } from '../shared/search/tokenize.js';
import { Inverter, invertPage, type BuiltPostings, type InvertedPage, type TermCache } from './postings.js';
import { DEFAULT_TAG, DOCS_TAG } from './records.js';
import { DocsList, entriesBytes, entriesLength, type DocsEntries } from './docsEntries.js';

/** Below this (raw JSON), the whole index is one file: one request, and small sites stay simple. */
const SINGLE_FILE_BYTES = 512 * 1024;
/** Target raw sizes of a postings chunk and of a docs chunk (a third to a quarter of that gzipped). */
const POSTINGS_CHUNK_BYTES = 16 * 1024;
const DOCS_CHUNK_BYTES = 16 * 1024;

export interface LocalIndexFiles {
  manifest: IndexManifest;
  /** Paths relative to the index folder (`search-index/`), and their JSON text (a docs chunk's is made when `contents` is read). */
  files: { path: string; contents: string }[];
}

/** Docs chunks named by one hash per this many (see MetaPart.docsHashes). */
const DOCS_PER_HASH = 8;

const hashOf = (...texts: string[]) => {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text);
  return hash.digest('hex').slice(0, HASH_LENGTH);
};

/** FNV-1a of a term's characters: where postings chunks are cut. */
function termHash(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The JSON text of a term's postings (see Postings): numbers joined natively, with nothing to escape (base64 has no quote). */
const postingsJson = (p: BuiltPostings) => (p instanceof Int32Array ? `[${p.join(',')}]` : `{"runs":[${p.runs.join(',')}],"content":"${p.content}"}`);

/**
 * The local index of one locale's records: a manifest at a fixed name and content-hashed parts.
 * Small sites get a single file; large ones are split so a query loads only what it needs: the
 * meta (record types), the vocabulary of its words' first letters, the postings chunks of the
 * matching terms, and the docs chunks of the hits shown.
 */
export function buildLocalIndex(records: SearchRecord[], options: IndexOptions): LocalIndexFiles {
  const builder = new LocalIndexBuilder(options);
  builder.add(records);
  return builder.finish();
}

export interface IndexOptions {
  locale: string;
  indexName: string;
}

/** The hash of a docs entry kept with it (see IndexPage.hashes): hex digits, longer than a file name's. */
const ENTRY_HASH_LENGTH = 16;
const entryHash = (json: string) => hash('sha1', json).slice(0, ENTRY_HASH_LENGTH);

/**
 * One page's share of its locale's index, made where the page is made (a build's worker thread)
 * and kept with it in the page cache: the JSON text of its entries in the docs part (one per
 * page title among its records) with their tags and hashes, one record code per record, and its
 * records inverted. A block of consecutive pages merged (see IndexShares) is one too.
 */
export interface IndexPage {
  tags: string[];
  docs: DocsEntries;
  /** The hash of each entry of `docs` in turn (ENTRY_HASH_LENGTH digits each): docs chunks are named from them, without hashing their text again each build. */
  hashes: string;
  types: string;
  /** Addresses of its first and last record: a record's code says whether its address differs from the one before. */
  urls: [first: string, last: string];
  inverted: InvertedPage;
}

/** The index share of a page's records (the first is its title, `lvl1`); undefined when it has none. */
export function indexPage(records: SearchRecord[], cache?: TermCache): IndexPage | undefined {
  const first = records[0];
  if (!first) return undefined;
  if (first.type !== 'lvl1') throw new Error('search records must start with a page title');
  const { url_without_anchor: url, docusaurus_tag: tag } = first;
  const docs: string[] = [];
  let tuples: unknown[] = [];
  const entry = () => JSON.stringify([url, tag, tuples]);
  let types = '';
  let firstUrl: string | undefined;
  let lastUrl: string | undefined;
  const inverted = invertPage(
    records.map((record) => {
      const levels = LEVELS.map((level) => record.hierarchy[level]);
      while (levels.length && levels[levels.length - 1] === null) levels.pop();
      if (record.type === 'lvl1' && tuples.length) {
        docs.push(entry());
        tuples = [];
      }
      const recordUrl = record.anchor ? `${url}#${record.anchor}` : url;
      types += recordCode(record.type, lastUrl !== recordUrl);
      firstUrl ??= recordUrl;
      lastUrl = recordUrl;
      tuples.push([record.anchor, record.content, levels, record.objectID]);
      return [levels, record.content] as const;
    }),
    cache,
  );
  docs.push(entry());
  return { tags: docs.map(() => tag), docs, hashes: docs.map(entryHash).join(''), types, urls: [firstUrl!, lastUrl!], inverted };
}

/** The pages of each tag but the docs' own (see MetaPart.tagPages), `default` first. */
function pagesByTag(tags: string[]): Record<string, number[]> {
  const byTag: Record<string, number[]> = { [DEFAULT_TAG]: [] };
  tags.forEach((tag, i) => tag !== DOCS_TAG && (byTag[tag] ??= []).push(i));
  return byTag;
}

/**
 * A share as bytes, to keep in the page cache: a line of JSON (tags, types, urls, record count,
 * terms, how many runs, the docs entries' length), the runs' 32-bit integers as they are in
 * memory (read back in one go), then the docs entries' bytes (see DocsBytes): nothing is escaped
 * or encoded. No bytes is no share. In parts, written one after the other (see PageCache.writeBytes).
 */
export function shareBytes(share: IndexPage | undefined): Uint8Array[] {
  if (!share) return [];
  const { records, terms, runs } = share.inverted;
  const ints = runs instanceof Int32Array ? runs : Int32Array.from(runs);
  const head = JSON.stringify([share.tags, share.hashes, share.types, share.urls, records, terms, ints.length, entriesLength(share.docs)]);
  return [Buffer.from(`${head}\n`), new Uint8Array(ints.buffer, ints.byteOffset, ints.byteLength), entriesBytes(share.docs)];
}

/** A share from `shareBytes`'s bytes (its parts one after the other); its docs entries stay bytes. */
export function readShare(bytes: Uint8Array): IndexPage | undefined {
  if (!bytes.length) return undefined;
  const split = bytes.indexOf(10);
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, split).toString('utf8');
  const [tags, hashes, types, urls, records, terms, runCount, docsLength] = JSON.parse(head) as [string[], string, string, [string, string], number, string, number, number];
  const runs = new Int32Array(runCount);
  const docsStart = split + 1 + 4 * runCount;
  new Uint8Array(runs.buffer).set(bytes.subarray(split + 1, docsStart));
  return { tags, docs: { bytes: bytes.subarray(docsStart), count: tags.length, length: docsLength }, hashes, types, urls, inverted: { records, terms, runs } };
}

/** Index shares of consecutive pages, added in order and merged: into one share (a block of a large site's pages), or into a locale's index (LocalIndexBuilder). */
export class IndexShares {
  protected readonly inverter = new Inverter();
  protected readonly tags: string[] = [];
  protected readonly docs = new DocsList();
  protected hashes = '';
  protected types = '';
  protected records = 0;
  private urls: [first: string, last: string] | undefined;

  /** The next page (or block of pages), made by indexPage or `share`. */
  addPage(page: IndexPage): void {
    this.tags.push(...page.tags);
    this.docs.add(page.docs);
    this.hashes += page.hashes;
    // indexPage saw no record before the page's first: its code says "new address" unless the last page ended at the same one.
    this.types += this.urls?.[1] === page.urls[0] ? recordCode('lvl1', false) + page.types.slice(1) : page.types;
    this.urls = [this.urls?.[0] ?? page.urls[0], page.urls[1]];
    this.inverter.addPage(page.inverted);
    this.records += page.inverted.records;
  }

  /** The pages added so far as one share; undefined when none had records. */
  share(): IndexPage | undefined {
    return this.urls && { tags: this.tags, docs: this.docs.joined(), hashes: this.hashes, types: this.types, urls: this.urls, inverted: this.inverter.asPage() };
  }
}

/**
 * A locale's local index made as its pages come, in site order, any number at a time (a build
 * adds each page or block of pages as it is made, so the index is mostly done with the last page).
 */
export class LocalIndexBuilder extends IndexShares {
  private readonly terms: TermCache = new Map();

  constructor(private readonly options: IndexOptions) {
    super();
  }

  /** Whole pages' records, each page starting with its title (`lvl1`). */
  add(records: SearchRecord[]): void {
    let start = 0;
    for (let r = 1; r <= records.length; r++) {
      if (r < records.length && records[r]!.type !== 'lvl1') continue;
      const page = indexPage(records.slice(start, r), this.terms);
      if (page) this.addPage(page);
      start = r;
    }
  }

  finish(): LocalIndexFiles {
    return indexFiles(this.options, this.inverter.finish(), { tags: this.tags, pages: this.docs, hashes: this.hashes, types: this.types, recordCount: this.records });
  }
}

function indexFiles({ locale, indexName }: IndexOptions, inverted: ReturnType<Inverter['finish']>, { tags, pages, hashes, types, recordCount }: { tags: string[]; pages: DocsList; hashes: string; types: string; recordCount: number }): LocalIndexFiles {
  const terms = [...inverted.keys()].sort();

  // Postings chunks: runs of consecutive terms, cut before a term whose hash says so (about one
  // term in `every` once a chunk has half the target size, so that chunks are near the target).
  // Cuts depend on the terms, not on the sizes before them: a new word or a longer postings list
  // changes its own chunk, not the chunks after it (which would all be renamed). A chunk that
  // reaches twice the target is cut anyway. Each term's `"term":postings` is written once, here.
  const entries = terms.map((term) => `${JSON.stringify(term)}:${postingsJson(inverted.get(term)!.postings)}`);
  const postingsBytes = entries.reduce((sum, entry) => sum + entry.length + 1, 0);
  const every = 2 ** Math.max(0, Math.round(Math.log2((POSTINGS_CHUNK_BYTES * terms.length) / 2 / Math.max(postingsBytes, 1))));
  const chunks: string[][] = [];
  const vocab: Record<string, VocabPart> = {};
  let chunkBytes = Infinity;
  terms.forEach((term, t) => {
    const entry = entries[t]!;
    const cut = chunkBytes >= POSTINGS_CHUNK_BYTES / 2 && termHash(term) % every === 0;
    if ((cut || chunkBytes + entry.length + 1 > POSTINGS_CHUNK_BYTES * 2) && chunkBytes > 0) {
      chunks.push([]);
      chunkBytes = 0;
    }
    chunks[chunks.length - 1]!.push(entry);
    chunkBytes += entry.length + 1;
    const group = (vocab[vocabGroup(term)] ??= { terms: [], counts: [], chunks: [] });
    group.terms.push(term);
    group.counts.push(inverted.get(term)!.count);
    group.chunks.push(chunks.length - 1);
  });

  const docsBytes = pages.length;
  const pagesPerDocs = Math.max(1, Math.floor(DOCS_CHUNK_BYTES / (docsBytes / Math.max(pages.count, 1))));
  /** Docs chunk `n`'s text, made when it is asked for (see `emit`). */
  const docsChunk = (n: number) => `{"pages":[${pages.slice(n * pagesPerDocs, (n + 1) * pagesPerDocs).join(',')}]}`;
  const docsChunks = Math.ceil(pages.count / pagesPerDocs);

  const meta: MetaPart = {
    types,
    tagPages: pagesByTag(tags),
    pagesPerDocs,
    docs: '',
    docsHashes: '',
    docsPerHash: DOCS_PER_HASH,
  };
  const manifest: IndexManifest = {
    format: 2,
    indexName,
    locale,
    facets: { lang: locale, language: locale, version: 'current' },
    records: recordCount,
    meta: '',
    vocab: {},
    postings: '',
    postingsHashes: '',
  };
  const files: LocalIndexFiles['files'] = [];
  /** A part; with a function, its text is made when `contents` is first read (a build that links the part from the last one never reads it). */
  const emit = (name: string, text: string | (() => string)): string => {
    if (typeof text === 'string') files.push({ path: name, contents: text });
    else {
      let made: string | undefined;
      files.push({
        path: name,
        get contents() {
          return (made ??= text());
        },
      });
    }
    return name;
  };
  const named = (kind: string, text: string) => emit(`${locale}/${kind}.${hashOf(text)}.json`, text);

  /** A chunk's terms and postings, under its number. */
  const numbered = (chunk: string[], n: number) => `"${n}":{${chunk.join(',')}}`;
  const vocabJson = JSON.stringify(vocab);
  if (postingsBytes + docsBytes + vocabJson.length + meta.types.length < SINGLE_FILE_BYTES) {
    const docsObject = `{${Array.from({ length: docsChunks }, (_, n) => `"${n}":${docsChunk(n)}`).join(',')}}`;
    const name = named('index', `{"meta":${JSON.stringify(meta)},"vocab":${vocabJson},"postings":{${chunks.map(numbered).join(',')}},"docs":${docsObject}}`);
    manifest.meta = name;
    manifest.vocab = { '': name };
    manifest.postings = name;
    return { manifest, files };
  }
  meta.docs = `${locale}/docs.{n}.{h}.json`;
  // A group's chunks are its entries cut every pagesPerDocs: named by that and the entries' hashes (the format is the manifest's).
  const perGroup = DOCS_PER_HASH * pagesPerDocs * ENTRY_HASH_LENGTH;
  for (let at = 0; at < hashes.length; at += perGroup) meta.docsHashes += hashOf(`docs ${manifest.format} ${pagesPerDocs}\0`, hashes.slice(at, at + perGroup));
  for (let n = 0; n < docsChunks; n++) emit(partFile(meta.docs, meta.docsHashes, n, DOCS_PER_HASH), () => `{"docs":{"${n}":${docsChunk(n)}}}`);
  manifest.postings = `${locale}/postings.{n}.{h}.json`;
  const postingsTexts = chunks.map((chunk, n) => `{"postings":{${numbered(chunk, n)}}}`);
  manifest.postingsHashes = postingsTexts.map((text) => hashOf(text)).join('');
  postingsTexts.forEach((text, n) => emit(partFile(manifest.postings, manifest.postingsHashes, n), text));
  manifest.vocab = Object.fromEntries(Object.entries(vocab).map(([group, part]) => [group, named('vocab', JSON.stringify({ vocab: { [group]: part } }))]));
  manifest.meta = named('meta', JSON.stringify({ meta }));
  return { manifest, files };
}
