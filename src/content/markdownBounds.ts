import type { Problem } from '../util/errors.js';
import { eachLineOutsideFences } from '../util/outsideFences.js';

/**
 * How deep block quotes and lists may nest. The parser (micromark) takes time in about the cube
 * of the depth of nested lists (400 levels: 7 s; 5,000: hours), and trees thousands deep
 * overflow the stack of the steps after it: nothing a page needs.
 */
export const MAX_NESTING = 100;
/** Footnote definitions on one page: their references are matched in time that grows with the square of their count. */
export const MAX_FOOTNOTES = 1000;

/** The quote markers and indentation a line opens with, and whether a list item starts after them. */
const PREFIX = /^([ \t>]*)((?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))?/;
const FOOTNOTE_DEFINITION = /^[ \t>]*\[\^[^\]\s]+\]:/;

/** Block quotes and lists a line lies in, at least: each `>`, and for a list item each 2 columns of indentation (the least a nested item takes). */
function nestingOf(line: string): number {
  const [, prefix = '', marker] = PREFIX.exec(line)!;
  const quotes = prefix.split('>').length - 1;
  if (!marker) return quotes;
  const columns = [...prefix.replace(/>/g, '')].reduce((n, c) => n + (c === '\t' ? 4 : 1), 0);
  return quotes + Math.floor(columns / 2) + 1;
}

/**
 * The first line of a Markdown or MDX body (outside fenced code) beyond what docgen reads: nested
 * deeper than MAX_NESTING, or the footnote definition past MAX_FOOTNOTES. A user error at that
 * line, rather than a build that never ends or content that disappears.
 */
export function beyondMarkdownBounds(body: string, file: string): Problem | undefined {
  let found: Problem | undefined;
  let footnotes = 0;
  eachLineOutsideFences(body.split('\n'), (line, i) => {
    if (found) return;
    const depth = nestingOf(line);
    if (depth > MAX_NESTING) {
      found = { message: `this line is nested ${depth} levels deep in block quotes and lists, and docgen reads up to ${MAX_NESTING}`, file, line: i + 1, hint: 'nest less deeply: split the list or the quote' };
    } else if (FOOTNOTE_DEFINITION.test(line) && ++footnotes > MAX_FOOTNOTES) {
      found = { message: `this is footnote definition number ${footnotes} of the page, and docgen reads up to ${MAX_FOOTNOTES} on one page`, file, line: i + 1, hint: 'split the page, or make the notes a list of references' };
    }
  });
  return found;
}
