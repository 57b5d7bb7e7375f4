import type { SiteConfig } from '../config/resolve.js';
import type { Route } from '../routes/route.js';
import { docusaurusTag } from '../routes/docSetIndex.js';
import { feedFiles, opensearchUrl } from '../routes/headLinks.js';
import { staticUrl } from '../content/paths.js';
import { BOOT_DATA_ID, APP_ROOT_ID, type BootData } from '../shared/boot.js';
import { THEME_KEY } from '../client/colorMode.js';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../client/preferences.js';
import { escapeMarkup, jsonInScript, scriptLiteral } from '../util/escapeMarkup.js';
import { ownHeadTags, replacedByOwnHead, withOwnAttributes } from './ownHead.js';
import { faviconTag } from './favicon.js';

/** What every page loads: the client bundle (entry, modules to preload, stylesheets). */
export interface PageAssets {
  stylesheets: string[];
  entry?: string;
  preloads: string[];
  /** Preloaded too by a page that is not a doc (see ClientBuild's pagePreloads). */
  pagePreloads?: string[];
}

/**
 * Runs before the first paint: sets `data-theme` from the saved choice (`theme` in localStorage:
 * light, dark; absent = system) so a reload never flashes the wrong colours, hides a dismissed
 * announcement bar, and explains a wrong base URL when the site is opened outside it.
 */
export function headScript(config: SiteConfig): string {
  let script = headScripts.get(config);
  if (script === undefined) headScripts.set(config, (script = makeHeadScript(config)));
  return script;
}

/** The head script of each config: the same for all its pages. */
const headScripts = new WeakMap<SiteConfig, string>();

function makeHeadScript(config: SiteConfig): string {
  const { defaultMode, respectPrefersColorScheme } = config.colorMode;
  const system = respectPrefersColorScheme ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : `'${defaultMode}'`;
  const bar = config.announcementBar ? `if(g('${ANNOUNCEMENT_DISMISS_KEY}')==='true'&&g('${ANNOUNCEMENT_ID_KEY}')===${scriptLiteral(config.announcementBar.id)})d.setAttribute('data-announcement-dismissed','');` : '';
  const banner = `if(location.pathname.indexOf(${scriptLiteral(config.baseUrl)})!==0)addEventListener('DOMContentLoaded',function(){var b=document.createElement('div');b.id='docgen-base-url-banner';b.setAttribute('role','alert');b.style.cssText='padding:1rem;background:#fa383e;color:#fff;font:16px system-ui,sans-serif';b.textContent='This site is built for the base URL '+${scriptLiteral(config.baseUrl)}+' but was opened at '+location.pathname+': its styles and scripts cannot load. Open it under '+${scriptLiteral(config.baseUrl)}+', or rebuild it with the baseUrl of this host in site.config.ts.';document.body.prepend(b)});`;
  return `(function(){var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}var c=g('${THEME_KEY}');var m=c==='light'||c==='dark'?c:${system};d.setAttribute('data-theme',m);d.setAttribute('data-theme-choice',c==='light'||c==='dark'?c:'system');${bar}${banner}})()`;
}

/** A tag of the config's `headTags`; a link's `href` in the static folder is served under baseUrl. */
function headTag(config: SiteConfig, tagName: 'link' | 'meta', attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes).map(([name, value]) => `${escapeMarkup(name)}="${escapeMarkup(tagName === 'link' && name === 'href' ? staticUrl(config, value) : value)}"`);
  return `<${tagName} ${attrs.join(' ')}>`;
}

function metaTag(attr: 'name' | 'property', key: string, value: string | undefined): string {
  return value ? `<meta ${attr}="${key}" content="${escapeMarkup(value)}">` : '';
}

/** How every page says docgen made it, up to the version: what tells an output folder of docgen's (see pipeline/outputFolder.ts). */
export const GENERATOR_META = '<meta name="generator" content="docgen ';

