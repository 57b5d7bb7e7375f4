/** The search modal (DocSearch), in its own chunk: loaded on the first hover, focus or open of the search. */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, type DocSearchHit } from '@docsearch/react';
import docSearchCss from '@docsearch/css/dist/style.css?text';
import { addThemeStyle } from 'docgen/client/themeStyle.js';
import searchColors from './searchColors.css?text';
import type { SiteData } from '../../types.js';
import { format } from '../../i18n/index.js';
import { createTransformSearchClient } from './searchClient.js';
import { searchFacetFilters } from './facetFilters.js';

/**
 * DocSearch's stylesheet (its colours are the theme's: searchColors.css sets its variables on the
 * modal). Algolia's credit is hidden when the local index answers: Algolia has no part in that.
 */
function injectStyles(localIndex: boolean): void {
  addThemeStyle('docgen-search-colors', searchColors);
  if (document.getElementById('docsearch-css')) return;
  const style = document.createElement('style');
  style.id = 'docsearch-css';
  style.textContent = docSearchCss + (localIndex ? '.DocSearch-Logo{display:none}' : '');
  document.head.appendChild(style);
}

/** Highlighted text to plain text: DocSearch shows the lvl0 highlight as a group title, as text. */
function decodeEntities(html: string): string {
  const area = document.createElement('textarea');
  area.innerHTML = html;
  return area.value;
}

/** Paths relative to this host (records hold site paths), and group titles without HTML entities. */
function localItem(item: DocSearchHit): DocSearchHit {
  const url = new URL(item.url, location.href);
  const lvl0 = item._highlightResult?.hierarchy?.lvl0;
  if (!lvl0) return { ...item, url: url.pathname + url.hash };
  const highlight = { ...item._highlightResult, hierarchy: { ...item._highlightResult.hierarchy, lvl0: { ...lvl0, value: decodeEntities(lvl0.value) } } };
  return { ...item, url: url.pathname + url.hash, _highlightResult: highlight };
}

export interface SearchModalProps {
  site: SiteData;
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

type Transform = <T extends object>(client: T) => T;

export default function SearchModal({ site, onClose, navigate }: SearchModalProps) {
  const { strings, search } = site;
  const [transform, setTransform] = useState<{ run: Transform }>();
  const [failed, setFailed] = useState(false);
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
              (result) => (setFailed(false), result),
              (error: Error) => {
                if (error?.name === 'RetryError') setFailed(true);
                throw error;
              },
            ),
        } as never;
      };
      setTransform({ run });
    });
    return () => {
      live = false;
    };
  }, [search]);
  if (!transform) return null;
  return (
    <>
    {failed && <ErrorScreen site={site} />}
    <DocSearchModal
      appId={search.appId ?? 'local'}
      apiKey={search.apiKey ?? 'local'}
      indexName={search.indexName}
      searchParameters={{ facetFilters: searchFacetFilters(site) }}
      maxResultsPerGroup={search.maxResultsPerGroup}
      initialScrollY={window.scrollY}
      onClose={onClose}
      transformSearchClient={transform.run as never}
      transformItems={(items: DocSearchHit[]) => items.map(localItem)}
      hitComponent={({ hit, children }) => <a href={hit.url}>{children}</a>}
      navigator={{
        navigate: ({ itemUrl }) => navigate(itemUrl),
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      }}
      resultsFooterComponent={({ state }) => (
        <a href={`${site.searchPath}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
          {format(strings.searchSeeAll, { count: String((state.context as { nbHits?: number }).nbHits ?? '') })}
        </a>
      )}
      getMissingResultsUrl={search.missingResultsUrl ? ({ query }) => search.missingResultsUrl!.replace('{query}', encodeURIComponent(query)) : undefined}
      placeholder={strings.searchPlaceholder}
      translations={{
        searchBox: { resetButtonTitle: strings.searchReset, resetButtonAriaLabel: strings.searchReset, cancelButtonText: strings.searchCancel, cancelButtonAriaLabel: strings.searchCancel, searchInputLabel: strings.searchInputLabel },
        startScreen: {
          recentSearchesTitle: strings.searchRecent,
          noRecentSearchesText: strings.searchNoRecent,
          saveRecentSearchButtonTitle: strings.searchSaveRecent,
          removeRecentSearchButtonTitle: strings.searchRemoveRecent,
          favoriteSearchesTitle: strings.searchFavorites,
          removeFavoriteSearchButtonTitle: strings.searchRemoveFavorite,
        },
        errorScreen: { titleText: strings.searchErrorTitle, helpText: strings.searchErrorHelp },
        footer: {
          selectText: strings.searchToSelect,
          selectKeyAriaLabel: strings.searchEnterKey,
          navigateText: strings.searchToNavigate,
          navigateUpKeyAriaLabel: strings.searchArrowUp,
          navigateDownKeyAriaLabel: strings.searchArrowDown,
          closeText: strings.searchToClose,
          closeKeyAriaLabel: strings.searchEscapeKey,
          searchByText: strings.searchBy,
        },
        noResultsScreen: {
          noResultsText: strings.searchNoResults,
          suggestedQueryText: strings.searchTryInstead,
          reportMissingResultsText: strings.searchReportMissing,
          reportMissingResultsLinkText: strings.searchReportMissingLink,
        },
      }}
    />
    </>
  );
}
