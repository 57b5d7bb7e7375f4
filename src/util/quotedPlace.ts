/** Where in `text` the quoted `value` (in ', " or `) first stands, after `opening` when one is given, as an offset. */
function firstQuotedAt(text: string, value: string, opening?: RegExp): number | undefined {
  let first: number | undefined;
  for (const quote of ["'", '"', '`']) {
    const quoted = `${quote}${value}${quote}`;
    for (let at = text.indexOf(quoted); at >= 0 && (first === undefined || at < first); at = text.indexOf(quoted, at + 1)) {
      if (!opening || opening.test(text.slice(Math.max(0, at - 40), at))) {
        first = at;
        break;
      }
    }
  }
  return first;
}

/**
 * Where a source file's text first writes `value` as a string literal (1-based line, and the
 * column of its opening quote), after `opening` (a pattern ending with `$`, matched against
 * what comes before) when one is given. Code docgen compiles or renders keeps no lines of its
 * own source: an error found in its output (an import that does not resolve, a link a component
 * renders) is placed by the literal in the file as written.
 */
export function quotedPlace(text: string, value: string, opening?: RegExp): { line: number; column: number } | undefined {
  const at = firstQuotedAt(text, value, opening);
  if (at === undefined) return undefined;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return { line: text.slice(0, lineStart).split('\n').length, column: at - lineStart + 1 };
}
