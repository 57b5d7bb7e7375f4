import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { generateSite } from '../pipeline/build.js';
import { disposeClientBundles } from '../bundle/bundleClient.js';
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/resolve.js';
import { MarkdownCache } from '../markdown/compile.js';
import { MdxCompileCache } from '../markdown/mdxCache.js';
import { filedForOutput } from '../pipeline/previousBuild.js';
import { UserError, formatProblem, type Problem } from '../util/errors.js';
import type { Logger } from '../util/log.js';
import { updateContent } from './contentUpdate.js';
import { contentRoots } from '../content/layout.js';
import { isMdxFile } from '../routes/mdxDoc.js';
import { PLACEHOLDER_ATTRIBUTE, injectDevClient } from './devClient.js';
import { devFiles } from './devFiles.js';
import { devSiteOf, withNewCss, type DevSite } from './devSite.js';
import { bundleSiteCss } from '../bundle/siteCss.js';
import { createEventHub, type DevMessage } from './events.js';
import { closeServer, createSiteServer, listen, sendText, type Middleware } from './http.js';
import { siteHandler, type SiteFiles } from './siteHandler.js';
import { watchSite, type SiteChange } from './watch.js';
import { REACT_PAGE } from '../content/pages.js';

export interface DevServerOptions {
  configFile?: string;
  host: string;
  port: number;
  logger: Logger;
  /** Steps before the site's files (the search endpoint). */
  middlewares?: Middleware[];
  debug?: boolean;
}

export interface DevServer {
  port: number;
  config(): SiteConfig;
  close(): Promise<void>;
}

/** A file name as the terminal and the overlay show it: relative to where docgen runs. */
const shown = (file: string | undefined) => file && (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file));

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

