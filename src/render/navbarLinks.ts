import { localize, type SiteConfig } from '../config/resolve.js';
import type { NavbarItem as NavbarItemConfig } from '../config/schema.js';
import type { LocaleContent } from '../content/load.js';
import { siteLink } from '../routes/siteLink.js';
import { UserError } from '../util/errors.js';
import { likelyMeant } from '../util/likelyMeant.js';
import type { NavbarHtml, NavbarLink, SidebarNode } from '../../templates/types.js';

/** The navbar items of the config that are one link (or HTML), at the top or in a menu. */
type NavbarLinkConfig = Extract<NavbarItemConfig, { type: 'link' | 'page' | 'doc' | 'html' }>;

const holdsDoc = (nodes: SidebarNode[], id: string): boolean => nodes.some((node) => (node.type === 'doc' && node.id === id) || (node.type === 'category' && (node.docId === id || holdsDoc(node.items, id))));

/**
 * A locale's navbar link of the config as the theme shows it: a URL as it is, a page of the site
 * under the locale's base (its `#fragment` kept), a doc at its address (active on its sidebar's
 * pages, labelled with its id unless given a label, as Docusaurus does: in the last version when the
 * docs have versions); a doc id the locale has
 * not is a config error.
 */
export function navbarLinkOf(config: SiteConfig, content: LocaleContent): (item: NavbarLinkConfig) => NavbarLink | NavbarHtml {
  const t = (value: Parameters<typeof localize>[0]) => localize(value, content.locale, config.i18n.defaultLocale);
  const look = (item: { className?: string; ariaLabel?: string }) => ({ ...(item.className && { className: item.className }), ...(item.ariaLabel && { ariaLabel: item.ariaLabel }) });
  return (item) => {
    switch (item.type) {
      case 'html':
        return { type: 'html', html: t(item.value), ...(item.className && { className: item.className }) };
      case 'link':
        return { type: 'link', label: item.label === undefined ? '' : t(item.label), href: item.href, external: true, ...look(item) };
      case 'page':
        return { type: 'link', label: item.label === undefined ? '' : t(item.label), ...siteLink(config, content.locale, item.to), ...look(item) };
      case 'doc': {
        // The doc in the default docs' last version (what Docusaurus links before a version is chosen), else in any.
        const lastSet = config.docSets.find((set) => set.pluginId === config.docs[0]!.id && set.isLast)?.key;
        const doc = content.docs.find((d) => d.id === item.docId && d.set === lastSet) ?? content.docs.find((d) => d.id === item.docId);
        if (!doc) {
          const meant = likelyMeant(item.docId, content.docs.map((d) => d.id));
          throw new UserError({
            message: `the navbar links to the doc "${item.docId}", which the ${content.locale} docs do not have`,
            file: config.configFile,
            hint: meant ? `did you mean "${meant}"?` : 'give the id of a doc (its path in the docs folder without .md, or its front matter id)',
          });
        }
        const sidebarId = content.sidebars.find((s) => s.set === doc.set && holdsDoc(s.items, doc.id))?.id;
        return { type: 'link', label: item.label === undefined ? doc.id : t(item.label), href: doc.route, external: false, ...(sidebarId && { sidebarId }), ...look(item) };
      }
    }
  };
}
