import fs from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import type { SiteConfig } from '../config/resolve.js';
import { formatLocation, UserError } from '../util/errors.js';
import { readLocaleFiles } from './localeFiles.js';
import { authorOf, blogDataFile, kebabCase, readAuthorsFile, readTagsFile, type BlogAuthor, type BlogTagDefinition } from './blogMeta.js';
import { frontMatterFieldAt, type FrontMatter } from './frontMatter.js';
import { blogDirOf } from './layout.js';
import { listMarkdown } from './markdownFiles.js';
import { toRoute } from './paths.js';
import { readSource } from './readSource.js';
import { unreachableAddress } from './routeChecks.js';
import type { ContentCache } from './contentCache.js';
import { docBody, type Doc } from './docs.js';
import { fileRead, readMarkdownFile } from './markdownRead.js';

/** A tag of a post: its label, and the address of its page. */
export interface BlogTag {
  label: string;
  route: string;
  description?: string;
}

/**
 * A blog post as one locale shows it (see loadBlog): read as a doc is (its `relPath` is in the blog
 * folder; its `body`, truncate marker included, is not read when the content cache knew the file,
 * see postText), with what the blog shows of it.
 */
export interface BlogPost extends Pick<Doc, 'locale' | 'sourceLocale' | 'file' | 'relPath' | 'frontMatter' | 'body' | 'bodyHash' | 'empty' | 'jsxLine' | 'overruns' | 'classes' | 'route'> {
  /** Its front matter's title, else its leading `# heading`, else its file's name. */
  title: string;
  /** It has a truncate marker: its lists show its text up to there (see postText). */
  truncated: boolean;
  /** When it was written: from its front matter, else its file's (or folder's) name, else the file's time. */
  date: Date;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes, as Docusaurus's reading time counts them (200 words a minute). */
  readingTime: number;
  /** Built, but in no list, feed, sitemap or search index. */
  unlisted: boolean;
}

/** A locale's blog: its posts, newest first, with the authors and tags files they were read with. */
export interface BlogContent {
  posts: BlogPost[];
  authors: Map<string, BlogAuthor>;
  tags: Map<string, BlogTagDefinition>;
  warnings: string[];
}

/** Docusaurus's truncate markers: `<!-- truncate -->` (Markdown) and `{/* truncate *\/}` (MDX). */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** A date at the start of a file or folder name (`2021-08-26-welcome/index.md`, `2021/08/26/welcome.md`), and the name after it. */
const DATED = /^(?:.*?\/)?(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** A date as front matter or a file name writes it (`2021-08-26`, `2021-08-26T10:00:00Z`); invalid dates (Feb 30) are refused. */
function parseDate(text: string): Date | undefined {
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (ymd) {
    const [y, m, d] = ymd.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]/.test(text.trim())) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Where a front matter field is, for an error about it. */
const at = (file: string, field: string) => ({ file, ...(frontMatterFieldAt(readSource(file), field) ?? { line: 1 }) });

interface ReadContext {
  config: SiteConfig;
  locale: string;
  authors: Map<string, BlogAuthor>;
  tags: Map<string, BlogTagDefinition>;
  tagsFile?: string;
  warnings: string[];
  cache?: ContentCache;
}

function postDate(post: { file: string; relPath: string; frontMatter: FrontMatter }): { date: Date; nameDate: boolean } {
  const written = post.frontMatter.date;
  if (written !== undefined) {
    const date = written instanceof Date ? written : typeof written === 'string' ? parseDate(written) : undefined;
    if (!date) throw new UserError({ message: `front matter "date": ${JSON.stringify(written)} is not a date`, ...at(post.file, 'date'), hint: 'write it as YYYY-MM-DD (2021-08-26), or with a time: 2021-08-26T10:00:00Z' });
    return { date, nameDate: Boolean(DATED.exec(post.relPath)) };
  }
  const named = DATED.exec(post.relPath);
  if (named) {
    const date = parseDate(`${named[1]}-${named[2]}-${named[3]}`);
    if (!date) throw new UserError({ message: `the file's name starts with ${named[1]}-${named[2]}-${named[3]}, which is not a date`, file: post.file, line: 1, hint: 'name it YYYY-MM-DD-name.md with a real date, or give it a front matter "date"' });
    return { date, nameDate: true };
  }
  return { date: fs.statSync(post.file).mtime, nameDate: false };
}

/** The post's path below the blog's base, as Docusaurus makes it: its slug, else the date of its name as folders and the rest of its name. */
function postPath(relPath: string, slug: unknown): string {
  if (typeof slug === 'string') return slug.replace(/^\/+/, '');
  const named = DATED.exec(relPath);
  if (named) return `${named[1]}/${named[2]}/${named[3]}/${named[4]}`.replace(/\/+$/, '');
  return relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/i, '');
}

