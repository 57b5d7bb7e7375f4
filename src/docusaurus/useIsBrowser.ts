import { useEffect, useState } from 'react';

/** `@docusaurus/useIsBrowser`: false while the server renders and while the browser hydrates (the same markup on both), true after. */
export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
