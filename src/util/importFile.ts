/**
 * The launcher (bin/codeCache.cjs) runs docgen's CommonJS bundle from a V8 code cache, and code
 * compiled that way cannot call `import()` itself in Node 20: the launcher hands its own in.
 */
declare const __docgenImport: ((specifier: string) => Promise<unknown>) | undefined;

/** `import()` of a module outside docgen's bundle (a compiled config or theme), from wherever docgen runs. */
export function importFile<T>(specifier: string): Promise<T> {
  return (typeof __docgenImport === 'function' ? __docgenImport(specifier) : import(specifier)) as Promise<T>;
}

/** The end of an ES module bundle whose only export is its default: `export { name as default };`. */
const DEFAULT_EXPORT = /\nexport\s*\{\s*([\w$]+) as default\s*\};?\s*$/;

/**
 * Evaluates an ES module bundle (a compiled config) and gives its exports. A bundle that imports
 * nothing and exports only its default (esbuild's output for most configs) is run as the body of
 * an async function, strict like a module: an `import()` of it loads Node's ES module loader, a
 * sixteenth of a build found up to date (~10 ms). Any other bundle is imported as a module.
 */
export async function evaluateModuleCode(code: string): Promise<{ default?: unknown }> {
  const match = DEFAULT_EXPORT.exec(code);
  const body = match ? code.slice(0, match.index) : '';
  // `import` or `export` anywhere else (a static or dynamic import, import.meta, or the word in a string): imported.
  if (match && !/\b(import|export)\b/.test(body)) {
    const AsyncFunction = (async () => {}).constructor as new (body: string) => () => Promise<unknown>;
    let run: (() => Promise<unknown>) | undefined;
    try {
      run = new AsyncFunction(`"use strict";${body}\nreturn ${match[1]};`);
    } catch {
      // Not a function body after all: imported as a module, which reports what is wrong.
    }
    if (run) return { default: await run() };
  }
  return importFile(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
