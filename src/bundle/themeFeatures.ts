import fs from 'node:fs';
import path from 'node:path';
import type { LocaleContent } from '../content/load.js';
import type { MdxDocs } from '../routes/mdxDoc.js';
import { readText } from '../util/readText.js';

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
const COMPONENT_NAME = new RegExp(`\\b(${Object.keys(COMPONENT_FEATURES).join('|')})\\b`, 'g');
const CODE = /\.(jsx?|tsx?|mdx?)$/;

/** The files of docgen's theme that only a feature shows (paths below the theme folder): their class names are not the site's without it (see classTokens). */
const FEATURE_SOURCES: Record<ThemeFeature, RegExp> = {
  blog: /^components\/blog\//,
  home: /^components\/HomePage\.tsx$/,
  tabs: /^mdx\/(Tabs\.tsx|tabValues\.ts|tabGroups\.ts)$/,
  details: /^mdx\/Details\.tsx$/,
  categoryCards: /^$/,
};

/** The feature a file of the theme folder belongs to, if only one feature shows it. */
export function featureOfThemeFile(templates: string, file: string): ThemeFeature | undefined {
  const below = path.relative(templates, file).split(path.sep).join('/');
  return THEME_FEATURES.find((feature) => FEATURE_SOURCES[feature].test(below));
}

/**
 * The features some page of the site shows: its blog, the built-in home (in a locale whose home
 * is not a page of the site), the MDX components its pages or the components they import use
 * (`@theme/Tabs`), the category pages docgen makes.
 */
export function siteFeatures(contents: Map<string, LocaleContent>, mdx: MdxDocs): Set<ThemeFeature> {
  const features = new Set<ThemeFeature>();
  for (const content of contents.values()) {
    if (content.blog) features.add('blog');
    if (!content.pages.some((page) => page.isHome)) features.add('home');
    if (content.sidebars.some((sidebar) => sidebar.indexes.length > 0)) features.add('categoryCards');
  }
  for (const doc of mdx.docs.values()) for (const name of doc.page.builtins) if (COMPONENT_FEATURES[name]) features.add(COMPONENT_FEATURES[name]);
  for (const file of mdx.sources.filter((source) => CODE.test(source))) {
    for (const [name] of readText(file).matchAll(COMPONENT_NAME)) features.add(COMPONENT_FEATURES[name]!);
  }
  return features;
}


/** The files of the theme's features among `features` (every one when undefined: `docgen dev`, where the next save may show any), in a fixed order. */
export function featureFiles(templates: string, features?: Set<ThemeFeature>): string[] {
  return THEME_FEATURES.filter((feature) => !features || features.has(feature))
    .map((feature) => path.join(templates, 'features', `${feature}.css`))
    .filter((file) => fs.existsSync(file));
}
