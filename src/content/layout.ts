import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { DocSet } from '../config/docSets.js';

/**
 * Where a site keeps its files, by `layout`. docgen's own: `content/<locale>/<docs.path>` and
 * `content/<locale>/<pages.path>`, the home's `content/<locale>/index.md`. A Docusaurus site's,
 * read in place: the default locale's docs in `<docs.path>` (a version's in
 * `versioned_docs/version-<name>`) and pages in `src/pages`, the other locales' in
 * `i18n/<locale>/docusaurus-plugin-content-docs/current` (or `version-<name>`, and
 * `docusaurus-plugin-content-docs-<id>` for another docs instance) and
 * `i18n/<locale>/docusaurus-plugin-content-pages` (where Docusaurus's `write-translations` puts them).
 */
export function docsDirOf(config: SiteConfig, locale: string, set: Pick<DocSet, 'dir' | 'i18nDir' | 'contentDir'> = config.docSets[0]!): string {
  if (config.layout !== 'docusaurus') return path.join(config.paths.content, locale, set.contentDir);
  if (locale === config.i18n.defaultLocale) return set.dir;
  return path.join(config.siteDir, 'i18n', locale, set.i18nDir);
}

/** The set of docs (an instance's version) a doc belongs to, by its key. */
export function docSetOf(config: SiteConfig, key: string): DocSet {
  const set = config.docSets.find((s) => s.key === key);
  if (!set) throw new Error(`docgen: no docs set "${key}"`);
  return set;
}

export function pagesDirOf(config: SiteConfig, locale: string): string {
  if (config.layout !== 'docusaurus') return path.join(config.paths.content, locale, config.pages.path);
  if (locale === config.i18n.defaultLocale) return path.join(config.siteDir, 'src', 'pages');
  return path.join(config.siteDir, 'i18n', locale, 'docusaurus-plugin-content-pages');
}

/**
 * A locale's blog folder (undefined with `blog: false`): docgen's `content/<locale>/<blog.path>`; a
 * Docusaurus site's `<blog.path>` for the default locale, `i18n/<locale>/docusaurus-plugin-content-blog`
 * for the others (a translated post there replaces the default locale's, as Docusaurus reads it).
 */
export function blogDirOf(config: SiteConfig, locale: string): string | undefined {
  if (!config.blog) return undefined;
  if (config.layout !== 'docusaurus') return path.join(config.paths.content, locale, config.blog.path);
  if (locale === config.i18n.defaultLocale) return path.resolve(config.siteDir, config.blog.path);
  return path.join(config.siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog');
}

/** The file of a locale's built-in home page (hero and features), if the layout has one. */
export function homeFileOf(config: SiteConfig, locale: string): string | undefined {
  return config.layout !== 'docusaurus' ? path.join(config.paths.content, locale, 'index.md') : undefined;
}

/** The folders content is read from: what a build depends on and `docgen dev` watches. */
export function contentRoots(config: SiteConfig): string[] {
  // What versions there are, and their sidebars, are read from beside the config.
  const versioning = [...new Set(config.docSets.flatMap((set) => [set.versionsFile, ...(set.sidebarsFile ? [path.dirname(set.sidebarsFile)] : [])]))].filter((file) => fs.existsSync(file));
  if (config.layout !== 'docusaurus') return [config.paths.content, ...versioning];
  const blog = blogDirOf(config, config.i18n.defaultLocale);
  return [...new Set(config.docSets.map((set) => set.dir))].concat(versioning, pagesDirOf(config, config.i18n.defaultLocale), ...(blog ? [blog] : []), path.join(config.siteDir, 'i18n'));
}

/**
 * Where the static folder is published, relative to the output folder: at the base URL, and, for a
 * Docusaurus site, under each other locale's base too (`fr/img/x.png`), as Docusaurus builds each
 * locale as a site of its own with the static files copied in.
 */
export function staticPrefixes(config: SiteConfig): string[] {
  return config.layout === 'docusaurus' ? ['', ...config.locales.filter((l) => l !== config.i18n.defaultLocale).map((l) => `${l}/`)] : [''];
}

/** The static file an output path (relative to the output folder, `/`-separated) is a copy of, if it is one: its path in the static folder. */
export function staticPathOf(config: SiteConfig, outputPath: string): string | undefined {
  const prefix = staticPrefixes(config)
    .filter((p) => outputPath.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : outputPath.slice(prefix.length);
}
