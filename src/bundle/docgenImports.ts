import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageRoot } from '../config/resolve.js';

/**
 * Lets a theme (ours, or a site's own copy in any folder) import docgen's browser engine as
 * `docgen/client/router.js` or `docgen/shared/boot.js`, resolved to this package's sources.
 */
export const docgenImports: Plugin = {
  name: 'docgen-imports',
  setup(build) {
    const src = path.join(packageRoot(), 'src');
    build.onResolve({ filter: /^docgen\/(client|shared)\// }, (args) => {
      const file = path.join(src, args.path.slice('docgen/'.length)).replace(/\.js$/, '.ts');
      return fs.existsSync(file) ? { path: file } : { errors: [{ text: `docgen has no module ${args.path}` }] };
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

/** The source file behind an input of esbuild's metafile (text imports are listed as `docgen-text:/path`), absolute. */
export const inputFile = (workingDir: string, input: string): string =>
  path.resolve(workingDir, input.startsWith(`${TEXT_NAMESPACE}:`) ? input.slice(TEXT_NAMESPACE.length + 1) : input);
