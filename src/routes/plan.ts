import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { docBody, docsDirOf, type Doc } from '../content/docs.js';
import { docSetOf } from '../content/layout.js';
import { docSetPages, versionOfDoc } from './docSetIndex.js';
import type { LocaleContent } from '../content/load.js';
import { localeBase, outputFileOf, toRoute } from '../content/paths.js';
import { finishMarkdown, firstParagraph, outputFiles, routeContent, titled } from './pageParts.js';
import { markdownLabels, type MarkdownCache } from '../markdown/compile.js';
import { takeSourceTree, type ParsedMarkdown } from '../markdown/pipeline.js';
import type { DocPageData, HomePageData, PageData } from '../../templates/types.js';
import { createLinkResolver, type LinkCheck } from './linkTargets.js';
import { siteLink } from './siteLink.js';
import type { DocRouteContext, LocaleSites, Route } from './route.js';
import { NO_MDX, type MdxDocs } from './mdxDoc.js';
import { planStandalonePage } from './standalonePage.js';
import type { StandalonePage } from '../content/pages.js';
import type { BlogPost } from '../content/blogPosts.js';
import { blogFrame, planBlogRoutes, type BlogFrame } from './blogRoutes.js';
import type { CategoryIndex } from '../content/categoryIndex.js';
import { planCategoryIndex } from './categoryIndex.js';
import { markdownBodyOf, markdownVersion } from '../llms/docMarkdown.js';

export interface Plan {
  routes: Route[];
  /** Links written in the config (navbar, footer): checked like the others. */
  configLinks: LinkCheck[];
  /** Parses a home page's Markdown body into its page, its links and assets, when planRoutes was told to leave it (`homeMarkdown: false`); once. */
  homeMarkdown: (route: Route) => void;
}

/** The button of the home page docgen makes for a locale without `content/<locale>/index.md`, which leads to the docs. */
const defaultHomeButton = (config: SiteConfig, locale: string) => ({
  what: `the "Docs" button of the home page docgen makes, as there is no ${path.relative(config.siteDir, path.join(config.paths.content, locale, 'index.md'))}`,
  hint: `give a doc the address /${config.docSets[0]!.routeBase} (front matter "slug: /"), or write a home page of your own in ${path.relative(config.siteDir, path.join(config.paths.content, locale, 'index.md'))}`,
});

/** Where a page of the docs (a doc, or a generated category index) sits in its set of docs: its sidebar, breadcrumbs, previous and next pages. */
function placeData(config: SiteConfig, content: LocaleContent, set: string, id: string, frontMatter: Pick<Doc['frontMatter'], 'pagination_prev' | 'pagination_next'>) {
  const { places, docs: byId, indexes } = docSetPages(config, content).get(set)!;
  const place = places.get(id);
  const neighbour = (explicit: string | null | undefined, implicit: string | undefined) => {
    const id = explicit === undefined ? implicit : explicit;
    const target = id ? byId.get(id) : undefined;
    const index = id && !target ? indexes.get(id) : undefined;
    return target ? { label: target.frontMatter.sidebar_label ?? target.title, href: target.route } : index && { label: index.category.label, href: index.route };
  };
  return {
    sidebarId: place?.sidebarId,
    breadcrumbs: (place?.trail ?? []).map((node) => ({ label: node.label, href: 'href' in node ? node.href : undefined })),
    previous: neighbour(frontMatter.pagination_prev, place?.previous),
    next: neighbour(frontMatter.pagination_next, place?.next),
  };
}

function docPage(config: SiteConfig, content: LocaleContent, doc: Doc, parsed: ParsedMarkdown, html: string): DocPageData {
  const { minHeadingLevel, maxHeadingLevel } = config.toc;
  const version = versionOfDoc(config, content, doc);
  return {
    id: doc.id,
    title: parsed.h1 ?? doc.title,
    html,
    toc: doc.frontMatter.hide_table_of_contents ? [] : parsed.headings.filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel),
    ...placeData(config, content, doc.set, doc.id, doc.frontMatter),
    editUrl: editUrlOf(config, doc),
    ...(version && { version }),
    ...(!version && docSetOf(config, doc.set).pluginId !== 'default' && { pluginId: docSetOf(config, doc.set).pluginId }),
    untranslatedFrom: doc.sourceLocale !== doc.locale ? doc.sourceLocale : undefined,
  };
}

