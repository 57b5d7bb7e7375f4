import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/plan.js';
import { staticUrl } from './siteData.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Page assets every route links: the theme stylesheet, later the client scripts. */
export interface PageAssets {
  stylesheets: string[];
  /** Extra markup for the end of <head> (module preloads) and of <body> (scripts). */
  head?: string;
  body?: string;
}

/**
 * Sets `data-theme` before the first paint from the saved choice (`theme` in localStorage:
 * light, dark; absent = system), so a reload never flashes the wrong colours.
 */
export function colorModeScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme } = config.colorMode;
  return `(function(){var d=document.documentElement,c=null;try{c=localStorage.getItem('theme')}catch(e){}var m=c==='light'||c==='dark'?c:${respectPrefersColorScheme ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : `'${defaultMode}'`};d.setAttribute('data-theme',m);d.setAttribute('data-theme-choice',c==='light'||c==='dark'?c:'system')})()`;
}

function meta(attr: 'name' | 'property', key: string, value: string | undefined): string {
  return value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
}

/** The full HTML document of a route around the theme's rendered markup. */
export function renderDocument(config: SiteConfig, route: Route, appHtml: string, assets: PageAssets): string {
  const { site, page } = route;
  const absolute = (p: string) => new URL(p, config.url).href;
  const indexable = route.kind !== 'notFound';
  const alternates = indexable
    ? [
        ...Object.entries(page.alternates).map(([code, href]) => `<link rel="alternate" href="${escapeHtml(absolute(href))}" hreflang="${escapeHtml(site.locales.find((l) => l.code === code)?.htmlLang ?? code)}">`),
        page.alternates[config.i18n.defaultLocale] ? `<link rel="alternate" href="${escapeHtml(absolute(page.alternates[config.i18n.defaultLocale]!))}" hreflang="x-default">` : '',
      ].join('')
    : '';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="docgen ${escapeHtml(config.version)}">`,
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords?.join(', ')),
    indexable ? `<link rel="canonical" href="${escapeHtml(absolute(page.route))}">` : '<meta name="robots" content="noindex">',
    alternates,
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', indexable ? absolute(page.route) : undefined),
    meta('property', 'og:type', route.kind === 'doc' ? 'article' : 'website'),
    meta('property', 'og:site_name', config.title),
    meta('property', 'og:locale', site.htmlLang.replace('-', '_')),
    ...site.locales.filter((l) => l.code !== site.locale).map((l) => meta('property', 'og:locale:alternate', l.htmlLang.replace('-', '_'))),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'docsearch:language', site.locale),
    meta('name', 'docsearch:version', 'current'),
    meta('name', 'docsearch:docusaurus_tag', route.kind === 'doc' ? 'docs-default-current' : 'default'),
    config.favicon ? `<link rel="icon" href="${escapeHtml(staticUrl(config, config.favicon))}">` : '',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<script>${colorModeScript(config)}</script>`,
    assets.head ?? '',
  ].join('');
  return `<!doctype html><html lang="${escapeHtml(site.htmlLang)}" dir="${site.direction}" data-theme="${config.colorMode.defaultMode}"><head>${head}</head><body><div id="__docgen">${appHtml}</div>${assets.body ?? ''}</body></html>`;
}
