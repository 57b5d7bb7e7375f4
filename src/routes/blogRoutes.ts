import type { SiteConfig } from '../config/resolve.js';
import { localize } from '../config/resolve.js';
import type { BlogAuthor } from '../content/blogMeta.js';
import type { BlogContent, BlogPost } from '../content/blogPosts.js';
import { toRoute } from '../content/paths.js';
import { staticUrl } from '../content/paths.js';
import { format } from '../../templates/i18n/index.js';
import type { Strings } from '../../templates/i18n/en.js';
import type { BlogAuthorData, BlogPageData, BlogPostHeader } from '../../templates/types.js';
import { finishMarkdown, firstParagraph, outputFiles, routeContent, titled } from './pageParts.js';
import { mdxKey } from './mdxDoc.js';
import type { DocRouteContext, Route } from './route.js';

type BlogOptions = Exclude<SiteConfig['blog'], false>;

/** What the blog's routes need besides the posts: the locale's words, and how an MDX excerpt becomes HTML (see excerptKey). */
export interface BlogRouteContext extends DocRouteContext {
  strings: Strings;
  /** Renders an MDX module's content alone to HTML (the theme's renderContent). */
  renderMdx?: (module: string) => string;
  /** Each post's route in every locale that has it, by its path in the blog folder. */
  postAlternates: Map<string, Record<string, string>>;
}

/** The key of an MDX post's excerpt (its text up to the truncate marker), compiled beside the post (see compileMdxDocs). */
export const excerptKey = (post: Pick<BlogPost, 'locale' | 'file'>) => `${mdxKey(post)}\0excerpt`;

