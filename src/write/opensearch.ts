import type { SiteConfig } from '../config/resolve.js';
import { staticUrl, toRoute } from '../content/paths.js';
import { escapeMarkup } from '../util/escapeMarkup.js';
import { OPENSEARCH_FILE } from '../routes/headLinks.js';


/**
 * One OpenSearch description per locale (opensearch.xml at the locale's root), so that a browser
 * offers the site's search from its address bar: the locale's search page with `?q=`.
 */
export function opensearchFiles(config: SiteConfig): { path: string; contents: string }[] {
  return Object.entries(config.i18n.locales).map(([locale, { label }]) => {
    const absolute = (p: string) => new URL(p, config.url).href;
    const search = absolute(toRoute(config, locale, 'search'));
    const several = Object.keys(config.i18n.locales).length > 1;
    // ShortName: at most 16 characters, by the specification.
    const shortName = config.title.slice(0, 16);
    const icon = config.favicon ? `\n  <Image width="16" height="16">${escapeMarkup(absolute(staticUrl(config, config.favicon)))}</Image>` : '';
    const dir = locale === config.i18n.defaultLocale ? '' : `${locale}/`;
    return {
      path: `${dir}${OPENSEARCH_FILE}`,
      contents: `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeMarkup(shortName)}</ShortName>
  <Description>${escapeMarkup(several ? `${config.title} (${label})` : config.title)}</Description>
  <InputEncoding>UTF-8</InputEncoding>${icon}
  <Url type="text/html" method="get" template="${escapeMarkup(search)}?q={searchTerms}"/>
  <moz:SearchForm>${escapeMarkup(search)}</moz:SearchForm>
</OpenSearchDescription>
`,
    };
  });
}
