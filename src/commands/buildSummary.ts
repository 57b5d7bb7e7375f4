import type { BuildStamp } from '../pipeline/upToDate.js';
import { colors, type Logger } from '../util/log.js';

export const pagesPerLocale = (perLocale: Record<string, number>) => Object.entries(perLocale).map(([locale, n]) => `${n} ${locale}`).join(', ');
export const formatSize = (bytes: number) => (bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`);

/** What `docgen build` says when nothing changed since the last build: that build's warnings and summary. */
export function reportUpToDate(logger: Logger, last: BuildStamp['summary']): void {
  for (const warning of last.warnings) logger.warn(warning);
  logger.info(`${colors.green('up to date')}: nothing changed since the last build (${pagesPerLocale(last.pagesPerLocale)} pages, ${formatSize(last.bytes)}, ${last.files} files); --force builds anyway`);
}
