import type { Notes } from './notes.js';
import { standInOf } from './evaluateDocusaurusFile.js';
import { isObject, type Json } from '../util/values.js';

type At = (string | number)[];

/** What becomes of each official plugin or theme in docgen, by its short name (`client-redirects` for `@docusaurus/plugin-client-redirects`). */
const OFFICIAL: Record<string, { kind: 'differs' | 'dropped'; text: string }> = {
  'theme-classic': { kind: 'differs', text: 'docgen\'s own theme is Docusaurus\'s classic theme' },
  'content-blog': { kind: 'dropped', text: 'a second blog: docgen has one (the classic preset\'s); its posts are not published' },
  'content-pages': { kind: 'dropped', text: 'a second pages folder: docgen reads the pages of src/pages only' },
  'theme-search-algolia': { kind: 'differs', text: 'docgen\'s search (a local index, or Algolia with themeConfig.algolia\'s keys) replaces it' },
  'client-redirects': { kind: 'dropped', text: 'its redirect pages are not made: the old addresses are 404s' },
  'google-gtag': { kind: 'dropped', text: 'the Google tag (gtag.js) is not added: the site is not measured' },
  'google-analytics': { kind: 'dropped', text: 'Google Analytics is not added: the site is not measured' },
  'google-tag-manager': { kind: 'dropped', text: 'Google Tag Manager is not added: its tags do not run' },
  'theme-mermaid': { kind: 'differs', text: 'docgen draws Mermaid diagrams itself, in the browser, with markdown.mermaid (its themeConfig.mermaid is not read)' },
  'ideal-image': { kind: 'dropped', text: 'images are shown as they are, without responsive sizes or lazy placeholders' },
  pwa: { kind: 'dropped', text: 'the site is not an installable app and is not offline: no web manifest, no service worker' },
  'theme-live-codeblock': { kind: 'dropped', text: 'live code blocks are shown as plain code, not run' },
  sitemap: { kind: 'differs', text: 'docgen always writes sitemap.xml, its own way (its options are not read)' },
  debug: { kind: 'dropped', text: 'the /__docusaurus/debug pages are not made' },
  svgr: { kind: 'differs', text: 'docgen imports .svg files as React components with its own settings' },
  'rsdoctor': { kind: 'dropped', text: 'docgen bundles with esbuild: no bundle analysis' },
};

/**
 * The official plugins docgen does itself: their options as docgen's config fields (`redirects`,
 * `gtag`, `googleTagManager`), what it does not take of them said in `notes`.
 */
const CARRIED: Record<string, (options: Json, at: At, notes: Notes) => Json | undefined> = {
  'client-redirects': (options, at, notes) => {
    for (const field of ['createRedirects', 'fromExtensions', 'toExtensions']) if (field in options) notes.dropped([...at, field], `docgen's redirects are the listed ones: its "${field}" is not carried over`);
    const redirects = (Array.isArray(options.redirects) ? options.redirects : []).filter((r: unknown): r is Json => isObject(r) && typeof r.to === 'string' && (typeof r.from === 'string' || Array.isArray(r.from)));
    return { redirects: redirects.map((r) => ({ from: r.from, to: r.to })) };
  },
  'google-gtag': (options) => (options.trackingID ? { gtag: { trackingID: options.trackingID, ...(options.anonymizeIP === true && { anonymizeIP: true }) } } : undefined),
  'google-tag-manager': (options) => (typeof options.containerId === 'string' ? { googleTagManager: { containerId: options.containerId } } : undefined),
};

/** The classic preset's options that are plugins of their own (`gtag: {...}`), by their short names. */
const PRESET_PLUGINS: Record<string, string> = { gtag: 'google-gtag', googleAnalytics: 'google-analytics', googleTagManager: 'google-tag-manager', sitemap: 'sitemap', svgr: 'svgr', debug: 'debug' };

/** A search plugin or theme of a third party (local search, Lunr, Typesense, Pagefind...): docgen's search replaces it. */
const isSearch = (name: string) => /search|lunr|typesense|pagefind|orama|meilisearch/i.test(name);

