import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

/** `@docusaurus/BrowserOnly`: its children (a function) only in the browser, after hydration; the fallback before. */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : (fallback ?? null)}</>;
}
