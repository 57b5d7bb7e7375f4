import { describe, expect, it } from 'vitest';
import { buildLocalIndex, IndexShares, indexPage, LocalIndexBuilder, readShare, shareBytes } from '../src/search/localIndex.js';
import { answerQueries } from '../src/shared/search/answer.js';
import { LocaleIndex, readAllRecords } from '../src/shared/search/indexReader.js';
import { tokenize } from '../src/shared/search/tokenize.js';
import { LEVELS, levelWeight, type IndexFile, type RecordType, type SearchRecord } from '../src/shared/search/types.js';

/** Records of a large site, as extraction gives them: pages of sections, with common, rare and unique words. */
function largeSite(pages: number): SearchRecord[] {
  const common = ['model', 'dataset', 'metric', 'judge', 'answer', 'score', 'the', 'and'];
  const records: SearchRecord[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let p = 0; p < pages; p++) {
    const url = `/doc/docs/page-${p}`;
    let position = 0;
    const push = (type: RecordType, anchor: string | null, hierarchy: Partial<SearchRecord['hierarchy']>, content: string | null) => {
      const full = Object.fromEntries(LEVELS.map((l) => [l, hierarchy[l] ?? null])) as SearchRecord['hierarchy'];
      records.push({ objectID: `o${records.length}`, url: anchor ? `${url}#${anchor}` : url, url_without_anchor: url, anchor, type, hierarchy: full, content, lang: 'en', language: 'en', docusaurus_tag: 'docs-default-current', version: 'current', weight: { pageRank: 0, level: levelWeight(type), position: position++ } });
    };
    const top = { lvl0: `Section ${p % 7}`, lvl1: `Page ${p} about ${common[p % common.length]}` };
    push('lvl1', null, top, null);
    for (let s = 0; s < 4; s++) {
      const heading = `${s === 0 ? 'Setup' : 'Topic'} ${p}-${s}`;
      push('lvl2', `h${s}`, { ...top, lvl2: heading }, null);
      for (let c = 0; c < 5; c++) {
        const words = Array.from({ length: 24 }, () => common[Math.floor(next() * common.length)]);
        if (p % 50 === 3 && s === 1 && c === 2) words.push('zebra');
        push('content', `h${s}`, { ...top, lvl2: heading }, `${words.join(' ')} filler text number ${p * 100 + s * 10 + c}.`);
      }
    }
  }
  return records;
}

function inMemory(files: { path: string; contents: string }[], manifest: unknown) {
  const byPath = new Map(files.map((f) => [f.path, f.contents]));
  const fetched: string[] = [];
  const open = () => new LocaleIndex(manifest as never, async (file) => (fetched.push(file), JSON.parse(byPath.get(file)!) as IndexFile));
  return { open, fetched, bytes: (names: string[]) => names.reduce((sum, n) => sum + byPath.get(n)!.length, 0) };
}

const records = largeSite(600);
const built = buildLocalIndex(records, { locale: 'en', indexName: 'big' });
const store = inMemory(built.files, built.manifest);

/** Distinct urls whose records hold every word (hierarchy or content): what nbHits must be. */
const expectedHits = (words: string[]) =>
  new Set(records.filter((r) => words.every((w) => tokenize([...Object.values(r.hierarchy), r.content].filter(Boolean).join(' ')).includes(w))).map((r) => r.url)).size;