/** The package a plugin is named by: `@docusaurus/plugin-pwa` for its resolved file (`.../node_modules/@docusaurus/plugin-pwa/lib/index.js`) or its name. */
function packageOf(name: string): string {
  const at = name.lastIndexOf('node_modules/');
  if (at < 0) return name;
  const [first, second] = name.slice(at + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

/** An official plugin's or theme's short name (`client-redirects`), as Docusaurus's shorthands allow (`@docusaurus/client-redirects`). */
function officialName(name: string): string | undefined {
  const match = /^@docusaurus\/(?:plugin-|docusaurus-plugin-)?(.+)$/.exec(name);
  const short = match?.[1];
  return short && OFFICIAL[short] ? short : undefined;
}

/** A plugin, theme or preset entry's name: a package, a file of the site, or an inline function's. */
function entryName(entry: unknown, siteDir: string): string | undefined {
  const value = Array.isArray(entry) ? entry[0] : entry;
  if (typeof value === 'string') return packageOf(value.startsWith(siteDir) && !value.includes('node_modules/') ? `./${value.slice(siteDir.length + 1)}` : value);
  const standIn = standInOf(value);
  if (standIn) return standIn.split(/[.(]/)[0];
  if (typeof value === 'function') return value.name ? `the inline plugin ${value.name}` : 'an inline plugin';
  return undefined;
}

/** Whether the site has a search: Algolia's keys, or a search plugin or theme. */
export function hasSearch(config: Json, siteDir: string): boolean {
  if (isObject(config.themeConfig) && isObject(config.themeConfig.algolia)) return true;
  return [...(Array.isArray(config.plugins) ? config.plugins : []), ...(Array.isArray(config.themes) ? config.themes : [])].some((entry) => {
    const name = entryName(entry, siteDir);
    return name !== undefined && (officialName(name) === 'theme-search-algolia' || (!officialName(name) && isSearch(name)));
  });
}

/**
 * Names every plugin, theme and client module of a Docusaurus config in `notes`, with what the
 * site loses in docgen (or what docgen does instead): docgen runs no Docusaurus plugin, and says
 * so of each, never silently. The classic preset's plugin options (`gtag`, `sitemap`...) too. What
 * docgen does itself (redirects, Google's tags) is given back as its config's fields.
 */
export function mapPlugins(config: Json, preset: Json, siteDir: string, notes: Notes): Json {
  const out: Json = {};
  /** An official plugin docgen does itself: its options carried over (a second instance's lists added to the first's). */
  const carry = (short: string, options: unknown, at: At, name: string): boolean => {
    const mapped = CARRIED[short]?.(isObject(options) ? options : {}, at, notes);
    if (!mapped) return false;
    for (const [field, value] of Object.entries(mapped)) out[field] = Array.isArray(value) && Array.isArray(out[field]) ? [...(out[field] as unknown[]), ...value] : value;
    notes.mapped(at, `${name}: ${Object.keys(mapped).join(', ')}`);
    return true;
  };
  const note = (at: At, name: string, options?: unknown) => {
    // A docs instance: read with the docs (see mapDocs), which say what they carry over.
    if (/plugin-content-docs/.test(name)) return;
    const short = officialName(name);
    if (short && carry(short, options, at, name)) return;
    if (short) notes[OFFICIAL[short]!.kind](at, `${name}: ${OFFICIAL[short]!.text}`);
    else if (isSearch(name)) notes.differs(at, `${name}: docgen's own search replaces it (a local index of the site, in every locale)`);
    else notes.dropped(at, `${name}: docgen runs no Docusaurus plugin or theme: what it adds to the site (pages, scripts, styles, build steps) is not there`);
  };
  for (const field of ['plugins', 'themes'] as const) {
    const entries = Array.isArray(config[field]) ? config[field] : [];
    entries.forEach((entry: unknown, i) => {
      if (entry === false || entry === null || entry === undefined) return;
      note([field, i], entryName(entry, siteDir) ?? `a ${field === 'plugins' ? 'plugin' : 'theme'} docgen cannot name`, Array.isArray(entry) ? entry[1] : undefined);
    });
  }
  const clientModules = Array.isArray(config.clientModules) ? config.clientModules : [];
  clientModules.forEach((entry: unknown, i) =>
    notes.dropped(['clientModules', i], `${entryName(entry, siteDir) ?? 'a client module'}: docgen runs no client module: what it does in every page of the browser is not done (a component of a page or of the theme can do it)`),
  );
  for (const [field, short] of Object.entries(PRESET_PLUGINS)) {
    if (preset[field] === undefined || preset[field] === false) continue;
    if (!carry(short, preset[field], [field], `the classic preset's ${field}`)) notes[OFFICIAL[short]!.kind]([field], `the classic preset's ${field}: ${OFFICIAL[short]!.text}`);
  }
  return out;
}
