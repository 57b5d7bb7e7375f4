import { Children, isValidElement, type ReactNode } from 'react';
import { useHead, type CollectedHead } from './head.js';
import { useSite } from './site.js';

/** The text of an element's children (`<title>{`A ${name}`}</title>` gives several). */
const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');

/**
 * `@docusaurus/Head`: a `<title>` and a `<meta name="description">` among its children set the
 * page's (in the document docgen writes, and after a client navigation); it renders nothing in
 * place. Other head elements are not carried over.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const head: CollectedHead = {};
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) continue;
    if (child.type === 'title') head.title = textOf(child.props.children);
    if (child.type === 'meta' && child.props.name === 'description' && typeof child.props.content === 'string') head.description = child.props.content;
  }
  useHead(head, useSite().siteConfig.title);
  return null;
}
