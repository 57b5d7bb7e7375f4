import type { LocaleContent } from '../content/load.js';
import { markdownLabels, type MarkdownCache } from '../markdown/compile.js';
import type { LocaleSites } from '../routes/route.js';

/**
 * The cache the route plan parses with, each locale's home page body in it already when the
 * site's plugins answer later (see MarkdownCache.prepare): the plan parses the home at once.
 */
export async function withHomeMarkdown(cache: MarkdownCache, contents: Map<string, LocaleContent>, sites: LocaleSites): Promise<MarkdownCache> {
  for (const content of contents.values()) {
    const { home } = content;
    if (home.file && home.body.trim()) await cache.prepare(home.body, markdownLabels(sites.get(content.locale)!.strings), home.file);
  }
  return cache;
}
