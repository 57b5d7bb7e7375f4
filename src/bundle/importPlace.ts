/** The openings that come before a module specifier in JavaScript: `import x from '...'`, `export * from '...'`, `import '...'`, `import('...')`, `require('...')`. */
const BEFORE_SPECIFIER = /(\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*$/;

/** Where in `text` the quoted `specifier` first follows such an opening, as an offset. */
function firstImportAt(text: string, specifier: string): number | undefined {
  let first: number | undefined;
  for (const quote of ["'", '"', '`']) {
    const quoted = `${quote}${specifier}${quote}`;
    for (let at = text.indexOf(quoted); at >= 0 && (first === undefined || at < first); at = text.indexOf(quoted, at + 1)) {
      if (BEFORE_SPECIFIER.test(text.slice(Math.max(0, at - 40), at))) {
        first = at;
        break;
      }
    }
  }
  return first;
}

/**
 * Where a file's text names `specifier` in an import, an export or a require (the first such
 * place: 1-based line, and column of its opening quote). An MDX page's module is compiled code
 * whose lines are not the file's: an error esbuild finds at one of its imports is placed by the
 * specifier in the file as written.
 */
export function importPlace(text: string, specifier: string): { line: number; column: number } | undefined {
  const at = firstImportAt(text, specifier);
  if (at === undefined) return undefined;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return { line: text.slice(0, lineStart).split('\n').length, column: at - lineStart + 1 };
}
