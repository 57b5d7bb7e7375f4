import { useEffect } from 'react';

/**
 * What a React page says of its head (`<Layout title>`, `<Head><title>`): the server collects it
 * while it renders the page once to plan it (see routes/reactPageHead.ts), and the document's
 * `<title>` and description are made from it; in the browser, a page shown by a client navigation
 * sets them itself.
 */
export const HEAD_COLLECTOR = 'docgen.docusaurus.head';

export interface CollectedHead {
  title?: string;
  description?: string;
}

const collector = () => (globalThis as unknown as Record<symbol, CollectedHead | undefined>)[Symbol.for(HEAD_COLLECTOR)];

/** Records the page's head on the server (while a collector is set), and applies it in the browser. */
export function useHead(head: CollectedHead, siteTitle: string): void {
  const into = typeof document === 'undefined' ? collector() : undefined;
  if (into) {
    if (head.title !== undefined) into.title = head.title;
    if (head.description !== undefined) into.description = head.description;
  }
  useEffect(() => {
    if (head.title !== undefined) document.title = head.title && head.title !== siteTitle ? `${head.title} | ${siteTitle}` : siteTitle;
    if (head.description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description, siteTitle]);
}
