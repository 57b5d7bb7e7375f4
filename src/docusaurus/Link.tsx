import type { AnchorHTMLAttributes } from 'react';
import { useSite } from './site.js';
import { withBaseUrl } from './useBaseUrl.js';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/**
 * `@docusaurus/Link`: `to` a path of the site (in the page's locale, under the base URL), which
 * docgen's router follows without a reload, or `href` anywhere; an external link opens in a new tab.
 */
export default function Link({ to, href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; autoAddBaseUrl?: boolean; isNavLink?: boolean; activeClassName?: string }) {
  const { siteConfig, localeBase } = useSite();
  const { autoAddBaseUrl: _auto, isNavLink: _nav, activeClassName: _active, ...anchor } = rest as typeof rest & Record<string, unknown>;
  const target = to ?? href ?? '';
  if (EXTERNAL.test(target) || /^(mailto|tel):/i.test(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...anchor}>
        {children}
      </a>
    );
  }
  // Docusaurus's base is the locale's own (it builds each locale as a site): so is a link's.
  const resolved = target.startsWith('/') && !target.startsWith(siteConfig.baseUrl) ? withBaseUrl(siteConfig.url, localeBase, target) : target;
  return (
    <a href={resolved} {...anchor}>
      {children}
    </a>
  );
}
