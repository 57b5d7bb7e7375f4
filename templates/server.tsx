/** The theme's entry for docgen's Node side: renders a page to HTML and exposes the string tables. */
import { renderToString } from 'react-dom/server';
import { App } from './App.js';
import { ThemeProvider, type ServerHelpers } from './context.js';
import { CategoryHead, categoriesHolding } from './components/Sidebar.js';
import { FooterContent } from './components/Footer.js';
import { NavbarContent, navbarKey } from './components/Navbar.js';
import type { PageProps, SidebarNode } from './types.js';
import { builtinComponents } from './mdx/all.js';
import { mdxContent, mdxRuntime } from './mdx/content.js';
import type { MdxModule } from 'docgen/shared/mdxRuntime.js';
import { providePageKinds } from './pageKinds.js';
import * as otherPages from './otherPages.js';

export { stringsFor } from './i18n/index.js';

// MDX pages' modules, required once the theme is loaded, take React and these components from here.
mdxRuntime(builtinComponents);
// Every kind of page, at once: the browser loads only the one it shows (see pageKinds).
providePageKinds(otherPages);
export const mdxComponentNames = Object.keys(builtinComponents);

type Category = Extract<SidebarNode, { type: 'category' }>;

/** A part of the page rendered on its own, with the locale's site data: its markup, to reuse on every page that shows it alike. */
const renderApart = (site: PageProps['site'], part: React.ReactNode): string => renderToString(<ThemeProvider site={site}>{part}</ThemeProvider>);

/**
 * A closed category's head: the same markup on every page that shows it closed, rendered once.
 * Found by node (a large site's pages share their closed categories' nodes, see pageSite), else
 * by what it shows.
 */
const headByNode = new WeakMap<Category, string>();
const headByText = new Map<string, string>();

/** The markup of each category the page's sidebar shows closed, made before the page renders (React renders one tree at a time). */
function closedCategoryHeads(sidebar: SidebarNode[], path: Set<Category>, site: PageProps['site']): Map<Category, string> {
  const heads = new Map<Category, string>();
  const visit = (items: SidebarNode[]) => {
    for (const node of items) {
      if (node.type !== 'category') continue;
      if (path.has(node) || !node.collapsed) {
        visit(node.items);
        continue;
      }
      let html = headByNode.get(node);
      if (html === undefined) {
        const key = JSON.stringify([site.strings.toggleCategory, node.label, node.href ?? null]);
        html = headByText.get(key);
        if (html === undefined) {
          html = renderApart(site, <CategoryHead node={node} open={false} selfActive={false} onToggle={() => {}} />);
          headByText.set(key, html);
        }
        headByNode.set(node, html);
      }
      heads.set(node, html);
    }
  };
  visit(sidebar);
  return heads;
}

/** Each locale's footer markup, by its footer data (shared by the site data of all its pages). */
const footerByData = new WeakMap<PageProps['site']['footer'], string>();

function footerContent(site: PageProps['site']): string {
  let html = footerByData.get(site.footer);
  if (html === undefined) {
    html = renderApart(site, <FooterContent />);
    footerByData.set(site.footer, html);
  }
  return html;
}

/**
 * The navbar's inside for each navbarKey, by the locale's navbar data (shared by the site data of
 * all its pages); null for a navbar that cannot be rendered apart: React hoists resources (a
 * logo's image preload) to the start of what it renders, before the navbar's own markup, and they
 * would land inside the navbar instead of at the top of the page. Such a navbar is rendered with
 * each page.
 */
const navbarByData = new WeakMap<PageProps['site']['navbar'], Map<string, string> | null>();

function navbarContent(site: PageProps['site'], page: PageProps['page']): string | undefined {
  let byKey = navbarByData.get(site.navbar);
  if (byKey === null) return undefined;
  if (!byKey) navbarByData.set(site.navbar, (byKey = new Map()));
  const key = navbarKey(site.navbar.items, page);
  let html = byKey.get(key);
  if (html === undefined) {
    html = renderApart(site, <NavbarContent page={page} mobileOpen={false} setMobileOpen={() => {}} />);
    if (!html.startsWith('<div class="navbar-inner">')) {
      navbarByData.set(site.navbar, null);
      return undefined;
    }
    byKey.set(key, html);
  }
  return html;
}

/** An MDX module's content alone, as HTML: what a blog list shows of a post (its excerpt), rendered once at build time. */
export function renderContent(site: PageProps['site'], mdx: MdxModule): string {
  return renderToString(<ThemeProvider site={site}>{mdxContent(mdx, builtinComponents)}</ThemeProvider>);
}

/** Renders a page; an MDX page's content comes from its module (see src/bundle/mdxPages.ts). */
export function renderPage({ mdx, ...props }: PageProps & { mdx?: MdxModule }): string {
  const { site, page } = props;
  const content = mdx ? mdxContent(mdx, builtinComponents) : undefined;
  const sidebar = page.doc?.sidebarId ? site.sidebars[page.doc.sidebarId] : undefined;
  const path = sidebar ? categoriesHolding(sidebar, page.doc?.id) : new Set<Category>();
  const heads = sidebar ? closedCategoryHeads(sidebar, path, site) : new Map<Category, string>();
  const server: ServerHelpers = {
    closedCategoryHead: (node) => heads.get(node),
    categoriesHolding: (items, docId) => (items === sidebar && docId === page.doc?.id ? path : categoriesHolding(items, docId)),
    footerContent: () => footerContent(site),
    navbarContent: (shown) => navbarContent(site, shown),
  };
  return renderToString(<App {...props} content={content} server={server} />);
}
