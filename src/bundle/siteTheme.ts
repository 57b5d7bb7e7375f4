import type { SiteConfig } from '../config/resolve.js';
import type { DocusaurusSite } from '../docusaurus/site.js';
import { docusaurusSite, docusaurusTranslations } from './reactPages.js';
import { siteOverrides, type ThemeComponentName } from './themeComponents.js';

/**
 * A site's own theme components (its `src/theme/`, see siteOverrides) as the theme's bundles take
 * them: the files, the site's folder they are in (their imports, `@theme/...` among them, are
 * the site's), and what the Docusaurus APIs they call read of the site in each locale.
 */
export interface SiteTheme {
  siteDir: string;
  files: Partial<Record<ThemeComponentName, string>>;
  sites: Record<string, DocusaurusSite>;
  /** Each locale's code translations (see docusaurusTranslations). */
  translations: Record<string, Record<string, string>>;
}

/** The site's own theme components, if it has any. */
export function siteTheme(config: SiteConfig): SiteTheme | undefined {
  const files = siteOverrides(config.siteDir);
  if (!Object.keys(files).length) return undefined;
  return { siteDir: config.siteDir, files, sites: Object.fromEntries(config.locales.map((locale) => [locale, docusaurusSite(config, locale)])), translations: docusaurusTranslations(config) };
}
