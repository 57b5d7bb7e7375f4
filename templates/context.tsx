import { createContext, useContext } from 'react';
import type { PageData, SidebarNode, SiteData } from './types.js';
import type { Strings } from './i18n/index.js';

/** The markup of a closed sidebar category's head, made once and reused by every page (server only). */
export type ClosedCategoryHead = (node: Extract<SidebarNode, { type: 'category' }>) => string | undefined;

/** The categories leading to a doc in a sidebar tree (see `categoriesHolding`); the server's looks them up in an index. */
export type CategoriesHolding = (items: SidebarNode[], docId: string | undefined) => Set<Extract<SidebarNode, { type: 'category' }>>;

/** What the server gives the theme to render a large site fast: what the pages of a locale share is rendered once. */
export interface ServerHelpers {
  closedCategoryHead: ClosedCategoryHead;
  categoriesHolding: CategoriesHolding;
  /** The footer's markup inside its element, rendered once per locale. */
  footerContent: () => string;
  /** The navbar's markup inside its element, rendered once per locale and navbarKey (undefined: rendered with the page). */
  navbarContent: (page: PageData) => string | undefined;
}

export interface ThemeContextValue {
  site: SiteData;
  strings: Strings;
  server?: ServerHelpers;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ site, server, children }: { site: SiteData; server?: ServerHelpers; children: React.ReactNode }) {
  return <ThemeContext.Provider value={{ site, strings: site.strings, server }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme() is used outside <ThemeProvider>');
  return value;
}
