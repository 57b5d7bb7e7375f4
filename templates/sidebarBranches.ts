import type { SidebarNode, SiteData } from './types.js';

/** The items of lazily loaded sidebar categories, by module URL: imported (once each, by the browser's module map). */
export async function loadSidebarBranches(urls: string[] | undefined): Promise<Record<string, SidebarNode[]> | undefined> {
  if (!urls?.length) return undefined;
  const modules = await Promise.all(urls.map((url) => import(/* @vite-ignore */ url) as Promise<{ default: SidebarNode[] }>));
  return Object.fromEntries(urls.map((url, i) => [url, modules[i]!.default]));
}

/**
 * Puts the items of lazily loaded sidebar categories that a page leads through (the categories
 * leading to that page, see loadSidebarBranches) into the locale's shared sidebar tree, before
 * that page renders.
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
