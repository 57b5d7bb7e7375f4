/** docgen's cache folder for the package at `packageRoot`, if there is one it can use (see cacheDir.cjs). */
export function chooseCacheDir(packageRoot: string): string | undefined;
/** The cache folder chosen first: node_modules/.cache/docgen of the project docgen is installed in, or of its own folder (see cacheDir.cjs). */
export function packageCacheDir(packageRoot: string): string;
