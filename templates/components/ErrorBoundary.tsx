import { Component, type ReactNode } from 'react';
import type { Strings } from '../i18n/en.js';
import { PageModuleError } from 'docgen/client/router.js';

interface Props {
  strings: Strings;
  children: ReactNode;
  /** What shows in place of a part that is not the page (the search): the page and its title stay. */
  fallback?: (error: unknown) => ReactNode;
}

/** The messages of an error and of each error in its `cause` chain. */
function causeChain(error: unknown): string[] {
  const out: string[] = [];
  for (let e = error, depth = 0; e && depth < 10; e = (e as { cause?: unknown }).cause, depth++) out.push(e instanceof Error ? e.message : String(e));
  return out;
}

/** A lazily loaded part that failed to download: "Retry" reloads, instead of a crash report. */
export function isLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed/i.test(error.message));
}

/**
 * A page that throws shows "This page crashed." with the error and its causes, and "Try again",
 * which renders the page again; the document title becomes "Page Error".
 */
export class ErrorBoundary extends Component<Props, { error: unknown; title?: string }> {
  override state: { error: unknown; title?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(): void {
    if (this.props.fallback) return;
    this.setState({ title: document.title });
    document.title = this.props.strings.pageErrorTitle;
  }

  private reset = () => {
    const { error } = this.state;
    // A page whose module could not be used on the way to it (the address still shows the page before): loaded for real.
    if (error instanceof PageModuleError && error.href) return location.assign(error.href);
    if (this.state.title) document.title = this.state.title;
    this.setState({ error: null, title: undefined });
  };

  override render() {
    const { error } = this.state;
    const { strings } = this.props;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error);
    if (isLoadError(error)) {
      return (
        <main id="main-content" className="error-page" role="alert">
          <p>{(error as Error).message}</p>
          <button type="button" className="button button--primary" onClick={() => location.reload()}>
            {strings.retry}
          </button>
        </main>
      );
    }
    const [message, ...causes] = causeChain(error);
    return (
      <main id="main-content" className="error-page" role="alert">
        <h1>{strings.pageCrashed}</h1>
        <p className="error-message">{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className="error-cause">
            Cause: {cause}
          </p>
        ))}
        <button type="button" className="button button--primary" onClick={this.reset}>
          {strings.tryAgain}
        </button>
      </main>
    );
  }
}
