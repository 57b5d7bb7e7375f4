/** Docusaurus's `<Details>` for MDX (and for `<details>` written in MDX): a native disclosure box. */
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useTheme } from '../context.js';

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLElement>, 'summary'> {
  /** The summary's text or markup, or a `<summary>` element; a `<summary>` child wins over it. */
  summary?: ReactNode;
}

/**
 * A `<summary>` as MDX hands it over: an element of type 'summary', or of the component a site
 * maps `summary` to, known by its displayName 'summary' (MDX gives no other mark, and a
 * function's own name does not survive minifying: the server and the browser would disagree).
 */
function isSummary(node: ReactNode): node is ReactElement {
  if (!isValidElement(node)) return false;
  const { type } = node;
  return typeof type === 'string' ? type === 'summary' : (type as { displayName?: string }).displayName === 'summary';
}

/**
 * The browser opens and closes it (no state here): it works before the JavaScript loads, and
 * hydration has nothing to disagree about. The summary is the `<summary>` child, else the
 * `summary` prop, else the locale's "Details".
 */
export function Details({ summary, className, children, ...details }: DetailsProps) {
  const { strings } = useTheme();
  const items = Children.toArray(children);
  const summaryChild = items.find(isSummary);
  const content = summaryChild ? items.filter((item) => item !== summaryChild) : items;
  return (
    <details {...details} className={className ? `details ${className}` : 'details'}>
      {summaryChild ?? (isSummary(summary) ? summary : <summary>{summary ?? strings.details}</summary>)}
      <div className="details-content">{content}</div>
    </details>
  );
}
