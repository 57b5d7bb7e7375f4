import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { formatLocation, UserError } from '../util/errors.js';
import { parseFrontMatter, type FrontMatter } from './frontMatter.js';
import type { HighlightOverrun } from './highlightOverruns.js';
import { fileFields, readLocaleFiles } from './localeFiles.js';
import { listMarkdown, MARKDOWN } from './markdownFiles.js';
import { toRoute } from './paths.js';
import { pagesDirOf } from './layout.js';
import { readSource } from './readSource.js';
import { unreachableAddress } from './routeChecks.js';

/**
 * A standalone page as one locale shows it: a Markdown or MDX file of the locale's pages folder,
 * outside the docs (no sidebar, no pagination), as Docusaurus's `src/pages`. Its address is its
 * path: `pages/about.mdx` is `/about`, `pages/team/index.md` is `/team`, `pages/index.mdx` is the
 * locale's home page (in place of the built-in hero).
 */
export interface StandalonePage {
  locale: string;
  /** The locale whose file provides it: differs from `locale` when the page is not translated. */
  sourceLocale: string;
  file: string;
  /** Path relative to the locale's pages folder, `/`-separated. */
  relPath: string;
  frontMatter: FrontMatter;
  /** The body, front matter blanked out (lines kept). */
  body: string;
  empty: boolean;
  /** A `.md` file: the first line of its body that only MDX reads as code, if any. */
  jsxLine?: number;
  /** Code fences whose highlighted lines go past their end (see highlightOverruns). */
  overruns: HighlightOverrun[];
  route: string;
  /** The locale's home page. */
  isHome: boolean;
  /** A React page (`.js`, `.tsx`...): its default export is the page's component (see bundle/reactPages.ts). */
  react?: boolean;
}

/** A React page's file, as Docusaurus's pages plugin takes them (tests and type declarations are no pages). */
export const REACT_PAGE = /\.(jsx?|tsx?)$/;
const NOT_A_PAGE = /(\.test\.[jt]sx?|\.d\.ts)$|(^|\/)__tests__\//;

function readPage(config: SiteConfig, locale: string, sourceLocale: string, relPath: string): StandalonePage {
  const file = path.join(pagesDirOf(config, sourceLocale), relPath);
  const react = REACT_PAGE.test(relPath);
  // A React page has no front matter: its title and description come from its <Layout> (see routes/standalonePage.ts).
  const { frontMatter, body } = react ? { frontMatter: {}, body: '' } : parseFrontMatter(readSource(file), file);
  const unreachable = unreachableAddress(file, relPath, frontMatter);
  if (unreachable) throw new UserError(unreachable);
  const sitePath = relPath.replace(react ? REACT_PAGE : MARKDOWN, '').replace(/(^|\/)index$/i, '');
  return {
    ...fileFields({ locale, sourceLocale, file, relPath }, frontMatter, body),
    empty: !react && !body.trim(),
    route: toRoute(config, locale, sitePath),
    isHome: sitePath === '',
    ...(react && { react }),
  };
}

/**
 * The standalone pages of a locale: its own, and the default locale's it has no translation of
 * (shown in the default locale's words, as a doc is). Drafts are left out of production builds.
 * A React page (`.js`, `.tsx`...) is a page as a Markdown one is; other files (a CSS module) are
 * what the pages import.
 */
export function loadPages(config: SiteConfig, locale: string, options: { includeDrafts?: boolean } = {}): StandalonePage[] {
  const defaultLocale = config.i18n.defaultLocale;
  const listed = (of: string) => {
    const react: string[] = [];
    const markdown = listMarkdown(pagesDirOf(config, of), Infinity, (relPath) => {
      if (REACT_PAGE.test(relPath) && !NOT_A_PAGE.test(relPath)) react.push(relPath);
    });
    return [...markdown, ...react];
  };
  const own = new Set(listed(locale));
  const fallback = locale === defaultLocale ? [] : listed(defaultLocale);
  return readLocaleFiles([...new Set([...own, ...fallback])].sort(), (relPath) => readPage(config, locale, own.has(relPath) ? locale : defaultLocale, relPath), {
    includeDrafts: options.includeDrafts,
    clash: (page, other) => ({ message: `two pages have the address ${page.route}: this one and ${formatLocation({ file: other.file })}`, file: page.file, line: 1, hint: 'rename one of them (about.md and about/index.md make the same page)' }),
  });
}
