import { highlightRangesOf } from '../util/highlightRanges.js';
import { walkFences } from '../util/outsideFences.js';

/** A fence whose highlighted lines go past its end: its line in the file, its range as written, and how many lines the listing has. */
export type HighlightOverrun = [line: number, range: string, lines: number];

/**
 * The code fences of a body (front matter blanked, so lines are the file's) whose `{...}` names a
 * line the listing does not have: the page highlights what exists and the build warns of the rest.
 */
export function highlightOverruns(body: string): HighlightOverrun[] {
  const found: HighlightOverrun[] = [];
  walkFences(body.split('\n'), {
    fence: ({ index, info, lines }) => {
      // The meta follows the language, as the code block reads it.
      const ranges = highlightRangesOf(info.split(/\s+/).slice(1).join(' '));
      if (ranges?.ranges.some(([from, to]) => Math.max(from, to) > lines)) found.push([index + 1, ranges.text, lines]);
    },
  });
  return found;
}
