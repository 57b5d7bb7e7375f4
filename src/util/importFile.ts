/**
 * The launcher (bin/codeCache.cjs) runs docgen's CommonJS bundle from a V8 code cache, and code
 * compiled that way cannot call `import()` itself in Node 20: the launcher hands its own in.
 */
declare const __docgenImport: ((specifier: string) => Promise<unknown>) | undefined;

/** `import()` of a module outside docgen's bundle (a compiled config or theme), from wherever docgen runs. */
export function importFile<T>(specifier: string): Promise<T> {
  return (typeof __docgenImport === 'function' ? __docgenImport(specifier) : import(specifier)) as Promise<T>;
}
