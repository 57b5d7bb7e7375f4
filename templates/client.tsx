/** The theme's browser entry: hydrates the server-rendered page and starts the client router. */
import './theme.css';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import { fillSidebarBranches } from './sidebarBranches.js';
import type { PageData, SiteData } from './types.js';
import { APP_ROOT_ID, BOOT_DATA_ID, type BootData } from 'docgen/shared/boot.js';
import { createRouter, type Router } from 'docgen/client/router.js';
import { updateHead } from 'docgen/client/head.js';
import { initColorMode } from 'docgen/client/colorMode.js';
import { installCopyButtons } from 'docgen/client/copyCode.js';
import { clearStaleDocsVersion } from 'docgen/client/preferences.js';

function ClientRoot({ site, boot }: { site: SiteData; boot: BootData }) {
  const [page, setPage] = useState<PageData>(boot.page);
  const [error, setError] = useState<Error>();
  const router = useRef<Router>(undefined);
  useEffect(() => {
    router.current = createRouter({
      boot,
      render: (next) => {
        fillSidebarBranches(site, next.sidebarBranches);
        flushSync(() => {
          setError(undefined);
          setPage(next);
        });
      },
      onNavigated: (next) => updateHead(next, site, boot.siteUrl),
      onError: (e) => setError(e),
    });
    window.__docgenRouter = router.current;
  }, [boot, site]);
  useEffect(() => {
    const root = document.getElementById(APP_ROOT_ID);
    if (root) router.current?.observeLinks(root);
  }, [page]);
  return <App site={site} page={page} error={error} />;
}

async function start(): Promise<void> {
  const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData;
  // The page's content is already in the DOM: hydrate it from there instead of downloading it again.
  const content = document.querySelector('[data-page-content]')?.innerHTML ?? '';
  if (boot.page.doc) boot.page.doc.html = content;
  if (boot.page.home) boot.page.home.html = content;
  const site = ((await import(/* @vite-ignore */ boot.siteModule)) as { default: SiteData }).default;
  fillSidebarBranches(site, boot.page.sidebarBranches);
  const { strings } = site;
  initColorMode(site.colorMode);
  installCopyButtons({ copy: strings.copy, copied: strings.copied });
  clearStaleDocsVersion();
  hydrateRoot(
    document.getElementById(APP_ROOT_ID)!,
    <StrictMode>
      <ClientRoot site={site} boot={boot} />
    </StrictMode>,
  );
}

void start();
