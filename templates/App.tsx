import type { PageProps } from './types.js';
import { ThemeProvider, useTheme } from './context.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Navbar } from './components/Navbar.js';
import { Footer } from './components/Footer.js';
import { DocPage } from './components/DocPage.js';
import { HomePage } from './components/HomePage.js';
import { NotFoundPage } from './components/NotFoundPage.js';
import { SearchPage } from './components/SearchPage.js';

function PageBody({ page }: Pick<PageProps, 'page'>) {
  switch (page.kind) {
    case 'doc':
      return <DocPage doc={page.doc!} />;
    case 'home':
      return <HomePage home={page.home!} />;
    case 'search':
      return <SearchPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

function Layout({ page }: Pick<PageProps, 'page'>) {
  const { strings } = useTheme();
  return (
    <>
      <a className="skip-to-content" href="#main-content">
        {strings.skipToContent}
      </a>
      <AnnouncementBar />
      <Navbar page={page} />
      <div className="main-wrapper">
        <PageBody page={page} />
      </div>
      <Footer />
    </>
  );
}

/** The whole visible page: the same tree on the server (renderToString) and in the browser (hydrateRoot). */
export function App({ site, page }: PageProps) {
  return (
    <ThemeProvider site={site}>
      <Layout page={page} />
    </ThemeProvider>
  );
}
