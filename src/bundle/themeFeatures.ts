import fs from 'node:fs';
import path from 'node:path';
import type { LocaleContent } from '../content/load.js';
import type { MdxDocs } from '../routes/mdxDoc.js';

/**
 * Parts of the theme's stylesheet that only some sites show, each a file of the theme's
 * `features/` folder (`features/blog.css`...): a site's stylesheet takes, after theme.css, those
 * its pages can show, so that a site without a blog or Tabs does not make every reader download
 * their rules. A theme of the site's own (templatesDir) without these files has theme.css alone.
 */
export const THEME_FEATURES = ['blog', 'home', 'tabs', 'details', 'categoryCards'] as const;
export type ThemeFeature = (typeof THEME_FEATURES)[number];

/** The MDX components whose rules are a feature of their own: a page that names one shows it. */
const COMPONENT_FEATURES: Record<string, ThemeFeature> = { Tabs: 'tabs', TabItem: 'tabs', Details: 'details' };

/**
 * The features some page of the site shows: its blog, the built-in home (in a locale whose home
 * is not a page of the site), the MDX components its pages use, the category pages docgen makes.
 */
export function siteFeatures(contents: Map<string, LocaleContent>, mdx: MdxDocs): Set<ThemeFeature> {
  const features = new Set<ThemeFeature>();
  for (const content of contents.values()) {
    if (content.blog) features.add('blog');
    if (!content.pages.some((page) => page.isHome)) features.add('home');
    if (content.sidebars.some((sidebar) => sidebar.indexes.length > 0)) features.add('categoryCards');
  }
  for (const doc of mdx.docs.values()) for (const name of doc.page.builtins) if (COMPONENT_FEATURES[name]) features.add(COMPONENT_FEATURES[name]);
  return features;
}

/** The files of the theme's features among `features` (every one when undefined: `docgen dev`, where the next save may show any), in a fixed order. */
export function featureFiles(templates: string, features?: Set<ThemeFeature>): string[] {
  return THEME_FEATURES.filter((feature) => !features || features.has(feature))
    .map((feature) => path.join(templates, 'features', `${feature}.css`))
    .filter((file) => fs.existsSync(file));
}
