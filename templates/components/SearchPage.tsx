import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTheme } from '../context.js';
import { format } from '../i18n/index.js';

const SearchResults = lazy(() => import('./search/SearchResults.js'));

const readQuery = () => new URLSearchParams(location.search).get('q') ?? '';

/**
 * The search page: a form that works without JavaScript; with it, results as you type, the query
 * in the box and in the address kept in sync (`?q=`).
 */
export function SearchPage() {
  const { site, strings } = useTheme();
  const [query, setQuery] = useState('');
  const [live, setLive] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The page is for typing a query: the box has the focus from the start (no autoFocus, which React applies only to client renders).
    input.current?.focus();
    setQuery(readQuery());
    setLive(true);
    const onPop = () => setQuery(readQuery());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // The heading and the tab's title name the query (the server's page, which has none, the search).
  const heading = query.trim() ? format(strings.searchResultsFor, { query: query.trim() }) : strings.searchPageTitle;
  useEffect(() => {
    if (live) document.title = `${heading} | ${site.title}`;
  }, [heading, live, site.title]);
  const update = (value: string) => {
    setQuery(value);
    const url = new URL(location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>{heading}</h1>
      <form className="search-page-form" action={site.searchPath} method="get" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          ref={input}
          className="search-page-input"
          type="search"
          name="q"
          maxLength={64}
          placeholder={strings.searchPlaceholder}
          aria-label={strings.search}
          autoComplete="off"
          value={query}
          onChange={(event) => update(event.target.value)}
        />
      </form>
      <div className="search-page-results" aria-live="polite">
        {live ? (
          <Suspense fallback={<p className="search-page-status">{strings.searchPageLoading}</p>}>
            <SearchResults site={site} query={query} />
          </Suspense>
        ) : (
          <noscript>
            <p>{strings.searchNeedsJavaScript}</p>
          </noscript>
        )}
      </div>
    </main>
  );
}
