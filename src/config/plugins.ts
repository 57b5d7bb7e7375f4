import { evaluateConfigFile } from './load.js';
import type { SiteConfig } from './resolve.js';

/**
 * The config as a worker thread gets it: a thread is given data, and the site's Markdown plugins
 * are functions, left out and marked so that the thread takes them from the config file itself.
 */
export function configForThread(config: SiteConfig): SiteConfig {
  const { remarkPlugins, rehypePlugins } = config.markdown;
  if (!remarkPlugins.length && !rehypePlugins.length) return config;
  return { ...config, markdown: { ...config.markdown, remarkPlugins: [], rehypePlugins: [] }, pluginsInConfigFile: true };
}

/** The config in a worker thread, its Markdown plugins taken back from the config file (see configForThread); the main thread validated them. */
export async function withPluginsOfConfigFile(config: SiteConfig): Promise<SiteConfig> {
  if (!config.pluginsInConfigFile) return config;
  const { value } = await evaluateConfigFile(config.configFile);
  const markdown = (value as Partial<Pick<SiteConfig, 'markdown'>>).markdown;
  return { ...config, markdown: { ...config.markdown, remarkPlugins: markdown?.remarkPlugins ?? [], rehypePlugins: markdown?.rehypePlugins ?? [] } };
}
