import type { Notes } from './notes.js';
import type { Json } from '../util/values.js';

/** The classic preset's blog options docgen reads as Docusaurus does, by type. */
const KEPT: Record<string, (value: unknown) => boolean> = {
  path: (v) => typeof v === 'string',
  routeBasePath: (v) => typeof v === 'string' && v.replace(/^\/+|\/+$/g, '') !== '',
  postsPerPage: (v) => v === 'ALL' || (typeof v === 'number' && v > 0),
  blogTitle: (v) => typeof v === 'string',
  blogDescription: (v) => typeof v === 'string',
  blogSidebarCount: (v) => v === 'ALL' || (typeof v === 'number' && v >= 0),
  blogSidebarTitle: (v) => typeof v === 'string',
  showReadingTime: (v) => typeof v === 'boolean',
  authorsMapPath: (v) => typeof v === 'string',
  tags: (v) => typeof v === 'string' || v === false,
  onInlineTags: (v) => v === 'ignore' || v === 'warn' || v === 'throw',
  onInlineAuthors: (v) => v === 'ignore' || v === 'warn' || v === 'throw',
  archiveBasePath: (v) => typeof v === 'string' || v === null,
  tagsBasePath: (v) => typeof v === 'string',
  pageBasePath: (v) => typeof v === 'string',
  authorsBasePath: (v) => typeof v === 'string',
};
const FEED: Record<string, (value: unknown) => boolean> = {
  type: (v) => v === null || ['rss', 'atom', 'json', 'all'].includes(v as string) || (Array.isArray(v) && v.every((t) => ['rss', 'atom', 'json'].includes(t))),
  title: (v) => typeof v === 'string',
  description: (v) => typeof v === 'string',
  copyright: (v) => typeof v === 'string',
  language: (v) => typeof v === 'string',
  limit: (v) => v === false || v === null || (typeof v === 'number' && v > 0),
};

const trimSlashes = (v: unknown) => (typeof v === 'string' ? v.replace(/^\/+|\/+$/g, '') : v);

/**
 * The classic preset's `blog` as docgen's `blog`: `false` stays off; options docgen reads the same
 * way are carried over (paths without their slashes); functions and options docgen lacks are named.
 * Undefined: the preset's defaults, which are docgen's (a blog from blog/ when it exists).
 */
export function mapBlog(blog: unknown, notes: Notes): Json | false | undefined {
  if (blog === false) {
    notes.mapped(['blog'], 'no blog');
    return false;
  }
  if (blog === undefined || blog === null || typeof blog !== 'object') return undefined;
  const options = blog as Json;
  const out: Json = {};
  for (const [field, value] of Object.entries(options)) {
    const at = ['blog', field];
    if (field === 'feedOptions' && value && typeof value === 'object') {
      const feed: Json = {};
      for (const [name, v] of Object.entries(value as Json)) {
        if (FEED[name]?.(v)) {
          feed[name] = v;
          notes.mapped([...at, name]);
        } else notes.dropped([...at, name], typeof v === 'function' ? 'functions cannot be written into site.config.ts' : `docgen's feeds have no "${name}" of this value`);
      }
      out.feedOptions = feed;
    } else if (KEPT[field]?.(value)) {
      out[field] = field.endsWith('Path') && field !== 'authorsMapPath' && field !== 'path' ? trimSlashes(value) : value;
      notes.mapped(at);
    } else if (field === 'routeBasePath') {
      notes.differs(at, 'a blog at the site\'s root is not supported by docgen: it is at /blog');
    } else {
      const why = typeof value === 'function' ? 'functions cannot be written into site.config.ts' : field.endsWith('Plugins') ? 'plugin functions cannot be written into site.config.ts: add them to markdown.remarkPlugins / rehypePlugins' : `docgen's blog has no "${field}"`;
      notes.dropped(at, why);
    }
  }
  return out;
}
