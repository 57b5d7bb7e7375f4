import path from 'node:path';
import { Option, type Command } from 'commander';
import { colors, createLogger } from '../util/log.js';
import { formatSize, pagesPerLocale as pages, reportUpToDate } from './buildSummary.js';
import { runCommand } from './run.js';
import type { CheckedInputs } from '../pipeline/upToDate.js';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('render every page of the site into a static folder')
    .option('-c, --config <file>', 'the site config')
    .option('-o, --out <dir>', 'the output folder (default: build/ beside the config)')
    .option('--profile', 'print the time spent per build stage (or DOCGEN_PROFILE=1)')
    .option('--force', 'build even when nothing changed since the last build')
    .option('--force-clean', 'replace the output folder even when it holds files docgen did not make (they are deleted)')
    .option('--debug', 'print stack traces of errors')
    // Added by the launcher when its own check found the last build stale, with the inputs' fingerprint if it took it (see src/upToDateCli.ts).
    .addOption(new Option('--stamp-checked [inputs]').hideHelp())
    .action((opts: { config?: string; out?: string; debug?: boolean; profile?: boolean; force?: boolean; forceClean?: boolean; stampChecked?: boolean | string }) =>
      runCommand(opts, async () => {
        const logger = createLogger();
        // Nothing changed since the last build and its output is intact: done, without loading the build.
        const { upToDate } = await import('../pipeline/upToDate.js');
        const { startConfigCompile } = await import('../config/load.js');
        // A config not compiled yet is compiled by esbuild while the build's modules load.
        startConfigCompile({ configFile: opts.config });
        const last = opts.force || opts.stampChecked ? {} : await upToDate({ configFile: opts.config, outDir: opts.out });
        if (last.summary) return reportUpToDate(logger, last.summary);
        const checkedInputs = typeof opts.stampChecked === 'string' ? (JSON.parse(opts.stampChecked) as CheckedInputs) : last.inputs;
        // Loaded on demand: `docgen --version` and `--help` stay instant.
        const { build } = await import('../pipeline/build.js');
        const { Profiler } = await import('../util/profile.js');
        const profiler = new Profiler();
        const result = await build({ configFile: opts.config, outDir: opts.out, logger, profiler, checkedInputs, forceClean: opts.forceClean });
        if (opts.profile || process.env.DOCGEN_PROFILE === '1') logger.info(profiler.report(result.ms));
        logger.info(
          `${colors.green('built')} ${pages(result.pagesPerLocale)} pages into ${path.relative(process.cwd(), result.outDir) || '.'} (${formatSize(result.bytes)}, ${result.files} files) in ${Math.round(result.ms)} ms`,
        );
      }),
    );
}
