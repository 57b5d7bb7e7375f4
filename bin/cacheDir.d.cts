/** docgen's cache folder for the package at `packageRoot`, if there is one it can use (see cacheDir.cjs). */
export function chooseCacheDir(packageRoot: string): string | undefined;