/**
 * A doc's edit link, as Docusaurus makes it: the editUrl followed by the path of the file from the
 * site's folder, the default locale's file (what translators start from) unless editLocalizedFiles.
 */
function editUrlOf(config: SiteConfig, doc: Doc): string | undefined {
  const set = docSetOf(config, doc.set);
  const { editUrl, editLocalizedFiles } = set.instance;
  if (!editUrl) return undefined;
  const file = editLocalizedFiles ? doc.file : path.join(docsDirOf(config, config.i18n.defaultLocale, set), doc.relPath);
  return new URL(path.relative(config.siteDir, file).split(path.sep).join('/'), editUrl.replace(/\/?$/, '/')).href;
}

/** The route of one doc in one locale; `docgen dev` re-plans an edited doc alone with it. */
export function planDocRoute(config: SiteConfig, content: LocaleContent, doc: Doc, context: DocRouteContext): Route {
  const route: Route = {
    path: doc.route,
    locale: content.locale,
    kind: 'doc',
    outputFiles: outputFiles(config, doc.route, doc.slug === '/' || /(^|\/)(index|readme)\.mdx?$/i.test(doc.relPath)),
    site: context.site,
    page: { kind: 'doc', route: doc.route, title: '', description: '', alternates: context.alternates },
    sourceFile: doc.file,
    links: [],
    assets: [],
  };
  const { parsed, html, mdx } = routeContent(route, doc, () => docBody(doc), context);
  const data = docPage(config, content, doc, parsed, html);
  if (mdx) data.mdx = mdx.page;
  // An MDX page's was printed when it was compiled (see compilePage); else from the tree its parse kept (taken off the page's tree either way).
  const parsedSource = takeSourceTree(parsed);
  route.markdown = markdownVersion(config, doc, data.title, () => mdx?.markdown ?? markdownBodyOf(config, doc, docBody(doc), context.resolve, parsedSource));
  if (route.markdown) data.markdown = route.markdown.route;
  route.page = { ...route.page, title: titled(data.title, config.title), description: doc.frontMatter.description ?? firstParagraph(parsed), keywords: doc.frontMatter.keywords, ...(doc.frontMatter.image && { image: doc.frontMatter.image }), ...(data.version?.noIndex && { noIndex: true }), doc: data };
  route.parsed = parsed;
  return route;
}

export interface PlanOptions {
  /** Which docs to plan (by their position across locales): a build plans none here (see docPlanner), the other pages only. */
  docs?: (index: number) => boolean;
  /** Parse each home page's Markdown body now (the default), or leave it to `Plan.homeMarkdown`: a build links an unchanged home page from the last one. */
  homeMarkdown?: boolean;
  /** The site's MDX docs, compiled (see compileMdxDocs). */
  mdx?: MdxDocs;
  /** Plan the blog's routes (the default), or leave them to the build: its threads make the posts' pages, then the lists (see blogFrame). */
  blog?: boolean;
}

/** A doc across locales: its set's key and its id. */
const docKey = (doc: Doc) => `${doc.set}\0${doc.id}`;

/** What the routes of the site share, set up once: link resolution, each doc's route in every locale, each locale's data. */
function setUp(config: SiteConfig, contents: Map<string, LocaleContent>, sites: LocaleSites) {
  const resolve = createLinkResolver(config, contents);
  const docRoutes = new Map<string, Record<string, string>>(); // set and doc id -> locale -> route
  for (const content of contents.values()) for (const doc of content.docs) (docRoutes.get(docKey(doc)) ?? docRoutes.set(docKey(doc), {}).get(docKey(doc))!)[content.locale] = doc.route;
  const locales = new Map(
    [...contents.values()].map((content) => {
      const { strings, site, render } = sites.get(content.locale)!;
      return [content.locale, { content, strings, site, render, labels: markdownLabels(strings) }];
    }),
  );
  return { resolve, docRoutes, locales };
}

/** The pages of a locale that a build's threads make (see docPlanner), in order: its docs, then its blog posts. */
export const threadPages = (content: LocaleContent): (Doc | BlogPost)[] => [...content.docs, ...(content.blog?.posts ?? [])];

