/**
 * The banner of docgen's sources bundled as an ES module (scripts/compile.js's dist/index.js and
 * dist/prebuild.js, bench/search.js's modules): a `require` made from the module's own URL.
 * esbuild bundles a CommonJS file (bin/cacheDir.cjs, which src/config/resolve.ts imports) with its
 * require() calls turned into a shim's, which in an ES module calls the `require` in scope and
 * throws "Dynamic require of "node:fs" is not supported" when there is none.
 */
export const esmRequireBanner = {
  js: "import { createRequire as __docgenRequire } from 'node:module'; const require = __docgenRequire(import.meta.url);",
};
