/**
 * The components of the pages that are not docs (the home, a standalone page, the blog, search,
 * 404): each a chunk of its own in the browser, so that a doc page, most readers' first visit,
 * does not download them. The browser loads a page's component before it hydrates or shows the
 * page (loadPageKind, see client.tsx); the server, which renders every kind, is given them all
 * (providePageKinds, see server.tsx).
 */
import type { PageData } from './types.js';

interface PageKinds {
  home: typeof import('./components/HomePage.js').HomePage;
  page: typeof import('./components/StandalonePage.js').StandalonePage;
  blog: typeof import('./components/blog/BlogPage.js').BlogPage;
  search: typeof import('./components/SearchPage.js').SearchPage;
  notFound: typeof import('./components/NotFoundPage.js').NotFoundPage;
}
type Kind = keyof PageKinds;

type Module = typeof import('./otherPages.js');
const fromModule = (m: Module): PageKinds => ({ home: m.HomePage, page: m.StandalonePage, blog: m.BlogPage, search: m.SearchPage, notFound: m.NotFoundPage });

let loaded: PageKinds | undefined;
let loading: Promise<void> | undefined;

/** Loads the components of the pages that are not docs, once (a doc's is in the entry chunk: nothing to load). */
export function loadPageKind(kind: PageData['kind']): Promise<void> {
  if (kind === 'doc' || loaded) return Promise.resolve();
  return (loading ??= import('./otherPages.js').then((m) => void (loaded = fromModule(m))));
}

/** The server's components of every kind, imported statically: it renders any page at once. */
export function providePageKinds(all: Module): void {
  loaded = fromModule(all);
}

/** The component of a kind, loaded before (see loadPageKind). */
export function pageKind<K extends Kind>(kind: K): PageKinds[K] {
  const component = loaded?.[kind];
  if (!component) throw new Error(`the ${kind} page's component was not loaded before the page was shown`);
  return component;
}
