/** An algoliasearch v5 host entry. */
export interface AlgoliaHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/**
 * The algoliasearch hosts for a self-hosted, Algolia-compatible endpoint given as URLs
 * (`http://127.0.0.1:4000/doc/`: `docgen serve` answers under the site's base URL). The client
 * tries them in order, with its timeouts, and skips a host that failed for 2 minutes.
 */
export function hostsFor(endpoints: string | string[], accept: AlgoliaHost['accept'] = 'read'): AlgoliaHost[] {
  return (Array.isArray(endpoints) ? endpoints : [endpoints]).map((endpoint) => {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`a search host must be an http(s) URL: ${endpoint}`);
    return { url: `${url.host}${url.pathname.replace(/\/+$/, '')}`, protocol: url.protocol === 'http:' ? 'http' : 'https', accept };
  });
}
