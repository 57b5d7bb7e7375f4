import { useSite } from './site.js';

/** `@docusaurus/useDocusaurusContext`: the site's config (title, tagline, url, baseUrl, customFields) and its locales. */
export default function useDocusaurusContext() {
  const { siteConfig, i18n } = useSite();
  return { siteConfig, i18n, siteMetadata: { docusaurusVersion: 'docgen' } };
}
