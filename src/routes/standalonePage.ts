import type { SiteConfig } from '../config/resolve.js';
import type { StandalonePage } from '../content/pages.js';
import type { StandalonePageData } from '../../templates/types.js';
import { firstParagraph, outputFiles, pageToc, routeContent, titled } from './pageParts.js';
import type { DocRouteContext, PageRendering, Route } from './route.js';
import { fromHtml } from 'hast-util-from-html';
import { markdownBodyOf, markdownVersion } from '../llms/docMarkdown.js';
import { renderedMarkdownVersion } from '../llms/renderedMarkdown.js';
import { reactPageSources, renderedLinks } from './renderedLinks.js';

/**
 * The route of a standalone page (see loadPages): its Markdown parsed (or its MDX compiled, see
 * compileMdxDocs), its links resolved, rendered without a sidebar. A home page keeps the title
 * the built-in home has: the site's, with its tagline.
 */
export function planStandalonePage(config: SiteConfig, page: StandalonePage, context: DocRouteContext): Route {
  const route: Route = {
    path: page.route,
    locale: page.locale,
    kind: 'page',
    outputFiles: outputFiles(config, page.route, /(^|\/)index\.(mdx?|[jt]sx?)$/i.test(page.relPath)),
    site: context.site,
    page: { kind: 'page', route: page.route, title: '', description: '', alternates: context.alternates },
    sourceFile: page.file,
    links: [],
    assets: [],
  };
  const { parsed, html, mdx } = routeContent(route, page, () => page.body, context);
  // A React page's title and description are what its <Layout> (or <Head>) says.
  const head: ReturnType<PageRendering['reactHead']> = page.react && route.mdxModule && context.render ? context.render.reactHead(route.mdxModule) : {};
  const name = page.frontMatter.title ?? parsed.h1 ?? (head.title || undefined);
  const data: StandalonePageData = {
    // A home page without a title of its own is the site's (its search hit reads "EvalAP", not "index").
    title: name ?? (page.isHome ? config.title : page.relPath.replace(/\.(mdx?|[jt]sx?)$/, '')),
    heading: parsed.h1,
    html,
    toc: pageToc(config, page.frontMatter, parsed.headings),
    untranslatedFrom: page.sourceLocale !== page.locale ? page.sourceLocale : undefined,
    ...(page.frontMatter.unlisted && { unlisted: true }),
    ...(mdx && { mdx: mdx.page }),
    ...(page.react && { react: true }),
  };
  // A React page's text is what it renders: searched (see below), and its Markdown version.
  const rendered = page.react && head.html !== undefined ? fromHtml(head.html, { fragment: true }) : undefined;
  if (!page.react) route.markdown = markdownVersion(config, page, data.heading ?? data.title, () => mdx?.markdown ?? markdownBodyOf(config, page, page.body, context.resolve));
  else if (rendered) route.markdown = renderedMarkdownVersion(config, page, structuredClone(rendered), data.title);
  if (route.markdown) data.markdown = route.markdown.route;
  const { site } = context;
  route.page = {
    ...route.page,
    title: page.isHome && !name ? [config.title, site.tagline].filter(Boolean).join(' | ') : titled(data.title, config.title),
    description: page.frontMatter.description ?? head.description ?? (firstParagraph(parsed) || (page.isHome ? site.tagline : '')),
    keywords: page.frontMatter.keywords,
    ...(page.frontMatter.image && { image: page.frontMatter.image }),
    ...(data.unlisted && { unlisted: true }),
    standalone: data,
  };
  // A React page: searched by the text it renders (as a crawler reads it), its head tags written into its document.
  route.parsed = rendered ? { ...parsed, tree: rendered } : parsed;
  // Its links are what it renders: checked as a Markdown page's are.
  if (rendered) route.links.push(...renderedLinks(config, rendered, page, context.resolve, reactPageSources(config, page.file, context.mdx.sources)));
  if (head.tags || head.htmlAttributes || head.bodyAttributes) route.head = { tags: head.tags, htmlAttributes: head.htmlAttributes, bodyAttributes: head.bodyAttributes };
  return route;
}
