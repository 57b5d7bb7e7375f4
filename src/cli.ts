import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { UserError, formatProblem } from './util/errors.js';
import { createLogger, colors } from './util/log.js';

import { version as VERSION } from '../package.json';

/** Prints a user error as one clear block (a stack trace only with --debug) and sets the exit code. */
function fail(error: unknown, debug: boolean): void {
  const logger = createLogger();
  if (error instanceof UserError) {
    for (const problem of error.problems) logger.error(formatProblem(problem));
    if (debug && error.cause) console.error(error.cause);
    process.exitCode = 1;
    return;
  }
  logger.error(debug ? String((error as Error)?.stack ?? error) : `${(error as Error)?.message ?? String(error)}\n  (an internal error: run again with --debug for the stack trace, and report it)`);
  process.exitCode = 1;
}

const formatSize = (bytes: number) => (bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`);

const program = new Command('docgen')
  .description('Build, preview and index a Markdown documentation site')
  .version(VERSION, '-v, --version')
  .showHelpAfterError()
  .exitOverride();

program
  .command('build')
  .description('render every page of the site into a static folder')
  .option('-c, --config <file>', 'the site config', undefined)
  .option('-o, --out <dir>', 'the output folder (default: build/ beside the config)')
  .option('--profile', 'print the time spent per build stage (or DOCGEN_PROFILE=1)')
  .option('--debug', 'print stack traces of errors')
  .action(async (opts: { config?: string; out?: string; debug?: boolean; profile?: boolean }) => {
    const logger = createLogger();
    try {
      // Loaded on demand: `docgen --version` and `--help` stay instant.
      const { build } = await import('./build/build.js');
      const { Profiler } = await import('./util/profile.js');
      const profiler = new Profiler();
      const result = await build({ configFile: opts.config, outDir: opts.out, logger, profiler });
      if (opts.profile || process.env.DOCGEN_PROFILE === '1') logger.info(`time per stage:\n${profiler.report()}`);
      const perLocale = Object.entries(result.pagesPerLocale).map(([locale, n]) => `${n} ${locale}`).join(', ');
      logger.info(
        `${colors.green('built')} ${perLocale} pages into ${path.relative(process.cwd(), result.outDir) || '.'} (${formatSize(result.bytes)}, ${result.files} files) in ${Math.round(result.ms)} ms`,
      );
    } catch (error) {
      fail(error, Boolean(opts.debug));
    }
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version exit 0; misuse (unknown command or option) exits 2.
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else fail(error, process.argv.includes('--debug'));
}
