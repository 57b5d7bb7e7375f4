import { createHash } from 'node:crypto';
import { LEVELS, recordCode, type IndexManifest, type MetaPart, type Postings, type SearchRecord, type VocabPart } from '../../templates/search/types.js';
import { vocabGroup } from '../../templates/search/tokenize.js';
import { Inverter } from './postings.js';
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

/** A record as a build carries it from the page that made it (see packRecords): what is not the same for every record of the page. */
export type PackedRecord = [type: SearchRecord['type'], anchor: string | null, content: string | null, levels: (string | null)[], objectID: string];

/** A record's own fields; its hierarchy from lvl0, without the empty levels at the end. */
export function packRecord(record: SearchRecord): PackedRecord {
  const levels = LEVELS.map((level) => record.hierarchy[level]);
  while (levels.length && levels[levels.length - 1] === null) levels.pop();
  return [record.type, record.anchor, record.content, levels, record.objectID];
}

export interface IndexOptions {
  locale: string;
  indexName: string;
}

/**
 * A locale's local index made as its records come: whole pages, in site order, any number at a
 * time (a build adds each page as it is made, so the index is mostly done with the last page).
 * Each page's records are inverted and serialized when added, and need not be kept.
 */
export class LocalIndexBuilder {
  private readonly inverter = new Inverter();
  private readonly pages: { tag: string; json: string }[] = [];
  private readonly types: string[] = [];
  private records = 0;
  private lastUrl: string | undefined;

  constructor(private readonly options: IndexOptions) {}

  /** Whole pages' records, each page starting with its title (`lvl1`). */
  add(records: SearchRecord[]): void {
    let start = 0;
    for (let r = 1; r <= records.length; r++) {
      if (r < records.length && records[r]!.type !== 'lvl1') continue;
      const first = records[start]!;
      this.addPacked(first.url_without_anchor, first.docusaurus_tag, records.slice(start, r).map(packRecord));
      start = r;
    }
  }

  /** The records of a page at `url`, packed (see packRecord); a record's address is the page's and its anchor. The stored records of each page become the JSON text of its `DocsPart` entry. */
  addPacked(url: string, tag: string, records: PackedRecord[]): void {
    if (!records.length) return;
    if (records[0]![0] !== 'lvl1') throw new Error('search records must start with a page title');
    let tuples: unknown[] = [];
    for (const [type, anchor, content, levels, objectID] of records) {
      if (type === 'lvl1' && tuples.length) {
        this.pages.push({ tag, json: JSON.stringify([url, tag, tuples]) });
        tuples = [];
      }
      this.inverter.addRecord(levels, content);
      const recordUrl = anchor ? `${url}#${anchor}` : url;
      this.types.push(recordCode(type, this.lastUrl !== recordUrl));
      this.lastUrl = recordUrl;
      tuples.push([anchor, content, levels, objectID]);
    }
    this.pages.push({ tag, json: JSON.stringify([url, tag, tuples]) });
    this.records += records.length;
  }

  finish(): LocalIndexFiles {
    return indexFiles(this.options, this.inverter.finish(), this.pages, this.types.join(''), this.records);
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
