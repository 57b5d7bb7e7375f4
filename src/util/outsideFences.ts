/**
 * A fence's opening or closing line, inside any depth of `>` quotes and indentation, and what
 * follows its marker (the info string). Each run of blanks can be matched one way only: a line
 * of 10,000 spaces took a second to test when two runs in a row could share them.
 */
const FENCE = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})(.*)$/;

/** A fenced listing: the index of its opening line, its info string, and how many lines it holds. */
export interface Fence {
  index: number;
  info: string;
  lines: number;
}

/**
 * Walks the lines of Markdown once: `outside` gets each line that lies outside fenced code (with
 * its index), the fences' own lines left out too (what a line-level check of the author's text
 * looks at); `fence` gets each fenced listing once it is closed (or the text ends).
 */
export function walkFences(lines: string[], visit: { outside?: (line: string, index: number) => void; fence?: (fence: Fence) => void }): void {
  let open: { marker: string; index: number; info: string } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const found = FENCE.exec(line);
    const marker = found?.[1];
    if (marker && !open) {
      open = { marker, index: i, info: found[2]!.trim() };
      continue;
    }
    if (marker && open && marker[0] === open.marker[0] && marker.length >= open.marker.length && !found[2]!.trim()) {
      visit.fence?.({ index: open.index, info: open.info, lines: i - open.index - 1 });
      open = undefined;
      continue;
    }
    if (!open) visit.outside?.(line, i);
  }
  if (open) visit.fence?.({ index: open.index, info: open.info, lines: lines.length - open.index - 1 });
}

/** Calls `visit` with each line of Markdown that lies outside fenced code (see walkFences). */
export function eachLineOutsideFences(lines: string[], visit: (line: string, index: number) => void): void {
  walkFences(lines, { outside: visit });
}