/**
 * `docgen dev`: builds the site in memory, serves it under its base URL with the rules of
 * `docgen serve`, and on every save redoes only what the change touches. A failed rebuild keeps
 * the last good site served and shows the error in the terminal and in the open pages until a
 * later save fixes it.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { logger } = options;
  const cache = new MarkdownCache();
  // MDX pages a build of the site compiled, then those each rebuild compiled (read, never written: builds own the file).
  let compiled: MdxCompileCache | undefined;
  const mdxCache = (config: SiteConfig) => (compiled = compiled?.carried() ?? MdxCompileCache.open(filedForOutput(config).mdx));
  const build = () => generateSite({ configFile: options.configFile, logger, markdownCache: cache, includeDrafts: true, deferSearch: true, fullInfima: true, mdxCache });
  let site: { dev: DevSite; files: SiteFiles } | undefined;
  let config: SiteConfig;
  let problems: Problem[] | undefined;

  const errorMessage = (list: Problem[]): DevMessage => {
    const all = list.map((p) => ({ ...p, file: shown(p.file) }));
    return { type: 'error', message: all[0]!.message, file: all[0]!.file, line: all[0]!.line, problems: all };
  };
  const hub = createEventHub({ path: () => `${config.baseUrl}__docgen/events`, greeting: () => problems && errorMessage(problems) });

  function report(error: unknown): void {
    problems = error instanceof UserError ? error.problems : [{ message: `internal error: ${options.debug ? (error as Error)?.stack : (error as Error)?.message ?? String(error)}` }];
    for (const problem of problems) logger.error(formatProblem(problem));
    logger.info('the last good version of the site is still served; save a fix and it updates');
    hub.broadcast(errorMessage(problems));
  }
  function recovered(): void {
    if (!problems) return;
    problems = undefined;
    logger.info('fixed: the site builds again');
    hub.broadcast({ type: 'ok' });
  }
  const adopt = (dev: DevSite) => {
    site = { dev, files: devFiles(dev) };
    config = dev.config;
  };

  try {
    adopt(devSiteOf(await build()));
  } catch (error) {
    // Without a config there is nothing to serve or watch: that is the command's error.
    config = await loadConfig({ configFile: options.configFile });
    report(error);
  }

  const watchedPaths = () => ({
    configFile: config.configFile,
    configInputs: [...new Set(config.docSets.map((set) => set.versionsFile))],
    content: contentRoots(config),
    static: config.paths.static,
    templates: config.paths.templates,
    components: path.join(config.siteDir, 'src'),
    css: site?.dev.client.siteCss?.customInputs ?? config.paths.customCss,
  });
  /** Changes that failed stay pending: the next save retries them with its own. */
  let unresolved: SiteChange[] = [];
  let queue: SiteChange[] = [];
  let draining: Promise<void> | undefined;

  async function apply(changes: SiteChange[]): Promise<void> {
    const started = performance.now();
    if (site && changes.every((c) => c.kind === 'css')) {
      const from = site.dev.client.siteCss?.href ?? '';
      const css = await bundleSiteCss(config);
      adopt(withNewCss(site.dev, css));
      watcher.refresh();
      recovered();
      if (css.href !== from) hub.broadcast({ type: 'css', from, to: css.href });
      logger.info(`updated the site's CSS in ${ms(started)}`);
      return;
    }
    // MDX pages are compiled and bundled together (see compileMdxDocs): a change to one (or to a
    // React page) makes the site whole again, and so does any change of a site that has them but
    // an edit of a Markdown doc's text (updateContent then gives no result).
    const mdxChanged = changes.some((c) => isMdxFile(config, c.file) || (c.kind === 'content' && REACT_PAGE.test(c.file)));
    const result = site && !mdxChanged && !changes.some((c) => c.kind === 'config' || c.kind === 'templates') ? updateContent(site.dev, changes, { cache, warn: (m) => logger.warn(m) }) : undefined;
    if (!site || !result) {
      adopt(devSiteOf(await build()));
      watcher.refresh();
      recovered();
      hub.broadcast({ type: 'reload' });
      logger.info(`rebuilt the whole site in ${ms(started)}: open pages reload`);
      return;
    }
    adopt(result.site);
    recovered();
    if (changes.some((c) => c.kind === 'static')) hub.broadcast({ type: 'reload' });
    else if (result.changed.length) hub.broadcast({ type: 'update', routes: result.changed, layout: result.layoutChanged });
    if (result.changed.length) logger.info(`updated ${result.changed.length} page(s) in ${ms(started)}${result.changed.length <= 3 ? `: ${result.changed.join(', ')}` : ''}`);
  }

  async function drain(): Promise<void> {
    while (queue.length) {
      const latest = new Map([...unresolved, ...queue].map((c) => [`${c.event}\0${c.file}`, c]));
      const changes = [...latest.values()];
      queue = [];
      try {
        await apply(changes);
        unresolved = [];
      } catch (error) {
        unresolved = changes;
        report(error);
      }
    }
  }

  const watcher = watchSite(watchedPaths, (changes) => {
    queue.push(...changes);
    draining ??= drain().finally(() => (draining = undefined));
  });

  const handle = siteHandler(() => ({ config, files: site!.files }));
  const server = createSiteServer({
    middlewares: [hub.middleware, ...(options.middlewares ?? [])],
    handle: async (req, res) => {
      if (!site) return sendPlaceholder(res, config);
      try {
        await handle(req, res);
      } catch (error) {
        // A template that throws on a page rendered on request: shown like a failed rebuild.
        if (!(error instanceof UserError) || res.headersSent) throw error;
        report(error);
        sendPlaceholder(res, config);
      }
    },
    logger,
  });
  const [port] = await Promise.all([listen(server, options.host, options.port), watcher.ready]);

  return {
    port,
    config: () => config,
    async close() {
      hub.close();
      await Promise.all([watcher.close(), closeServer(server), disposeClientBundles()]);
    },
  };
}

/** What a page shows while the site has never built: the overlay tells why; a good build reloads it. */
function sendPlaceholder(res: ServerResponse, config: SiteConfig): void {
  const html = `<!doctype html><html lang="en" ${PLACEHOLDER_ATTRIBUTE}><head><meta charset="utf-8"><title>docgen: the site does not build</title></head><body><p>The site does not build yet: see the error in the terminal.</p></body></html>`;
  sendText(res, 500, injectDevClient(html, config.baseUrl), { 'Content-Type': 'text/html; charset=utf-8' });
}
