/** An MDX page's content from its module: its component, given the theme's components and the site's. */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import type { ComponentType, ReactNode } from 'react';
import { installMdxRuntime, type MdxModule, type MdxRuntime } from 'docgen/shared/mdxRuntime.js';

/** The runtime page modules read (React, the theme's components loaded so far), installed when the theme loads. */
export function mdxRuntime(components: Record<string, ComponentType<any>> = {}): MdxRuntime {
  return installMdxRuntime({ react: React, jsxRuntime, reactDom, components });
}

/**
 * The element that renders a page: its MDX component with the theme's components and, over them,
 * the site's (`src/theme/MDXComponents`, which may also map plain elements: `a`, `img`, `h2`...).
 */
export function mdxContent(mod: MdxModule, builtins: Record<string, ComponentType<any>>): ReactNode {
  const Content = mod.default;
  return <Content components={{ ...builtins, ...mod.components }} />;
}
