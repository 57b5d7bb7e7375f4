import fs from 'node:fs';
import path from 'node:path';
import { SITE_THEME_DIR, THEME_COMPONENTS, isThemeComponent, siteOverrides } from './themeComponents.js';

/** What docgen shows in place of a Docusaurus theme component it has no part for, by the component's first name. */
const INSTEAD: Record<string, string> = {
  DocItem: "docgen's doc page is shown instead (breadcrumbs, article, pagination, TOC): override DocPage to change it",
  DocSidebar: "docgen's sidebar is shown instead: override Sidebar to change it",
  DocRoot: "docgen's doc page is shown instead: override DocPage to change it",
  Navbar: "docgen's navbar, made from the config's navbar items, is shown instead: override Navbar (props: page) to change it",
  NavbarItem: "docgen's navbar items, made from the config, are shown instead: override Navbar to change them",
  Footer: "docgen's footer, made from the config's footer, is shown instead: override Footer to change it",
  NotFound: "docgen's 404 page is shown instead: override NotFound (src/theme/NotFound.js) to change it",
  SearchBar: "docgen's search (its DocSearch modal on the site's own index) is shown instead",
  Root: "docgen renders its own root; a provider the site wraps its pages in is not there",
  Layout: "docgen's layout (navbar, page, footer) is shown instead: override Navbar or Footer to change them",
};

/** The component name a file of the site's theme folder stands for: `Footer/Links/index.js` is `Footer/Links`. */
const componentName = (rel: string) => rel.replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '');

/** The site's theme folder's script files (no tests, no `_` files), relative, with `/`. */
function themeFiles(dir: string, rel = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : themeFiles(dir, child);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.(test|spec)\.|^_|\.d\.ts$/.test(entry.name) ? [child] : [];
  });
}

/** The script files of the site's theme folder (`src/theme/`), absolute. */
export const siteThemeScripts = (siteDir: string) => themeFiles(path.join(siteDir, SITE_THEME_DIR)).map((rel) => path.join(siteDir, SITE_THEME_DIR, ...rel.split('/')));

/**
 * The files of the site's `src/theme/` (Docusaurus's swizzled components) that docgen does not
 * put anywhere, each named in a warning with what docgen shows instead. A component of docgen's
 * theme (see THEME_COMPONENTS) takes the site's file in its place; `MDXComponents` adds MDX
 * components; the parts of a replaced component (`Footer/Links` beside `Footer`) are its own imports.
 */
export function siteThemeWarnings(siteDir: string): string[] {
  const dir = path.join(siteDir, SITE_THEME_DIR);
  const replaced = Object.keys(siteOverrides(siteDir));
  const warnings: string[] = [];
  for (const rel of themeFiles(dir)) {
    const name = componentName(rel);
    if (isThemeComponent(name) || name === 'MDXComponents' || replaced.some((own) => name.startsWith(`${own}/`))) continue;
    const first = name.split('/')[0]!;
    const instead = INSTEAD[first] ?? `docgen's theme renders its own in its place (the components a site can replace: ${Object.keys(THEME_COMPONENTS).join(', ')})`;
    warnings.push(`${path.relative(process.cwd(), path.join(dir, rel))}: docgen's theme has no component ${name} to replace with this file: ${instead}`);
  }
  return warnings;
}