/** The full HTML document of a route around the theme's rendered markup (`bootJson`: the boot data's JSON text, when the caller has it). */
export function renderDocument(config: SiteConfig, route: Route, appHtml: string, assets: PageAssets, boot?: BootData, bootJson = boot && JSON.stringify(boot)): string {
  const { site, page } = route;
  const absolute = (p: string) => new URL(p, config.url).href;
  const version = page.doc?.version;
  const indexable = route.kind !== 'notFound' && !route.page.unlisted && !route.page.noIndex;
  const image = page.image ?? config.image;
  const alternates = indexable
    ? [
        ...Object.entries(page.alternates).map(([code, href]) => `<link rel="alternate" href="${escapeMarkup(absolute(href))}" hreflang="${escapeMarkup(site.locales.find((l) => l.code === code)?.htmlLang ?? code)}">`),
        page.alternates[config.i18n.defaultLocale] ? `<link rel="alternate" href="${escapeMarkup(absolute(page.alternates[config.i18n.defaultLocale]!))}" hreflang="x-default">` : '',
      ].join('')
    : '';
  const markdown = (page.doc ?? page.standalone)?.markdown;
  // A React page's own tags stand in for the document's of the same name or property (`og:image`), as Docusaurus's <Head> does.
  const replaced = replacedByOwnHead(route);
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) => (replaced.has(`${attr}:${key}`) ? '' : metaTag(attr, key, value));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `${GENERATOR_META}${escapeMarkup(config.version)}">`,
    `<title>${escapeMarkup(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords?.join(', ')),
    indexable ? (replaced.has('rel:canonical') ? '' : `<link rel="canonical" href="${escapeMarkup(absolute(page.route))}">`) : '<meta name="robots" content="noindex">',
    alternates,
    // The page's Markdown version, for readers beyond the browser (see src/llms).
    markdown ? `<link rel="alternate" type="text/markdown" href="${escapeMarkup(absolute(markdown))}">` : '',
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', indexable ? absolute(page.route) : undefined),
    meta('property', 'og:type', route.kind === 'doc' ? 'article' : 'website'),
    meta('property', 'og:site_name', config.title),
    meta('property', 'og:locale', site.htmlLang.replace('-', '_')),
    ...site.locales.filter((l) => l.code !== site.locale).map((l) => meta('property', 'og:locale:alternate', l.htmlLang.replace('-', '_'))),
    // The social card (Docusaurus's themeConfig.image, or the page's own) as a large image, at its absolute URL.
    ...(image ? [meta('property', 'og:image', absolute(staticUrl(config, image))), meta('name', 'twitter:image', absolute(staticUrl(config, image)))] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...config.metadata.filter((tag) => !replaced.has(tag.name ? `name:${tag.name}` : `property:${tag.property}`)).map((tag) => `<meta ${Object.entries(tag).map(([name, value]) => `${escapeMarkup(name)}="${escapeMarkup(value)}"`).join(' ')}>`),
    meta('name', 'docsearch:language', site.locale),
    meta('name', 'docsearch:version', version?.name ?? 'current'),
    meta('name', 'docsearch:docusaurus_tag', route.kind === 'doc' ? docusaurusTag(page.doc) : 'default'),
    faviconTag(config),
    ...config.headTags.map(({ tagName, attributes }) => headTag(config, tagName, attributes)),
    `<link rel="search" type="application/opensearchdescription+xml" title="${escapeMarkup(config.title)}" href="${escapeMarkup(opensearchUrl(config, route.locale))}">`,
    // The blog's feeds, found by feed readers from its pages (as Docusaurus links them).
    ...(route.kind === 'blog' ? feedFiles(config, route.locale).map((f) => `<link rel="alternate" type="${f.mediaType}" href="${escapeMarkup(f.href)}" title="${escapeMarkup(f.title)}">`) : []),
    ...[...assets.stylesheets, ...((route.page.doc ?? route.page.standalone ?? route.page.blog?.post)?.mdx?.css ?? [])].map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}">`),
    ownHeadTags(route),
    `<script>${headScript(config)}</script>`,
    ...(boot && assets.entry ? [assets.entry, ...assets.preloads, ...(route.kind === 'doc' ? [] : (assets.pagePreloads ?? [])), boot.siteModule].map((href) => `<link rel="modulepreload" href="${escapeMarkup(href)}">`) : []),
  ].join('');
  // JSON inside <script>: `<` escaped so no text of the page can close the element.
  const scripts = boot && assets.entry ? `<script id="${BOOT_DATA_ID}" type="application/json">${jsonInScript(bootJson!)}</script><script type="module" src="${escapeMarkup(assets.entry)}"></script>` : '';
  const html = withOwnAttributes({ lang: site.htmlLang, dir: site.direction, 'data-theme': config.colorMode.defaultMode, ...(version && { class: version.className }) }, route.head?.htmlAttributes);
  return `<!doctype html><html${html}><head>${head}</head><body${withOwnAttributes({}, route.head?.bodyAttributes)}><div id="${APP_ROOT_ID}">${appHtml}</div>${scripts}</body></html>`;
}
