import type { PageData } from '../../templates/types.js';
import type { BootData } from '../shared/boot.js';
import { BOOT_DATA_ID } from '../shared/boot.js';
import { canPrefetch } from './connection.js';
import { createManifest } from './manifest.js';
import { decodePath, normalizePath } from './paths.js';
import { startProgress } from './progress.js';

declare global {
  interface Window {
    /** The client router: for the search modal, the dev server's live updates and tests. */
    __docgenRouter?: Router;
  }
}

export interface RouterOptions {
  boot: BootData;
  /** Loads what a page needs besides its data (an MDX page's components) before it is shown. */
  prepare?(page: PageData): Promise<void>;
  /** Shows a page; the DOM shows it when this returns. */
  render(page: PageData): void;
  /** Called after each client navigation, once the new page is in the DOM. */
  onNavigated(page: PageData): void;
  /** A page that cannot be shown (a broken page module): the error boundary shows it. */
  onError(error: Error): void;
}

export interface Router {
  navigate(href: string, options?: { replace?: boolean }): Promise<void>;
  prefetch(href: string): void;
  /** Loads the current page's data again (new build) and shows it, keeping the scroll position. */
  refresh(): Promise<void>;
  /** Watches the links of the page: prefetches those that enter the viewport. */
  observeLinks(root: Element): void;
}

/** A page module without a default export is a broken build, not a network problem: it is shown, not retried. */
export class PageModuleError extends Error {
  override name = 'PageModuleError';
  /** The address the reader was going to: "Try again" loads it for real (the server's page needs no module). */
  href?: string;
}

async function importPage(chunk: string): Promise<PageData> {
  const mod = (await import(/* @vite-ignore */ chunk)) as { default?: PageData };
  if (!mod.default) throw new PageModuleError(`The page module ${chunk} has no default export: rebuild the site.`);
  return mod.default;
}

