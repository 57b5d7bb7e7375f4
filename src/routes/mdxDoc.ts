import type { SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import type { ParsedMarkdown } from '../markdown/pipeline.js';
import { hasAsyncPlugins } from '../markdown/asyncPlugins.js';
import type { MdxPageData } from '../shared/mdxRuntime.js';
import type { LinkCheck } from './linkTargets.js';

/** An MDX doc as its page is made from it, in one locale: what its tree said, its resolved links, its modules. */
export interface MdxDoc {
  /** Its tree (no link nodes: its links are resolved already, in `links`). */
  parsed: Omit<ParsedMarkdown, 'links'>;
  links: LinkCheck[];
  assets: { from: string; to: string }[];
  /** The server module of its content (see bundleMdxPages). */
  server: string;
  /** What the browser loads for it. */
  page: MdxPageData;
  /** A hash of what its module is made of (see MdxBundle's `hashes`): part of the page's cache key. */
  hash: string;
  /** Its Markdown version's text below the title (see markdownBodyOf), printed when it was compiled; else it is printed when the page is made. */
  markdown?: string;
}

/** The site's MDX docs, by mdxKey, and the browser's files for them. */
export interface MdxDocs {
  docs: Map<string, MdxDoc>;
  files: { path: string; base64: string }[];
  /** The files the pages import (see MdxBundle): the site's stylesheet keeps the classes they use. */
  sources: string[];
}

export const NO_MDX: MdxDocs = { docs: new Map(), files: [], sources: [] };

/** An MDX doc's key: a doc shown in two locales is compiled for each (its links and words are the locale's). */
export const mdxKey = (doc: Pick<Doc, 'locale' | 'file'>) => `${doc.locale}\0${doc.file}`;

/** Whether a file is read as MDX: `markdown.format` says, and `detect` goes by its extension (`.mdx`), as Docusaurus 3 does. */
export function isMdxFile(config: SiteConfig, file: string): boolean {
  return config.markdown.format === 'mdx' || (config.markdown.format === 'detect' && file.endsWith('.mdx'));
}

/**
 * How a page is compiled into a component module before the pages are made (see compileMdxDocs):
 * as MDX; as Markdown when the site's plugins are asynchronous (which the synchronous Markdown
 * pipeline cannot run, see hasAsyncPlugins); else not (its Markdown is parsed as its page is made).
 */
export function compiledFormat(config: SiteConfig, file: string): 'mdx' | 'md' | undefined {
  if (isMdxFile(config, file)) return 'mdx';
  return /\.mdx?$/i.test(file) && hasAsyncPlugins(config.markdown) ? 'md' : undefined;
}
