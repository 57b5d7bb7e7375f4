import path from 'node:path';
import { createRequire } from 'node:module';
import { packageRoot } from '../config/resolve.js';

let paths: string[] | undefined;

/**
 * Where Node looks for docgen's own dependencies: node_modules in docgen's package, then in each
 * folder above it (npm hoists them to the project that installed docgen, `node_modules/react`
 * beside `node_modules/docgen-ssg`), then the global folders. esbuild is given these as
 * `nodePaths`, so that a site's theme or MDX page, in any folder, finds React and the theme's
 * libraries wherever npm put them.
 */
export function docgenNodePaths(): string[] {
  return (paths ??= createRequire(path.join(packageRoot(), 'package.json')).resolve.paths('react') ?? []);
}

/**
 * The site's own node_modules folders (its folder's and those above), then docgen's: docs kept
 * outside the site's folder (`path: '../docs'`) import the site's packages as if they were inside.
 */
export function siteNodePaths(siteDir: string): string[] {
  return [...new Set([...(createRequire(path.join(siteDir, 'package.json')).resolve.paths('react') ?? []), ...docgenNodePaths()])];
}
