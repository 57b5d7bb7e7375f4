import { createRequire } from 'node:module';

/**
 * esbuild, loaded only when something is compiled. Required rather than imported: it is a
 * CommonJS package, and importing one as an ES module makes Node parse it a second time to find
 * its exports (some 15 ms).
 */
export const loadEsbuild = (): typeof import('esbuild') => createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
