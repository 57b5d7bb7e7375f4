import { eachLineOutsideFences } from '../util/outsideFences.js';

/** What only MDX reads as code: an `import`/`export` line, a component tag, a `{{...}}` object or a JSX comment. */
const JSX_LINE = /^(?:import\s+[\w{*][^\n]*\sfrom\s+['"]|export\s+(?:const|default|function)\b)|<[A-Z][\w.]*(?:\s|\/?>)|=\{\{|\{\/\*/;

/**
 * The first line of a Markdown body that only makes sense as MDX (outside fenced code, indented
 * code and inline code), if any: read as Markdown, it would be shown as text or lost.
 */
export function firstJsxLine(body: string): number | undefined {
  let found: number | undefined;
  eachLineOutsideFences(body.split('\n'), (line, i) => {
    if (found === undefined && !/^( {4}|\t)/.test(line) && JSX_LINE.test(line.replace(/`[^`]*`/g, ''))) found = i + 1;
  });
  return found;
}
