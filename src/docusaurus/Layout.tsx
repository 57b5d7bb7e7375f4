import type { ReactNode } from 'react';
import { useHead } from './head.js';
import { useSite } from './site.js';

/**
 * `@theme/Layout`: the page's title and description, and its content as the page's main part.
 * docgen's theme draws the navbar and footer around every page, React pages included.
 */
export default function Layout({ title, description, children, wrapperClassName }: { title?: string; description?: string; children?: ReactNode; wrapperClassName?: string; noFooter?: boolean }) {
  const { siteConfig } = useSite();
  useHead({ title, description }, siteConfig.title);
  return (
    <main id="main-content" tabIndex={-1} className={['react-page', wrapperClassName].filter(Boolean).join(' ')}>
      {children}
    </main>
  );
}
