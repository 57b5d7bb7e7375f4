import type { ReactNode } from 'react';
import type { MdxPageData } from 'docgen/shared/mdxRuntime.js';
/** The data the theme renders: built by docgen's render stage, serialisable to JSON for the client. */
import type { Strings } from './i18n/en.js';

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export type SidebarNode =
  | { type: 'doc'; id: string; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      collapsed: boolean;
      href?: string;
      docId?: string;
      items: SidebarNode[];
      /** On large sites: the URL of the module holding `items` (then empty until loaded). */
      lazyItems?: string;
    };

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

export type NavbarItem =
  | ({ type: 'link'; position: 'left' | 'right'; sidebarId?: string } & NavLink)
  | { type: 'search'; position: 'left' | 'right' }
  | { type: 'localeDropdown'; position: 'left' | 'right' }
  /** Docusaurus's `docsVersionDropdown` (a menu of the versions) and `docsVersion` (a link to the shown or last version). */
  | { type: 'docsVersionDropdown'; position: 'left' | 'right'; pluginId: string }
  | { type: 'docsVersion'; position: 'left' | 'right'; pluginId: string; label?: string };

export interface LocaleLink {
  code: string;
  label: string;
  htmlLang: string;
}

/** What every page of one locale shares: computed once per locale. */
/** The navbar's logo (Docusaurus's `navbar.logo`): URLs under the base URL, `srcDark` shown in dark mode. */
export interface NavbarLogo {
  src: string;
  srcDark?: string;
  alt: string;
  /** Where the logo and title lead (the locale's home by default). */
  href: string;
  external: boolean;
  width?: number | string;
  height?: number | string;
}

export interface SiteData {
  title: string;
  tagline: string;
  version: string;
  locale: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  defaultLocale: string;
  baseUrl: string;
  /** `/doc/` or `/doc/fr/`. */
  localeBase: string;
  locales: LocaleLink[];
  navbar: { title: string; logo?: NavbarLogo; hideOnScroll: boolean; items: NavbarItem[] };
  footer: { style: 'light' | 'dark'; columns: { title: string; items: NavLink[] }[]; copyright: string };
  sidebars: Record<string, SidebarNode[]>;
  /** The docs instances that have versions (see DocsVersionsData); empty without. */
  docsVersions: DocsVersionsData[];
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  announcementBar?: { id: string; content: string; dismissible: boolean };
  /** Where the search page lives. */
  searchPath: string;
  search: SearchSettings;
  /** The UI strings of the locale (shipped with the locale's data, not in the client bundle). */
  strings: Strings;
}

/**
 * How the browser searches: Algolia (or a self-hosted Algolia-compatible host) when the site has
 * search credentials, else the embedded index of the locale (`localIndex`, the manifest URL).
 */
export interface SearchSettings {
  indexName: string;
  appId?: string;
  /** The search-only key, public by design. */
  apiKey?: string;
  host?: string;
  localIndex?: string;
  maxResultsPerGroup: number;
  missingResultsUrl?: string;
}

/** The version of the docs a doc page is of (Docusaurus's versioning), when its docs have versions. */
export interface DocVersionData {
  /** The docs instance (`default` unless named) and the version's name (`current`, `1.0`). */
  pluginId: string;
  name: string;
  label: string;
  /** What the banner above the page says: nothing, a version still to come, or one no longer kept. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** Kept out of search engines and the sitemap (the version's `noIndex`). */
  noIndex: boolean;
  /** The class its pages' `<html>` element gets (Docusaurus's `docs-version-<name>`). */
  className: string;
  /** Where the banner leads: this page in the last version, else that version's first page. */
  latest: { label: string; href: string };
  /** This page in each version that has it, by version name (for the navbar's version menu). */
  alternates: Record<string, string>;
}

/** A docs instance with versions, as the navbar's version menu lists them (newest first). */
export interface DocsVersionsData {
  pluginId: string;
  /** `base`: the path its pages are below (`/docs/1.0/`), by which the browser knows the version being read. */
  versions: { name: string; label: string; href: string; base: string; isLast: boolean }[];
}

