import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { compileConfig } from '../config/load.js';
import { UserError } from '../util/errors.js';
import { evaluateModuleCode } from '../util/importFile.js';

/** What a stand-in says it stands for: `prism-react-renderer.themes.github`. */
const STAND_IN = Symbol.for('docgen.migrate.standIn');

/** The package path a value is a stand-in for, if it is one. */
function standInOf(value: unknown): string | undefined {
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

/** Bare imports the site's folder cannot resolve become stand-ins (named in `missing`). */
function standInPackages(dir: string, missing: Set<string>): Plugin {
  const siteRequire = createRequire(path.join(dir, 'package.json'));
  return {
    name: 'docusaurus-stand-ins',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || args.namespace === 'docusaurus-stand-in') return undefined;
        try {
          siteRequire.resolve(args.path);
          return undefined;
        } catch {
          missing.add(args.path);
          return { path: args.path, namespace: 'docusaurus-stand-in' };
        }
      });
      b.onLoad({ filter: /.*/, namespace: 'docusaurus-stand-in' }, (args) => ({ contents: STAND_IN_MODULE.replace('MODULE_NAME', JSON.stringify(args.path)), loader: 'js' }));
    },
  };
}

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
  ].join('\n');
  const { value: code } = await compileConfig(file, { plugins: [standInPackages(path.dirname(file), missing)], banner });
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
