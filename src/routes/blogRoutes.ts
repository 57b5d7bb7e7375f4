import type { SiteConfig } from '../config/resolve.js';
import { localize } from '../config/resolve.js';
import type { BlogAuthor } from '../content/blogMeta.js';
import { postText, type BlogContent, type BlogPost } from '../content/blogPosts.js';
import { toRoute } from '../content/paths.js';
import { staticUrl } from '../content/paths.js';
import { format } from '../../templates/i18n/index.js';
import type { Strings } from '../../templates/i18n/en.js';
import type { BlogAuthorData, BlogPageData, BlogPostHeader, SiteData } from '../../templates/types.js';
import { finishMarkdown, firstParagraph, outputFiles, pageToc, routeContent, titled } from './pageParts.js';
import { mdxKey } from './mdxDoc.js';
import type { DocRouteContext, PostSummary, Route } from './route.js';
import { feedFiles } from './headLinks.js';

type BlogOptions = Exclude<SiteConfig['blog'], false>;

/** What a post's routes need besides the posts: its locale's data and words, each post's route in every locale that has it. */
export interface BlogFrameContext {
  site: SiteData;
  strings: Strings;
  /** Each post's route in every locale that has it, by its path in the blog folder. */
  postAlternates: Map<string, Record<string, string>>;
}

/** What making a post's page needs besides: how its Markdown is parsed and its links resolved, and how an MDX module becomes HTML. */
export interface BlogRouteContext extends DocRouteContext, BlogFrameContext {
  /** Renders an MDX module's content alone to HTML (the theme's renderContent). */
  renderMdx?: (module: string) => string;
}

/** The key of an MDX post's excerpt (its text up to the truncate marker), compiled beside the post (see compileMdxDocs). */
export const excerptKey = (post: Pick<BlogPost, 'locale' | 'file'>) => `${mdxKey(post)}\0excerpt`;

/** Docusaurus's date on a post: the locale's long form, in UTC (the date written is a day, not a moment). */
const dateText = (locale: string, date: Date) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export type BlogFrame = ReturnType<typeof blogFrame>;

/**
 * A locale's blog as its pages see one another, made from the content alone (no post is parsed):
 * each post's header, the recent posts, each post's newer and older neighbours, which posts the
 * feeds show. From it, each post's page is made alone (`planPost`, in whichever thread makes it)
 * and, with what those pages gave (`PostSummary`), the lists (`lists`): `/blog`, `/blog/page/2`,
 * `/blog/tags` and a list per tag, `/blog/authors` and a list per author with a page,
 * `/blog/archive`, as Docusaurus's plugin-content-blog makes them. Unlisted posts have their page
 * and are in no list.
 */
