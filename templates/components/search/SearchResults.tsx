/** The search page's results, in the search UI's chunk: 20 hits a page, more on demand. */
import { useEffect, useRef, useState } from 'react';
import type { SiteData } from '../../types.js';
import { format } from '../../i18n/index.js';
import { searchFacetFilters } from './facetFilters.js';
import { createSearch, type Search, type SearchHit } from './searchClient.js';

const HITS_PER_PAGE = 20;
/** SPEC: the loading indicator shows when a query stalls. */
const STALLED_AFTER_MS = 300;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

type Status = 'idle' | 'loading' | 'stalled' | 'error';

/** Highlighted text from the engine: record text escaped, only `<mark>` added. */
const Marked = ({ html, as: Tag = 'span', className }: { html: string; as?: 'span' | 'p'; className?: string }) => <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;

const plainText = (html: string) => html.replace(/<\/?mark>/g, '');

function Hit({ hit }: { hit: SearchHit }) {
  // A page whose title is its section's (the home page: "EvalAP", under "EvalAP") names it once.
  const levels = LEVELS.map((lvl) => hit._highlightResult?.hierarchy?.[lvl]?.value ?? hit.hierarchy[lvl])
    .filter((v): v is string => Boolean(v))
    .filter((v, i, all) => i === 0 || plainText(v) !== plainText(all[i - 1]!));
  const title = levels[levels.length - 1] ?? hit.url;
  const snippet = hit._snippetResult?.content?.value;
  return (
    <article className="search-result">
      <div className="search-result-path">
        {levels.slice(0, -1).map((level, i) => (
          <Marked key={i} html={level} className="search-result-crumb" />
        ))}
      </div>
      <h2 className="search-result-title">
        <a href={hit.url}>
          <Marked html={title} />
        </a>
      </h2>
      {snippet && hit.type === 'content' && <Marked as="p" html={snippet} className="search-result-snippet" />}
    </article>
  );
}

export default function SearchResults({ site, query }: { site: SiteData; query: string }) {
  const { strings } = site;
  const [search, setSearch] = useState<Search>();
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const asked = useRef(0);

  useEffect(() => {
    // A function in state must be set through an updater, or React would call it.
    createSearch(site.search).then((found) => setSearch(() => found), () => setStatus('error'));
  }, [site.search]);

  const run = (q: string, pageNumber: number) => {
    if (!search) return;
    const id = ++asked.current;
    setStatus('loading');
    const stalled = window.setTimeout(() => id === asked.current && setStatus('stalled'), STALLED_AFTER_MS);
    const snippetWords = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
    search({
      indexName: site.search.indexName,
      query: q,
      page: pageNumber,
      hitsPerPage: HITS_PER_PAGE,
      attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
      attributesToSnippet: [`content:${snippetWords}`],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: searchFacetFilters(site),
      clickAnalytics: false,
    })
      .then((result) => {
        if (id !== asked.current) return;
        setHits((previous) => (pageNumber === 0 ? result.hits : [...previous, ...result.hits]));
        setTotal(result.nbHits);
        setPage(pageNumber);
        setPages(result.nbPages);
        setStatus('idle');
      })
      .catch(() => id === asked.current && setStatus('error'))
      .finally(() => window.clearTimeout(stalled));
  };

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      asked.current++;
      setHits([]);
      setTotal(0);
      setStatus('idle');
      return;
    }
    const timer = window.setTimeout(() => run(q, 0), 120);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, search]);

  if (status === 'error') {
    return (
      <div className="search-page-status" role="alert">
        <p className="search-page-error">{strings.searchErrorTitle}</p>
        <p>{strings.searchErrorHelp}</p>
      </div>
    );
  }
  if (!query.trim()) return <p className="search-page-status">{strings.searchPageEmpty}</p>;
  if (status === 'stalled' && !hits.length) return <p className="search-page-status search-page-loading">{strings.searchPageLoading}</p>;
  if (status === 'idle' && !hits.length) return <p className="search-page-status">{format(strings.searchPageNoResults, { query: query.trim() })}</p>;
  return (
    <div aria-busy={status !== 'idle'}>
      <p className="search-page-count">{format(strings.searchPageCount, { count: String(total), query: query.trim() })}</p>
      {hits.map((hit) => (
        <Hit key={hit.objectID} hit={hit} />
      ))}
      {page + 1 < pages && (
        <button type="button" className="search-load-more" disabled={status !== 'idle'} onClick={() => run(query.trim(), page + 1)}>
          {strings.searchLoadMore}
        </button>
      )}
    </div>
  );
}
