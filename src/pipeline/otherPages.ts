import type { Plan } from '../routes/plan.js';
import type { Route } from '../routes/route.js';
import { mdxKey } from '../routes/mdxDoc.js';
import { extractRecords } from '../search/records.js';
import type { SearchRecord } from '../shared/search/types.js';
import type { WrittenFile } from '../write/writtenFile.js';
import { keyedFiles, writePageFiles, type DocPagesInput, type LocaleShell } from './docPages.js';
import type { DocMeta } from './docMeta.js';
import type { CacheEntry } from './pageCache.js';
import { renderPageFiles } from './pageFiles.js';
import { swizzledLinks } from './swizzledLinks.js';

/** What the rest of the build needs from a page that is not a doc (as from a doc, see DocMeta), made now or kept in the page cache. */
export type OtherPage = Pick<DocMeta, 'ids' | 'module' | 'links' | 'assets'> & { records: SearchRecord[]; /** Its Markdown version's file (a standalone page's, see src/llms). */ markdown?: string };

/** What doc pages are made with, and the routes planned without them (see planRoutes) with each locale's shell. */
export interface OtherPagesInput extends DocPagesInput {
  plan: Plan;
  shells: Map<string, LocaleShell>;
}

/**
 * Puts a page that is not a doc (a locale's home, a standalone page, a blog page, the search page or 404) into
 * the staging folder. When nothing it is made from changed (its locale's shared data and shell,
 * its page data, its file's text and the files beside it), its files are linked from the last
 * build and the page cache gives the rest; else its Markdown is parsed (see Plan.homeMarkdown),
 * it is rendered, written and kept. Every build made them all again before: on the EvalAP site,
 * with one doc changed, that was an eighth of the build (its two home pages' Markdown, six pages
 * rendered).
 */
export function putOtherPage(input: OtherPagesInput, route: Route): { page: OtherPage; files: WrittenFile[]; cached?: CacheEntry } {
  const { config, theme, staging, previous, cache } = input;
  const shell = input.shells.get(route.locale)!;
  const content = input.contents.get(route.locale)!;
  // The file it is made from, if any: the built-in home's, or a standalone page's (an MDX one also from what its bundle holds).
  // A blog list's data holds what it shows of each post, so it changes with them (a post's page is made as a doc's is).
  const standalone = route.kind === 'page' ? content.pages.find((p) => p.file === route.sourceFile) : undefined;
  const source = route.kind === 'home' ? content.home : standalone;
  const mdxHash = standalone ? (input.mdx.docs.get(mdxKey(standalone))?.hash ?? '') : '';
  const key = cache.keyOfSource(shell.localeKey + mdxHash, source?.file, route.kind, JSON.stringify([route.path, route.outputFiles, route.page]), source?.sourceLocale ?? '', source?.body ?? '');
  const found = cache.readText(key);
  if (found) {
    const page = parsed(found.text);
    const files = page && previous.reuseAll(staging, keyedFiles(route.outputFiles, page.module[0], key, shell.shellKey, page.markdown));
    if (page && files) {
      route.links = page.links;
      route.assets = page.assets;
      return { page, files, cached: found.entry };
    }
  }
  input.plan.homeMarkdown(route);
  const { ids, html, module } = renderPageFiles(config, route, theme, shell.modules, input.assets);
  if (route.kind === 'notFound') route.links.push(...swizzledLinks(config, input.contents, route, html));
  const files = writePageFiles(staging, route.outputFiles, html, module.file, key, shell.shellKey, route.markdown);
  const page: OtherPage = { ids: [...ids], module: [module.file.path, module.url], links: route.links, assets: route.assets, records: extractRecords([route]).get(route.locale) ?? [], markdown: route.markdown?.file };
  return { page, files, cached: cache.writeText(key, JSON.stringify(page)) };
}

function parsed(text: string): OtherPage | undefined {
  try {
    return JSON.parse(text) as OtherPage;
  } catch {
    return undefined;
  }
}

