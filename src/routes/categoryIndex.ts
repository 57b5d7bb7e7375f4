import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import type { SiteConfig } from '../config/resolve.js';
import type { CategoryIndex } from '../content/categoryIndex.js';
import { docBody, type Doc } from '../content/docs.js';
import type { SidebarNode } from '../content/sidebars.js';
import { markdownToHtml } from '../markdown/toReact.js';
import { format, type Strings } from '../../templates/i18n/index.js';
import type { DocPageData } from '../../templates/types.js';
import { outputFiles, titled } from './pageParts.js';
import type { Route } from './route.js';

/**
 * A doc's description on its card: its front matter's, else its first paragraph as text (as
 * Docusaurus's excerpt): the docs are parsed by the build threads, after this page is planned.
 */
function excerpt(doc: Doc): string | undefined {
  if (doc.frontMatter.description) return doc.frontMatter.description;
  let inFence = false;
  for (const block of docBody(doc).split(/\n\s*\n/)) {
    const text = block.trim();
    const fences = (text.match(/^(```|~~~)/gm) ?? []).length;
    const wasInFence = inFence;
    if (fences % 2) inFence = !inFence;
    if (wasInFence || fences || !text || /^(#|import\s|export\s|<|:::|\||>|[-*+] |\d+\. )/.test(text)) continue;
    const plain = text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (plain) return plain;
  }
  return undefined;
}

/** Where a category's card leads: its own page, else its first doc or link, at any depth (Docusaurus's findFirstSidebarItemLink). */
function firstHref(node: SidebarNode): string | undefined {
  if (node.type !== 'category') return node.href;
  if (node.href) return node.href;
  for (const item of node.items) {
    const href = firstHref(item);
    if (href) return href;
  }
  return undefined;
}

function card(href: string, icon: string, title: string, description: string | undefined): Element {
  return h('a.category-card', { href }, [h('h2', { title }, [h('span', { ariaHidden: 'true' }, `${icon} `), title]), ...(description ? [h('p', { title: description }, description)] : [])]);
}

/** The cards of a category's items, as Docusaurus's generated index shows them: a doc's title and description, a category's label and size. */
function cards(index: CategoryIndex, docs: Map<string, Doc>, strings: Strings): Element[] {
  const out: Element[] = [];
  for (const item of index.category.items) {
    if (item.type === 'doc') {
      const doc = docs.get(item.id);
      out.push(card(item.href, '📄️', item.label, doc && excerpt(doc)));
    } else if (item.type === 'link') out.push(card(item.href, '🔗', item.label, undefined));
    else {
      const href = firstHref(item);
      // A lazily loaded category's items are not here; its count is what it had when planned (see splitSidebars, after planning).
      const count = item.items.length;
      if (href) out.push(card(href, '🗃️', item.label, count === 1 ? strings.categoryItemsOne : format(strings.categoryItemsMany, { count: String(count) })));
    }
  }
  return out;
}

/**
 * The route of a generated category index: a doc page (the sidebar, breadcrumbs, previous and
 * next as a doc has them, see `docPage`) whose content is the index's description and cards.
 * It is made from the sidebar alone, so it is planned with the pages that are not docs.
 */
export function planCategoryIndex(config: SiteConfig, index: CategoryIndex, context: { locale: string; site: Route['site']; strings: Strings; docs: Map<string, Doc>; alternates: Record<string, string>; page: (id: string, title: string, html: string) => DocPageData }): Route {
  const content: ElementContent[] = [...(index.description ? [h('p.category-index-description', index.description)] : []), h('nav.category-cards', { ariaLabel: index.title }, cards(index, context.docs, context.strings))];
  const tree: Root = { type: 'root', children: content };
  const parsed = { tree, h1: index.title, headings: [], ids: new Set<string>(), links: [] };
  const html = markdownToHtml(tree);
  const doc = context.page(index.id, index.title, html);
  return {
    path: index.route,
    locale: context.locale,
    kind: 'doc',
    outputFiles: outputFiles(config, index.route, false),
    site: context.site,
    page: { kind: 'doc', route: index.route, title: titled(index.title, config.title), description: index.description ?? '', keywords: index.keywords, ...(index.image && { image: index.image }), alternates: context.alternates, doc },
    parsed,
    links: [],
    assets: [],
  };
}
