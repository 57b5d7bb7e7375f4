import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isWithin } from '../util/childPath.js';
import { loadEsbuild } from '../util/esbuild.js';
import { THEME_COMPONENT } from './mdxRuntime.js';
import { THEME_COMPONENTS, isThemeComponent, siteThemeFile, type ThemeComponentName } from './themeComponents.js';
import { docusaurusApiFile, docusaurusPageFile, TRANSLATIONS } from './reactPages.js';
import { resolveSiteAlias, SITE_ALIAS } from './siteAlias.js';
import type { SiteTheme } from './siteTheme.js';

/** A theme file some of whose components the site overrides: the file as the theme's modules import it. */
const OVERRIDDEN = 'docgen-theme-overridden';
/** `@theme/Footer`, `@theme-original/Footer`: one component as a module's default export. */
const ALIAS = 'docgen-theme-alias';
/** What the Docusaurus APIs read of the site in each locale (see SiteTheme). */
const SITES = 'docgen-docusaurus-sites';

/**
 * `inSite(Component)`: the site's component rendered inside its locale's site (the theme's
 * context says which), for the Docusaurus APIs it calls (`useDocusaurusContext`, `Translate`...).
 */
const DOCUSAURUS_WRAPPER = [
  `import { useTheme as useThemeOfPage } from './context.js';`,
  `import { DocusaurusPage } from ${JSON.stringify(docusaurusPageFile())};`,
  `import docusaurusSites from ${JSON.stringify(SITES)};`,
  `import { jsx as jsxOfSite } from 'react/jsx-runtime';`,
  'const inSite = (Component) => Component && function InDocusaurusSite(props) { return jsxOfSite(DocusaurusPage, { site: docusaurusSites[useThemeOfPage().site.locale], children: jsxOfSite(Component, props) }); };',
];

/** React and React DOM, which must be the theme's own (one React on the page), whoever imports them. */
const REACT = /^(react|react-dom)(\/.*)?$/;

const withoutExtension = (file: string) => file.replace(/\.(tsx?|jsx?)$/, '');

/** The names a theme file exports (its values: types are gone once compiled), as esbuild reads them. */
async function exportsOf(file: string): Promise<string[]> {
  const result = await loadEsbuild().build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', outdir: path.dirname(file), logLevel: 'silent', jsx: 'automatic' });
  return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
}

/**
 * Puts a site's own components (`src/theme/Footer.tsx`, see siteOverrides) in place of the
 * theme's, in the theme's server and browser bundles: every import of the theme file holding a
 * component gets the file's exports with the site's component in its place (its default export,
 * or its export of the same name), and the site file's other exports in place of the theme's of
 * the same names: a copy made by `docgen swizzle` replaces the whole file (the server renders
 * the navbar's inside apart, with the `NavbarContent` it exports). In the site's files,
 * `@theme/Footer` is the component in use and `@theme-original/Footer` docgen's own (Docusaurus's
 * names, as MDX pages have them: see mdxRuntime.ts); React is resolved from the theme's folder,
 * so that a site which installed its own React still renders with the theme's.
 */
