import type { Pluggable, PluggableList, Plugin, Transformer } from 'unified';
import type { VFile } from 'vfile';
import { UserError } from '../util/errors.js';

/** A unified plugin as Docusaurus takes them in `remarkPlugins` / `rehypePlugins`: the plugin, or `[plugin, options]`. */
export type SitePlugin = Plugin<any[], any, any> | [Plugin<any[], any, any>, ...unknown[]];

/** The site's own plugins (`markdown` in site.config.ts), run on every doc and page. */
export interface SitePlugins {
  remarkPlugins: SitePlugin[];
  rehypePlugins: SitePlugin[];
}

export const NO_PLUGINS: SitePlugins = { remarkPlugins: [], rehypePlugins: [] };

const nameOf = (plugin: Plugin<any[], any, any>) => plugin.name || 'an anonymous plugin';

/** A plugin's error as the user's: which plugin, on which page, and what it said. */
function pluginError(error: unknown, plugin: string, kind: string, file?: VFile): UserError {
  if (error instanceof UserError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new UserError(
    { message: `the ${kind} plugin ${plugin} failed: ${message}`, file: file?.path, hint: `the plugin is listed in markdown.${kind}Plugins of the config: fix its options or the page, or remove it` },
    { cause: error },
  );
}

/**
 * The site's plugins, each wrapped so that what it throws (when it is set up, or on a page) is a
 * user error naming it and the page, not an internal error; a plugin's transformer may be
 * synchronous, return a promise or take a callback, as unified allows.
 */
export function namedPlugins(list: SitePlugin[], kind: 'remark' | 'rehype'): PluggableList {
  return list.map((entry): Pluggable => {
    const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
    const name = nameOf(plugin);
    function attacher(this: unknown) {
      let transformer: Transformer | void;
      try {
        transformer = (plugin as (...args: unknown[]) => Transformer | void).apply(this, options);
      } catch (error) {
        throw pluginError(error, name, kind);
      }
      if (typeof transformer !== 'function') return undefined;
      const run = transformer as (tree: unknown, file: VFile, next: (error?: unknown, tree?: unknown) => void) => unknown;
      return (tree: any, file: VFile, next: (error?: Error | null, tree?: any) => void) => {
        const fail = (error: unknown) => next(pluginError(error, name, kind, file));
        // `next` is called outside the try: what it throws (runSync throws the error it is given) is not the plugin's, and must not call it twice.
        let out: unknown;
        try {
          if (run.length >= 3) return void run(tree, file, (error, result) => (error ? fail(error) : next(null, result ?? tree)));
          out = run(tree, file, () => {});
        } catch (error) {
          return fail(error);
        }
        if (out instanceof Promise) out.then((result) => next(null, result ?? tree), fail);
        else next(null, out ?? tree);
      };
    }
    Object.defineProperty(attacher, 'name', { value: name });
    return attacher as Plugin;
  });
}

/**
 * unified's complaint when a plugin's transformer answers later (a promise) while the page is
 * processed at once: as a user error, else the error itself. Pages are processed synchronously,
 * in parallel threads, unless the site's plugins answer later on an empty page (see
 * hasAsyncPlugins): a plugin that does so on some pages only is this error.
 */
export function asyncPluginError(error: unknown, file: string): unknown {
  if (!(error instanceof Error) || !/finished async/.test(error.message)) return error;
  return new UserError(
    {
      message: 'a Markdown plugin of the config answered later (its transformer returned a promise) on this page, and at once on an empty page: docgen tells from an empty page how to run the plugins',
      file,
      hint: 'make the plugin\'s transformer answer the same way on every page (an `async` function always does), or remove it from markdown.remarkPlugins / rehypePlugins',
    },
    { cause: error },
  );
}

/** What the site's plugins are known by in the build cache: each one's name, code and options (a changed list, plugin or option makes the pages again). */
export function pluginsFingerprint(plugins: SitePlugins): string {
  const describe = (list: SitePlugin[]) =>
    list.map((entry) => {
      const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
      return [nameOf(plugin), String(plugin), JSON.stringify(options, (_, v) => (typeof v === 'function' ? String(v) : v))];
    });
  return JSON.stringify([describe(plugins.remarkPlugins), describe(plugins.rehypePlugins)]);
}