/** Each blog post's route in every locale that has it, by its path in the blog folder. */
function postRoutesOf(contents: Map<string, LocaleContent>): Map<string, Record<string, string>> {
  const routes = new Map<string, Record<string, string>>();
  for (const content of contents.values()) for (const post of content.blog?.posts ?? []) (routes.get(post.relPath) ?? routes.set(post.relPath, {}).get(post.relPath)!)[content.locale] = post.route;
  return routes;
}

/** Each locale's blog as its pages see one another (see blogFrame): made from the content alone, no post parsed. */
export function blogFrames(config: SiteConfig, contents: Map<string, LocaleContent>, sites: LocaleSites): Map<string, BlogFrame> {
  const postAlternates = postRoutesOf(contents);
  const frames = new Map<string, BlogFrame>();
  for (const content of contents.values()) {
    const { site, strings } = sites.get(content.locale)!;
    if (content.blog) frames.set(content.locale, blogFrame(config, content.blog, { site, strings, postAlternates }));
  }
  return frames;
}

/**
 * Plans docs and blog posts one at a time, by their position among the pages threads make (see
 * threadPages, across locales): a build worker plans each page of its share as it renders it, and
 * drops its Markdown tree before the next.
 */
export function docPlanner(config: SiteConfig, contents: Map<string, LocaleContent>, sites: LocaleSites, cache: Pick<MarkdownCache, 'parse'>, mdx: MdxDocs, frames: Map<string, BlogFrame>): (index: number) => Route {
  const { resolve, docRoutes, locales } = setUp(config, contents, sites);
  const pages = [...locales.values()].flatMap((locale) => threadPages(locale.content).map((page) => ({ page, locale })));
  return (index) => {
    const { page, locale } = pages[index]!;
    if (!('id' in page)) return frames.get(locale.content.locale)!.planPost(page, { labels: locale.labels, resolve, cache, mdx, renderMdx: locale.render.mdxHtml });
    return planDocRoute(config, locale.content, page, { site: locale.site, labels: locale.labels, resolve, cache, mdx, alternates: { ...docRoutes.get(docKey(page))! } });
  };
}

/**
 * Every route of the site, per locale: home, search, each doc, 404. Markdown is parsed (through
 * the cache), its links resolved, and the page data the theme renders is assembled.
 */
