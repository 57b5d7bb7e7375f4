import type { StandalonePageData } from '../types.js';
import { CopyPage } from './copyPage/CopyPage.js';
import { PageContent } from './DocPage.js';
import { TocColumn } from './TableOfContents.js';
import { UntranslatedNotice } from './UntranslatedNotice.js';
import { UnlistedNotice } from './UnlistedNotice.js';

/**
 * A page of the pages folder: its content at the width of the docs' article, with its table of
 * contents beside it; no sidebar. Its leading `# heading` is its title, as in a doc, with the Copy
 * page button beside it; a page without one (a landing page of components) has no place for the
 * button, its Markdown version is still linked from its head and listed in llms.txt.
 */
export function StandalonePage({ page, content }: { page: StandalonePageData; content?: React.ReactNode }) {
  if (page.react) return <div className="react-page-content">{content}</div>;
  return (
    <main id="main-content" className="standalone-main" tabIndex={-1}>
      <div className={page.toc.length > 0 ? 'standalone-container with-toc' : 'standalone-container'}>
        <article className="standalone-article">
          {page.unlisted && <UnlistedNotice className="page-unlisted" />}
          {page.untranslatedFrom && <UntranslatedNotice from={page.untranslatedFrom} />}
          {page.heading !== undefined && (
            <header className={page.markdown ? 'doc-header-with-copy' : undefined}>
              <h1>{page.heading}</h1>
              {page.markdown && <CopyPage key={page.markdown} markdown={page.markdown} />}
            </header>
          )}
          <PageContent html={page.html} content={content} lang={page.untranslatedFrom} />
        </article>
        <TocColumn items={page.toc} />
      </div>
    </main>
  );
}