function postAuthors(file: string, frontMatter: FrontMatter, context: ReadContext): BlogAuthor[] {
  const { authors: written, author, author_title, author_url, author_image_url } = frontMatter;
  const list = written === undefined ? [] : Array.isArray(written) ? written : [written];
  const authors: BlogAuthor[] = [];
  let inline = 0;
  for (const item of list) {
    if (typeof item === 'string') {
      const known = context.authors.get(item);
      if (!known) {
        const keys = [...context.authors.keys()];
        throw new UserError({
          message: `front matter "authors": no author "${item}" in the authors file`,
          ...at(file, 'authors'),
          hint: keys.length ? `use one of the keys of ${context.config.blog ? context.config.blog.authorsMapPath : 'authors.yml'}: ${keys.join(', ')}` : `write the author in ${context.config.blog ? context.config.blog.authorsMapPath : 'authors.yml'} beside the posts, or inline: authors: [{ name: "..." }]`,
        });
      }
      authors.push(known);
    } else if (item && typeof item === 'object' && !Array.isArray(item)) {
      const fields = item as Record<string, unknown>;
      const key = typeof fields.key === 'string' ? fields.key : undefined;
      const known = key ? context.authors.get(key) : undefined;
      if (key && !known) throw new UserError({ message: `front matter "authors": no author "${key}" in the authors file`, ...at(file, 'authors'), hint: 'use a key of the authors file, or leave "key" out' });
      authors.push({ ...known, ...authorOf(fields, key), page: known?.page ?? false });
      if (!known) inline++;
    } else {
      throw new UserError({ message: `front matter "authors": expected an author's key or { name, title, url, image_url }, not ${JSON.stringify(item)}`, ...at(file, 'authors'), hint: 'authors: [key] or authors: [{ name: "..." }]' });
    }
  }
  if (typeof author === 'string') {
    authors.push({ name: author, title: typeof author_title === 'string' ? author_title : undefined, url: typeof author_url === 'string' ? author_url : undefined, imageURL: typeof author_image_url === 'string' ? author_image_url : undefined, page: false });
    inline++;
  }
  const policy = context.config.blog ? context.config.blog.onInlineAuthors : 'ignore';
  if (inline && policy !== 'ignore' && context.authors.size) {
    const problem = { message: 'an author written in the post, not in the authors file', ...at(file, written === undefined ? 'author' : 'authors'), hint: 'add the author to authors.yml and name it by its key, or set blog.onInlineAuthors: "ignore"' };
    if (policy === 'throw') throw new UserError(problem);
    context.warnings.push(`${formatLocation(problem)}: ${problem.message} (${problem.hint})`);
  }
  return authors;
}

function postTags(file: string, frontMatter: FrontMatter, context: ReadContext, tagsBase: string): BlogTag[] {
  const written = frontMatter.tags;
  if (written === undefined) return [];
  if (!Array.isArray(written)) throw new UserError({ message: `front matter "tags": expected a list, not ${JSON.stringify(written)}`, ...at(file, 'tags'), hint: 'tags: [hello, docusaurus]' });
  const unknown: string[] = [];
  const tags = written.map((item): BlogTag => {
    if (typeof item === 'string') {
      const defined = context.tags.get(item);
      if (!defined) unknown.push(item);
      const tag = defined ?? { label: item, permalink: `/${kebabCase(item)}` };
      return { label: tag.label, route: toRoute(context.config, context.locale, `${tagsBase}/${tag.permalink.replace(/^\/+/, '')}`), description: defined?.description };
    }
    if (item && typeof item === 'object' && typeof (item as { label?: unknown }).label === 'string') {
      const { label, permalink } = item as { label: string; permalink?: unknown };
      unknown.push(label);
      return { label, route: toRoute(context.config, context.locale, `${tagsBase}/${typeof permalink === 'string' ? permalink.replace(/^\/+/, '') : kebabCase(label)}`) };
    }
    throw new UserError({ message: `front matter "tags": expected a tag's name or { label, permalink }, not ${JSON.stringify(item)}`, ...at(file, 'tags'), hint: 'tags: [hello, { label: "Big news", permalink: "/big-news" }]' });
  });
  const policy = context.config.blog ? context.config.blog.onInlineTags : 'ignore';
  if (unknown.length && context.tagsFile && policy !== 'ignore') {
    const problem = { message: `tag(s) not in ${path.basename(context.tagsFile)}: ${unknown.join(', ')}`, ...at(file, 'tags') };
    const hint = `define them in ${formatLocation({ file: context.tagsFile })}, or set blog.onInlineTags: "ignore"`;
    if (policy === 'throw') throw new UserError({ ...problem, hint });
    context.warnings.push(`${formatLocation(problem)}: ${problem.message} (${hint})`);
  }
  return tags;
}

