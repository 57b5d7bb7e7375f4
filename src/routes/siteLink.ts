import type { SiteConfig } from '../config/resolve.js';
import { toRoute } from '../content/paths.js';
import { isExternal } from '../util/url.js';
import type { NavLink } from '../../templates/types.js';

/** A link of the config or of front matter: absolute URLs stay, `/path` is localised under baseUrl (its `#fragment` kept after it). */
export function siteLink(config: SiteConfig, locale: string, target: string): Omit<NavLink, 'label'> {
  if (isExternal(target)) return { href: target, external: true };
  const hash = target.indexOf('#');
  if (hash < 0) return { href: toRoute(config, locale, target), external: false };
  return { href: toRoute(config, locale, target.slice(0, hash)) + target.slice(hash), external: false };
}
