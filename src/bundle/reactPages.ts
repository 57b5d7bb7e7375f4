import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { localize, packageRoot, type SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';
import type { DocusaurusSite } from '../docusaurus/site.js';
import { THEME_COMPONENT } from './mdxRuntime.js';

/**
 * The Docusaurus APIs docgen provides to React pages and the components they import, each a
 * module of src/docusaurus/ bundled with the pages that import it (a page without any loads
 * none of this code). Keys are what a page imports.
 */
export const DOCUSAURUS_APIS: Record<string, string> = {
  '@theme/Layout': 'Layout.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@theme/ThemedImage': 'ThemedImage.tsx',
};

const SITE = 'docgen-docusaurus-site';
/** Every locale's code translations, for `@docusaurus/Translate` (src/docusaurus/translations.d.ts): bundled with the pages that translate, not with every page. */
export const TRANSLATIONS = 'docgen-docusaurus-translations';
const PAGE_WRAPPER = 'docgen-docusaurus-page';

const apiFile = (name: string) => path.join(packageRoot(), 'src', 'docusaurus', name);

/** The module of docgen's that an import of a Docusaurus API names (`@docusaurus/Link`), if docgen provides it. */
export const docusaurusApiFile = (name: string): string | undefined => (Object.hasOwn(DOCUSAURUS_APIS, name) ? apiFile(DOCUSAURUS_APIS[name]!) : undefined);

/** The component that renders its children inside a locale's site, for the APIs (see docusaurusPageModule). */
export const docusaurusPageFile = () => apiFile('page.tsx');

/**
 * A page's module as the bundle takes it (a React page's file, an MDX page's compiled content):
 * its component, rendered inside the context of its locale (the site's config, its locale's
 * translations), which the APIs read in the page and in every component it imports.
 */
export function docusaurusPageModule(page: string, locale: string): string {
  return [
    `import Page from ${JSON.stringify(page)};`,
    `import { DocusaurusPage } from ${JSON.stringify(PAGE_WRAPPER)};`,
    `import site from ${JSON.stringify(`${SITE}:${locale}`)};`,
    'export default function DocusaurusPageModule(props) { return <DocusaurusPage site={site}><Page {...props} /></DocusaurusPage>; }',
  ].join('\n');
}

/**
 * The translations of a locale's code strings: Docusaurus's `i18n/<locale>/code.json` (written by
 * `write-translations`), `content/<locale>/code.json` in docgen's layout (among what a build
 * watches); id -> message.
 */
function codeTranslations(config: SiteConfig, locale: string): Record<string, string> {
  const file = config.layout === 'docusaurus' ? path.join(config.siteDir, 'i18n', locale, 'code.json') : path.join(config.paths.content, locale, 'code.json');
  if (!fs.existsSync(file)) return {};
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {}; // a broken file reads as none: the pages show their default messages
  }
  const out: Record<string, string> = {};
  for (const [id, entry] of Object.entries(data && typeof data === 'object' ? data : {})) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message === 'string') out[id] = message;
  }
  return out;
}

/** What the APIs know of the site in a locale (see src/docusaurus/site.ts). */
export function docusaurusSite(config: SiteConfig, locale: string): DocusaurusSite {
  // A Docusaurus site builds each locale as a site of its own, under its own base URL.
  const baseUrl = config.layout === 'docusaurus' ? localeBase(config, locale) : config.baseUrl;
  return {
    siteConfig: { title: config.title, tagline: localize(config.tagline, locale, config.i18n.defaultLocale), url: config.url, baseUrl, customFields: config.customFields, themeConfig: { colorMode: config.colorMode } },
    i18n: { currentLocale: locale, defaultLocale: config.i18n.defaultLocale, locales: config.locales },
    localeBase: localeBase(config, locale),
  };
}

/** Each locale's code translations (see codeTranslations). */
export const docusaurusTranslations = (config: SiteConfig): Record<string, Record<string, string>> => Object.fromEntries(config.locales.map((locale) => [locale, codeTranslations(config, locale)]));

/**
 * Resolves the Docusaurus APIs to docgen's modules, and the site's data per locale. An import of
 * an API docgen does not provide fails the build, naming it (at the import, see bundleError).
 */
export function docusaurusApis(config: SiteConfig, themeComponents: string[]): Plugin {
  // The theme's MDX components (`@theme/Tabs`...) are the page's runtime's (see mdxRuntime.ts); any other `@theme/` name is no component docgen has.
  const provided = new Set([...themeComponents, 'MDXComponents']);
  return {
    name: DOCUSAURUS_PLUGIN,
    setup(build) {
      build.onResolve({ filter: /^@theme(-original)?\/|^@docusaurus\// }, (args) => {
        const file = docusaurusApiFile(args.path);
        if (file) return { path: file };
        const component = THEME_COMPONENT.exec(args.path)?.[1];
        if (component !== undefined && provided.has(component)) return undefined;
        return { errors: [{ text: `${args.path} is a Docusaurus API docgen does not provide` }] };
      });
      build.onResolve({ filter: new RegExp(`^${PAGE_WRAPPER}$`) }, () => ({ path: docusaurusPageFile() }));
      build.onResolve({ filter: new RegExp(`^${SITE}:`) }, (args) => ({ path: args.path.slice(SITE.length + 1), namespace: SITE }));
      build.onLoad({ filter: /.*/, namespace: SITE }, (args) => ({ contents: JSON.stringify(docusaurusSite(config, args.path)), loader: 'json' }));
      build.onResolve({ filter: new RegExp(`^${TRANSLATIONS}$`) }, () => ({ path: TRANSLATIONS, namespace: TRANSLATIONS }));
      build.onLoad({ filter: /.*/, namespace: TRANSLATIONS }, () => ({ contents: JSON.stringify(docusaurusTranslations(config)), loader: 'json' }));
    },
  };
}

/** The plugin's name, which marks its errors: an unknown API (see bundleError). */
export const DOCUSAURUS_PLUGIN = 'docgen-docusaurus-apis';
export const unknownApiHint = (themeComponents: string[]) =>
  `docgen provides ${[...Object.keys(DOCUSAURUS_APIS), ...themeComponents.map((name) => `@theme/${name}`)].join(', ')}; remove the import, or write that part with React (see "React pages" in docgen's README)`;
