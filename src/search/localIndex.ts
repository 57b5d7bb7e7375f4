import { createHash } from 'node:crypto';
import { recordCode, type DocsPart, type IndexFile, type IndexManifest, type MetaPart, type Postings, type SearchRecord, type VocabPart } from '../../templates/search/types.js';
import { vocabGroup } from '../../templates/search/tokenize.js';
import { invertRecords } from './postings.js';
import { DEFAULT_TAG } from './records.js';

/** Below this (raw JSON), the whole index is one file: one request, and small sites stay simple. */
const SINGLE_FILE_BYTES = 512 * 1024;
/** Target raw sizes of a postings chunk and of a docs chunk (about a quarter of that gzipped). */
const POSTINGS_CHUNK_BYTES = 64 * 1024;
const DOCS_CHUNK_BYTES = 12 * 1024;

export interface LocalIndexFiles {
  manifest: IndexManifest;
  /** Paths relative to the index folder (`search-index/`), and their JSON text. */
  files: { path: string; contents: string }[];
}

/** Length of the JSON text of a number array, without serializing it. */
const numbersLength = (list: number[]) => list.reduce((sum, n) => sum + String(n).length + 1, 1);

function docsChunks(records: SearchRecord[]): { from: number; part: DocsPart }[] {
  const chunks: { from: number; part: DocsPart }[] = [];
  let current: { from: number; part: DocsPart } | undefined;
  let bytes = 0;
  records.forEach((record, r) => {
    const newPage = r === 0 || records[r - 1]!.url_without_anchor !== record.url_without_anchor;
    // Chunks end on page boundaries: the records of a page travel together.
    if (!current || (newPage && bytes >= DOCS_CHUNK_BYTES)) {
      current = { from: r, part: { pages: [], records: [] } };
      chunks.push(current);
      bytes = 0;
    }
    const { part } = current;
    if (newPage || !part.pages.length) part.pages.push([record.url_without_anchor, record.docusaurus_tag]);
    const levels = Object.values(record.hierarchy);
    while (levels.length && levels[levels.length - 1] === null) levels.pop();
    const tuple: DocsPart['records'][number] = [part.pages.length - 1, record.anchor, record.content, levels, record.objectID];
    part.records.push(tuple);
    bytes += JSON.stringify(tuple).length;
  });
  return chunks;
}

/**
 * The local index of one locale's records: a manifest at a fixed name and content-hashed parts.
 * Small sites get a single file; large ones are split so a query loads only what it needs: the
 * meta (record types), the vocabulary of its words' first letters, the postings chunks of the
 * matching terms, and the docs chunks of the hits shown.
 */
export function buildLocalIndex(records: SearchRecord[], options: { locale: string; indexName: string }): LocalIndexFiles {
  const { locale } = options;
  const inverted = invertRecords(records);
  const terms = [...inverted.keys()].sort();

  let pageNumber = -1;
  const defaultTagPages: number[] = [];
  records.forEach((record, r) => {
    if (record.type === 'lvl1') pageNumber++;
    if (record.type === 'lvl1' && record.docusaurus_tag === DEFAULT_TAG) defaultTagPages.push(pageNumber);
    if (r === 0 && record.type !== 'lvl1') throw new Error('search records must start with a page title');
  });

  // Postings chunks: consecutive terms up to the target size.
  const chunks: Record<string, Postings>[] = [];
  const vocab: Record<string, VocabPart> = {};
  let chunkBytes = Infinity;
  for (const term of terms) {
    const { postings, count } = inverted.get(term)!;
    const bytes = numbersLength(postings) + term.length + 4;
    if (chunkBytes + bytes > POSTINGS_CHUNK_BYTES && chunkBytes > 0) {
      chunks.push({});
      chunkBytes = 0;
    }
    chunks[chunks.length - 1]![term] = postings;
    chunkBytes += bytes;
    const group = (vocab[vocabGroup(term)] ??= { terms: [], counts: [], chunks: [] });
    group.terms.push(term);
    group.counts.push(count);
    group.chunks.push(chunks.length - 1);
  }
  const docs = docsChunks(records);
  const meta: MetaPart = { types: records.map((r, i) => recordCode(r.type, i === 0 || records[i - 1]!.url !== r.url)).join(''), defaultTagPages, docsFrom: docs.map((d) => d.from), docs: [] };

  const files: LocalIndexFiles['files'] = [];
  const emit = (kind: string, contents: IndexFile): string => {
    const text = JSON.stringify(contents);
    const name = `${locale}/${kind}.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
    files.push({ path: name, contents: text });
    return name;
  };
  const whole: IndexFile = { meta, vocab, postings: Object.fromEntries(chunks.map((c, i) => [i, c])), docs: Object.fromEntries(docs.map((d, i) => [i, d.part])) };
  const manifest: IndexManifest = {
    format: 1,
    indexName: options.indexName,
    locale,
    facets: { lang: locale, language: locale, version: 'current' },
    records: records.length,
    distinctAttribute: 'url',
    meta: '',
    vocab: {},
    postings: [],
  };
  if (JSON.stringify(whole).length <= SINGLE_FILE_BYTES) {
    // "" in meta.docs: the docs are in the meta's own file.
    meta.docs = docs.map(() => '');
    const name = emit('index', whole);
    manifest.meta = name;
    manifest.vocab = { '': name };
    manifest.postings = chunks.map(() => name);
  } else {
    meta.docs = docs.map((d, i) => emit('docs', { docs: { [i]: d.part } }));
    manifest.postings = chunks.map((c, i) => emit('postings', { postings: { [i]: c } }));
    manifest.vocab = Object.fromEntries(Object.entries(vocab).map(([group, part]) => [group, emit('vocab', { vocab: { [group]: part } })]));
    manifest.meta = emit('meta', { meta });
  }
  return { manifest, files };
}
