import { hasProtocol } from './isInternalUrl.js';
import { useSite } from './site.js';

interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

/** Docusaurus's rule: a path of the site gets the base URL in front, once; a URL, an anchor stay. */
export function withBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const based = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + based : based;
}

export function useBaseUrlUtils() {
  const { siteConfig } = useSite();
  return { withBaseUrl: (url: string, options?: BaseUrlOptions) => withBaseUrl(siteConfig.url, siteConfig.baseUrl, url, options) };
}

/** `@docusaurus/useBaseUrl`: `useBaseUrl('/img/logo.svg')` is `/base/img/logo.svg`. */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
