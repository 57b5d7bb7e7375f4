import type { Command } from 'commander';
import type { Middleware } from '../server/http.js';
import { createLogger } from '../util/log.js';
import { runCommand } from './run.js';
import { addServerOptions, listenForStop, type ServerOptions } from './serverOptions.js';

export function registerDev(program: Command): void {
  addServerOptions(
    program
      .command('dev')
      .description('serve the site from memory and update the open pages on every save')
      .option('-l, --locale <locale>', 'the locale to list (and open) first')
      .option('--open', 'open the site in the browser'),
  ).action((opts: ServerOptions & { locale?: string; open?: boolean }) =>
    runCommand(opts, async () => {
      const stopped = listenForStop();
      const logger = createLogger();
      // Loaded on demand: `docgen --version` and `--help` stay instant.
      const { startDevServer } = await import('../server/devServer.js');
      const { originOf } = await import('../server/http.js');
      const { localeUrls, openBrowser, printUrls } = await import('../server/urls.js');
      // Steps that answer before the site's files: the search endpoint plugs in here.
      const middlewares: Middleware[] = [];
      const dev = await startDevServer({ configFile: opts.config, host: opts.host, port: opts.port, logger, middlewares, debug: opts.debug });
      const config = dev.config();
      if (opts.port !== 0 && dev.port !== opts.port) logger.warn(`port ${opts.port} is busy: using ${dev.port} instead`);
      if (opts.locale && !config.locales.includes(opts.locale)) logger.warn(`--locale ${opts.locale}: the site has no such locale (it has ${config.locales.join(', ')})`);
      const urls = localeUrls(config, originOf(opts.host, dev.port), opts.locale);
      printUrls(logger, 'docgen dev: the site is served from memory and updates on every save (Ctrl+C to stop)', urls);
      if (opts.open) openBrowser(urls[0]!.url, logger);
      await stopped;
      await dev.close();
      process.exit(0);
    }),
  );
}
