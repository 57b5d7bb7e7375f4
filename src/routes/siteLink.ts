import type { SiteConfig } from '../config/resolve.js';
import { toRoute } from '../content/paths.js';
import { isExternal } from '../util/url.js';
import type { NavLink } from '../../templates/types.js';

/** A link of the config or of front matter: absolute URLs stay, `/path` is localised under baseUrl. */
export function siteLink(config: SiteConfig, locale: string, target: string): Omit<NavLink, 'label'> {
  if (isExternal(target)) return { href: target, external: true };
  return { href: toRoute(config, locale, target), external: false };
}
