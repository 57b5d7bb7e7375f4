import type { PageData } from '../../templates/types.js';

/** What every built page tells the client, inline as JSON in `#__docgen_data`. */
export interface BootData {
  /** URL of the locale's shared data module (navbar, sidebars, footer...): cached across pages. */
  siteModule: string;
  /** The page's data; its HTML content is left out (`html: ''`): it is already in the DOM. */
  page: PageData;
  /** URLs of the locale's route manifest shards, loaded only when a navigation needs them. */
  manifest: string[];
  /** `/doc/fr/`, and the other locales' prefixes: links there are left to the browser. */
  localeBase: string;
  otherLocaleBases: string[];
  trailingSlash: boolean;
  siteUrl: string;
}

export const BOOT_DATA_ID = '__docgen_data';
export const APP_ROOT_ID = '__docgen';
