import { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import { HEAD_COLLECTOR, type CollectedHead } from '../docusaurus/head.js';
import { requireMdxModule } from './theme.js';

const docgenRequire = createRequire(import.meta.url);

/**
 * What a React page says of its head (`<Layout title description>`, `<Head>`), and its content's
 * HTML: its component is rendered once, alone, while the APIs record its head (see
 * src/docusaurus/head.ts). The page's title must be known before it is rendered in the theme (its
 * data module and the route manifest hold it); its HTML is the text search finds it by. A page
 * that fails to render says nothing here: the render that makes it reports the error.
 */
export function reactPageHead(module: string): CollectedHead & { html?: string } {
  const { renderToString } = docgenRequire('react-dom/server') as typeof import('react-dom/server');
  const { createElement } = docgenRequire('react') as typeof import('react');
  const global = globalThis as unknown as Record<symbol, CollectedHead | undefined>;
  const head: CollectedHead = {};
  global[Symbol.for(HEAD_COLLECTOR)] = head;
  let html: string;
  try {
    html = renderToString(createElement(requireMdxModule(module).default as ComponentType));
  } catch {
    return {};
  } finally {
    delete global[Symbol.for(HEAD_COLLECTOR)];
  }
  return { ...head, html };
}
