import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTheme } from '../../context.js';
import { SearchIcon } from '../Icons.js';
import { ErrorBoundary } from '../ErrorBoundary.js';

const loadModal = () => import('./SearchModal.js');
const SearchModal = lazy(loadModal);

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
  const button = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setOpen((was) => !was);
      } else if (event.key === '/' && !open && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      } else if (event.key === 'Escape' && open) {
        close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const navigate = (url: string) => {
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
      {open && (
        <ErrorBoundary strings={strings}>
          <Suspense fallback={null}>
            <SearchModal site={site} onClose={close} navigate={navigate} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
