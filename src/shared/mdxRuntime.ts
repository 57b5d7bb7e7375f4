import type { ComponentType } from 'react';

/**
 * What an MDX page's module takes from the page it runs in (see src/bundle/mdxRuntime.ts): one
 * React, and the theme's MDX components, which share the theme's context. The theme installs it
 * (server.tsx when it loads, client.tsx in the browser) before any page module is loaded.
 */
export const MDX_RUNTIME = 'docgen.mdx';

export interface MdxRuntime {
  react: unknown;
  jsxRuntime: unknown;
  reactDom: unknown;
  /** The theme's components loaded so far (all of them on the server), by name. */
  components: Record<string, ComponentType<any>>;
}

/** Installs the runtime (once: later calls get the first one). */
export function installMdxRuntime(runtime: MdxRuntime): MdxRuntime {
  const key = Symbol.for(MDX_RUNTIME);
  const global = globalThis as unknown as Record<symbol, MdxRuntime | undefined>;
  return (global[key] ??= runtime);
}

/** What the browser loads for an MDX page (page data: see templates/types.ts). */
export interface MdxPageData {
  /** The page's module: its content component and the site's components it imports. */
  chunk: string;
  css: string[];
  /** The theme's components it uses (`Tabs`...): loaded before the page's module. */
  builtins: string[];
}

/** A loaded MDX page module: its content, and the site's components for every page (`src/theme/MDXComponents`). */
export interface MdxModule {
  default: ComponentType<{ components?: Record<string, ComponentType<any>> }>;
  components?: Record<string, ComponentType<any>>;
}