export function blogFrame(config: SiteConfig, blog: BlogContent, context: BlogFrameContext) {
  const options = config.blog as BlogOptions;
  const { site, strings } = context;
  const locale = site.locale;
  const at = (sitePath: string) => toRoute(config, locale, `${options.routeBasePath}${sitePath ? `/${sitePath}` : ''}`);
  const t = (value: Parameters<typeof localize>[0]) => localize(value, locale, config.i18n.defaultLocale);
  const blogTitle = t(options.blogTitle) || strings.blogTitle;
  const sameEverywhere = (sitePath: string) => Object.fromEntries(config.locales.map((l) => [l, toRoute(config, l, `${options.routeBasePath}${sitePath ? `/${sitePath}` : ''}`)]));
  const authorHref = (author: BlogAuthor) => (author.page && author.key ? at(`${options.authorsBasePath}/${author.key}`) : undefined);
  const authorData = (author: BlogAuthor): BlogAuthorData => ({ name: author.name, title: author.title, url: author.url, imageURL: author.imageURL && staticUrl(config, author.imageURL), href: authorHref(author) });
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

  const listed = blog.posts.filter((p) => !p.unlisted);
  const count = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  const headers = new Map<BlogPost, BlogPostHeader>(
    blog.posts.map((post) => [
      post,
      {
        href: post.route,
        title: post.title,
        date: post.date.toISOString(),
        dateText: dateText(locale, post.date),
        readingTime: options.showReadingTime ? Math.max(1, Math.ceil(post.readingTime)) : undefined,
        authors: post.authors.map(authorData),
        tags: post.tags.map((tag) => ({ label: tag.label, href: tag.route })),
      },
    ]),
  );
  const sidebar = { title: t(options.blogSidebarTitle) || strings.blogRecentPosts, items: listed.slice(0, count).map((post) => ({ label: post.title, href: post.route })) };
  // Newer and older posts: the neighbours in the listed posts (an unlisted post's are the listed ones beside its date).
  const link = (p: BlogPost | undefined) => p && { label: p.title, href: p.route };
  const neighbours = new Map(
    blog.posts.map((post, index) => [post, { newer: link(blog.posts.slice(0, index).filter((p) => !p.unlisted).at(-1)), older: link(blog.posts.slice(index + 1).find((p) => !p.unlisted)) }]),
  );
  // The posts the feeds show: the newest listed ones, `feedOptions.limit` of them.
  const feeds = feedFiles(config, locale).length > 0;
  const inFeed = new Set(feeds ? (options.feedOptions.limit ? listed.slice(0, options.feedOptions.limit) : listed) : []);

  /** A post's route before its content is made: everything its page shows but its text. */
  const postShell = (post: BlogPost): Route => {
    const header = headers.get(post)!;
    return route(
      post.route,
      {
        title: titled(header.title, config.title),
        description: '',
        blog: { view: 'post', sidebar, post: { ...header, html: '', toc: [], ...neighbours.get(post), unlisted: post.unlisted, untranslatedFrom: post.sourceLocale !== post.locale ? post.sourceLocale : undefined } },
      },
      { ...context.postAlternates.get(post.relPath) },
      /(^|\/)index\.mdx?$/i.test(post.relPath),
      { sourceFile: post.file },
    );
  };

  /** A list of posts, paginated: `<base>`, `<base>/page/2`... */
  const lists = (summaryOf: (post: BlogPost) => PostSummary): Route[] => {
    const routes: Route[] = [];
    const itemOf = (post: BlogPost) => ({ ...headers.get(post)!, html: summaryOf(post).excerpt, truncated: post.truncated });
    const list = (base: string, posts: BlogPost[], page: { title: string; meta: string; shown?: Pick<BlogPageData, 'heading' | 'description' | 'author' | 'allHref'> }) => {
      const size = options.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : options.postsPerPage;
      const pages = Math.max(1, Math.ceil(posts.length / size));
      const pathOf = (n: number) => (n === 1 ? base : `${base ? `${base}/` : ''}${options.pageBasePath}/${n}`);
      for (let n = 1; n <= pages; n++) {
        const blogData: BlogPageData = {
          view: 'list',
          sidebar,
          ...page.shown,
          items: posts.slice((n - 1) * size, n * size).map(itemOf),
          pagination: { page: n, pages, newer: n > 1 ? at(pathOf(n - 1)) : undefined, older: n < pages ? at(pathOf(n + 1)) : undefined },
        };
        routes.push(route(at(pathOf(n)), { title: titled(page.title, config.title), description: page.meta, blog: blogData }, sameEverywhere(pathOf(n))));
      }
    };

    list('', listed, { title: blogTitle, meta: t(options.blogDescription) || blogTitle });

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
        list(sitePath, tag.posts, { title: heading, meta: tag.description ?? heading, shown: { heading, description: tag.description, allHref: at(tagsBase) } });
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
        list(`${options.authorsBasePath}/${author.key}`, postsOf(author), { title: name, meta: author.title ?? name, shown: { author: authorData(author) } });
      }
    }

    // The archive: every listed post by year, newest first.
    if (options.archiveBasePath !== null) {
      const years = new Map<string, { title: string; href: string; dateText: string }[]>();
      for (const post of listed) {
        const year = String(post.date.getUTCFullYear());
        (years.get(year) ?? years.set(year, []).get(year)!).push({ title: post.title, href: post.route, dateText: headers.get(post)!.dateText });
      }
      const archive = [...years].map(([year, posts]) => ({ year, posts }));
      routes.push(route(at(options.archiveBasePath), { title: titled(strings.blogArchive, config.title), description: strings.blogArchive, blog: { view: 'archive', heading: strings.blogArchive, archive } }, sameEverywhere(options.archiveBasePath)));
    }
    return routes;
  };

  return {
    posts: blog.posts,
    /** What a post's page is made from besides its file (its header, neighbours, the recent posts, whether a feed shows it): part of its cache key. */
    keyOf: (post: BlogPost) => JSON.stringify([postShell(post).page, post.sourceLocale, inFeed.has(post)]),
    /** A post's page, its Markdown parsed (or its MDX rendered), with what the other pages show of it (see PostSummary). */
    planPost(post: BlogPost, content: Pick<BlogRouteContext, 'mdx' | 'cache' | 'labels' | 'resolve' | 'renderMdx'>): Route {
      const postRoute = postShell(post);
      const text = postText(post);
      const { parsed, html, mdx } = routeContent(postRoute, post, () => text.body, content);
      const render = (module: string) => content.renderMdx?.(module) ?? '';
      // What the lists show: the text up to the marker (an MDX post's compiled beside it, see compileMdxDocs), else all of it.
      const whole = mdx ? render(mdx.server) : html;
      const excerptMdx = content.mdx.docs.get(excerptKey(post));
      let excerpt = whole;
      if (excerptMdx) excerpt = render(excerptMdx.server);
      else if (text.excerpt !== undefined) excerpt = finishMarkdown(content.cache.parse(text.excerpt, content.labels, post.file), content.resolve, post, { links: [], assets: [] });
      const description = typeof post.frontMatter.description === 'string' ? post.frontMatter.description : firstParagraph(parsed);
      const data = postRoute.page.blog!.post!;
      postRoute.page = {
        ...postRoute.page,
        description,
        keywords: post.frontMatter.keywords,
        ...(typeof post.frontMatter.image === 'string' && { image: post.frontMatter.image }),
        unlisted: post.unlisted || undefined,
        blog: {
          ...postRoute.page.blog!,
          post: { ...data, html, toc: pageToc(config, post.frontMatter, parsed.headings), ...(mdx && { mdx: mdx.page }) },
        },
      };
      postRoute.parsed = parsed;
      postRoute.post = { excerpt, description, ...(inFeed.has(post) && { feedHtml: whole }) };
      return postRoute;
    },
    lists,
    /** The posts the feeds show, newest first, with what the pages of their posts gave (see PostSummary). */
    feedPosts: (summaryOf: (post: BlogPost) => PostSummary): FeedPost[] =>
      [...inFeed].map((post) => ({ locale, header: headers.get(post)!, description: summaryOf(post).description, html: summaryOf(post).feedHtml ?? '' })),
  };
}

/** A post as a feed shows it. */
export interface FeedPost {
  locale: string;
  header: BlogPostHeader;
  description: string;
  html: string;
}

/**
 * Every route of a locale's blog, made at once (`docgen dev`; a build makes the posts' pages in
 * its threads, see docPlanner): each post's page, then the lists, with what the posts gave.
 */
export function planBlogRoutes(config: SiteConfig, blog: BlogContent, context: BlogRouteContext): Route[] {
  const frame = blogFrame(config, blog, context);
  const posts = new Map(blog.posts.map((post) => [post, frame.planPost(post, context)]));
  return [...posts.values(), ...frame.lists((post) => posts.get(post)!.post!)];
}
