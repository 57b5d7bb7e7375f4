/**
 * Pages' entries in the docs part of the index (the JSON text of each, see IndexPage): their texts,
 * or, as the page cache keeps them, their UTF-8 bytes joined by line breaks (JSON text has none)
 * with their count and the length of their texts. Bytes are read only when a docs chunk holding
 * them is written: a rebuild of a large site writes one or two of its hundreds, and reading the
 * others was a tenth of it. Plain data: shares cross threads.
 */
export type DocsEntries = string[] | DocsBytes;

export interface DocsBytes {
  bytes: Uint8Array;
  count: number;
  /** The sum of the entries' text lengths (UTF-16 units, as `string.length`). */
  length: number;
}

export const entryCount = (docs: DocsEntries): number => (Array.isArray(docs) ? docs.length : docs.count);

/** The sum of the entries' text lengths. */
export const entriesLength = (docs: DocsEntries): number => (Array.isArray(docs) ? docs.reduce((sum, text) => sum + text.length, 0) : docs.length);

/** The entries as the page cache keeps them (see DocsBytes). */
export const entriesBytes = (docs: DocsEntries): Uint8Array => (Array.isArray(docs) ? Buffer.from(docs.join('\n')) : docs.bytes);

const entryTexts = (docs: DocsEntries): string[] => {
  if (Array.isArray(docs)) return docs;
  return docs.count ? Buffer.from(docs.bytes.buffer, docs.bytes.byteOffset, docs.bytes.byteLength).toString('utf8').split('\n') : [];
};

/** Docs entries added in order, kept in the parts they came in. */
export class DocsList {
  count = 0;
  /** The sum of the entries' text lengths, plus one per entry (docs chunks are cut by it). */
  length = 0;
  private readonly parts: { from: number; docs: DocsEntries }[] = [];

  add(docs: DocsEntries): void {
    const count = entryCount(docs);
    if (!count) return;
    this.parts.push({ from: this.count, docs });
    this.count += count;
    this.length += entriesLength(docs) + count;
  }

  /** The texts of entries `from` to `to` (excluded); a part's bytes are read the first time one of its entries is asked for. */
  slice(from: number, to: number): string[] {
    const texts: string[] = [];
    let p = this.partAt(from);
    for (let at = from; at < Math.min(to, this.count); p++) {
      const part = this.parts[p]!;
      if (!Array.isArray(part.docs)) part.docs = entryTexts(part.docs);
      const taken = part.docs.slice(at - part.from, to - part.from);
      texts.push(...taken);
      at += taken.length;
    }
    return texts;
  }

  /** Every entry, as one DocsEntries (a merged block's share): texts when they all came as texts, else bytes. */
  joined(): DocsEntries {
    if (this.parts.every((part) => Array.isArray(part.docs))) return this.parts.flatMap((part) => part.docs as string[]);
    const bytes = Buffer.concat(this.parts.flatMap((part, i) => (i ? [NEWLINE, entriesBytes(part.docs)] : [entriesBytes(part.docs)])));
    return { bytes, count: this.count, length: this.length - this.count };
  }

  /** The part holding entry `n`. */
  private partAt(n: number): number {
    let low = 0;
    let high = this.parts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.parts[mid]!.from <= n) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

const NEWLINE = Buffer.from('\n');
