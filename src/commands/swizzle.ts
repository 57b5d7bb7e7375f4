import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { packageRoot } from '../config/resolve.js';
import { THEME_COMPONENTS, SITE_THEME_DIR, isThemeComponent, siteThemeFile } from '../bundle/themeComponents.js';
import { UserError } from '../util/errors.js';
import { createLogger } from '../util/log.js';
import { runCommand } from './run.js';

/** A relative import of a theme file (`from '../context.js'`, `import('./x.js')`). */
const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]+)\2/g;

/**
 * Copies the source of one of docgen's theme components into the site's `src/theme/<Name>.tsx`,
 * where it replaces the theme's (see themeOverrides). Its imports of the theme's other files,
 * relative in docgen's folder, become `docgen/theme/...`, which resolve to docgen's own wherever
 * it is installed. Returns the file written.
 */
export function swizzleComponent(siteDir: string, name: keyof typeof THEME_COMPONENTS): string {
  const existing = siteThemeFile(siteDir, name);
  if (existing) {
    throw new UserError({ message: `the site overrides ${name} already: ${path.relative(process.cwd(), existing)}`, file: existing, hint: 'edit that file, or delete it to copy the theme\'s again' });
  }
  const templates = path.join(packageRoot(), 'templates');
  const source = path.join(templates, THEME_COMPONENTS[name].file);
  const text = fs.readFileSync(source, 'utf8').replace(RELATIVE_IMPORT, (_, keyword: string, quote: string, specifier: string) => {
    const target = path.relative(templates, path.resolve(path.dirname(source), specifier)).split(path.sep).join('/');
    return `${keyword}${quote}docgen/theme/${target}${quote}`;
  });
  const file = path.join(siteDir, SITE_THEME_DIR, `${name}${path.extname(source)}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

export function registerSwizzle(program: Command): void {
  program
    .command('swizzle')
    .description("copy one of the theme's components into the site (src/theme/), to edit it there")
    .argument('[component]', `one of: ${Object.keys(THEME_COMPONENTS).join(', ')}`)
    .option('-c, --config <file>', 'the site config (the site is its folder)')
    .option('--debug', 'print stack traces of errors')
    .action((component: string | undefined, opts: { config?: string; debug?: boolean }) =>
      runCommand(opts, async () => {
        const logger = createLogger();
        if (!component || !isThemeComponent(component)) {
          logger.error(`${component ? `docgen's theme has no component "${component}"` : 'name the component to copy'}; the components a site can override: ${Object.keys(THEME_COMPONENTS).join(', ')}`);
          process.exitCode = 2;
          return;
        }
        const { findConfigFile } = await import('../config/load.js');
        const siteDir = path.dirname(findConfigFile({ configFile: opts.config }));
        const file = swizzleComponent(siteDir, component);
        logger.info(`copied ${component} to ${path.relative(process.cwd(), file) || file}: the site now renders this copy. Edit it, or wrap docgen's own instead: import ${component} from '@theme-original/${component}'`);
      }),
    );
}
