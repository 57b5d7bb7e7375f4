import type { SiteData } from '../../types.js';
import { activeDocsVersions } from 'docgen/client/preferences.js';

/**
 * What a search is limited to: the locale's records and, of versioned docs, the version the reader
 * is in (Docusaurus's contextual search): the other versions' docusaurus_tag is left out.
 */
export function searchFacetFilters(site: SiteData): string[] {
  const versions = activeDocsVersions(site.docsVersions, window.location.pathname);
  return [`language:${site.locale}`, ...versions.flatMap(({ pluginId, others }) => others.map((name) => `docusaurus_tag:-docs-${pluginId}-${name}`))];
}
