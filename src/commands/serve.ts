import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { Middleware } from '../server/http.js';
import { createLogger } from '../util/log.js';
import { runCommand } from './run.js';
import { addServerOptions, listenForStop, type ServerOptions } from './serverOptions.js';

export function registerServe(program: Command): void {
  addServerOptions(
    program
      .command('serve')
      .description('serve the built site under its base URL, as a static host would')
      .option('-d, --dir <dir>', 'the built folder (default: the output folder of the config, build/)'),
  ).action((opts: ServerOptions & { dir?: string }) =>
    runCommand(opts, async () => {
      const stopped = listenForStop();
      const logger = createLogger();
      // Loaded on demand: `docgen --version` and `--help` stay instant.
      const { loadConfig } = await import('../config/load.js');
      const { UserError } = await import('../util/errors.js');
      const { createStaticServer } = await import('../server/staticServer.js');
      const { listen, originOf } = await import('../server/http.js');
      const { localeUrls, printUrls } = await import('../server/urls.js');
      const config = await loadConfig({ configFile: opts.config });
      const dir = path.resolve(opts.dir ?? config.paths.out);
      const shown = path.relative(process.cwd(), dir) || '.';
      const { recoverSwap } = await import('../util/outputSwap.js');
      recoverSwap(dir);
      if (!fs.existsSync(path.join(dir, 'index.html'))) {
        throw new UserError({ message: `no built site in ${shown} (it has no index.html)`, hint: 'run `docgen build` first, or point --dir at the built folder' });
      }
      // Steps that answer before the site's files: the search endpoint plugs in here.
      const { createSearchMiddleware } = await import('../server/searchMiddleware.js');
      const middlewares: Middleware[] = [createSearchMiddleware({ outDir: dir, baseUrl: config.baseUrl, origins: [new URL(config.url).origin] })];
      const site = createStaticServer({ config, dir, middlewares, logger });
      // A server that cannot listen (a --host this machine lacks) still removes its temp folder.
      const port = await listen(site.server, opts.host, opts.port).catch(async (error: unknown) => {
        await site.close();
        throw error;
      });
      if (opts.port !== 0 && port !== opts.port) logger.warn(`port ${opts.port} is busy: using ${port} instead`);
      printUrls(logger, `serving ${shown} (Ctrl+C to stop)`, localeUrls(config, originOf(opts.host, port)));
      await stopped;
      await site.close();
      process.exit(0);
    }),
  );
}
