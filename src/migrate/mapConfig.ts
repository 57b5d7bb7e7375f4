import path from 'node:path';
import { siteConfigSchema } from '../config/schema.js';
import { fieldsAt } from '../config/validate.js';
import type { Notes } from './notes.js';
import { mapBlog } from './mapBlog.js';
import { mapHeadTags } from './mapHeadTags.js';
import { docsPlugins, mapDocsOptions, type MappedDocs } from './mapDocs.js';
import { isObject, isUrl, type Json } from '../util/values.js';

/** Whether this docgen's config has a field (`customCss` comes with the theming work): a field it lacks is written as a comment. */
export const docgenHas = (...segments: string[]) => fieldsAt(siteConfigSchema, segments.slice(0, -1)).includes(segments[segments.length - 1]!);

/** docgen's config made from a Docusaurus config: its fields, and the lines of comment to write above some of them. */
export interface MappedConfig {
  config: Json;
  /** Comments above a top-level field of site.config.ts (what docgen does differently). */
  comments: Record<string, string[]>;
  /** Fields this docgen does not have yet, written commented out: `customCss: [...]`. */
  pending: Json;
  /** The docs instances (the default one first): their sidebars are read by the caller. */
  docsInstances: MappedDocs[];
}

/** Top-level fields of a Docusaurus config that docgen has no use for, and why. */
const DROPPED_TOP: Record<string, string> = {
  organizationName: 'deployment settings (docusaurus deploy): docgen builds a folder that any static host serves',
  projectName: 'deployment settings (docusaurus deploy): docgen builds a folder that any static host serves',
  deploymentBranch: 'deployment settings (docusaurus deploy)',
  githubHost: 'deployment settings (docusaurus deploy)',
  githubPort: 'deployment settings (docusaurus deploy)',
  onBrokenMarkdownLinks: 'docgen always checks links to .md files, as it checks every link (onBrokenLinks)',
  onDuplicateRoutes: 'two docs or pages at one address are always an error in docgen',
  scripts: 'docgen adds no script tags',
  stylesheets: 'docgen adds no stylesheet links (customCss is carried over)',
  clientModules: 'docgen runs no client modules',
  themes: 'docgen has its own theme and runs no Docusaurus themes',
  future: 'Docusaurus\'s future flags have no meaning in docgen',
  noIndex: 'docgen has no noIndex option',
  titleDelimiter: 'docgen titles are "page | site"',
  baseUrlIssueBanner: 'docgen always shows its wrong-base-URL banner',
  staticDirectories: '',
  webpack: 'docgen bundles with esbuild',
  ssrTemplate: 'docgen has its own HTML document',
  storage: 'docgen has its own storage keys',
};

/** The docs instance a navbar item names (`docsPluginId`), when it names one. */
const pluginOf = (item: Json) => (typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {});

/** Maps `label`/`to`/`href` links (navbar and footer items), keeping what docgen accepts. */
function mapLink(item: Json, at: (string | number)[], notes: Notes, dropsBlog: boolean): Json | undefined {
  if (typeof item.html === 'string') {
    notes.dropped(at, 'docgen has no HTML link items');
    return undefined;
  }
  for (const field of ['className', 'activeBasePath', 'activeBaseRegex', 'target', 'rel', 'prependBaseUrlToHref', 'autoAddBaseUrl']) if (field in item) notes.dropped([...at, field], `docgen's links have no "${field}"`);
  const label = item.label;
  if (typeof item.href === 'string') {
    if (isUrl(item.href)) return { label, href: item.href };
    return mapLink({ ...item, href: undefined, to: item.href }, at, notes, dropsBlog);
  }
  if (typeof item.to === 'string') {
    const to = item.to.startsWith('/') ? item.to : `/${item.to}`;
    if (dropsBlog && /^\/blog(\/|$)/.test(to)) {
      notes.dropped(at, 'a link to the blog, which the site turns off');
      return undefined;
    }
    return { label, to };
  }
  notes.dropped(at, 'a link without "to" or "href"');
  return undefined;
}

