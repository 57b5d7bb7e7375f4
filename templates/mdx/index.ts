/**
 * The theme's components that MDX pages use without importing them (Docusaurus's names), and
 * their loader for the browser: a page's chunk loads the modules of the components it uses, each
 * its own esbuild chunk, and a page without any loads none.
 */
import type { ComponentType } from 'react';

export const builtinNames = ['Tabs', 'TabItem', 'Details', 'Admonition', 'CodeBlock', 'TOCInline'] as const;
export type BuiltinName = (typeof builtinNames)[number];

/** Each name's module: one import() each, written out so that esbuild splits them. */
const MODULES: Record<BuiltinName, () => Promise<Record<string, unknown>>> = {
  Tabs: () => import('./Tabs.js'),
  TabItem: () => import('./Tabs.js'),
  Details: () => import('./Details.js'),
  Admonition: () => import('./Admonition.js'),
  CodeBlock: () => import('./CodeBlock.js'),
  TOCInline: () => import('./TOCInline.js'),
};

export const isBuiltinName = (name: string): name is BuiltinName => Object.hasOwn(MODULES, name);

/**
 * The built-in components among `names` (other names, a site's own components, are ignored),
 * by name. Their modules load in parallel, each once (Tabs and TabItem share theirs).
 */
export async function loadBuiltins(names: string[]): Promise<Record<string, ComponentType<any>>> {
  const wanted = [...new Set(names.filter(isBuiltinName))];
  const modules = await Promise.all(wanted.map((name) => MODULES[name]()));
  return Object.fromEntries(wanted.map((name, i) => [name, modules[i]![name] as ComponentType<any>]));
}
