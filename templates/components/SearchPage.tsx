import { useTheme } from '../context.js';

/** The search page's shell: a form that works without JavaScript, filled in by the search client. */
export function SearchPage() {
  const { site, strings } = useTheme();
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>{strings.searchPageTitle}</h1>
      <form className="search-page-form" action={site.searchPath} method="get" role="search">
        <input className="search-page-input" type="search" name="q" maxLength={64} placeholder={strings.searchPlaceholder} aria-label={strings.search} autoComplete="off" />
      </form>
      <div className="search-page-results" aria-live="polite">
        <noscript>
          <p>{strings.searchNeedsJavaScript}</p>
        </noscript>
      </div>
    </main>
  );
}
