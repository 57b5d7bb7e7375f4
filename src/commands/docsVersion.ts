import path from 'node:path';
import type { Command } from 'commander';
import { createLogger } from '../util/log.js';
import { runCommand } from './run.js';

export function registerDocsVersion(program: Command): void {
  program
    .command('docs:version')
    .description('cut a version of the docs (as docusaurus docs:version): copy them to versioned_docs/version-<name>, with their sidebars, and make it the last version')
    .argument('<name>', 'the version name, e.g. 2.0')
    .option('--docs <id>', 'the docs instance (its id), when the site has more than one', 'default')
    .option('-c, --config <file>', 'the site config')
    .option('--debug', 'print stack traces of errors')
    .action((name: string, opts: { docs: string; config?: string; debug?: boolean }) =>
      runCommand(opts, async () => {
        const logger = createLogger();
        const { loadConfig } = await import('../config/load.js');
        const { cutDocsVersion } = await import('../init/docsVersion.js');
        const config = await loadConfig({ configFile: opts.config });
        const { written, warnings } = cutDocsVersion(config, name, opts.docs);
        for (const warning of warnings) logger.warn(warning);
        logger.info(`version ${name} cut: ${written.map((file) => path.relative(process.cwd(), file) || file).join(', ')}`);
      }),
    );
}
