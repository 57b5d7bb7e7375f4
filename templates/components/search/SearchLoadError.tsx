import { useEffect, useRef } from 'react';
import type { Strings } from '../../i18n/index.js';

/** The search's code could not be downloaded: a small dialog over the page with the error and "Retry", which downloads it again. */
export function SearchLoadError({ error, strings, onRetry, onClose }: { error: unknown; strings: Strings; onRetry(): void; onClose(): void }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div className="search-load-error-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="search-load-error" role="alertdialog" aria-modal="true" aria-labelledby="search-load-error-message">
        <p id="search-load-error-message">{error instanceof Error ? error.message : String(error)}</p>
        <div className="search-load-error-actions">
          <button ref={retry} type="button" className="button button--primary" onClick={onRetry}>
            {strings.retry}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {strings.searchCancel}
          </button>
        </div>
      </div>
    </div>
  );
}
