import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { compileConfig } from '../config/load.js';
import { UserError } from '../util/errors.js';
import { evaluateModuleCode } from '../util/importFile.js';

/** Marks esbuild's own resolution of a bare import, asked from the plugin below. */
const SITE_PACKAGE = Symbol('site package');

/** What a stand-in says it stands for: `prism-react-renderer.themes.github`. */
const STAND_IN = Symbol.for('docgen.migrate.standIn');

/** The package path a value is a stand-in for, if it is one. */
export function standInOf(value: unknown): string | undefined {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) && typeof (value as Record<symbol, unknown>)[STAND_IN] === 'string' ? ((value as Record<symbol, unknown>)[STAND_IN] as string) : undefined;
}

/**
 * The module given for a package the site's folder cannot load (Docusaurus's own packages are not
 * installed): any property of it, any call of it, is another stand-in, so `require('x').a.b()`
 * and `import { a } from 'x'` evaluate (its prototype is one too: esbuild's import of a CommonJS
 * module reads named exports through it). Awaiting one gives itself (`then` is not a stand-in).
 */
const STAND_IN_MODULE = `
const key = Symbol.for('docgen.migrate.standIn');
function make(name) {
  const target = function () {};
  let proto;
  const proxy = new Proxy(target, {
    get(t, k) {
      if (k === key) return name;
      if (k === 'then' || k === '__esModule') return undefined;
      if (k === Symbol.toPrimitive) return () => name;
      // Spread into a list or looped over (\`[...themes.dracula.styles, more]\`): nothing.
      if (k === Symbol.iterator) return function* () {};
      if (typeof k === 'symbol') return undefined;
      return make(name + '.' + k);
    },
    apply() { return make(name + '()'); },
    construct() { return make('new ' + name); },
    getPrototypeOf() { return proto || (proto = new Proxy({}, { get: (t, k) => (typeof k === 'symbol' ? undefined : make(name + '.' + k)) })); },
  });
  return proxy;
}
module.exports = make(MODULE_NAME);
`;

/**
 * The site's packages, as Node loads them: a bare import the site's folder resolves (esbuild
 * resolves it as Node would, `import` or `require` conditions) is left to Node, from its real file
 * (a package's own `__dirname` and `require.resolve` then are its own); one it cannot resolve
 * becomes a stand-in (named in `missing`).
 */
function sitePackages(missing: Set<string>): Plugin {
  return {
    name: 'docusaurus-site-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('node:') || args.namespace === 'docusaurus-stand-in' || args.pluginData === SITE_PACKAGE) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: SITE_PACKAGE });
        if (!found.errors.length && found.path) {
          // A builtin stays as it is; a file is imported by its URL (the bundle runs from a data: URL), required by its path.
          if (found.external && !path.isAbsolute(found.path)) return { path: found.path, external: true };
          return { path: args.kind === 'require-call' ? found.path : pathToFileURL(found.path).href, external: true };
        }
        missing.add(args.path);
        return { path: args.path, namespace: 'docusaurus-stand-in' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-stand-in' }, (args) => ({ contents: STAND_IN_MODULE.replace('MODULE_NAME', JSON.stringify(args.path)), loader: 'js' }));
    },
  };
}

/**
 * The config's `require.resolve`, for what the site's folder lacks: a package that is not
 * installed (`require.resolve('@docusaurus/plugin-client-redirects')`, Docusaurus's packages need
 * not be) gives its name, which the plugin mapping reads; `./sidebars.js` that is `sidebars.ts`
 * gives that file (Docusaurus's loader finds it).
 */
const RESOLVE_WHAT_IS_MISSING = `{
  const resolve = require.resolve;
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  require.resolve = Object.assign(function (request, options) {
    try {
      return resolve(request, options);
    } catch (error) {
      if (!/^[.\\/]/.test(request)) return request;
      const file = path.resolve(__dirname, request);
      const stem = file.replace(/\\.[cm]?[jt]sx?$/, '');
      return ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'].map((ext) => stem + ext).find((f) => fs.existsSync(f)) ?? file;
    }
  }, { paths: resolve.paths });
}`;

/**
 * Evaluates a Docusaurus site's JavaScript or TypeScript module (docusaurus.config.js, sidebars.js)
 * without Docusaurus: bundled by esbuild as docgen's own config is (see compileConfig), with
 * stand-ins for the packages it cannot load, a real `require` (`require.resolve('./sidebars.js')`
 * gives the file's path), `__dirname` and `__filename`. A default export that is a function
 * (`export default async function createConfig()`) is called, as Docusaurus does.
 */
export async function evaluateDocusaurusFile(file: string): Promise<{ value: unknown; standIns: string[] }> {
  const missing = new Set<string>();
  // The config's `require` comes with every compiled config (see compileConfig).
  const banner = [
    `const __filename = ${JSON.stringify(file)};`,
    `const __dirname = ${JSON.stringify(path.dirname(file))};`,
    RESOLVE_WHAT_IS_MISSING,
  ].join('\n');
  const { value: code } = await compileConfig(file, { plugins: [sitePackages(missing)], banner });
  try {
    const mod = await evaluateModuleCode(code);
    const exported = mod.default;
    const value: unknown = typeof exported === 'function' && !standInOf(exported) ? await (exported as () => unknown)() : await exported;
    return { value, standIns: [...missing].sort() };
  } catch (error) {
    throw new UserError(
      { message: `${path.basename(file)} throws when evaluated: ${(error as Error).message}`, file, hint: 'docgen migrate runs the file without Docusaurus installed: make it run with plain Node (the packages it cannot load are stand-ins)' },
      { cause: error },
    );
  }
}
