import type { Element, Root } from 'hast';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { isListingHtml } from './listingHtml.js';

/**
 * A listing's `code` element: its highlighted lines are HTML the build wrote once and keeps in
 * its cache (see code.ts), set as the element's content rather than rebuilt as React elements.
 */
function Code({ node, ...props }: ComponentProps<'code'> & { node?: Element }) {
  const listing = node?.children[0];
  if (listing && isListingHtml(listing)) return jsx('code', { ...props, dangerouslySetInnerHTML: { __html: listing.value } });
  return jsx('code', props);
}

const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs, passNode: true, components: { code: Code } }).freeze();

/** A page's tree -> React elements (rehype-react) -> HTML (React's renderToString): the page's content as the browser gets it. */
export function markdownToHtml(tree: Root): string {
  return renderToString(toReact.stringify(tree));
}
