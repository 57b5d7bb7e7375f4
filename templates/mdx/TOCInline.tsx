/** Docusaurus's `<TOCInline toc={toc} />`: the page's table of contents, in the page. */
import { nest, TocList } from '../components/TableOfContents.js';

/** A heading of an MDX page's `toc` export, as Docusaurus names its fields (`value`: its text). */
export interface TocInlineItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TocInlineItem[];
  /** The levels shown: from h2 to h3 unless told, as Docusaurus's default. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel).map((item) => ({ id: item.id, text: item.value, level: item.level }));
  return (
    <div className={className ? `toc-inline ${className}` : 'toc-inline'}>
      <TocList nodes={nest(items)} root />
    </div>
  );
}
