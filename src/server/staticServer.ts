import type http from 'node:http';
import type { SiteConfig } from '../config/resolve.js';
import type { Logger } from '../util/log.js';
import { createFileSender } from './fileSender.js';
import { closeServer, createSiteServer, type Middleware } from './http.js';
import { cacheControlOf, siteHandler } from './siteHandler.js';

export interface StaticServer {
  server: http.Server;
  close(): Promise<void>;
}

/**
 * `docgen serve`: the built folder as a static host serves it (sirv for the files, compressed on
 * first request), after the middlewares the command plugs in (the search endpoint).
 */
export function createStaticServer(options: { config: SiteConfig; dir: string; middlewares?: Middleware[]; logger: Logger }): StaticServer {
  const sender = createFileSender(options.dir, { compress: true, cacheControl: cacheControlOf });
  const files = { exists: sender.exists, send: sender.send };
  const server = createSiteServer({
    middlewares: options.middlewares ?? [],
    handle: siteHandler(() => ({ config: options.config, files })),
    logger: options.logger,
  });
  return {
    server,
    async close() {
      await closeServer(server);
      sender.close();
    },
  };
}
