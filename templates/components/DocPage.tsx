import type { DocPageData } from '../types.js';
import { useTheme } from '../context.js';
import { Sidebar } from './Sidebar.js';
import { TocCollapsible, TocColumn } from './TableOfContents.js';
import { Link } from './Link.js';
import { UntranslatedNotice } from './UntranslatedNotice.js';
import { VersionBadge, VersionBanner } from './VersionBanner.js';
import { CopyPage } from './copyPage/CopyPage.js';

/** The page's content: its HTML, or its MDX component (in `data-page-content`, which the client hydrates from). */
export function PageContent({ html, content, lang }: { html: string; content?: React.ReactNode; lang?: string }) {
  return content === undefined ? (
    <div className="markdown" data-page-content="" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className="markdown" data-page-content="" lang={lang}>
      {content}
    </div>
  );
}

function Breadcrumbs({ doc }: { doc: DocPageData }) {
  const { site, strings } = useTheme();
  return (
    <nav className="breadcrumbs" aria-label={strings.breadcrumbs}>
      <ol>
        <li>
          <a href={site.localeBase} aria-label={strings.home} className="breadcrumbs-home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" fill="currentColor" />
            </svg>
          </a>
        </li>
        {doc.breadcrumbs.map((crumb, i) => (
          <li key={i} className={i === doc.breadcrumbs.length - 1 ? 'active' : undefined}>
            {crumb.href && i < doc.breadcrumbs.length - 1 ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Pagination({ doc }: { doc: DocPageData }) {
  const { strings } = useTheme();
  if (!doc.previous && !doc.next) return null;
  return (
    <nav className="pagination-nav" aria-label={strings.docsPagination}>
      {doc.previous ? (
        <a className="pagination-link pagination-prev" href={doc.previous.href} rel="prev">
          <span className="pagination-sublabel">{strings.previous}</span>
          <span className="pagination-label">{doc.previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {doc.next && (
        <a className="pagination-link pagination-next" href={doc.next.href} rel="next">
          <span className="pagination-sublabel">{strings.next}</span>
          <span className="pagination-label">{doc.next.label}</span>
        </a>
      )}
    </nav>
  );
}

export function DocPage({ doc, content }: { doc: DocPageData; content?: React.ReactNode }) {
  const { site, strings } = useTheme();
  const sidebar = doc.sidebarId ? site.sidebars[doc.sidebarId] : undefined;
  return (
    <div className="doc-layout">
      {sidebar && <Sidebar items={sidebar} activeId={doc.id} />}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article">
            <Breadcrumbs doc={doc} />
            {doc.version && <VersionBanner version={doc.version} />}
            {doc.untranslatedFrom && <UntranslatedNotice from={doc.untranslatedFrom} />}
            {doc.version && <VersionBadge version={doc.version} />}
            {doc.toc.length > 0 && <TocCollapsible items={doc.toc} />}
            <header className={doc.markdown ? 'doc-header-with-copy' : undefined}>
              <h1>{doc.title}</h1>
              {doc.markdown && <CopyPage key={doc.markdown} markdown={doc.markdown} />}
            </header>
            <PageContent html={doc.html} content={content} lang={doc.untranslatedFrom} />
            {doc.editUrl && (
              <footer className="doc-footer">
                <Link href={doc.editUrl} external className="edit-link">
                  {strings.editThisPage}
                </Link>
              </footer>
            )}
            <Pagination doc={doc} />
          </article>
          <TocColumn items={doc.toc} />
        </div>
      </main>
    </div>
  );
}