export function themeOverrides(templates: string, site: SiteTheme): Plugin {
  const overrides = site.files;
  const original = (name: ThemeComponentName) => path.join(templates, THEME_COMPONENTS[name].file);
  /** Theme file (relative, without extension) -> the overridden components it holds. */
  const byFile = new Map<string, ThemeComponentName[]>();
  for (const name of Object.keys(overrides) as ThemeComponentName[]) {
    const file = withoutExtension(THEME_COMPONENTS[name].file);
    byFile.set(file, [...(byFile.get(file) ?? []), name]);
  }
  /** A file of the site's own code (its theme components and what they import), not of its packages. */
  const fromSite = (file: string) => isWithin(file, site.siteDir) && !file.split(path.sep).includes('node_modules');
  /** The module that stands for a theme file: the overridden version, or the file itself. */
  const inUse = (name: ThemeComponentName) => (overrides[name] ? `${OVERRIDDEN}:${withoutExtension(THEME_COMPONENTS[name].file)}` : original(name));

  return {
    name: 'docgen-theme-overrides',
    setup(build) {
      // An import of a theme file (relative, or `docgen/theme/...` from a swizzled copy) that holds an overridden component.
      build.onResolve({ filter: /^(\.\.?\/|docgen\/theme\/)/ }, (args) => {
        if (args.namespace !== 'file' || !args.importer) return undefined;
        const target = args.path.startsWith('docgen/theme/') ? path.join(templates, args.path.slice('docgen/theme/'.length)) : path.resolve(args.resolveDir, args.path);
        if (!isWithin(target, templates)) return undefined;
        const file = withoutExtension(path.relative(templates, target)).split(path.sep).join('/');
        return byFile.has(file) ? { path: file, namespace: OVERRIDDEN } : undefined;
      });
      build.onResolve({ filter: new RegExp(`^${OVERRIDDEN}:`) }, (args) => ({ path: args.path.slice(OVERRIDDEN.length + 1), namespace: OVERRIDDEN }));
      build.onLoad({ filter: /.*/, namespace: OVERRIDDEN }, async (args) => {
        const names = byFile.get(args.path)!;
        const from = original(names[0]!);
        const lines = [`import * as theme from ${JSON.stringify(from)};`, ...names.map((name, i) => `import * as site${i} from ${JSON.stringify(overrides[name])};`), ...DOCUSAURUS_WRAPPER];
        for (const exported of await exportsOf(from)) {
          const own = names.findIndex((name) => THEME_COMPONENTS[name].name === exported);
          // The component: the site file's default export, or its export of the theme's name, inside its locale's site; any other export: the site's, if it has it.
          const value = own >= 0 ? `inSite(site${own}.default ?? site${own}[${JSON.stringify(exported === 'default' ? names[own] : exported)}])` : [...names.map((_, i) => `site${i}[${JSON.stringify(exported)}]`), `theme[${JSON.stringify(exported)}]`].join(' ?? ');
          lines.push(exported === 'default' ? `export default ${value};` : `export const ${exported} = ${value};`);
        }
        return { contents: lines.join('\n'), loader: 'js', resolveDir: templates };
      });

      build.onResolve({ filter: new RegExp(`^${SITES}$`) }, () => ({ path: SITES, namespace: SITES }));
      build.onLoad({ filter: /.*/, namespace: SITES }, () => ({ contents: JSON.stringify(site.sites), loader: 'json' }));
      build.onResolve({ filter: new RegExp(`^${TRANSLATIONS}$`) }, () => ({ path: TRANSLATIONS, namespace: TRANSLATIONS }));
      build.onLoad({ filter: /.*/, namespace: TRANSLATIONS }, () => ({ contents: JSON.stringify(site.translations), loader: 'json' }));
      build.onResolve({ filter: SITE_ALIAS }, (args) => resolveSiteAlias(build, args, site.siteDir));
      // Docusaurus's APIs (`@docusaurus/Link`, `@theme/ThemedImage`), and the site's own theme files by their `@theme/` names (`@theme/Footer/Links`), as Docusaurus resolves them.
      build.onResolve({ filter: /^@theme\/|^@docusaurus\// }, (args) => {
        const api = docusaurusApiFile(args.path);
        if (api) return { path: api };
        if (args.path.startsWith('@docusaurus/')) return { errors: [{ text: `${args.path} is a Docusaurus API docgen does not provide` }] };
        const name = args.path.slice('@theme/'.length);
        const own = !isThemeComponent(name) ? siteThemeFile(site.siteDir, name) : undefined;
        return own ? { path: own } : undefined;
      });
      // A Docusaurus site's components are JSX in .js files (as swizzle writes them, and its webpack reads them).
      build.onLoad({ filter: /\.js$/ }, async (args) => (fromSite(args.path) ? { contents: await fs.promises.readFile(args.path, 'utf8'), loader: 'jsx' } : undefined));
      build.onResolve({ filter: THEME_COMPONENT }, (args) => {
        const name = THEME_COMPONENT.exec(args.path)![1]!;
        if (!isThemeComponent(name)) return { errors: [{ text: `${args.path}: docgen's theme has no component ${name} (it has ${Object.keys(THEME_COMPONENTS).join(', ')})` }] };
        return { path: args.path, namespace: ALIAS };
      });
      build.onLoad({ filter: /.*/, namespace: ALIAS }, (args) => {
        const name = THEME_COMPONENT.exec(args.path)![1] as ThemeComponentName;
        const from = JSON.stringify(args.path.startsWith('@theme-original/') ? original(name) : inUse(name));
        const exported = THEME_COMPONENTS[name].name;
        const contents = `export * from ${from};\n${exported === 'default' ? `export { default } from ${from};` : `export { ${exported} as default } from ${from};`}`;
        return { contents, loader: 'js', resolveDir: templates };
      });

      build.onResolve({ filter: REACT }, async (args) => {
        if (args.pluginData === REACT || !args.importer || !fromSite(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: templates, pluginData: REACT });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: resolved.sideEffects };
      });
    },
  };
}
