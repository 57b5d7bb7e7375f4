import type { HTMLAttributes } from 'react';

/** `@theme/Heading`: a heading of the level `as` says; one with an id gets the anchor link docgen's headings have. */
export default function Heading({ as: Tag, id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  if (Tag === 'h1' || !id) return <Tag id={id} {...rest}>{children}</Tag>;
  return (
    <Tag id={id} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${id}`} />
    </Tag>
  );
}
