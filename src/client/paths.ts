/** `/x/index.html` -> `/x/`, `/x.html` -> `/x`; without trailing slashes (but a locale root keeps its own). */
export function normalizePath(pathname: string, options: { trailingSlash: boolean; roots: string[] }): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (options.roots.includes(path) || options.roots.includes(`${path}/`)) return path.endsWith('/') ? path : `${path}/`;
  if (options.trailingSlash) return path.endsWith('/') ? path : `${path}/`;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/**
 * A URL's path as the site's routes are written (`/doc/docs/café`): browsers give it
 * percent-encoded (`/doc/docs/caf%C3%A9`). Escapes that stand for `/`, `?` or `#` stay as they are,
 * and so does a path that is not validly encoded.
 */
export function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