/** Docusaurus's date on a post: the locale's long form, in UTC (the date written is a day, not a moment). */
const dateText = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** A post's title: its front matter's, else its leading `# heading`, else its file's name. */
const postTitle = (post: BlogPost, h1: string | undefined) => (typeof post.frontMatter.title === 'string' ? post.frontMatter.title : (h1 ?? post.relPath.replace(/(\/index)?\.mdx?$/, '').replace(/^.*\//, '')));

/**
 * Every route of a locale's blog, as Docusaurus's plugin-content-blog makes them: each post, the
 * list pages (`/blog`, `/blog/page/2`), `/blog/tags` and a list per tag, `/blog/authors` and a list
 * per author with a page, `/blog/archive`. Unlisted posts have their page and are in no list.
 */
export function planBlogRoutes(config: SiteConfig, blog: BlogContent, context: BlogRouteContext): Route[] {
  const options = config.blog as BlogOptions;
  const { site, strings } = context;
  const locale = site.locale;
  const at = (sitePath: string) => toRoute(config, locale, `${options.routeBasePath}${sitePath ? `/${sitePath}` : ''}`);
  const t = (value: Parameters<typeof localize>[0]) => localize(value, locale, config.i18n.defaultLocale);
  const blogTitle = t(options.blogTitle) || strings.blogTitle;
  const sameEverywhere = (sitePath: string) => Object.fromEntries(config.locales.map((l) => [l, toRoute(config, l, `${options.routeBasePath}${sitePath ? `/${sitePath}` : ''}`)]));
  const authorHref = (author: BlogAuthor) => (author.page && author.key ? at(`${options.authorsBasePath}/${author.key}`) : undefined);
  const authorData = (author: BlogAuthor): BlogAuthorData => ({ name: author.name, title: author.title, url: author.url, imageURL: author.imageURL && staticUrl(config, author.imageURL), href: authorHref(author) });
  const routes: Route[] = [];
  const route = (path: string, page: { title: string; description: string; blog: BlogPageData }, alternates: Record<string, string>, folder = true, extra: Partial<Route> = {}): Route => ({
    path,
    locale,
    kind: 'blog',
    outputFiles: outputFiles(config, path, folder),
    site,
    page: { kind: 'blog', route: path, alternates, ...page },
    links: [],
    assets: [],
    ...extra,
  });

  // Each post's page; what the lists show of it is made once, with it.
  const listed = blog.posts.filter((p) => !p.unlisted);
  const count = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  const sidebar = { title: t(options.blogSidebarTitle) || strings.blogRecentPosts, items: [] as { label: string; href: string }[] };
  const headers = new Map<BlogPost, BlogPostHeader>();
  const fullHtml = new Map<BlogPost, string>();
  const postRoutes = blog.posts.map((post) => {
    const postRoute = route(post.route, { title: '', description: '', blog: { view: 'post' } }, { ...context.postAlternates.get(post.relPath) }, /(^|\/)index\.mdx?$/i.test(post.relPath), { sourceFile: post.file });
    const { parsed, html, mdx } = routeContent(postRoute, post, () => post.body, context);
    const header: BlogPostHeader = {
      href: post.route,
      title: postTitle(post, parsed.h1),
      date: post.date.toISOString(),
      dateText: dateText(locale, post.date),
      readingTime: options.showReadingTime ? Math.max(1, Math.ceil(post.readingTime)) : undefined,
      authors: post.authors.map(authorData),
      tags: post.tags.map((tag) => ({ label: tag.label, href: tag.route })),
    };
    headers.set(post, header);
    fullHtml.set(post, html);
    const { minHeadingLevel, maxHeadingLevel } = config.toc;
    postRoute.page = {
      ...postRoute.page,
      title: titled(header.title, config.title),
      description: typeof post.frontMatter.description === 'string' ? post.frontMatter.description : firstParagraph(parsed),
      keywords: post.frontMatter.keywords,
      ...(typeof post.frontMatter.image === 'string' && { image: post.frontMatter.image }),
      unlisted: post.unlisted || undefined,
      blog: {
        view: 'post',
        post: {
          ...header,
          html,
          toc: post.frontMatter.hide_table_of_contents ? [] : parsed.headings.filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel),
          unlisted: post.unlisted,
          untranslatedFrom: post.sourceLocale !== post.locale ? post.sourceLocale : undefined,
          ...(mdx && { mdx: mdx.page }),
        },
      },
    };
    postRoute.parsed = parsed;
    return postRoute;
  });
  sidebar.items = listed.slice(0, count).map((post) => ({ label: headers.get(post)!.title, href: post.route }));
  // Newer and older posts: the neighbours in the listed posts (an unlisted post's are the listed ones beside its date).
  postRoutes.forEach((postRoute, index) => {
    const link = (p: BlogPost | undefined) => p && { label: headers.get(p)!.title, href: p.route };
    const newer = blog.posts.slice(0, index).filter((p) => !p.unlisted).at(-1);
    const older = blog.posts.slice(index + 1).find((p) => !p.unlisted);
    postRoute.page.blog = { ...postRoute.page.blog!, sidebar, post: { ...postRoute.page.blog!.post!, newer: link(newer), older: link(older) } };
  });
  routes.push(...postRoutes);

  // What a list shows of a post: its excerpt (Markdown parsed here; MDX compiled beside the post and rendered to HTML), or all of it.
  const excerpts = new Map<BlogPost, string>();
  const itemOf = (post: BlogPost, list: Route) => {
    let html = excerpts.get(post);
    if (html === undefined) {
      const mdx = context.mdx.docs.get(excerptKey(post));
      if (mdx) {
        list.links.push(...mdx.links);
        list.assets.push(...mdx.assets);
        html = context.renderMdx?.(mdx.server) ?? '';
      } else if (post.excerpt !== undefined) {
        html = finishMarkdown(context.cache.parse(post.excerpt, context.labels, post.file), context.resolve, post, list);
      } else {
        html = fullHtml.get(post)!;
      }
      excerpts.set(post, html);
    }
    return { ...headers.get(post)!, html, truncated: post.excerpt !== undefined };
  };

  /** A list of posts, paginated: `<base>`, `<base>/page/2`... */
  const lists = (base: string, posts: BlogPost[], page: { title: string; meta: string; shown?: Pick<BlogPageData, 'heading' | 'description' | 'author' | 'allHref'> }) => {
    const size = options.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : options.postsPerPage;
    const pages = Math.max(1, Math.ceil(posts.length / size));
    const pathOf = (n: number) => (n === 1 ? base : `${base ? `${base}/` : ''}${options.pageBasePath}/${n}`);
    for (let n = 1; n <= pages; n++) {
      const list = route(at(pathOf(n)), { title: titled(page.title, config.title), description: page.meta, blog: { view: 'list' } }, sameEverywhere(pathOf(n)));
      list.page.blog = {
        view: 'list',
        sidebar,
        ...page.shown,
        items: posts.slice((n - 1) * size, n * size).map((post) => itemOf(post, list)),
        pagination: { page: n, pages, newer: n > 1 ? at(pathOf(n - 1)) : undefined, older: n < pages ? at(pathOf(n + 1)) : undefined },
      };
      routes.push(list);
    }
  };

  const blogDescription = t(options.blogDescription) || blogTitle;
  lists('', listed, { title: blogTitle, meta: blogDescription });

  // Tags: their list, and a list of posts per tag.
  const tagsBase = options.tagsBasePath;
  const byTag = new Map<string, { label: string; description?: string; posts: BlogPost[] }>();
  for (const post of listed) for (const tag of post.tags) (byTag.get(tag.route) ?? byTag.set(tag.route, { label: tag.label, description: tag.description, posts: [] }).get(tag.route)!).posts.push(post);
  if (byTag.size) {
    const tags = [...byTag].map(([href, tag]) => ({ label: tag.label, href, count: tag.posts.length })).sort((a, b) => a.label.localeCompare(b.label, locale));
    routes.push(route(at(tagsBase), { title: titled(strings.blogTags, config.title), description: strings.blogTags, blog: { view: 'tags', sidebar, heading: strings.blogTags, tags } }, sameEverywhere(tagsBase)));
    for (const [href, tag] of byTag) {
      const heading = format(tag.posts.length === 1 ? strings.blogTaggedOne : strings.blogTaggedMany, { count: String(tag.posts.length), tag: tag.label });
      const sitePath = href.slice(at('').length).replace(/^\/+|\/+$/g, '');
      lists(sitePath, tag.posts, { title: heading, meta: tag.description ?? heading, shown: { heading, description: tag.description, allHref: at(tagsBase) } });
    }
  }

  // Authors with a page of their own: their list, and a list of posts per author.
  const paged = [...blog.authors.values()].filter((a) => a.page && a.key);
  if (paged.length) {
    const postsOf = (author: BlogAuthor) => listed.filter((p) => p.authors.some((a) => a.key === author.key));
    const authors = paged.map((a) => ({ ...authorData(a), count: postsOf(a).length }));
    routes.push(route(at(options.authorsBasePath), { title: titled(strings.blogAuthors, config.title), description: strings.blogAuthors, blog: { view: 'authors', sidebar, heading: strings.blogAuthors, authors } }, sameEverywhere(options.authorsBasePath)));
    for (const author of paged) {
      const name = author.name ?? author.key!;
      lists(`${options.authorsBasePath}/${author.key}`, postsOf(author), { title: name, meta: author.title ?? name, shown: { author: authorData(author) } });
    }
  }

  // The archive: every listed post by year, newest first.
  if (options.archiveBasePath !== null) {
    const years = new Map<string, { title: string; href: string; dateText: string }[]>();
    for (const post of listed) {
      const year = String(post.date.getUTCFullYear());
      (years.get(year) ?? years.set(year, []).get(year)!).push({ title: headers.get(post)!.title, href: post.route, dateText: headers.get(post)!.dateText });
    }
    const archive = [...years].map(([year, posts]) => ({ year, posts }));
    routes.push(route(at(options.archiveBasePath), { title: titled(strings.blogArchive, config.title), description: strings.blogArchive, blog: { view: 'archive', heading: strings.blogArchive, archive } }, sameEverywhere(options.archiveBasePath)));
  }
  return routes;
}
