/**
 * A fence's opening or closing line, inside any depth of `>` quotes and indentation. Each run of
 * blanks can be matched one way only: a line of 10,000 spaces took a second to test when two
 * runs in a row could share them.
 */
const FENCE = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})/;

/**
 * Calls `visit` with each line of Markdown that lies outside fenced code (with its index), the
 * fences' own lines left out too: what a line-level check of the author's text looks at.
 */
export function eachLineOutsideFences(lines: string[], visit: (line: string, index: number) => void): void {
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (!fence) visit(line, i);
  }
}
