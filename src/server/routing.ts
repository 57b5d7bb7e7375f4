import type { SiteConfig } from '../config/resolve.js';
import { localeBase, outputFileOf } from '../content/paths.js';

/** What a request for a path of the site gets, as a static host would answer it. */
export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  /** The locale's 404 page (`file`, when the site has one), with status 404. */
  | { kind: 'notFound'; file?: string }
  /** A path no file can have (`..`, NUL, backslash, bad percent-encoding): refused with 400. */
  | { kind: 'badPath' };

/** Says whether the site has a file, by its path relative to the site's root (`fr/docs/x.html`). */
export type FileExists = (file: string) => boolean;

/** Decoded path segments that could reach outside the site's folder or confuse a file system. */
const UNSAFE = /[\x00-\x1f\x7f\\]/;

function decodePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || UNSAFE.test(decoded)) return undefined;
  // Checked after decoding: `%2e%2e` and `..%2f` are the same attack as `..`.
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return decoded;
}

/** The locale whose 404 page a missing path gets: `fr` for anything under `/doc/fr/`. */
function localeOf(config: SiteConfig, path: string): string {
  const other = config.locales.find((l) => l !== config.i18n.defaultLocale && (path === localeBase(config, l).slice(0, -1) || path.startsWith(localeBase(config, l))));
  return other ?? config.i18n.defaultLocale;
}

export function notFoundFile(config: SiteConfig, locale: string): string {
  return outputFileOf(config, `${localeBase(config, locale)}404`);
}

/**
 * Maps a request path to a file of the built site by the config's rules, shared by `docgen serve`
 * and `docgen dev`: `/doc/fr/docs/x` is `fr/docs/x.html`; `x/`, `x.html` and `x/index.html` are
 * redirected to the one address the page has (with a slash when trailingSlash is true, or when only
 * `x/index.html` exists); `/` and `/doc` go to the base URL; anything else gets the 404 page of the
 * locale it is under.
 */
export function resolveRequest(config: SiteConfig, pathname: string, search: string, exists: FileExists): Resolution {
  const path = decodePath(pathname);
  if (path === undefined) return { kind: 'badPath' };
  const { baseUrl } = config;
  const redirect = (to: string): Resolution => ({ kind: 'redirect', location: encodeURI(to) + search });
  const notFound = (): Resolution => {
    const file = notFoundFile(config, localeOf(config, path));
    return { kind: 'notFound', file: exists(file) ? file : undefined };
  };

  if (path === '/' && baseUrl !== '/') return redirect(baseUrl);
  if (`${path}/` === baseUrl) return redirect(baseUrl);
  if (!path.startsWith(baseUrl)) return notFound();
  const rel = path.slice(baseUrl.length);

  // A file that is not a page (CSS, images, sitemap.xml) is served as it is named.
  if (rel && !rel.endsWith('/') && !rel.endsWith('.html') && exists(rel)) return { kind: 'file', file: rel };

  const page = rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '').replace(/\/$/, '');
  if (page.split('/').some((segment) => !segment) && page !== '') return notFound();
  const flat = page ? `${page}.html` : undefined;
  const folder = page ? `${page}/index.html` : 'index.html';
  const hasFlat = flat !== undefined && exists(flat);
  const hasFolder = exists(folder);
  const useFolder = config.trailingSlash ? hasFolder : hasFolder && !hasFlat;
  const file = useFolder ? folder : hasFlat ? flat : undefined;
  if (!file) return notFound();
  const canonical = `${baseUrl}${page}${useFolder && page ? '/' : ''}`;
  return canonical === path ? { kind: 'file', file } : redirect(canonical);
}