export function planRoutes(config: SiteConfig, contents: Map<string, LocaleContent>, sites: LocaleSites, cache: MarkdownCache, options: PlanOptions = {}): Plan {
  const wantDoc = options.docs ?? (() => true);
  let docIndex = 0;
  const { resolve, docRoutes, locales } = setUp(config, contents, sites);
  const routes: Route[] = [];
  const configLinks: LinkCheck[] = [];
  const homeMarkdown = new Map<Route, () => void>();
  const pageKey = (page: StandalonePage) => page.relPath.replace(/\.mdx?$/, '');
  const pageRoutes = new Map<string, Record<string, string>>(); // page path -> locale -> route
  for (const content of contents.values()) for (const page of content.pages) (pageRoutes.get(pageKey(page)) ?? pageRoutes.set(pageKey(page), {}).get(pageKey(page))!)[content.locale] = page.route;
  const indexRoutes = new Map<string, Record<string, string>>(); // generated index id -> locale -> route
  for (const content of contents.values()) for (const index of content.sidebars.flatMap((s) => s.indexes)) (indexRoutes.get(index.id) ?? indexRoutes.set(index.id, {}).get(index.id)!)[content.locale] = index.route;
  const sameRouteEverywhere = (sitePath: string) => Object.fromEntries(config.locales.map((l) => [l, toRoute(config, l, sitePath)]));
  const postRoutes = postRoutesOf(contents);

  for (const { content, strings, site, render, labels } of locales.values()) {
    const { locale } = content;
    const base = (kind: PageData['kind'], routePath: string, page: Omit<PageData, 'kind' | 'route'>, extra: Partial<Route> = {}): Route => ({
      path: routePath,
      locale,
      kind,
      outputFiles: kind === 'notFound' ? [outputFileOf(config, `${localeBase(config, locale)}404`)] : outputFiles(config, routePath, false),
      site,
      page: { kind, route: routePath, ...page },
      links: [],
      assets: [],
      ...extra,
    });

    for (const item of site.navbar.items) if (item.type === 'link' && !item.external) configLinks.push({ written: item.href, file: config.configFile, route: item.href });
    for (const column of site.footer.columns) for (const item of column.items) if (!item.external) configLinks.push({ written: item.href, file: config.configFile, route: item.href });

    // Standalone pages (the home first, if one is); see loadPages
    const homePage = content.pages.find((page) => page.isHome);
    const pages = content.pages.map((page) => planStandalonePage(config, page, { site, labels, resolve, cache, mdx: options.mdx ?? NO_MDX, render, alternates: { ...pageRoutes.get(pageKey(page))! } }));
    routes.push(...pages.filter((route) => route.path === localeBase(config, locale)));

    // The built-in home, unless a standalone page is the home, or a doc (docs at the site's root)
    if (!homePage && !content.docs.some((doc) => doc.route === localeBase(config, locale))) {
      const home = content.home;
      const homeRoute = base('home', localeBase(config, locale), { title: '', description: '', alternates: sameRouteEverywhere('') }, { sourceFile: home.file });
      const hero = home.frontMatter.hero;
      const homeData: HomePageData = {
        hero: {
          title: hero?.title ?? config.title,
          tagline: hero?.tagline ?? site.tagline,
          actions: (hero?.actions ?? []).map((a) => ({ text: a.text, theme: a.theme, ...siteLink(config, locale, a.link) })),
        },
        features: home.frontMatter.features ?? [],
        html: '',
      };
      const { file } = home;
      const body = home.body.trim() && file ? () => {
        const parsed = cache.parse(home.body, labels, file);
        homeData.html = finishMarkdown(parsed, resolve, { file, locale, sourceLocale: home.sourceLocale, route: homeRoute.path }, homeRoute);
        homeRoute.parsed = parsed;
      } : undefined;
      if (body && options.homeMarkdown === false) homeMarkdown.set(homeRoute, body);
      else body?.();
      for (const action of homeData.hero.actions) if (!action.external) homeRoute.links.push({ written: action.href, file: home.file ?? config.configFile, route: action.href, madeBy: home.file ? undefined : defaultHomeButton(config, locale) });
      homeRoute.page = {
        ...homeRoute.page,
        title: home.frontMatter.title && home.frontMatter.title !== config.title ? titled(home.frontMatter.title, config.title) : [config.title, site.tagline].filter(Boolean).join(' | '),
        description: home.frontMatter.description ?? site.tagline,
        home: homeData,
      };
      routes.push(homeRoute);
    }

    // Docs
    for (const doc of content.docs) {
      if (wantDoc(docIndex++)) routes.push(planDocRoute(config, content, doc, { site, labels, resolve, cache, mdx: options.mdx ?? NO_MDX, alternates: { ...docRoutes.get(docKey(doc))! } }));
    }
    // Generated category index pages (made from the sidebar, so planned here in a build too, not by the doc threads)
    for (const { set, indexes, docs } of docSetPages(config, content).values()) {
      for (const index of indexes.values()) {
        const page = (id: string, title: string, html: string): DocPageData => ({ id, title, html, toc: [], ...placeData(config, content, set.key, id, {}) });
        routes.push(planCategoryIndex(config, index, { locale, site, strings, docs, alternates: { ...indexRoutes.get(index.id) }, page }));
      }
    }

    routes.push(...pages.filter((route) => route.path !== localeBase(config, locale)));
    if (content.blog && options.blog !== false) {
      routes.push(...planBlogRoutes(config, content.blog, { site, strings, labels, resolve, cache, mdx: options.mdx ?? NO_MDX, alternates: {}, renderMdx: render.mdxHtml, postAlternates: postRoutes }));
    }
    routes.push(base('search', site.searchPath, { title: titled(strings.searchPageTitle, config.title), description: strings.searchPageTitle, alternates: sameRouteEverywhere('search') }));
    routes.push(base('notFound', `${localeBase(config, locale)}404`, { title: titled(strings.notFoundTitle, config.title), description: strings.notFoundText, alternates: sameRouteEverywhere('') }));
  }
  return {
    routes,
    configLinks,
    homeMarkdown: (route) => {
      homeMarkdown.get(route)?.();
      homeMarkdown.delete(route);
    },
  };
}

