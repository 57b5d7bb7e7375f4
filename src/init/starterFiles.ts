import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../config/resolve.js';
import type { DocgenDependency } from './docgenSource.js';

/** What `docgen init` makes a site of. */
export interface StarterOptions {
  /** The site's title (from its folder's name). */
  title: string;
  /** The package name in its package.json. */
  name: string;
  /** Locale codes, the default first. */
  locales: string[];
  /** docgen's package: its name, and how the site depends on it (see docgenDependency). */
  docgen: { name: string; dependency: DocgenDependency };
}

/** The starter's pages, per locale, in starter/content/ of docgen's package; a locale without its own (`de`) starts from English, to translate. */
const STARTER_CONTENT = () => path.join(packageRoot(), 'starter', 'content');
const FALLBACK_LOCALE = 'en';

/** The few config texts a reader sees, per locale the starter is written in. */
const CONFIG_TEXT: Record<string, { tagline: string; docs: string }> = {
  en: { tagline: 'Documentation written in Markdown', docs: 'Docs' },
  fr: { tagline: 'Une documentation écrite en Markdown', docs: 'Documentation' },
};

/** A locale's name in its own language, as its menu shows it: `Français`, `Deutsch`. */
function localeLabel(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** A site title from a folder's name: `my-docs` -> `My Docs`. */
export function titleOf(folderName: string): string {
  const words = folderName.split(/[-_.\s]+/).filter(Boolean);
  return words.length ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : 'My Docs';
}

/** A valid npm package name from a folder's name. */
export function packageNameOf(folderName: string): string {
  const name = folderName.toLowerCase().replace(/[^a-z0-9._~-]+/g, '-').replace(/^[._-]+|-+$/g, '');
  return name || 'my-docs';
}

/** Every file of the new site: path relative to its folder -> text. */
export function starterFiles(options: StarterOptions): Map<string, string> {
  const files = new Map<string, string>();
  files.set('package.json', `${JSON.stringify(sitePackage(options), null, 2)}\n`);
  files.set('site.config.ts', siteConfig(options));
  files.set('.gitignore', fs.readFileSync(path.join(packageRoot(), 'starter', 'gitignore'), 'utf8'));
  for (const [i, locale] of options.locales.entries()) {
    const from = path.join(STARTER_CONTENT(), fs.existsSync(path.join(STARTER_CONTENT(), locale)) ? locale : FALLBACK_LOCALE);
    const values: Record<string, string> = { locale, localeBase: i === 0 ? '' : `/${locale}` };
    for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const text = fs.readFileSync(file, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
      files.set(`content/${locale}/${path.relative(from, file).split(path.sep).join('/')}`, text);
    }
  }
  return files;
}

/**
 * npm 11's policy for docgen's dependencies' install scripts: esbuild's postinstall only checks
 * its platform binary (an optional dependency, which docgen runs as it is); denied here, npm
 * neither runs it nor asks about it on every install.
 */
const DOCGEN_INSTALL_SCRIPTS: Record<string, boolean> = { esbuild: false };

/** The site's package.json: docgen as its dependency, the three scripts, and npm's install-script policy for docgen and its dependencies. */
function sitePackage(options: StarterOptions): Record<string, unknown> {
  const { dependency } = options.docgen;
  return {
    name: options.name,
    version: '0.0.0',
    private: true,
    // `npm start` serves the site while it is written; build and serve make and preview what is published.
    scripts: { start: 'docgen dev', build: 'docgen build', serve: 'docgen serve' },
    dependencies: { [options.docgen.name]: dependency.spec },
    engines: { node: '>=20.19' },
    allowScripts: { ...DOCGEN_INSTALL_SCRIPTS, ...(dependency.allowScriptsKey ? { [dependency.allowScriptsKey]: false } : {}) },
  };
}

/** A config text: one string, or one per locale when the site has several. */
function localized(options: StarterOptions, key: 'tagline' | 'docs'): string {
  const text = (locale: string) => (CONFIG_TEXT[locale] ?? CONFIG_TEXT[FALLBACK_LOCALE]!)[key];
  if (options.locales.length === 1) return quoted(text(options.locales[0]!));
  return `{ ${options.locales.map((l) => `${objectKey(l)}: ${quoted(text(l))}`).join(', ')} }`;
}

/** A string as a single-quoted JavaScript literal, as the config is written. */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const objectKey = (key: string) => (/^[a-z_$][\w$]*$/i.test(key) ? key : quoted(key));

function siteConfig(options: StarterOptions): string {
  const { locales, title } = options;
  const several = locales.length > 1;
  return `import { defineConfig } from '${options.docgen.name}';

// The site's settings. Your editor completes the fields, and every build checks them.
// All of them are described in docgen's README, under "Configure the site".
export default defineConfig({
  title: ${quoted(title)},
  tagline: ${localized(options, 'tagline')},
  // Where the site is published: its address, and the path it lives under ('/docs/' for https://example.com/docs/).
  url: 'https://example.com',
  baseUrl: '/',
  i18n: {
    defaultLocale: ${quoted(locales[0]!)},
    // One folder per locale under content/ (content/${locales[0]}/).
    locales: { ${locales.map((l) => `${objectKey(l)}: { label: ${quoted(localeLabel(l))} }`).join(', ')} },
  },
  navbar: {
    title: ${quoted(title)},
    items: [
      { type: 'docSidebar', label: ${localized(options, 'docs')} },
      { type: 'search' },${several ? "\n      { type: 'localeDropdown' }," : ''}
    ],
  },
  footer: {
    copyright: ${quoted(`Copyright © ${new Date().getFullYear()} ${title}`)},
  },
});
`;
}
