/** A code fence's highlighted lines as its meta writes them: `{1,3-5}` is [[1, 1], [3, 5]]. */
export interface HighlightRanges {
  /** The braces as written, for messages. */
  text: string;
  ranges: [from: number, to: number][];
}

/** The `{...}` line ranges of a fence's meta (after the language), if it has them. */
export function highlightRangesOf(meta: string): HighlightRanges | undefined {
  const found = /\{([\d,\s-]+)\}/.exec(meta);
  if (!found) return undefined;
  const ranges: [number, number][] = [];
  for (const part of found[1]!.split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (from) ranges.push([from, to || from]);
  }
  return { text: found[0], ranges };
}
