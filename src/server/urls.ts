import { spawn } from 'node:child_process';
import type { SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';
import type { Logger } from '../util/log.js';

/** The home address of each locale, `first` (from --locale) at the top. */
export function localeUrls(config: SiteConfig, origin: string, first?: string): { locale: string; label: string; url: string }[] {
  const order = first && config.locales.includes(first) ? [first, ...config.locales.filter((l) => l !== first)] : config.locales;
  return order.map((locale) => ({ locale, label: config.i18n.locales[locale]?.label ?? locale, url: `${origin}${localeBase(config, locale)}` }));
}

export function printUrls(logger: Logger, heading: string, urls: ReturnType<typeof localeUrls>): void {
  const width = Math.max(...urls.map((u) => u.locale.length));
  logger.info([heading, ...urls.map((u) => `  ${u.locale.padEnd(width)}  ${u.url}  (${u.label})`)].join('\n'));
}

/** Opens a URL in the desktop's browser; says so when there is none. */
export function openBrowser(url: string, logger: Logger): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => logger.warn(`could not open a browser (${command} is not available): open ${url} yourself`));
  child.unref();
}
