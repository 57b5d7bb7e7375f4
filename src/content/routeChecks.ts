import type { SiteConfig } from '../config/resolve.js';
import type { Problem } from '../util/errors.js';
import { frontMatterFieldAt, type FrontMatter } from './frontMatter.js';
import { readSource } from './readSource.js';
import { localeBase, toRoute } from './paths.js';

/**
 * Characters a page's address cannot hold as they are: `?` starts a query, `#` an anchor, `%` an
 * escape (`%2e` is a dot to a browser), `\` is a `/` to one, and control characters (a newline,
 * NUL) are no part of a URL. Such a page would be written under one name and asked for under another.
 */
const UNREACHABLE = /[?#%\\\u0000-\u001f\u007f]/;

const shown = (char: string) => (/[\u0000-\u001f\u007f]/.test(char) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')} (a control character)` : `"${char}"`);

/**
 * A doc whose address would hold one of those characters, at what gives it: its front matter
 * `slug`, else its `id`, else its file's path.
 */
export function unreachableAddress(file: string, relPath: string, frontMatter: FrontMatter): Problem | undefined {
  for (const field of ['slug', 'id'] as const) {
    const value = frontMatter[field];
    const char = typeof value === 'string' ? UNREACHABLE.exec(value)?.[0] : undefined;
    if (char === undefined) continue;
    return {
      message: `front matter "${field}": ${JSON.stringify(value)} has ${shown(char)}, which a page's address cannot hold: its page could not be reached by the links and sitemap that name it`,
      file,
      ...(frontMatterFieldAt(readSource(file), field) ?? { line: 1 }),
      hint: `use letters, digits, "-", "_", "." and "/" in a ${field} (a "?" starts a query, a "#" an anchor, a "%" an escape)`,
    };
  }
  const char = frontMatter.slug === undefined && frontMatter.id === undefined ? UNREACHABLE.exec(relPath)?.[0] : undefined;
  if (char === undefined) return undefined;
  return {
    message: `the file's path (${JSON.stringify(relPath)}) has ${shown(char)}, which a page's address cannot hold: its page could not be reached by the links and sitemap that name it`,
    file,
    hint: 'rename the file (or its folder), or give it a front matter slug of letters, digits, "-", "_" and "/"',
  };
}

/** The pages docgen makes itself in a locale, by address: the home page, the search page, the 404 page. */
export function ownPages(config: SiteConfig, locale: string): Map<string, string> {
  const base = localeBase(config, locale);
  return new Map([
    [base, 'the home page'],
    [toRoute(config, locale, 'search'), 'the search page'],
    [`${base}404`, 'the 404 page'],
  ]);
}

/** What the check reads of a doc (docs.ts calls it while loading them: it does not import their type). */
interface AddressedDoc {
  route: string;
  set: string;
  file: string;
  sourceLocale: string;
  frontMatter: { slug?: string };
}

/**
 * Docs whose address is one of the pages docgen makes itself in their locale (the home page, the
 * search page, the 404 page), or lies among another locale's pages: one would overwrite the other.
 */
export function reservedRouteClashes(config: SiteConfig, locale: string, docs: AddressedDoc[]): Problem[] {
  const own = ownPages(config, locale);
  const base = localeBase(config, locale);
  // Docs at the site's root (routeBasePath ''): the doc at the locale's root (`slug: /`) is its home page, and docgen makes none.
  const atRoot = new Set(config.docSets.filter((set) => set.routeBase === '').map((set) => set.key));
  const others = locale === config.i18n.defaultLocale ? config.locales.filter((l) => l !== locale).map((l) => `${config.baseUrl}${l}`) : [];
  const problems: Problem[] = [];
  for (const doc of docs) {
    // A doc shown untranslated clashes alike in its own locale: said there, once.
    if (doc.sourceLocale !== locale || (atRoot.has(doc.set) && doc.route === base)) continue;
    const route = doc.route.replace(/\/$/, '') || '/';
    const page = own.get(doc.route) ?? own.get(route) ?? own.get(`${route}/`);
    const other = page ? undefined : others.find((prefix) => route === prefix || route.startsWith(`${prefix}/`));
    if (!page && !other) continue;
    problems.push({
      message: `the page's address, ${doc.route}, is ${page ? `that of ${page}` : `among the pages of the locale "${other!.slice(config.baseUrl.length)}"`}: one page would overwrite the other`,
      file: doc.file,
      ...(doc.frontMatter.slug !== undefined ? (frontMatterFieldAt(readSource(doc.file), 'slug') ?? { line: 1 }) : { line: 1 }),
      hint: 'give the doc another front matter slug',
    });
  }
  return problems;
}
