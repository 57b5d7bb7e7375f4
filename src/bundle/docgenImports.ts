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
