import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

/** SVGR, required when a page imports an SVG (not bundled into docgen's CLI: it brings Babel). */
const docgenRequire = createRequire(import.meta.url);

export const SVG_NAMESPACE = 'docgen-svg-component';
/** The code files whose SVG imports are components, as Docusaurus's webpack (SVGR) makes them; an MDX page's stay URLs, as docgen has them. */
const CODE_FILE = /\.(m?jsx?|tsx?)$/;

/**
 * `import Logo from '@site/static/img/logo.svg'` (or `require(...).default`) in a page or a
 * component: the SVG as a React component (SVGR), props passed to its `<svg>`; an image file
 * still, as an `<img>`'s URL, for any other importer (the `file` loader).
 */
export const svgComponents: Plugin = {
  name: 'docgen-svg-components',
  setup(build) {
    build.onResolve({ filter: /\.svg$/ }, async (args) => {
      if (args.pluginData === SVG_NAMESPACE || args.namespace !== 'file' || !CODE_FILE.test(args.importer)) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: SVG_NAMESPACE });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: SVG_NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: SVG_NAMESPACE }, async (args) => {
      // Loaded on first use: a site without SVG components never loads SVGR and Babel.
      const { transform } = docgenRequire('@svgr/core') as typeof import('@svgr/core');
      // The plugin is a CommonJS module whose value is the plugin.
      const jsx = docgenRequire('@svgr/plugin-jsx') as import('@svgr/core').Plugin;
      const name = `Svg${path.basename(args.path, '.svg').replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/^[^A-Za-z]+/, '')}`;
      const contents = await transform(await fs.promises.readFile(args.path, 'utf8'), { plugins: [jsx], jsxRuntime: 'automatic', exportType: 'default' }, { componentName: name, filePath: args.path });
      return { contents, loader: 'jsx', resolveDir: path.dirname(args.path) };
    });
  },
};
