import type { SiteConfig } from '../config/resolve.js';
import { DEFAULT_INDEX_NAME } from '../shared/search/settings.js';

/** The index name queries use: the config's `search.indexName`, else `docs`. */
export function searchIndexName(config: SiteConfig): string {
  return config.searchCredentials.indexName ?? DEFAULT_INDEX_NAME;
}