function mapNavbar(navbar: Json, notes: Notes, dropsBlog: boolean): { navbar: Json; pendingLogo?: Json } {
  const at = ['themeConfig', 'navbar'];
  const out: Json = {};
  let pendingLogo: Json | undefined;
  if (typeof navbar.title === 'string') out.title = navbar.title;
  if (typeof navbar.hideOnScroll === 'boolean') out.hideOnScroll = navbar.hideOnScroll;
  if ('style' in navbar) notes.dropped([...at, 'style'], 'docgen\'s navbar follows the colour mode');
  if (isObject(navbar.logo)) {
    const logo = navbar.logo;
    out.logo = { src: logo.src, ...(typeof logo.alt === 'string' ? { alt: logo.alt } : {}) };
    for (const field of ['srcDark', 'href']) {
      if (typeof logo[field] !== 'string') continue;
      if (docgenHas('navbar', 'logo', field)) (out.logo as Json)[field] = logo[field];
      else {
        (pendingLogo ??= {})[field] = logo[field];
        notes.differs([...at, 'logo', field], 'written commented out: this docgen has no navbar.logo.' + field + ' yet (it comes with theming)');
      }
    }
    for (const field of ['width', 'height', 'className', 'style', 'target']) if (field in logo) notes.dropped([...at, 'logo', field], `docgen's logo has no "${field}"`);
  }
  const items: Json[] = [];
  (Array.isArray(navbar.items) ? navbar.items : []).forEach((item: unknown, i) => {
    const itemAt = [...at, 'items', i];
    if (!isObject(item)) return;
    const position = item.position === 'right' ? { position: 'right' } : {};
    switch (item.type) {
      case undefined:
      case 'default': {
        const link = mapLink(item, itemAt, notes, dropsBlog);
        if (link) items.push({ ...link, ...position });
        return;
      }
      case 'docSidebar':
        items.push({ type: 'docSidebar', label: item.label, ...(typeof item.sidebarId === 'string' ? { sidebarId: item.sidebarId } : {}), ...pluginOf(item), ...position });
        return;
      case 'docsVersionDropdown':
        items.push({ type: 'docsVersionDropdown', ...pluginOf(item), ...position });
        for (const field of ['dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled']) if (field in item) notes.dropped([...itemAt, field], `docgen's version menu has no "${field}"`);
        return;
      case 'docsVersion':
        items.push({ type: 'docsVersion', ...(typeof item.label === 'string' ? { label: item.label } : {}), ...pluginOf(item), ...position });
        return;
      case 'doc':
        items.push({ type: 'docSidebar', label: item.label ?? item.docId, ...position });
        notes.differs(itemAt, `docgen's navbar opens a sidebar, not one doc: this item opens the docs' first sidebar (doc "${String(item.docId)}" was named)`);
        return;
      case 'search':
      case 'localeDropdown':
        items.push({ type: item.type, ...position });
        return;
      default:
        notes.dropped(itemAt, `docgen's navbar has no "${String(item.type)}" items`);
    }
  });
  out.items = items;
  notes.mapped([...at, 'items'], `${items.length} of ${Array.isArray(navbar.items) ? navbar.items.length : 0} items`);
  return { navbar: out, pendingLogo };
}

function mapFooter(footer: Json, notes: Notes, dropsBlog: boolean): Json {
  const at = ['themeConfig', 'footer'];
  const out: Json = {};
  if (footer.style === 'light' || footer.style === 'dark') out.style = footer.style;
  if (typeof footer.copyright === 'string') out.copyright = footer.copyright;
  if ('logo' in footer) notes.dropped([...at, 'logo'], 'docgen\'s footer has no logo');
  const links = Array.isArray(footer.links) ? footer.links : [];
  // A footer of plain links (no columns) is one column without a title.
  const columns = links.every((l) => isObject(l) && Array.isArray(l.items)) ? (links as Json[]) : [{ title: '', items: links }];
  out.columns = columns.map((column, c) => ({
    title: column.title ?? '',
    items: (column.items as unknown[]).flatMap((item, i) => (isObject(item) ? (mapLink(item, [...at, 'links', c, 'items', i], notes, dropsBlog) ?? []) : [])),
  }));
  if (links.length) notes.differs([...at, 'links'], 'docgen calls the footer\'s link columns footer.columns');
  return out;
}

/** The classic preset's options (`presets: [['classic', {...}]]`), or undefined. */
function classicPreset(config: Json, notes: Notes): Json | undefined {
  const presets = Array.isArray(config.presets) ? config.presets : [];
  let found: Json | undefined;
  presets.forEach((preset: unknown, i) => {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (typeof name === 'string' && /(^|\/)(preset-)?classic$/.test(name)) found = isObject(options) ? options : {};
    else notes.dropped(['presets', i], `the preset "${String(name)}": docgen reads only the classic preset's options`);
  });
  return found;
}

/**
 * The docgen config of a Docusaurus config (the value docusaurus.config.js exports), every field
 * said in `notes`: mapped, done differently, or dropped and why.
 */
