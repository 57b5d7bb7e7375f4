import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '../../context.js';
import { SearchIcon } from '../Icons.js';
import { ErrorBoundary } from '../ErrorBoundary.js';
import { SearchLoadError } from './SearchLoadError.js';

const loadModal = () => import('./SearchModal.js');

/** Typing `/` opens the search, unless the reader is typing somewhere already. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/**
 * The navbar's search: a link to the search page without JavaScript; with it, a button that opens
 * the modal (also Ctrl/Cmd+K and `/`). The modal's code loads on the first hover, focus or open.
 */
export function SearchButton() {
  const { site, strings } = useTheme();
  const [open, setOpen] = useState(false);
  // A failed download of the modal's code is tried again ("Retry"): by a new lazy component, as React keeps a lazy one's failure.
  const [attempt, setAttempt] = useState(0);
  const SearchModal = useMemo(() => lazy(loadModal), [attempt]);
  const button = useRef<HTMLAnchorElement>(null);
  // SPEC: Escape closes the panel first, a further Escape clears the query. Closed (Escape, the
  // backdrop), the modal keeps its query for the next opening; a further Escape forgets it.
  const [query, setQuery] = useState('');
  // A hit was chosen: the search is done, its query is not kept (DocSearch closes the modal after too).
  const picked = useRef(false);
  useEffect(() => {
    if (open) picked.current = false;
  }, [open]);
  const close = () => {
    setQuery(picked.current ? '' : (document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? ''));
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (open) close();
        else setOpen(true);
      } else if (event.key === '/' && !open && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      } else if (event.key === 'Escape' && open) {
        close();
      } else if (event.key === 'Escape' && query) {
        setQuery('');
      }
    };
    // Before DocSearch's own Escape, which empties the box: its query is read first.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, query]);
  const navigate = (url: string) => {
    picked.current = true;
    close();
    if (window.__docgenRouter) void window.__docgenRouter.navigate(url);
    else location.assign(url);
  };
  return (
    <>
      <a
        ref={button}
        className="search-button"
        href={site.searchPath}
        aria-keyshortcuts="Control+K"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onMouseEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <SearchIcon />
        <span className="search-button-placeholder">{strings.search}</span>
        <kbd className="search-button-keys" aria-hidden="true">{strings.searchShortcut}</kbd>
      </a>
      {/* Over the page, not in the navbar (which moves away on scroll); in a section, so that
          DocSearch's <footer> is the modal's, not a second footer of the page (contentinfo). */}
      {open &&
        createPortal(
          <section className="search-layer">
            <ErrorBoundary key={attempt} strings={strings} fallback={(error) => <SearchLoadError error={error} strings={strings} onRetry={() => setAttempt((n) => n + 1)} onClose={close} />}>
              <Suspense fallback={null}>
                <SearchModal site={site} initialQuery={query} onClose={close} navigate={navigate} />
              </Suspense>
            </ErrorBoundary>
          </section>,
          document.body,
        )}
    </>
  );
}
