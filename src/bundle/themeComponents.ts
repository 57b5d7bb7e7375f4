import fs from 'node:fs';
import path from 'node:path';

/**
 * The theme's components a site may override from its own folder (`src/theme/Footer.tsx`, as in
 * Docusaurus), by name: the file of docgen's theme (templates/) that holds each, and the name it
 * is exported under there (`default`: the module's default export). These are the stable ones:
 * their props are listed in the README and kept across versions.
 */
export const THEME_COMPONENTS = {
  Navbar: { file: 'components/Navbar.tsx', name: 'Navbar' },
  Footer: { file: 'components/Footer.tsx', name: 'Footer' },
  AnnouncementBar: { file: 'components/AnnouncementBar.tsx', name: 'AnnouncementBar' },
  DocPage: { file: 'components/DocPage.tsx', name: 'DocPage' },
  HomePage: { file: 'components/HomePage.tsx', name: 'HomePage' },
  NotFound: { file: 'components/NotFoundPage.tsx', name: 'NotFoundPage' },
  SearchPage: { file: 'components/SearchPage.tsx', name: 'SearchPage' },
  SearchModal: { file: 'components/search/SearchModal.tsx', name: 'default' },
  Sidebar: { file: 'components/Sidebar.tsx', name: 'Sidebar' },
  TOC: { file: 'components/TableOfContents.tsx', name: 'TableOfContents' },
  Admonition: { file: 'mdx/Admonition.tsx', name: 'Admonition' },
  CodeBlock: { file: 'mdx/CodeBlock.tsx', name: 'CodeBlock' },
  Details: { file: 'mdx/Details.tsx', name: 'Details' },
  Tabs: { file: 'mdx/Tabs.tsx', name: 'Tabs' },
  TabItem: { file: 'mdx/Tabs.tsx', name: 'TabItem' },
} as const satisfies Record<string, { file: string; name: string }>;

export type ThemeComponentName = keyof typeof THEME_COMPONENTS;

export const isThemeComponent = (name: string): name is ThemeComponentName => Object.hasOwn(THEME_COMPONENTS, name);

/** Where a site keeps its theme components (Docusaurus's swizzle folder), relative to the site. */
export const SITE_THEME_DIR = path.join('src', 'theme');
const EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

/**
 * The site's own file for a theme name (`Footer`, `MDXComponents`, `Footer/Links`), if it has one:
 * `src/theme/<name>.tsx` (`.ts`, `.jsx`, `.js`), or `src/theme/<name>/index.js` (...), as
 * Docusaurus's swizzle writes it.
 */
export function siteThemeFile(siteDir: string, name: string): string | undefined {
  const base = path.join(siteDir, SITE_THEME_DIR, ...name.split('/'));
  return [...EXTENSIONS.map((ext) => `${base}.${ext}`), ...EXTENSIONS.map((ext) => path.join(base, `index.${ext}`))].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The theme components a site overrides, by name: its file for each. */
export function siteOverrides(siteDir: string): Partial<Record<ThemeComponentName, string>> {
  const found: Partial<Record<ThemeComponentName, string>> = {};
  for (const name of Object.keys(THEME_COMPONENTS) as ThemeComponentName[]) {
    const file = siteThemeFile(siteDir, name);
    if (file) found[name] = file;
  }
  return found;
}
