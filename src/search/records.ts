import { hash } from 'node:crypto';
import type { Root } from 'hast';
import type { Route } from '../routes/route.js';
import { LEVELS, levelWeight, type Hierarchy, type RecordType, type SearchRecord } from '../shared/search/types.js';
import { pageBlocks, type Block } from './blocks.js';
import { docusaurusTag } from '../routes/docSetIndex.js';

/** The facet values DocSearch filters on; the page's `docsearch:*` meta tags carry the same. */
export const DOCS_TAG = 'docs-default-current';
export const DEFAULT_TAG = 'default';
export const VERSION = 'current';

/** What a page contributes: where it is, its top two hierarchy levels and its rendered blocks. */
interface PageSource {
  url: string;
  locale: string;
  tag: string;
  /** The docs version the page is of (`current` for any other page). */
  version: string;
  lvl0: string;
  title: string;
  blocks: Block[];
}

const emptyHierarchy = (): Hierarchy => ({ lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });

/**
 * Same page, same type, same place in the hierarchy and same text: same id, build after build.
 * The parts are joined by NUL (which Markdown text cannot hold), a missing one written as U+0001:
 * making a JSON text of them took about as long as the hash itself.
 */
function objectId(url: string, type: RecordType, hierarchy: Hierarchy, content: string | null): string {
  let text = `${url}\0${type}`;
  for (const level of LEVELS) text += `\0${hierarchy[level] ?? '\u0001'}`;
  return hash('sha1', `${text}\0${content ?? '\u0001'}`).slice(0, 20);
}

/** The records of one page: its title, then one per heading and one per text block, in order. */
function pageRecords(page: PageSource): SearchRecord[] {
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = page.lvl0;
  hierarchy.lvl1 = page.title;
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${page.url}#${anchor}` : page.url;
    const id = objectId(url, type, hierarchy, content);
    // A block repeated word for word in the same section would be the same hit twice.
    if (seen.has(id)) return;
    seen.add(id);
    records.push({
      objectID: id,
      url,
      url_without_anchor: page.url,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      lang: page.locale,
      language: page.locale,
      docusaurus_tag: page.tag,
      version: page.version,
      weight: { pageRank: 0, level: levelWeight(type), position: records.length },
    });
  };
  push('lvl1', null);
  for (const block of page.blocks) {
    if (block.kind === 'content') {
      push('content', block.text);
      continue;
    }
    // The page title is lvl1; a heading of the body is at least lvl2.
    const level = Math.max(2, block.level);
    hierarchy[LEVELS[level]!] = block.text;
    for (let deeper = level + 1; deeper < LEVELS.length; deeper++) hierarchy[LEVELS[deeper]!] = null;
    anchor = block.id ?? anchor;
    push(`lvl${level}` as RecordType, null);
  }
  return records;
}

/** The label of the docs as a whole: the navbar item that opens the page's sidebar, else the site title. */
function docsLabel(route: Route): string {
  const items = route.site.navbar.items;
  const sidebarId = route.page.doc?.sidebarId;
  const link = items.find((i) => i.type === 'link' && i.sidebarId !== undefined && i.sidebarId === sidebarId) ?? items.find((i) => i.type === 'link' && i.sidebarId !== undefined);
  return link && link.type === 'link' ? link.label : route.site.title;
}

function pageSource(route: Route): PageSource | undefined {
  const tree: Root = route.parsed?.tree ?? { type: 'root', children: [] };
  if (route.kind === 'doc' && route.page.doc) {
    const { doc } = route.page;
    // lvl0 is the sidebar category the page is in (its first breadcrumb), as DocSearch reads it from the active sidebar entry.
    const lvl0 = doc.breadcrumbs.length > 1 ? doc.breadcrumbs[0]!.label : docsLabel(route);
    return { url: route.path, locale: route.locale, tag: docusaurusTag(doc), version: doc.version?.name ?? VERSION, lvl0, title: doc.title, blocks: pageBlocks(tree) };
  }
  if (route.kind === 'page' && route.page.standalone) {
    let blocks = pageBlocks(tree);
    let { title } = route.page.standalone;
    // A React page's text is what it renders (see planStandalonePage): its first <h1> names it, as DocSearch's crawler takes lvl1 from a page's h1.
    const h1 = route.page.standalone.react ? blocks.findIndex((b) => b.kind === 'heading' && b.level === 1) : -1;
    if (h1 >= 0) {
      title = blocks[h1]!.text;
      blocks = blocks.filter((_, i) => i !== h1);
    }
    // A page of components only (a home page of cards) has no text to find it by: its title alone is not a record.
    return blocks.length ? { url: route.path, locale: route.locale, tag: DEFAULT_TAG, version: VERSION, lvl0: route.site.title, title, blocks } : undefined;
  }
  // A blog post (not an unlisted one): its lvl0 is the blog.
  if (route.kind === 'blog' && route.page.blog?.post && !route.page.unlisted) {
    return { url: route.path, locale: route.locale, tag: DEFAULT_TAG, version: VERSION, lvl0: route.site.strings.blogTitle, title: route.page.blog.post.title, blocks: pageBlocks(tree) };
  }
  if (route.kind === 'home' && route.page.home) {
    const { home } = route.page;
    const features: Block[] = home.features.flatMap((f) => [
      { kind: 'heading', level: 2, id: null, text: f.title },
      { kind: 'content', text: f.details },
    ]);
    const body = pageBlocks(tree);
    // A home page with only a hero has nothing a reader would search for.
    if (!features.length && !body.length) return undefined;
    const tagline: Block[] = home.hero.tagline ? [{ kind: 'content', text: home.hero.tagline }] : [];
    return { url: route.path, locale: route.locale, tag: DEFAULT_TAG, version: VERSION, lvl0: route.site.title, title: home.hero.title, blocks: [...tagline, ...features, ...body] };
  }
  return undefined;
}

/**
 * The search records of the site, per locale, in page order: the input of the local index and of
 * `docgen index`. Taken from each page's final tree, so anchors are the ids the HTML has.
 */
export function extractRecords(routes: Route[]): Map<string, SearchRecord[]> {
  const byLocale = new Map<string, SearchRecord[]>();
  for (const route of routes) {
    const source = pageSource(route);
    if (!source) continue;
    if (!byLocale.has(route.locale)) byLocale.set(route.locale, []);
    byLocale.get(route.locale)!.push(...pageRecords(source));
  }
  return byLocale;
}
