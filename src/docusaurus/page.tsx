import type { ReactNode } from 'react';
import { setCurrentSite, SiteContext, type DocusaurusSite } from './site.js';

/** Around a React page (see reactPageModule): its locale's site, for the APIs its components call. */
export function DocusaurusPage({ site, children }: { site: DocusaurusSite; children: ReactNode }) {
  setCurrentSite(site);
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
