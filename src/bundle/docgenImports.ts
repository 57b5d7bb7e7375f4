import fs from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { packageRoot } from '../config/resolve.js';

/**
 * Lets a theme (ours, or a site's own copy in any folder) import docgen's browser engine as
 * `docgen/client/router.js` or `docgen/shared/boot.js`, resolved to this package's sources, and a
 * component of the site's (a copy made by `docgen swizzle`) import the theme's modules as
 * `docgen/theme/context.js`.
 */
export const docgenImports: Plugin = {
  name: 'docgen-imports',
  setup(build) {
    const root = packageRoot();
    build.onResolve({ filter: /^docgen\/(client|shared|theme)\// }, (args) => {
      const inPackage = args.path.startsWith('docgen/theme/') ? path.join(root, 'templates', args.path.slice('docgen/theme/'.length)) : path.join(root, 'src', args.path.slice('docgen/'.length));
      const file = ['.ts', '.tsx'].map((ext) => inPackage.replace(/\.js$/, ext)).find((candidate) => fs.existsSync(candidate));
      return file ? { path: file } : { errors: [{ text: `docgen has no module ${args.path}` }] };
    });
  },
};

const TEXT_NAMESPACE = 'docgen-text';

/** `import css from 'x.css?text'`: a file's text as a string (the search modal injects its CSS when it opens). */
export const textImports: Plugin = {
  name: 'docgen-text-imports',
  setup(build) {
    build.onResolve({ filter: /\?text$/ }, async (args) => {
      const resolved = await build.resolve(args.path.slice(0, -'?text'.length), { kind: args.kind, resolveDir: args.resolveDir });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: TEXT_NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: TEXT_NAMESPACE }, async (args) => ({ contents: await fs.promises.readFile(args.path, 'utf8'), loader: 'text' }));
  },
};

const REQUIRE_NAMESPACE = 'docgen-require';
/** React, and the search UI libraries, which only the browser runs. */
const RUN_TIME_PACKAGES = /^(react|react-dom|@docsearch\/react|algoliasearch)(\/.*)?$/;

/**
 * The `require` docgen hands a theme it loads (see render/theme.ts): one that finds packages in
 * docgen's own node_modules. A compiled theme is kept in the cache folder, which need not be inside
 * docgen's package (DOCGEN_CACHE_DIR, ~/.cache/docgen), where the module's own `require` would find
 * no React.
 */
export const THEME_REQUIRE = 'docgen.themeRequire';
const themeRequire = `(globalThis[Symbol.for(${JSON.stringify(THEME_REQUIRE)})] ?? require)`;

/**
 * For the server theme: these packages are loaded with Node's `require` when the theme runs
 * instead of being imported as ES modules (Node reads a CommonJS module a second time to find its
 * exports for an import: some 25 ms per build for React) or bundled; the search UI libraries,
 * never called on the server, are then never loaded. They are required from docgen's package (see THEME_REQUIRE).
 */
export const requireAtRunTime: Plugin = {
  name: 'docgen-require-at-run-time',
  setup(build) {
    build.onResolve({ filter: RUN_TIME_PACKAGES }, (args) => (args.namespace === REQUIRE_NAMESPACE ? { path: args.path, external: true } : { path: args.path, namespace: REQUIRE_NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: REQUIRE_NAMESPACE }, (args) => ({ contents: args.path === 'react-dom/server' ? STRING_RENDERER : `module.exports = ${themeRequire}(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

/**
 * `react-dom/server` loads React's streaming renderer and its string renderer; a page is
 * rendered with `renderToString` alone, which the string renderer has (its build for NODE_ENV,
 * as React's own entry picks it): half the code to load, some 10 ms of every build and worker.
 */
const STRING_RENDERER = `const load = ${themeRequire};
const dir = require('node:path').dirname(load.resolve('react-dom/package.json'));
const { env } = process; // read when the theme runs (the theme's compile defines process.env.NODE_ENV)
module.exports = load(dir + '/cjs/react-dom-server-legacy.node.' + (env.NODE_ENV === 'production' ? 'production' : 'development') + '.js');`;

/**
 * `import.meta.url` in a CommonJS bundle (esbuild leaves `import.meta` empty in that format), with
 * `define: MODULE_URL`: its file's URL. Strict, as the module it was: esbuild's own "use strict"
 * comes after the banner, where it is no directive.
 */
export const MODULE_URL_BANNER = "\"use strict\";const __docgenUrl = require('node:url').pathToFileURL(__filename).href;";
export const MODULE_URL = { 'import.meta.url': '__docgenUrl' };

/** The source files of an esbuild result, absolute (text imports are listed as `docgen-text:/path`, run-time packages are no file). */
export const sourceFiles = (workingDir: string, metafile: Metafile): string[] =>
  Object.keys(metafile.inputs)
    .filter((input) => !input.startsWith(`${REQUIRE_NAMESPACE}:`))
    .map((input) => path.resolve(workingDir, input.startsWith(`${TEXT_NAMESPACE}:`) ? input.slice(TEXT_NAMESPACE.length + 1) : input));
