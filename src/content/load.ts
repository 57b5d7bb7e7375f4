import type { SiteConfig } from '../config/resolve.js';
import { formatLocation, UserError, type Problem } from '../util/errors.js';
import { loadDocs, type Doc } from './docs.js';
import type { ContentCache } from './contentCache.js';
import { buildSidebars, mainRouteOf, type Sidebar } from './sidebars.js';
import { loadHome, type HomeSource } from './home.js';
import { loadPages, type StandalonePage } from './pages.js';
import { loadBlog, type BlogContent } from './blogPosts.js';
import { localeBase } from './paths.js';
import { ownPages } from './routeChecks.js';

export interface LocaleContent {
  locale: string;
  docs: Doc[];
  untranslated: Doc[];
  sidebars: Sidebar[];
  /** The built-in home page's source; unused when a standalone page is the home (see `pages`). */
  home: HomeSource;
  /** Standalone pages (see loadPages); one of them may be the locale's home. */
  pages: StandalonePage[];
  /** What loading the pages found that is not made (a React page): said, not dropped quietly. */
  pageWarnings: string[];
  /** The blog's posts, authors and tags (see loadBlog); undefined without posts or with `blog: false`. */
  blog?: BlogContent;
}

/**
 * A standalone page at an address a doc or the search page has; and a page that is the home
 * while the locale's own `index.md` also says what the home is.
 */
function pageClashes(config: SiteConfig, locale: string, pages: StandalonePage[], docs: Doc[], home: HomeSource): Problem[] {
  // The home page is not taken: a standalone page may be it (see isHome).
  const reserved = [...ownPages(config, locale)].filter(([route]) => route !== localeBase(config, locale));
  const taken = new Map<string, string>([...docs.map((doc): [string, string] => [doc.route, `the doc ${formatLocation({ file: doc.file })}`]), ...reserved]);
  const problems: Problem[] = [];
  for (const page of pages) {
    const other = taken.get(page.route);
    if (other) problems.push({ message: `the page's address ${page.route} is also ${other}'s`, file: page.file, line: 1, hint: 'rename the page, or move it into another folder of the pages folder' });
    if (page.isHome && home.file && home.sourceLocale === page.sourceLocale) {
      problems.push({ message: `two home pages: this page and ${formatLocation({ file: home.file })}`, file: page.file, line: 1, hint: `keep one: this file replaces the built-in home that ${formatLocation({ file: home.file })} describes` });
    }
  }
  return problems;
}

/** A blog post at the address of a doc or a standalone page. */
function blogClashes(blog: BlogContent | undefined, pages: StandalonePage[], docs: Doc[]): Problem[] {
  if (!blog) return [];
  const taken = new Map<string, string>([...docs, ...pages].map((p): [string, string] => [p.route, formatLocation({ file: p.file })]));
  return blog.posts.flatMap((post) => {
    const other = taken.get(post.route);
    return other ? [{ message: `the blog post's address ${post.route} is also ${other}'s`, file: post.file, line: 1, hint: 'give the post another "slug" in its front matter' }] : [];
  });
}

/** Everything the content folder says, per locale: docs (with fallbacks), sidebars, home page, standalone pages. */
export function loadContent(config: SiteConfig, options: { includeDrafts?: boolean; cache?: ContentCache } = {}): Map<string, LocaleContent> {
  const docsByLocale = loadDocs(config, options);
  const problems: Problem[] = [];
  const result = new Map<string, LocaleContent>();
  for (const locale of config.locales) {
    const { docs, untranslated } = docsByLocale.get(locale)!;
    try {
      // What a version's sidebars file holds that docgen cannot show is said once, for the default locale.
      const sidebarWarnings: string[] = [];
      const sidebars = buildSidebars(config, locale, docs, locale === config.i18n.defaultLocale ? sidebarWarnings : []);
      const home = loadHome(config, locale, mainRouteOf(config, locale, config.docSets[0]!, docs, sidebars));
      const ownAndFallback = loadPages(config, locale, options);
      // A locale's own index.md is its home over the default locale's home page.
      const pages = home.file && home.sourceLocale === locale ? ownAndFallback.filter((p) => !p.isHome || p.sourceLocale === locale) : ownAndFallback;
      const blog = loadBlog(config, locale, options);
      const clashes = [...pageClashes(config, locale, pages, docs, home), ...blogClashes(blog, pages, docs)];
      if (clashes.length) throw new UserError(clashes);
      result.set(locale, { locale, docs, untranslated, sidebars, home, pages, pageWarnings: [...sidebarWarnings, ...(blog?.warnings ?? [])], blog });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      problems.push(...error.problems.filter((p) => !problems.some((q) => q.message === p.message && q.file === p.file)));
    }
  }
  if (problems.length) throw new UserError(problems);
  return result;
}
