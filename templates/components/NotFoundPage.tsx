import { useTheme } from '../context.js';

export function NotFoundPage() {
  const { site, strings } = useTheme();
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundText}</p>
      <p>{strings.notFoundHint}</p>
      <p>
        <a className="button button--primary" href={site.localeBase}>
          {strings.backToHome}
        </a>
      </p>
    </main>
  );
}
