import type { PageProps } from './types.js';
import { ThemeProvider, useTheme, type ServerHelpers } from './context.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Navbar } from './components/Navbar.js';
import { Footer } from './components/Footer.js';
import { DocPage } from './components/DocPage.js';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { pageKind } from './pageKinds.js';

/** The page's own part. A doc's component is here; the other kinds' are loaded before their page shows (see pageKinds). */
function PageBody({ page, content }: Pick<PageProps, 'page' | 'content'>) {
  switch (page.kind) {
    case 'doc':
      return <DocPage doc={page.doc!} content={content} />;
    case 'home': {
      const HomePage = pageKind('home');
      return <HomePage home={page.home!} />;
    }
    case 'page': {
      const StandalonePage = pageKind('page');
      return <StandalonePage page={page.standalone!} content={content} />;
    }
    case 'blog': {
      const BlogPage = pageKind('blog');
      return <BlogPage blog={page.blog!} content={content} />;
    }
    case 'search': {
      const SearchPage = pageKind('search');
      return <SearchPage />;
    }
    case 'notFound': {
      const NotFoundPage = pageKind('notFound');
      return <NotFoundPage />;
    }
  }
}

/** Rethrows an error raised outside React (a navigation that failed), so the boundary shows it. */
function Rethrow({ error }: { error: Error }): never {
  throw error;
}

function Layout({ page, error, content }: Pick<AppProps, 'page' | 'error' | 'content'>) {
  const { strings } = useTheme();
  return (
    <>
      {/* Focused after a client navigation (src/client/announce.ts): the next Tab reaches the skip link. */}
      <div className="skip-to-content-region" tabIndex={-1}>
        <a className="skip-to-content" href="#main-content">
          {strings.skipToContent}
        </a>
      </div>
      <AnnouncementBar />
      <Navbar page={page} />
      <div className="main-wrapper">
        <ErrorBoundary key={page.route} strings={strings}>
          {error ? <Rethrow error={error} /> : <PageBody page={page} content={content} />}
        </ErrorBoundary>
      </div>
      <Footer />
    </>
  );
}

export interface AppProps extends PageProps {
  error?: Error;
  /** Given by the server only (see server.tsx). */
  server?: ServerHelpers;
}

/** The whole visible page: the same tree on the server (renderToString) and in the browser (hydrateRoot). */
export function App({ site, page, error, server, content }: AppProps) {
  return (
    <ThemeProvider site={site} server={server}>
      <Layout page={page} error={error} content={content} />
    </ThemeProvider>
  );
}
