import type { SidebarNode, SiteData } from './types.js';

/**
 * Puts the items of lazily loaded sidebar categories that a page brought with it (the categories
 * leading to that page) into the locale's shared sidebar tree, before that page renders.
 */
export function fillSidebarBranches(site: SiteData, branches: Record<string, SidebarNode[]> | undefined): void {
  if (!branches) return;
  const visit = (items: SidebarNode[]) => {
    for (const node of items) {
      if (node.type !== 'category') continue;
      if (node.lazyItems && !node.items.length && branches[node.lazyItems]) node.items = branches[node.lazyItems]!;
      visit(node.items);
    }
  };
  Object.values(site.sidebars).forEach(visit);
}