/** A post's text as its page shows it (the truncate marker taken out, its line kept, empty: an HTML comment is no MDX), and up to the marker, if it has one. */
function splitAtMarker(whole: string): { body: string; excerpt?: string } {
  const marker = TRUNCATE.exec(whole);
  return marker ? { body: whole.slice(0, marker.index) + whole.slice(marker.index + marker[0].length), excerpt: whole.slice(0, marker.index) } : { body: whole };
}

/** A post's text, read from its file when the build did not read it (see docBody): as its page shows it, and what its lists show of it. */
export const postText = (post: Pick<BlogPost, 'file' | 'body' | 'bodyHash'>) => splitAtMarker(docBody(post));

function readPost(context: ReadContext, sourceLocale: string, relPath: string): BlogPost {
  const { config, locale } = context;
  const blog = config.blog as Exclude<SiteConfig['blog'], false>;
  const file = path.join(blogDirOf(config, sourceLocale)!, relPath);
  const read = readMarkdownFile(file, context.cache, (whole) => {
    const { body, excerpt } = splitAtMarker(whole);
    return { shown: body, facts: { readingTime: readingTime(body.replace(/^\s*(import|export)\s.*$/gm, '')).minutes, truncated: excerpt !== undefined } };
  });
  const { frontMatter } = read;
  const unreachable = unreachableAddress(file, relPath, frontMatter);
  if (unreachable) throw new UserError(unreachable);
  const { date } = postDate({ file, relPath, frontMatter });
  return {
    ...fileRead({ locale, sourceLocale, file, relPath }, read),
    title: typeof frontMatter.title === 'string' ? frontMatter.title : (read.heading ?? relPath.replace(/(\/index)?\.mdx?$/, '').replace(/^.*\//, '')),
    truncated: read.post!.truncated,
    route: toRoute(config, locale, `${blog.routeBasePath}/${postPath(relPath, frontMatter.slug)}`),
    date,
    authors: postAuthors(file, frontMatter, context),
    tags: postTags(file, frontMatter, context, `${blog.routeBasePath}/${blog.tagsBasePath}`),
    readingTime: read.post!.readingTime,
    unlisted: frontMatter.unlisted === true,
  };
}

/**
 * The blog of a locale: its own posts, and the default locale's it has no translation of, newest
 * first; drafts are left out of production builds. Two posts at one address are an error.
 */
export function loadBlog(config: SiteConfig, locale: string, options: { includeDrafts?: boolean; cache?: ContentCache } = {}): BlogContent | undefined {
  if (!config.blog) return undefined;
  const defaultLocale = config.i18n.defaultLocale;
  const dirs = [blogDirOf(config, locale), blogDirOf(config, defaultLocale)];
  const own = new Set(listMarkdown(dirs[0]!));
  const fallback = locale === defaultLocale ? [] : listMarkdown(dirs[1]!);
  if (!own.size && !fallback.length) return undefined;
  const tagsFile = config.blog.tags === false ? undefined : blogDataFile(dirs, config.blog.tags);
  const authors = readAuthorsFile(blogDataFile(dirs, config.blog.authorsMapPath));
  const context: ReadContext = { config, locale, authors, tags: readTagsFile(tagsFile), tagsFile, warnings: [], cache: options.cache };
  const posts = readLocaleFiles([...new Set([...own, ...fallback])].sort(), (relPath) => {
    // A post shown from the default locale's file is warned about with that locale's posts, once.
    const sourceLocale = own.has(relPath) ? locale : defaultLocale;
    return readPost(sourceLocale === locale ? context : { ...context, warnings: [] }, sourceLocale, relPath);
  }, {
    includeDrafts: options.includeDrafts,
    clash: (post, other) => ({ message: `two blog posts have the address ${post.route}: this one and ${formatLocation({ file: other.file })}`, file: post.file, ...(frontMatterFieldAt(readSource(post.file), 'slug') ?? { line: 1 }), hint: 'give one of them another "slug" in its front matter, or rename its file' }),
  });
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.route.localeCompare(b.route));
  return { posts, authors: context.authors, tags: context.tags, warnings: context.warnings };
}
