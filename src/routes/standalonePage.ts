import type { SiteConfig } from '../config/resolve.js';
import type { StandalonePage } from '../content/pages.js';
import type { StandalonePageData } from '../../templates/types.js';
import { firstParagraph, outputFiles, routeContent, titled } from './pageParts.js';
import type { DocRouteContext, Route } from './route.js';

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
    outputFiles: outputFiles(config, page.route, /(^|\/)index\.mdx?$/i.test(page.relPath)),
    site: context.site,
    page: { kind: 'page', route: page.route, title: '', description: '', alternates: context.alternates },
    sourceFile: page.file,
    links: [],
    assets: [],
  };
  const { parsed, html, mdx } = routeContent(route, page, () => page.body, context);
  const { minHeadingLevel, maxHeadingLevel } = config.toc;
  const name = page.frontMatter.title ?? parsed.h1;
  const data: StandalonePageData = {
    title: name ?? page.relPath.replace(/\.mdx?$/, ''),
    heading: parsed.h1,
    html,
    toc: page.frontMatter.hide_table_of_contents ? [] : parsed.headings.filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel),
    untranslatedFrom: page.sourceLocale !== page.locale ? page.sourceLocale : undefined,
    ...(mdx && { mdx: mdx.page }),
  };
  const { site } = context;
  route.page = {
    ...route.page,
    title: page.isHome && !name ? [config.title, site.tagline].filter(Boolean).join(' | ') : titled(data.title, config.title),
    description: page.frontMatter.description ?? (firstParagraph(parsed) || (page.isHome ? site.tagline : '')),
    keywords: page.frontMatter.keywords,
    standalone: data,
  };
  route.parsed = parsed;
  return route;
}
