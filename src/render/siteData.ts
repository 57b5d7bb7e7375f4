import type { SiteConfig } from '../config/resolve.js';
import { localize } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import { localeBase, staticUrl, toRoute } from '../content/paths.js';
import { siteLink } from '../routes/siteLink.js';
import { docsVersionsOf } from '../routes/docSetIndex.js';
import { firstHref } from '../content/sidebars.js';
import type { LocaleSites } from '../routes/route.js';
import { requireMdxModule, type Theme } from './theme.js';
import { reactPageHead } from './reactPageHead.js';
import { manifestFile } from '../search/output.js';
import { searchIndexName } from '../search/settings.js';
import type { Strings } from '../../templates/i18n/en.js';
import type { NavbarItem, NavbarLogo, SiteData } from '../../templates/types.js';



export function htmlLangOf(config: SiteConfig, locale: string): string {
  return config.i18n.locales[locale]?.htmlLang ?? locale;
}

/** What every page of a locale shares (navbar, footer, sidebars, settings): built once per locale. */
export function buildSiteData(config: SiteConfig, content: LocaleContent, strings: Strings): SiteData {
  const { locale } = content;
  const t = (value: Parameters<typeof localize>[0]) => localize(value, locale, config.i18n.defaultLocale);
  // A navbar item names a sidebar of a docs instance: the one of its last version (what Docusaurus shows before a version is chosen).
  const sidebarOf = (name: string | undefined, pluginId = config.docs[0]!.id) => {
    const set = config.docSets.find((s) => s.pluginId === pluginId && s.isLast)?.key;
    const own = content.sidebars.filter((s) => s.set === set);
    return (name === undefined ? own[0] : own.find((s) => s.name === name)) ?? content.sidebars.find((s) => s.id === name) ?? content.sidebars[0];
  };
  const firstDocOf = (sidebar = content.sidebars[0]) => {
    const first = sidebar && firstHref(sidebar.items);
    return first ?? toRoute(config, locale, config.docSets[0]!.routeBase);
  };
  const items: NavbarItem[] = config.navbar.items.map((item) => {
    switch (item.type) {
      case 'docSidebar': {
        const sidebar = sidebarOf(item.sidebarId, item.docsPluginId);
        return { type: 'link', position: item.position, label: t(item.label), href: firstDocOf(sidebar), external: false, sidebarId: sidebar?.id };
      }
      case 'link':
        return { type: 'link', position: item.position, label: t(item.label), href: item.href, external: true };
      case 'page':
        return { type: 'link', position: item.position, label: t(item.label), ...siteLink(config, locale, item.to) };
      case 'docsVersionDropdown':
        return { type: item.type, position: item.position, pluginId: item.docsPluginId ?? config.docs[0]!.id };
      case 'docsVersion':
        return { type: item.type, position: item.position, pluginId: item.docsPluginId ?? config.docs[0]!.id, ...(item.label !== undefined && { label: t(item.label) }) };
      default:
        return item;
    }
  });
  return {
    title: config.title,
    tagline: t(config.tagline),
    version: config.version,
    locale,
    htmlLang: htmlLangOf(config, locale),
    direction: config.i18n.locales[locale]!.direction,
    defaultLocale: config.i18n.defaultLocale,
    baseUrl: config.baseUrl,
    localeBase: localeBase(config, locale),
    locales: config.locales.map((code) => ({ code, label: config.i18n.locales[code]!.label, htmlLang: htmlLangOf(config, code) })),
    navbar: {
      title: t(config.navbar.title ?? config.title),
      logo: config.navbar.logo && navbarLogo(config, locale, config.navbar.logo),
      hideOnScroll: config.navbar.hideOnScroll,
      items,
    },
    footer: {
      style: config.footer.style,
      columns: config.footer.columns.map((column) => ({
        title: t(column.title),
        items: column.items.map((item) => ({ ...('to' in item ? siteLink(config, locale, item.to) : siteLink(config, locale, item.href)), label: t(item.label) })),
      })),
      copyright: t(config.footer.copyright).replace('{year}', String(new Date().getFullYear())),
    },
    sidebars: Object.fromEntries(content.sidebars.map((s) => [s.id, s.items])),
    docsVersions: docsVersionsOf(config, content),
    colorMode: config.colorMode,
    announcementBar: config.announcementBar && { id: config.announcementBar.id, content: t(config.announcementBar.content), dismissible: config.announcementBar.dismissible },
    searchPath: toRoute(config, locale, 'search'),
    search: searchSettings(config, locale),
    strings,
  };
}

function navbarLogo(config: SiteConfig, locale: string, logo: NonNullable<SiteConfig['navbar']['logo']>): NavbarLogo {
  const { src, srcDark, alt, href, width, height } = logo;
  const link = href ? siteLink(config, locale, href) : { href: localeBase(config, locale), external: false };
  return { src: staticUrl(config, src), srcDark: srcDark && staticUrl(config, srcDark), alt: localize(alt, locale, config.i18n.defaultLocale), ...link, width, height };
}

function searchSettings(config: SiteConfig, locale: string): SiteData['search'] {
  const { appId, apiKey } = config.searchCredentials;
  const common = { indexName: searchIndexName(config), maxResultsPerGroup: config.search.maxResultsPerGroup, missingResultsUrl: config.search.missingResultsUrl };
  if (appId && apiKey) return { ...common, appId, apiKey, host: config.search.host };
  return { ...common, localIndex: `${config.baseUrl}${manifestFile(locale)}` };
}

/** Each locale's strings and site data, made once and handed to the route planner (see LocaleSites). */
export function localeSites(config: SiteConfig, contents: Map<string, LocaleContent>, theme: Pick<Theme, 'stringsFor' | 'renderContent'>): LocaleSites {
  return new Map(
    [...contents.values()].map((content) => {
      const strings = theme.stringsFor(content.locale);
      const site = buildSiteData(config, content, strings);
      const { renderContent } = theme;
      const mdxHtml = renderContent && ((module: string) => renderContent(site, requireMdxModule(module)));
      return [content.locale, { strings, site, render: { mdxHtml, reactHead: reactPageHead } }];
    }),
  );
}
