import { eachLineOutsideFences } from '../util/outsideFences.js';

/** An admonition's opening line written the Docusaurus 2 way, `:::tip Some title` (any depth of `>` and indentation). */
const SPACED_TITLE = /^([ \t]*(?:>[ \t]?)*[ \t]*:{3,}[ \t]*[A-Za-z]+)[ \t]+(\S.*?)[ \t]*$/;

/**
 * Rewrites `:::tip Some title` as `:::tip[Some title]`, the directive syntax remark-directive
 * reads, outside fenced code; lines keep their number. Docusaurus 3 reads both forms the same way.
 */
export function admonitionTitlesToLabels(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  const lines = markdown.split('\n');
  eachLineOutsideFences(lines, (line, i) => {
    const match = SPACED_TITLE.exec(line);
    if (match && !match[2]!.startsWith('[') && !match[2]!.startsWith('{')) lines[i] = `${match[1]}[${match[2]!.replace(/[[\]]/g, '\\$&')}]`;
  });
  return lines.join('\n');
}
