/** The theme's entry for docgen's Node side: renders a page to HTML and exposes the string tables. */
import { renderToString } from 'react-dom/server';
import { App } from './App.js';
import type { PageProps } from './types.js';

export { stringsFor } from './i18n/index.js';

export function renderPage(props: PageProps): string {
  return renderToString(<App {...props} />);
}
