import { createHash } from 'node:crypto';
import { LEVELS, recordCode, type IndexManifest, type MetaPart, type Postings, type SearchRecord, type VocabPart } from '../../templates/search/types.js';
import { vocabGroup } from '../../templates/search/tokenize.js';
import { Inverter, invertPage, type InvertedPage, type TermCache } from './postings.js';
import { DEFAULT_TAG } from './records.js';

/** Below this (raw JSON), the whole index is one file: one request, and small sites stay simple. */
const SINGLE_FILE_BYTES = 512 * 1024;
/** Target raw sizes of a postings chunk and of a docs chunk (a third to a quarter of that gzipped). */
const POSTINGS_CHUNK_BYTES = 16 * 1024;
const DOCS_CHUNK_BYTES = 16 * 1024;

export interface LocalIndexFiles {
  manifest: IndexManifest;
  /** Paths relative to the index folder (`search-index/`), and their JSON text. */
  files: { path: string; contents: string }[];
}

const hashOf = (...texts: string[]) => {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text);
  return hash.digest('hex').slice(0, 12);
};

/** Length of the JSON text of postings, without serializing them. */
const postingsLength = (p: Postings) => (Array.isArray(p) ? p : p.runs).reduce((sum, n) => sum + String(n).length + 1, Array.isArray(p) ? 2 : p.content.length + 24);

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

/**
 * One page's share of its locale's index, made where the page is made (a build's worker thread)
 * and kept with it in the page cache: the JSON text of its entries in the docs part (one per
 * page title among its records), one record code per record, and its records inverted.
 */
export interface IndexPage {
  tag: string;
  docs: string[];
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
  return { tag, docs, types, urls: [firstUrl!, lastUrl!], inverted };
}

/**
 * A locale's local index made as its pages come, in site order, any number at a time (a build
 * adds each page as it is made, so the index is mostly done with the last page).
 */
export class LocalIndexBuilder {
  private readonly inverter = new Inverter();
  private readonly pages: { tag: string; json: string }[] = [];
  private types = '';
  private records = 0;
  private lastUrl: string | undefined;
  private readonly terms: TermCache = new Map();

  constructor(private readonly options: IndexOptions) {}

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

  /** The next page, made by indexPage. */
  addPage(page: IndexPage): void {
    for (const json of page.docs) this.pages.push({ tag: page.tag, json });
    // indexPage saw no record before the page's first: its code says "new address" unless the last page ended at the same one.
    this.types += this.lastUrl === page.urls[0] ? recordCode('lvl1', false) + page.types.slice(1) : page.types;
    this.lastUrl = page.urls[1];
    this.inverter.addPage(page.inverted);
    this.records += page.inverted.records;
  }

  finish(): LocalIndexFiles {
    return indexFiles(this.options, this.inverter.finish(), this.pages, this.types, this.records);
  }
}

function indexFiles({ locale, indexName }: IndexOptions, inverted: ReturnType<Inverter['finish']>, pages: { tag: string; json: string }[], types: string, recordCount: number): LocalIndexFiles {
  const terms = [...inverted.keys()].sort();

  // Postings chunks: consecutive terms up to the target size; the vocabulary says where each term is.
  const chunks: Record<string, Postings>[] = [];
  const vocab: Record<string, VocabPart> = {};
  let chunkBytes = Infinity;
  let postingsBytes = 0;
  for (const term of terms) {
    const { postings, count } = inverted.get(term)!;
    const bytes = postingsLength(postings) + term.length + 4;
    if (chunkBytes + bytes > POSTINGS_CHUNK_BYTES && chunkBytes > 0) {
      chunks.push({});
      chunkBytes = 0;
    }
    chunks[chunks.length - 1]![term] = postings;
    chunkBytes += bytes;
    postingsBytes += bytes;
    const group = (vocab[vocabGroup(term)] ??= { terms: [], counts: [], chunks: [] });
    group.terms.push(term);
    group.counts.push(count);
    group.chunks.push(chunks.length - 1);
  }

  const docsBytes = pages.reduce((sum, p) => sum + p.json.length + 1, 0);
  const pagesPerDocs = Math.max(1, Math.floor(DOCS_CHUNK_BYTES / (docsBytes / Math.max(pages.length, 1))));
  const docs: string[] = [];
  for (let i = 0; i < pages.length; i += pagesPerDocs) docs.push(`{"pages":[${pages.slice(i, i + pagesPerDocs).map((p) => p.json).join(',')}]}`);

  const meta: MetaPart = {
    types,
    defaultTagPages: pages.flatMap((p, i) => (p.tag === DEFAULT_TAG ? [i] : [])),
    pagesPerDocs,
    docs: '',
  };
  const manifest: IndexManifest = {
    format: 1,
    indexName,
    locale,
    facets: { lang: locale, language: locale, version: 'current' },
    records: recordCount,
    meta: '',
    vocab: {},
    postings: '',
  };
  const files: LocalIndexFiles['files'] = [];
  const emit = (kind: string, text: string, hash = hashOf(text)): string => {
    const name = `${locale}/${kind}.${hash}.json`;
    files.push({ path: name, contents: text });
    return name;
  };

  const docsObject = `{${docs.map((d, n) => `"${n}":${d}`).join(',')}}`;
  const vocabJson = JSON.stringify(vocab);
  if (postingsBytes + docsBytes + vocabJson.length + meta.types.length < SINGLE_FILE_BYTES) {
    const name = emit('index', `{"meta":${JSON.stringify(meta)},"vocab":${vocabJson},"postings":${JSON.stringify(Object.assign({}, chunks))},"docs":${docsObject}}`);
    manifest.meta = name;
    manifest.vocab = { '': name };
    manifest.postings = name;
    return { manifest, files };
  }
  // Docs chunks share one hash (of them all), so the meta names them all with one pattern.
  const docsHash = hashOf(...docs);
  docs.forEach((d, n) => emit(`docs.${docsHash}`, `{"docs":{"${n}":${d}}}`, String(n)));
  meta.docs = `${locale}/docs.${docsHash}.{n}.json`;
  const postingsTexts = chunks.map((c, n) => JSON.stringify({ postings: { [n]: c } }));
  const postingsHash = hashOf(...postingsTexts);
  postingsTexts.forEach((text, n) => emit(`postings.${postingsHash}`, text, String(n)));
  manifest.postings = `${locale}/postings.${postingsHash}.{n}.json`;
  manifest.vocab = Object.fromEntries(Object.entries(vocab).map(([group, part]) => [group, emit('vocab', JSON.stringify({ vocab: { [group]: part } }))]));
  manifest.meta = emit('meta', JSON.stringify({ meta }));
  return { manifest, files };
}