export function mapConfig(config: Json, siteDir: string, notes: Notes): MappedConfig {
  const out: Json = { layout: 'docusaurus' };
  const comments: Record<string, string[]> = { layout: ['The Docusaurus folders read in place: docs/, i18n/<locale>/..., src/pages/, static/.'] };
  const pending: Json = {};
  for (const field of ['title', 'tagline', 'url', 'baseUrl', 'favicon']) {
    if (typeof config[field] === 'string') {
      out[field] = config[field];
      notes.mapped([field]);
    }
  }
  // Values React pages read from useDocusaurusContext(): carried over as written (the config evaluated, so plain values).
  if (isObject(config.customFields)) {
    out.customFields = config.customFields;
    notes.mapped(['customFields']);
  }
  if ('headTags' in config) {
    const tags = mapHeadTags(config.headTags, typeof config.baseUrl === 'string' ? config.baseUrl : '/', notes);
    if (tags.length) out.headTags = tags;
  }
  if (typeof config.trailingSlash === 'boolean') {
    out.trailingSlash = config.trailingSlash;
    notes.mapped(['trailingSlash']);
  } else comments.url = ['Docusaurus left trailingSlash undefined (both forms served); docgen writes pages as /path.html, linked without a slash.'];
  const linkPolicy = (value: unknown, field: string) => {
    if (value === 'throw' || value === 'warn') return value;
    if (value === 'ignore' || value === 'log') {
      notes.differs([field], `"${value}" is "warn" in docgen: a broken link is always reported`);
      return 'warn';
    }
    return undefined;
  };
  out.onBrokenLinks = linkPolicy(config.onBrokenLinks, 'onBrokenLinks') ?? 'throw';
  out.onBrokenAnchors = linkPolicy(config.onBrokenAnchors, 'onBrokenAnchors') ?? 'warn';
  comments.onBrokenAnchors = ['Docusaurus\'s defaults: a broken link stops the build, a broken anchor is a warning.'];

  // Locales.
  const i18n = isObject(config.i18n) ? config.i18n : undefined;
  if (i18n) {
    const codes = Array.isArray(i18n.locales) ? i18n.locales.map(String) : [String(i18n.defaultLocale ?? 'en')];
    const configs = isObject(i18n.localeConfigs) ? i18n.localeConfigs : {};
    const names = new Intl.DisplayNames(codes, { type: 'language' });
    const locales: Json = {};
    for (const code of codes) {
      const own = isObject(configs[code]) ? configs[code] : {};
      let label = code;
      try {
        label = typeof own.label === 'string' ? own.label : (new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? names.of(code) ?? code);
      } catch {
        /* an unknown code: its code is its label */
      }
      label = label.charAt(0).toLocaleUpperCase(code) + label.slice(1);
      locales[code] = { label, ...(own.direction === 'rtl' ? { direction: 'rtl' } : {}), ...(typeof own.htmlLang === 'string' ? { htmlLang: own.htmlLang } : {}) };
      for (const field of ['path', 'calendar', 'translate', 'url', 'baseUrl']) if (field in own) notes.dropped(['i18n', 'localeConfigs', code, field], `docgen's locales have no "${field}": a locale is at <baseUrl>/<code>/, its files in i18n/<code>/`);
    }
    out.i18n = { defaultLocale: String(i18n.defaultLocale ?? codes[0]), locales };
    notes.mapped(['i18n'], `locales ${codes.join(', ')}`);
    if ('path' in i18n) notes.dropped(['i18n', 'path'], 'docgen reads translations from i18n/');
  }

  // The classic preset: docs, pages, blog, theme.
  const preset = classicPreset(config, notes) ?? {};
  // The docs: the preset's, then each docs plugin's (another instance, with its own id, folder and URL).
  if (preset.docs === false) notes.dropped(['presets', 0, 'docs'], 'docgen is made for docs: the docs stay on');
  const docsInstances = [
    mapDocsOptions(isObject(preset.docs) ? preset.docs : {}, ['docs'], siteDir, notes),
    ...docsPlugins(config).map(({ options, index }) => mapDocsOptions(options, ['plugins', index], siteDir, notes)),
  ];
  out.docs = docsInstances.length === 1 ? docsInstances[0]!.docs : docsInstances.map((instance) => instance.docs);
  // The blog: its posts are read in place (blog/, i18n/<locale>/docusaurus-plugin-content-blog); links to it are kept unless it is off.
  const dropsBlog = preset.blog === false;
  const blog = mapBlog(preset.blog, notes);
  if (blog !== undefined) out.blog = blog;
  if (isObject(preset.pages) && typeof preset.pages.path === 'string' && preset.pages.path !== 'src/pages') notes.dropped(['pages', 'path'], 'a Docusaurus site\'s pages are read from src/pages');
  const theme = isObject(preset.theme) ? preset.theme : {};
  const css = (Array.isArray(theme.customCss) ? theme.customCss : theme.customCss ? [theme.customCss] : []).map((file) => path.relative(siteDir, path.resolve(siteDir, String(file))).split(path.sep).join('/'));
  if (css.length) {
    if (docgenHas('customCss')) out.customCss = css;
    else pending.customCss = css;
    notes.mapped(['theme', 'customCss'], docgenHas('customCss') ? css.join(', ') : `${css.join(', ')}: written commented out, this docgen has no customCss yet (it comes with theming)`);
  }
  for (const field of ['sitemap', 'gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug']) {
    if (preset[field] === undefined || preset[field] === false) continue;
    notes.dropped([field], field === 'sitemap' ? 'docgen always writes sitemap.xml (its own way)' : `docgen has no "${field}": add its script to the theme`);
  }

  // themeConfig.
  const themeConfig = isObject(config.themeConfig) ? config.themeConfig : {};
  const pendingNavbar: Json = {};
  for (const [field, value] of Object.entries(themeConfig)) {
    const at = ['themeConfig', field];
    if (field === 'navbar' && isObject(value)) {
      const mapped = mapNavbar(value, notes, dropsBlog);
      out.navbar = mapped.navbar;
      if (mapped.pendingLogo) pendingNavbar.logo = mapped.pendingLogo;
    } else if (field === 'footer' && isObject(value)) out.footer = mapFooter(value, notes, dropsBlog);
    else if (field === 'image' && typeof value === 'string') {
      out.image = value;
      notes.mapped(at, 'og:image and twitter:image, with twitter:card summary_large_image');
    } else if (field === 'metadata' && Array.isArray(value)) {
      out.metadata = value;
      notes.mapped(at, `${value.length} meta tag(s)`);
    } else if (field === 'colorMode' && isObject(value)) {
      out.colorMode = Object.fromEntries(['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'].filter((k) => k in value).map((k) => [k, value[k]]));
      notes.mapped(at);
    } else if (field === 'tableOfContents' && isObject(value)) {
      out.toc = value;
      notes.differs(at, 'docgen calls it toc');
    } else if (field === 'announcementBar' && isObject(value)) {
      out.announcementBar = { id: value.id ?? 'announcement', content: value.content, dismissible: value.isCloseable !== false };
      if ('backgroundColor' in value || 'textColor' in value) notes.dropped(at, 'the bar\'s colours: set them in custom CSS');
      else notes.mapped(at);
    } else if (field === 'algolia' && isObject(value)) {
      out.search = Object.fromEntries(['appId', 'apiKey', 'indexName'].filter((k) => typeof value[k] === 'string').map((k) => [k, value[k]]));
      notes.differs(at, 'docgen searches a local index by default, and Algolia with these keys; contextualSearch and the other DocSearch options are not carried over');
    } else if (field === 'prism') notes.dropped(at, 'docgen highlights code with its own Prism themes (light and dark)');
    else if (field === 'docs' || field === 'blog' || field === 'mermaid' || field === 'zoom' || field === 'liveCodeBlock') notes.dropped(at, `docgen has no themeConfig.${field}`);
    else notes.dropped(at, `docgen has no "${field}" setting`);
  }
  if (Object.keys(pendingNavbar).length) pending.navbar = pendingNavbar;

  // markdown.
  const markdown = isObject(config.markdown) ? config.markdown : {};
  if (markdown.format === 'mdx' || markdown.format === 'md' || markdown.format === 'detect') {
    out.markdown = { format: markdown.format };
    notes.mapped(['markdown', 'format']);
  } else {
    // Docusaurus 3 reads every .md file as MDX unless told otherwise.
    out.markdown = { format: 'mdx' };
    comments.markdown = ['Docusaurus 3 reads .md files as MDX (its default markdown.format).'];
  }
  for (const field of Object.keys(markdown)) if (field !== 'format') notes.dropped(['markdown', field], `docgen has no markdown.${field}`);

  // Plugins: the docs instances are read above; docgen runs no other.
  const docsPluginIndexes = new Set(docsPlugins(config).map((p) => p.index));
  (Array.isArray(config.plugins) ? config.plugins : []).forEach((plugin: unknown, i) => {
    if (docsPluginIndexes.has(i)) return;
    const name = Array.isArray(plugin) ? plugin[0] : plugin;
    notes.dropped(['plugins', i], `docgen runs no Docusaurus plugins: "${typeof name === 'string' ? name : 'a plugin function'}" is not run`);
  });
  for (const field of Object.keys(config)) {
    if (field in DROPPED_TOP) {
      if (field === 'staticDirectories') {
        const dirs = Array.isArray(config.staticDirectories) ? config.staticDirectories.map(String) : [];
        if (dirs[0] && dirs[0] !== 'static') out.staticDir = dirs[0];
        if (dirs.length > 1) notes.dropped([field], `docgen has one static folder: ${dirs.slice(1).join(', ')} not published`);
      } else notes.dropped([field], DROPPED_TOP[field]!);
    }
  }
  return { config: out, comments, pending, docsInstances };
}