export function createRouter(options: RouterOptions): Router {
  let boot = options.boot;
  let manifest = createManifest(boot.manifest);
  const roots = [boot.localeBase, ...boot.otherLocaleBases];
  /** The route a URL's path is the address of (see decodePath), or would be. */
  const normalize = (pathname: string) => normalizePath(decodePath(pathname), { trailingSlash: boot.trailingSlash, roots });
  let current = normalize(location.pathname);
  let navigationId = 0;
  let historyKey = Date.now();
  const scrollPositions = new Map<number, number>();
  const prefetched = new Set<string>();

  history.scrollRestoration = 'manual';
  // A trailing index.html or .html is removed from the address.
  if (current !== decodePath(location.pathname)) history.replaceState(history.state, '', current + location.search + location.hash);
  history.replaceState({ ...history.state, docgenKey: historyKey }, '');

  /** Same origin, this locale, not a file: a page the router can show. */
  function routable(url: URL): boolean {
    if (url.origin !== location.origin) return false;
    const pathname = decodePath(url.pathname);
    if (!pathname.startsWith(boot.localeBase) && normalize(url.pathname) !== boot.localeBase) return false;
    return !boot.otherLocaleBases.some((base) => base.length > boot.localeBase.length && pathname.startsWith(base));
  }

  function scrollToHash(hash: string): boolean {
    const id = decodeURIComponent(hash.slice(1));
    const target = id && document.getElementById(id);
    if (target) target.scrollIntoView();
    return Boolean(target);
  }

  async function show(url: URL, mode: 'push' | 'replace' | 'pop', restoreScroll?: number): Promise<void> {
    const path = normalize(url.pathname);
    const id = ++navigationId;
    const done = path !== current ? startProgress() : () => {};
    try {
      const entry = await manifest.lookup(path);
      if (!entry) {
        // Not a page of this locale (a file, a 404): the browser loads it.
        location.assign(url.href);
        return;
      }
      const page = await importPage(entry[0]);
      await options.prepare?.(page);
      if (id !== navigationId) return;
      if (mode !== 'pop') {
        scrollPositions.set(historyKey, window.scrollY);
        historyKey = Date.now();
        const state = { docgenKey: historyKey };
        if (mode === 'push') history.pushState(state, '', path + url.search + url.hash);
        else history.replaceState(state, '', path + url.search + url.hash);
      }
      current = path;
      options.render(page);
      options.onNavigated(page);
      // For the site's scripts (the config's gtag counts a page view).
      window.dispatchEvent(new Event('docgen:navigated'));
      if (restoreScroll !== undefined) window.scrollTo(0, restoreScroll);
      else if (!url.hash || !scrollToHash(url.hash)) window.scrollTo(0, 0);
    } catch (error) {
      if (error instanceof PageModuleError) {
        error.href = url.href;
        throw error;
      }
      // A chunk that cannot load (new deployment, network): a full load of the target.
      location.assign(url.href);
    } finally {
      done();
    }
  }

  const router: Router = {
    async navigate(href, navOptions = {}) {
      const url = new URL(href, location.href);
      if (!routable(url)) {
        location.assign(url.href);
        return;
      }
      await show(url, navOptions.replace ? 'replace' : 'push');
    },
    prefetch(href) {
      if (!canPrefetch()) return;
      const url = new URL(href, location.href);
      if (!routable(url)) return;
      const path = normalize(url.pathname);
      if (path === current || prefetched.has(path)) return;
      prefetched.add(path);
      void manifest.lookup(path).then((entry) => {
        if (!entry) return;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = entry[0];
        document.head.appendChild(link);
      }, () => prefetched.delete(path));
    },
    async refresh() {
      const response = await fetch(location.pathname + location.search, { cache: 'no-store' });
      const html = await response.text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const data = doc.getElementById(BOOT_DATA_ID)?.textContent;
      if (!data) return location.reload();
      boot = JSON.parse(data) as BootData;
      manifest = createManifest(boot.manifest);
      prefetched.clear();
      const entry = await manifest.lookup(current);
      if (!entry) return location.reload();
      const scroll = window.scrollY;
      const page = await importPage(entry[0]);
      await options.prepare?.(page);
      options.render(page);
      window.scrollTo(0, scroll);
    },
    observeLinks(root) {
      if (!('IntersectionObserver' in window) || !canPrefetch()) return;
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          router.prefetch((entry.target as HTMLAnchorElement).href);
        }
      });
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
      idle(() => root.querySelectorAll('a[href]').forEach((a) => observer.observe(a)));
    },
  };

  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, location.href);
    if (!routable(url)) return;
    // An anchor on this page: the browser scrolls and makes the history entry (named on hashchange);
    // the scroll of the entry it leaves is kept, for Back.
    if (normalize(url.pathname) === current && url.hash) {
      scrollPositions.set(historyKey, window.scrollY);
      return;
    }
    event.preventDefault();
    router.navigate(url.href).catch(options.onError);
  });
  const intent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (anchor) router.prefetch(anchor.href);
  };
  // An entry the browser made for an anchor of the page has no key yet: it gets one, to keep its scroll.
  window.addEventListener('hashchange', () => {
    if ((history.state as { docgenKey?: number } | null)?.docgenKey !== undefined) return;
    historyKey = Date.now();
    history.replaceState({ ...history.state, docgenKey: historyKey }, '');
  });
  document.addEventListener('mouseover', intent, { passive: true });
  document.addEventListener('focusin', intent);
  window.addEventListener('popstate', (event) => {
    const key = (event.state as { docgenKey?: number } | null)?.docgenKey;
    const url = new URL(location.href);
    if (normalize(url.pathname) === current) {
      // Only the hash changed: back to the scroll the entry had when the reader left it, if known.
      if (key !== undefined && key !== historyKey) {
        scrollPositions.set(historyKey, window.scrollY);
        historyKey = key;
        const saved = scrollPositions.get(key);
        if (saved !== undefined) return window.scrollTo(0, saved);
      }
      if (url.hash) scrollToHash(url.hash);
      return;
    }
    scrollPositions.set(historyKey, window.scrollY);
    if (key !== undefined) historyKey = key;
    show(url, 'pop', key !== undefined ? scrollPositions.get(key) ?? 0 : 0).catch(options.onError);
  });
  return router;
}
