/** The theme's browser entry: hydrates the server-rendered page and starts the client router. */
import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { fillSidebarBranches, loadSidebarBranches } from './sidebarBranches.js';
import { loadPageKind } from './pageKinds.js';
import type { PageData, SidebarNode, SiteData } from './types.js';
import { APP_ROOT_ID, BOOT_DATA_ID, type BootData } from 'docgen/shared/boot.js';
import { createRouter, type Router } from 'docgen/client/router.js';
import { updateHead } from 'docgen/client/head.js';
import { initColorMode } from 'docgen/client/colorMode.js';
import { installCopyButtons } from 'docgen/client/copyCode.js';
import { clearStaleDocsVersion } from 'docgen/client/preferences.js';
import { createNavigationAnnouncer } from 'docgen/client/announce.js';
import { installWrapButtons } from 'docgen/client/codeWrap.js';
import { installMermaid } from 'docgen/client/mermaid.js';

/** An MDX page's content, loaded (with its components) only for a page that has one. */
const loadMdx = (page: PageData) => {
  const mdx = (page.doc ?? page.standalone ?? page.blog?.post)?.mdx;
  return mdx ? import('./mdx/load.js').then((m) => m.loadMdxContent(mdx)) : undefined;
};

function ClientRoot({ site, boot, content: firstContent }: { site: SiteData; boot: BootData; content?: ReactNode }) {
  const [{ page, content }, setShown] = useState<{ page: PageData; content?: ReactNode }>({ page: boot.page, content: firstContent });
  const [error, setError] = useState<Error>();
  const router = useRef<Router>(undefined);
  useEffect(() => {
    const prepared = new WeakMap<PageData, ReactNode>();
    const branches = new WeakMap<PageData, Record<string, SidebarNode[]>>();
    const announce = createNavigationAnnouncer();
    router.current = createRouter({
      boot,
      prepare: async (next) => {
        const [content, items] = await Promise.all([loadMdx(next), loadSidebarBranches(next.sidebarBranches), loadPageKind(next.kind)]);
        if (content) prepared.set(next, content);
        if (items) branches.set(next, items);
      },
      render: (next) => {
        fillSidebarBranches(site, branches.get(next));
        // Before the page renders: a page that throws then titles the document "Page Error" (see ErrorBoundary).
        updateHead(next, site, boot.siteUrl);
        flushSync(() => {
          setError(undefined);
          setShown({ page: next, content: prepared.get(next) });
        });
      },
      onNavigated: () => announce(document.title),
      onError: (e) => setError(e),
    });
    window.__docgenRouter = router.current;
  }, [boot, site]);
  useEffect(() => {
    const root = document.getElementById(APP_ROOT_ID);
    if (root) router.current?.observeLinks(root);
  }, [page]);
  return <App site={site} page={page} error={error} content={content} />;
}

async function start(): Promise<void> {
  const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData;
  // The page's content is already in the DOM: hydrate it from there instead of downloading it again.
  const html = document.querySelector('[data-page-content]')?.innerHTML ?? '';
  for (const data of [boot.page.doc, boot.page.standalone, boot.page.blog?.post]) if (data && !data.mdx) data.html = html;
  if (boot.page.home) boot.page.home.html = html;
  // A blog list's excerpts too, in the order of its posts.
  const excerpts = document.querySelectorAll('[data-excerpt]');
  boot.page.blog?.items?.forEach((item, i) => (item.html = excerpts[i]?.innerHTML ?? ''));
  const [site, content, branches] = await Promise.all([
    import(/* @vite-ignore */ boot.siteModule).then((m: { default: SiteData }) => m.default),
    loadMdx(boot.page),
    loadSidebarBranches(boot.page.sidebarBranches),
    loadPageKind(boot.page.kind),
  ]);
  fillSidebarBranches(site, branches);
  const { strings } = site;
  initColorMode(site.colorMode);
  installCopyButtons({ copy: strings.copy, copied: strings.copied });
  installWrapButtons();
  if (site.mermaid) installMermaid(site.mermaid);
  clearStaleDocsVersion(site.docsVersions);
  hydrateRoot(
    document.getElementById(APP_ROOT_ID)!,
    <StrictMode>
      <ClientRoot site={site} boot={boot} content={content} />
    </StrictMode>,
  );
}

void start();
