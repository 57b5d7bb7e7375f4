import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { colors, createLogger } from '../util/log.js';
import { runCommand } from './run.js';
import { formatSize } from './buildSummary.js';
import { PUSH_TIMEOUT_SECONDS } from '../search/pushDeadline.js';

interface IndexOptions {
  config?: string;
  dir?: string;
  dryRun?: boolean;
  host?: string;
  batchSize?: number;
  timeout?: number;
  debug?: boolean;
}

export function registerIndex(program: Command): void {
  program
    .command('index')
    .description('push the built search records to Algolia (or a self-hosted Algolia-compatible host)')
    .option('-c, --config <file>', 'the site config')
    .option('-d, --dir <dir>', 'the built site (default: build/ beside the config)')
    .option('--dry-run', 'print what would be pushed (records and bytes per locale), without any network call')
    .option('--host <url>', "push to this Algolia-compatible host instead of Algolia: one that accepts writes (docgen serve answers searches only)")
    .option('--batch-size <n>', 'records per batch request (default 1000)', (value) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number of at least 1');
      return n;
    })
    .option('--timeout <seconds>', `give up when the host has not published the records after this long (default ${PUSH_TIMEOUT_SECONDS}); the live index is left as it was`, (value) => {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds <= 0) throw new InvalidArgumentError('a number of seconds above 0');
      return seconds;
    })
    .option('--debug', 'print stack traces of errors')
    .addHelpText('after', '\nThe app id comes from search.appId in the config; the write key only from ALGOLIA_ADMIN_API_KEY or ALGOLIA_WRITE_API_KEY.')
    .action((opts: IndexOptions) =>
      runCommand(opts, async () => {
        const logger = createLogger();
        // Loaded on demand: `docgen --version` and `--help` stay instant.
        const { loadConfig } = await import('../config/load.js');
        const { pushRecords } = await import('../search/push.js');
        const config = await loadConfig({ configFile: opts.config, outDir: opts.dir });
        const result = await pushRecords({ config, dir: config.paths.out, dryRun: Boolean(opts.dryRun), host: opts.host, batchSize: opts.batchSize, timeoutSeconds: opts.timeout, logger });
        const dir = path.relative(process.cwd(), config.paths.out) || '.';
        for (const l of result.perLocale) logger.info(`  ${l.locale}: ${l.records} records, ${formatSize(l.bytes)}`);
        const total = result.perLocale.reduce((sum, l) => sum + l.records, 0);
        if (result.pushed) logger.info(`${colors.green('indexed')} ${total} records from ${dir} into "${result.indexName}" on ${opts.host ?? 'Algolia'}`);
        else logger.info(`dry run: would replace every record of "${result.indexName}" on ${opts.host ?? 'Algolia'} with these ${total} records from ${dir}, and set its settings (nothing was sent)`);
      }),
    );
}
