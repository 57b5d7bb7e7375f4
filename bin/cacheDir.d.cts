/** docgen's cache folder for the package at `packageRoot`, if there is one it can use (see cacheDir.cjs). */
export function chooseCacheDir(packageRoot: string): string | undefined;
/** The cache folder in docgen's own package (see cacheDir.cjs). */
export function packageCacheDir(packageRoot: string): string;
