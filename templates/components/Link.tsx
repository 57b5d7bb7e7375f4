import type { AnchorHTMLAttributes } from 'react';
import { ExternalIcon } from './Icons.js';

/** A link; external ones open in a new tab with rel="noopener noreferrer" and an icon. */
export function Link({ href, external, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; external?: boolean }) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <ExternalIcon />
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
