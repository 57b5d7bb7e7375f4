/** `/x/index.html` -> `/x/`, `/x.html` -> `/x`; without trailing slashes (but a locale root keeps its own). */
export function normalizePath(pathname: string, options: { trailingSlash: boolean; roots: string[] }): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (options.roots.includes(path) || options.roots.includes(`${path}/`)) return path.endsWith('/') ? path : `${path}/`;
  if (options.trailingSlash) return path.endsWith('/') ? path : `${path}/`;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}
