/**
 * docgen's side of the Docusaurus APIs that React pages import (see src/bundle/reactPages.ts):
 * these modules are bundled with the pages, React taken from the page they run in. What they
 * know of the site comes with each page's module, for its locale.
 */
import { createContext, useContext } from 'react';

/** The site as the APIs show it in one locale. */
export interface DocusaurusSite {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    /** What docgen's theme has of Docusaurus's theme config. */
    themeConfig: { colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean } };
  };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
  /** Where the locale's pages are (`/fr/`): a `<Link to="/docs/intro">` leads into the locale, as in Docusaurus. */
  localeBase: string;
}

export const SiteContext = createContext<DocusaurusSite | null>(null);

/**
 * The site of the page being rendered: `translate()` is called outside components too (in a
 * module's top level, an event handler). One locale renders at a time (renderToString is
 * synchronous; a browser shows one locale).
 */
let current: DocusaurusSite | null = null;
export const setCurrentSite = (site: DocusaurusSite) => void (current = site);

export function currentSite(): DocusaurusSite {
  if (!current) throw new Error('a Docusaurus API was used outside a React page of docgen');
  return current;
}

export function useSite(): DocusaurusSite {
  return useContext(SiteContext) ?? currentSite();
}