export interface DocPageData {
  id: string;
  /** Set when the docs have versions. */
  version?: DocVersionData;
  /** The docs instance, when it is not the default one and has no versions (else see `version`). */
  pluginId?: string;
  title: string;
  html: string;
  toc: TocItem[];
  sidebarId?: string;
  breadcrumbs: { label: string; href?: string }[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  editUrl?: string;
  /** Set when this locale shows the default locale's text: the language it is in. */
  untranslatedFrom?: string;
  /** An MDX page: its content is a component, loaded from here (its `html` is empty). */
  mdx?: MdxPageData;
  /** The address of the page's Markdown version (see src/llms), if it has one. */
  markdown?: string;
}

export interface HomePageData {
  hero: { title: string; tagline: string; actions: { text: string; href: string; external: boolean; theme: 'primary' | 'secondary' }[] };
  features: { title: string; details: string }[];
  html: string;
}

/** A standalone page (a Markdown or MDX file of the pages folder): no sidebar, its own table of contents. */
export interface StandalonePageData {
  /** A React page (`src/pages/index.js`): its component draws all of the page's main part (see src/docusaurus/Layout.tsx). */
  react?: true;
  /** Its name: the front matter's title, else its heading, else its file's. */
  title: string;
  /** The page's leading `# heading`, shown as its title. */
  heading?: string;
  html: string;
  toc: TocItem[];
  /** Set when this locale shows the default locale's text: the language it is in. */
  untranslatedFrom?: string;
  /** An MDX page: its content is a component, loaded from here (its `html` is empty). */
  mdx?: MdxPageData;
  /** The address of the page's Markdown version (see src/llms), if it has one. */
  markdown?: string;
}

/** A blog author as a post or an author's page shows it. */
export interface BlogAuthorData {
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  /** Its page (`/blog/authors/<key>`), if it has one. */
  href?: string;
}

/** What every view of a post shows: its title, date, reading time, authors and tags. */
export interface BlogPostHeader {
  href: string;
  title: string;
  /** ISO 8601, for `<time dateTime>`. */
  date: string;
  /** The date as the locale writes it (formatted at build time, so the browser renders the same). */
  dateText: string;
  /** Minutes, rounded up; absent when `showReadingTime` is off. */
  readingTime?: number;
  authors: BlogAuthorData[];
  tags: { label: string; href: string }[];
}

/**
 * A page of the blog (Docusaurus's plugin-content-blog): a post, a list of posts (the blog's
 * pages, a tag's, an author's), the tags, the authors, or the archive. Each has the sidebar of
 * recent posts but the archive.
 */
export interface BlogPageData {
  view: 'post' | 'list' | 'tags' | 'authors' | 'archive';
  sidebar?: { title: string; items: { label: string; href: string }[] };
  /** A list's heading and text (a tag's description, an author's page). */
  heading?: string;
  description?: string;
  author?: BlogAuthorData;
  /** The list of all tags, or of all posts (a tag's page), to go back to. */
  allHref?: string;
  post?: BlogPostHeader & {
    html: string;
    toc: TocItem[];
    /** "Newer post" and "Older post". */
    newer?: { label: string; href: string };
    older?: { label: string; href: string };
    unlisted: boolean;
    untranslatedFrom?: string;
    mdx?: MdxPageData;
  };
  /** A list's posts: each one's excerpt (or whole text, when it has no truncate marker). */
  items?: (BlogPostHeader & { html: string; truncated: boolean })[];
  pagination?: { page: number; pages: number; newer?: string; older?: string };
  tags?: { label: string; href: string; count: number }[];
  authors?: (BlogAuthorData & { count: number })[];
  archive?: { year: string; posts: { title: string; href: string; dateText: string }[] }[];
}

export interface PageData {
  kind: 'home' | 'doc' | 'page' | 'search' | 'notFound' | 'blog';
  route: string;
  /** The document title (`Install | EvalAP`). */
  title: string;
  description: string;
  keywords?: string[];
  /** A page built but kept out of lists, the sitemap and the search index (an `unlisted` blog post): `noindex`. */
  unlisted?: boolean;
  /** A page of a docs version kept out of search engines (its `noIndex`): `noindex`, not in the sitemap, still listed and searchable. */
  noIndex?: boolean;
  /** The page's own social card (a generated category index's `image`), in place of the site's. */
  image?: string;
  /** The same page in each locale, by locale code. */
  alternates: Record<string, string>;
  doc?: DocPageData;
  home?: HomePageData;
  standalone?: StandalonePageData;
  blog?: BlogPageData;
  /**
   * The modules of the lazily loaded sidebar categories that lead to this page (their items, which
   * the page renders open): named, not copied, so that a category of 1,500 docs is shipped once,
   * not in each of its pages.
   */
  sidebarBranches?: string[];
}

export interface PageProps {
  site: SiteData;
  page: PageData;
  /** An MDX page's content, rendered in place of its HTML. */
  content?: ReactNode;
}
