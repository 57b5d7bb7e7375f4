/** The search modal (DocSearch), in its own chunk: loaded on the first hover, focus or open of the search. */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react';
import docSearchCss from '@docsearch/css/dist/style.css?text';
import { addThemeStyle } from 'docgen/client/themeStyle.js';
import searchColors from './searchColors.css?text';
import searchTargets from './searchTargets.css?text';
import type { SiteData } from '../../types.js';
import { format } from '../../i18n/index.js';
import { createTransformSearchClient } from './searchClient.js';
import { docSearchTranslations } from './docSearchTranslations.js';
import { localItems } from './searchHits.js';
import { searchFacetFilters } from './facetFilters.js';

/**
 * DocSearch's stylesheet (its colours are the theme's: searchColors.css sets its variables on the
 * modal). Algolia's credit is hidden when the local index answers: Algolia has no part in that.
 */
function injectStyles(localIndex: boolean): void {
  addThemeStyle('docgen-search-colors', searchColors);
  addThemeStyle('docgen-search-targets', searchTargets);
  if (document.getElementById('docsearch-css')) return;
  const style = document.createElement('style');
  style.id = 'docsearch-css';
  style.textContent = docSearchCss + (localIndex ? '.DocSearch-Logo{display:none}' : '');
  document.head.appendChild(style);
}

export interface SearchModalProps {
  site: SiteData;
  /** The query the modal opens with (the one it had when last closed). */
  initialQuery: string;
  onClose(): void;
  navigate(url: string): void;
}

/**
 * DocSearch sets its "error" status when every host failed, but its autocomplete engine sets
 * "idle" right after, so its error screen never stays: this one is shown in its place.
 */
function ErrorScreen({ site }: { site: SiteData }) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(document.querySelector('.DocSearch-Dropdown')), []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen docgen-search-error" role="alert">
      <p className="DocSearch-Title">{site.strings.searchErrorTitle}</p>
      <p className="DocSearch-Help">{site.strings.searchErrorHelp}</p>
    </div>,
    dropdown,
  );
}

/** Notes the hit count of each query of a search call (`{ requests }` or a list of requests) from its answer. */
function countHits(counts: Map<string, number>, input: unknown, answer: unknown): void {
  const requests = (Array.isArray(input) ? input : (input as { requests?: unknown[] })?.requests) as { query?: string }[] | undefined;
  const results = (answer as { results?: { nbHits?: number }[] })?.results;
  requests?.forEach((request, i) => {
    const nbHits = results?.[i]?.nbHits;
    if (request?.query !== undefined && nbHits !== undefined) counts.set(request.query, nbHits);
  });
}

/** An answer without hits to each request of a search call. */
function noHits(input: unknown): { results: object[] } {
  const requests = (Array.isArray(input) ? input : (input as { requests?: unknown[] })?.requests) ?? [];
  return { results: requests.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 0, query: '', params: '' })) };
}

type Transform = <T extends object>(client: T) => T;

export default function SearchModal({ site, initialQuery, onClose, navigate }: SearchModalProps) {
  const { search } = site;
  const [transform, setTransform] = useState<{ run: Transform }>();
  const [failed, setFailed] = useState(false);
  // DocSearch makes its search engine anew whenever one of its props is a new object, and the new
  // engine forgets the recent and favourite searches on screen: every prop stays the same object
  // while the modal is open, however often the page around it renders (the navbar on scroll).
  const latest = useRef({ onClose, navigate });
  useLayoutEffect(() => {
    latest.current = { onClose, navigate };
  });
  const [initialScrollY] = useState(() => window.scrollY);
  // The number of hits of each query, as its answer came: DocSearch keeps the count of the last
  // answer to arrive, which on a first search is often a shorter query's ("d" for "docker").
  const [hitCounts] = useState(() => new Map<string, number>());
  const props = useMemo(() => {
    const close = () => latest.current.onClose();
    const { missingResultsUrl } = site.search;
    return {
      searchParameters: { facetFilters: searchFacetFilters(site) },
      onClose: close,
      navigator: {
        navigate: ({ itemUrl }: { itemUrl: string }) => latest.current.navigate(itemUrl),
        navigateNewTab: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => window.open(itemUrl, '_blank', 'noopener'),
      },
      // A hit is an option of a listbox, which must hold nothing focusable (axe's nested-interactive):
      // a link without an address, opened by a click here (Enter goes through the navigator).
      hitComponent: ({ hit, children }: { hit: { url: string }; children: React.ReactNode }) => (
        <a
          data-href={hit.url}
          onClick={(event) => (event.ctrlKey || event.metaKey || event.shiftKey ? window.open(hit.url, '_blank', 'noopener') : latest.current.navigate(hit.url))}
          onAuxClick={(event) => event.button === 1 && window.open(hit.url, '_blank', 'noopener')}
        >
          {children}
        </a>
      ),
      resultsFooterComponent: ({ state }: { state: { query: string; context: unknown } }) => (
        <a href={`${site.searchPath}?q=${encodeURIComponent(state.query)}`} onClick={close}>
          {format(site.strings.searchSeeAll, { count: String(hitCounts.get(state.query) ?? (state.context as { nbHits?: number }).nbHits ?? '') })}
        </a>
      ),
      getMissingResultsUrl: missingResultsUrl ? ({ query }: { query: string }) => missingResultsUrl.replace('{query}', encodeURIComponent(query)) : undefined,
      translations: docSearchTranslations(site.strings),
    };
  }, [site, hitCounts]);
  useEffect(() => {
    injectStyles(Boolean(search.localIndex));
    let live = true;
    void createTransformSearchClient(search).then((inner) => {
      if (!live) return;
      // Every answer says whether the hosts (or the local index) could be reached.
      const run: Transform = (client) => {
        const next = inner(client) as { search(...args: unknown[]): Promise<unknown> };
        const searchOnce = next.search.bind(next);
        return {
          ...next,
          search: (...args: unknown[]) =>
            searchOnce(...args).then(
              (result) => {
                countHits(hitCounts, args[0], result);
                setFailed(false);
                return result;
              },
              (error: Error) => {
                if (error?.name !== 'RetryError') throw error;
                // Shown by ErrorScreen; answered as "no hits" so that DocSearch, which would
                // rethrow it, leaves no unhandled error in the console for each keystroke.
                setFailed(true);
                return noHits(args[0]);
              },
            ),
        } as never;
      };
      setTransform({ run });
    });
    return () => {
      live = false;
    };
  }, [search, hitCounts]);
  if (!transform) return null;
  return (
    <>
      {failed && <ErrorScreen site={site} />}
      <DocSearchModal
        appId={search.appId ?? 'local'}
        apiKey={search.apiKey ?? 'local'}
        indexName={search.indexName}
        maxResultsPerGroup={search.maxResultsPerGroup}
        initialScrollY={initialScrollY}
        transformSearchClient={transform.run as never}
        transformItems={localItems}
        placeholder={site.strings.searchPlaceholder}
        initialQuery={initialQuery}
        {...props}
      />
    </>
  );
}
