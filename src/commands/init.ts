import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { LOCALE_CODE } from '../config/localeCode.js';
import { colors, createLogger } from '../util/log.js';
import { runCommand } from './run.js';

interface InitOptions {
  locales: string[];
  force?: boolean;
  debug?: boolean;
}

function parseLocales(value: string): string[] {
  const codes = value.split(',').map((code) => code.trim()).filter(Boolean);
  const bad = codes.find((code) => !LOCALE_CODE.test(code));
  if (!codes.length || bad !== undefined) throw new InvalidArgumentError(`expected locale codes separated by commas, the default first, such as en,fr or pt-BR${bad === undefined ? '' : ` ("${bad}" is none)`}`);
  if (new Set(codes).size !== codes.length) throw new InvalidArgumentError('a locale is named twice');
  return codes;
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('make a new site: its config, a home page, two docs and a package.json with start, build and serve scripts')
    .argument('[dir]', 'the folder to make it in (made if missing)', '.')
    .option('--locales <codes>', 'its locales, the default first (en,fr: a content folder for each)', parseLocales, ['en'])
    .option('--force', 'make it in a folder that is not empty: the files there are kept (a package.json is given the scripts and dependency it lacks)')
    .option('--debug', 'print stack traces of errors')
    .action((dir: string, opts: InitOptions) =>
      runCommand(opts, async () => {
        const logger = createLogger();
        const { initSite } = await import('../init/initSite.js');
        const target = path.resolve(dir);
        const result = initSite({ dir: target, locales: opts.locales, force: Boolean(opts.force) });
        const shown = path.relative(process.cwd(), target) || '.';
        for (const file of result.kept) logger.warn(`kept ${path.join(shown, file)} as it was (docgen's starter has a file of that name)`);
        for (const script of result.keptScripts) logger.warn(`kept the script "${script.name}" of ${path.join(shown, 'package.json')} (docgen's would be "${script.docgen}")`);
        logger.info(`${colors.green('made')} a site in ${shown} (${opts.locales.join(', ')}): ${result.written.length} files written`);
        // Not from the registry: say which docgen the site installs (a path of this machine).
        if (result.dependency.from) logger.info(`its package.json installs the docgen that made it, from ${result.dependency.from} ("${result.dependency.spec}")`);
        logger.info(['', 'Next:', ...(shown === '.' ? [] : [`  cd ${/^[\w./-]+$/.test(shown) ? shown : JSON.stringify(shown)}`]), '  npm install', '  npm start         # serves the site while you write: every save updates the page', ''].join('\n'));
      }),
    );
}
