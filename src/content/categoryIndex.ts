import { slug as slugOf } from 'github-slugger';
import type { SiteConfig } from '../config/resolve.js';
import type { GeneratedIndexLink } from '../config/schema.js';
import type { DocSet } from '../config/docSets.js';
import { toRoute } from './paths.js';
import type { SidebarNode } from './sidebarNode.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

/** The page docgen makes for a category that asks for one: cards for its items (see routes/categoryIndex.ts). */
export interface CategoryIndex {
  /** The id the page is known by in the sidebar (a category's `docId`) and its page data; no doc has it. */
  id: string;
  route: string;
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  category: Category;
}

/** What marks a generated index page's id: no doc id starts so (a doc id is a path). */
export const CATEGORY_INDEX_ID = 'generated-index:';
export const isCategoryIndexId = (id: string) => id.startsWith(CATEGORY_INDEX_ID);

/**
 * The index page of a category that asks for one, at `/<docs>/category/<slug of the label>` (or
 * the link's slug) as Docusaurus makes it; the category's label then leads there. `slugLabel`: the
 * default locale's label, so that the page has one address in every locale.
 */
export function categoryIndexOf(config: SiteConfig, set: DocSet, locale: string, node: Category, link: GeneratedIndexLink, slugLabel: string): CategoryIndex {
  const slug = link.slug ?? `/category/${slugOf(slugLabel)}`;
  const route = toRoute(config, locale, `${set.routeBase}/${slug.replace(/^\/+/, '')}`);
  // Unique in the site: a version has the same categories as the next (the first set's ids are as they always were).
  const id = `${CATEGORY_INDEX_ID}${set === config.docSets[0] ? '' : `${set.key}:`}${slug.replace(/^\/+/, '')}`;
  if (node.href === undefined) Object.assign(node, { href: route, docId: id });
  return { id, route, title: link.title ?? node.label, description: link.description, keywords: link.keywords, image: link.image, category: node };
}
