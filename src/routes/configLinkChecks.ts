import type { SiteConfig } from '../config/resolve.js';
import { localeRedirects } from './redirects.js';
import type { NavLink, SiteData } from '../../templates/types.js';
import type { LinkCheck } from './linkTargets.js';

/** A link of the config to a page of the site, to check: its route, and the anchor after `#` (`/docs/intro#install`). */
const checkOf = (href: string, file: string): LinkCheck => {
  const hash = href.indexOf('#');
  return hash < 0 ? { written: href, file, route: href } : { written: href, file, route: href.slice(0, hash), hash: href.slice(hash + 1) };
};

/** The links of a locale's navbar (its menus' too), footer and redirects to pages of the site: each is checked like a link of a page. */
export function configLinkChecks(config: SiteConfig, site: Pick<SiteData, 'locale' | 'navbar' | 'footer'>): LinkCheck[] {
  const navbarLinks = site.navbar.items.flatMap((item): NavLink[] => (item.type === 'dropdown' ? item.items : [item]).flatMap((link) => (link.type === 'link' ? [link] : [])));
  return [...navbarLinks, ...site.footer.columns.flatMap((column) => column.items), ...localeRedirects(config, site.locale)].flatMap((item) => (item.external ? [] : [checkOf(item.href, config.configFile)]));
}
