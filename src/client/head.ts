import type { PageData, SiteData } from '../../templates/types.js';

// The document's own tags, not a React page's (its <Head>'s, marked data-rh, see src/docusaurus/head.ts), which stand in for them while it shows.
function setMeta(attr: 'name' | 'property', key: string, value: string): void {
  const el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]:not([data-rh])`);
  if (el) el.content = value;
}

/** After a client navigation: <title>, description, canonical, OpenGraph, alternates and <html lang> follow the route. */
export function updateHead(page: PageData, site: SiteData, siteUrl: string): void {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  document.title = page.title;
  document.documentElement.lang = site.htmlLang;
  document.documentElement.dir = site.direction;
  setMeta('name', 'description', page.description);
  setMeta('property', 'og:title', page.title);
  setMeta('property', 'og:description', page.description);
  setMeta('property', 'og:url', absolute(page.route));
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]:not([data-rh])');
  if (canonical) canonical.href = absolute(page.route);
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const code = site.locales.find((l) => l.htmlLang === link.hreflang)?.code ?? (link.hreflang === 'x-default' ? site.defaultLocale : undefined);
    const href = code && page.alternates[code];
    if (href) link.href = absolute(href);
  }
  // The page's Markdown version (see src/llms): the link is there while the page has one.
  const href = (page.doc ?? page.standalone)?.markdown;
  let markdown = document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]');
  if (!href) markdown?.remove();
  else {
    if (!markdown) {
      markdown = document.head.appendChild(document.createElement('link'));
      markdown.rel = 'alternate';
      markdown.type = 'text/markdown';
    }
    markdown.href = absolute(href);
  }
}
