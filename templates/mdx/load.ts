/** Loads an MDX page's content in the browser: its stylesheets, the theme's components it uses, then its module. */
import type { ReactNode } from 'react';
import type { MdxModule, MdxPageData } from 'docgen/shared/mdxRuntime.js';
import { mdxContent, mdxRuntime } from './content.js';
import { loadBuiltins } from './index.js';

const runtime = mdxRuntime();

/** A stylesheet of the page's, once in the document; resolves when it applies (or failed: the page shows anyway). */
function stylesheet(href: string): Promise<void> {
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}

/**
 * The page's content element. The theme's components it uses are loaded first: the page's module
 * reads them from the runtime when it loads (see src/bundle/mdxRuntime.ts).
 */
export async function loadMdxContent(mdx: MdxPageData): Promise<ReactNode> {
  const [builtins] = await Promise.all([loadBuiltins(mdx.builtins), ...mdx.css.map(stylesheet)]);
  Object.assign(runtime.components, builtins);
  const mod = (await import(/* @vite-ignore */ mdx.chunk)) as MdxModule;
  return mdxContent(mod, runtime.components);
}