describe('the local index of a large site', () => {
  it('is split into content-hashed parts, and keeps every record exactly', async () => {
    expect(built.files.length).toBeGreaterThan(20);
    for (const file of built.files) expect(file.path).toMatch(/^en\/((meta|vocab)|(postings|docs)\.\d+)\.[0-9a-f]{12}\.json$/);
    expect(await readAllRecords(store.open())).toEqual(records);
  });

  it('renames only the files an edit changes: the docs chunks around the page and the postings of the words it touched', async () => {
    const edited = records.map((r) => (r.objectID === 'o12345' ? { ...r, content: `${r.content} walrus` } : r));
    expect(edited).not.toEqual(records);
    const rebuilt = buildLocalIndex(edited, { locale: 'en', indexName: 'big' });
    const before = new Set(built.files.map((f) => f.path));
    const renamed = rebuilt.files.map((f) => f.path).filter((p) => !before.has(p));
    // The meta names the docs chunks, the manifest (not a file here) the postings chunks; vocab groups hold term lists.
    expect(renamed.filter((p) => /\/docs\./.test(p))).toHaveLength(8);
    // A new word goes in one chunk; if chunks are cut before it, that chunk is split in two.
    expect(renamed.filter((p) => /\/postings\./.test(p)).length).toBeLessThanOrEqual(2);
    expect(renamed.filter((p) => /\/(meta|vocab)\./.test(p)).map((p) => p.split('.')[0])).toEqual(['en/vocab', 'en/meta']);
    expect(rebuilt.files.length - built.files.length).toBeLessThanOrEqual(1);
    expect(await readAllRecords(inMemory(rebuilt.files, rebuilt.manifest).open())).toEqual(edited);
  });

  it('never gives a part the name of a part with other contents, even when the docs chunks are cut elsewhere', async () => {
    // A long last page makes the average entry longer: fewer pages per docs chunk, so the first chunks hold other pages.
    const long = records.filter((r) => r.url_without_anchor === '/doc/docs/page-0').map((r, i) => ({ ...r, objectID: `long${i}`, url: r.url.replace('page-0', 'page-long'), url_without_anchor: '/doc/docs/page-long', content: r.content && r.content.repeat(60) }));
    const recut = buildLocalIndex([...records, ...long], { locale: 'en', indexName: 'big' });
    const meta = (index: typeof built) => JSON.parse(index.files.find((f) => f.path.startsWith('en/meta.'))!.contents).meta as { pagesPerDocs: number };
    expect(meta(recut).pagesPerDocs).toBeLessThan(meta(built).pagesPerDocs);
    const before = new Map(built.files.map((f) => [f.path, f.contents]));
    for (const file of recut.files) if (before.has(file.path)) expect(file.contents, file.path).toBe(before.get(file.path));
    expect(await readAllRecords(inMemory(recut.files, recut.manifest).open())).toEqual([...records, ...long]);
  });

  it('is the same made from blocks of pages merged where they were made, and kept as bytes in between', () => {
    // Text that takes three bytes a character: docs chunks are cut by the length of the text, whether it was kept as bytes or not.
    const wide = records.map((r) => (r.content ? { ...r, content: `${r.content} 模型评估数据集` } : r));
    const pages: (typeof wide)[] = [];
    for (const record of wide) (record.type === 'lvl1' ? pages.push([record]) : pages.at(-1)!.push(record));
    const builder = new LocalIndexBuilder({ locale: 'en', indexName: 'big' });
    for (let from = 0, n = 0; from < pages.length; from += 7, n++) {
      // Blocks of pages read back from bytes, made now, or both (a block where some pages changed), as a build merges them.
      const block = new IndexShares();
      pages.slice(from, from + 7).forEach((page, i) => block.addPage(n % 3 === 1 || (n % 3 === 2 && i % 2) ? indexPage(page)! : readShare(Buffer.concat(shareBytes(indexPage(page))))!));
      builder.addPage(n % 3 === 1 ? block.share()! : readShare(Buffer.concat(shareBytes(block.share())))!);
    }
    expect(builder.finish()).toEqual(buildLocalIndex(wide, { locale: 'en', indexName: 'big' }));
  });

  it('answers exactly, whether a term is stored as runs, as a bitmap, or both', async () => {
    const index = store.open();
    for (const query of ['zebra', 'judge', 'setup', 'model', 'the and', 'metric 3']) {
      const { results } = await answerQueries(() => [index], { requests: [{ indexName: 'big', query, typoTolerance: false, hitsPerPage: 1000, attributesToSnippet: [] }] });
      // The last word is a prefix: with typos off, exact words only when no longer word starts with it.
      const words = tokenize(query);
      const hasLonger = [...new Set(records.flatMap((r) => tokenize(`${Object.values(r.hierarchy).join(' ')} ${r.content ?? ''}`)))].some((t) => t !== words.at(-1) && t.startsWith(words.at(-1)!));
      if (!hasLonger) expect(results[0]!.nbHits, query).toBe(expectedHits(words));
      expect(results[0]!.nbHits, query).toBeGreaterThan(0);
    }
  });

  it('makes a first query fetch only the parts it needs', async () => {
    store.fetched.length = 0;
    const index = store.open();
    const { results } = await answerQueries(() => [index], { requests: [{ indexName: 'big', query: 'zebra' }] });
    expect(results[0]!.hits.map((h) => h.url)).toEqual(records.filter((r) => r.content?.includes('zebra')).map((r) => r.url));
    const kinds = store.fetched.map((f) => f.split('/')[1]!.split('.')[0]);
    expect(kinds.filter((k) => k === 'meta' || k === 'vocab' || k === 'postings')).toEqual(['meta', 'vocab', 'postings']);
    expect(kinds.filter((k) => k === 'docs').length).toBe(results[0]!.hits.length);
    const total = store.bytes(built.files.map((f) => f.path));
    expect(store.bytes(store.fetched)).toBeLessThan(total / 10);
  });
});
