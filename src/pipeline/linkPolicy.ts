import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { BrokenLink } from '../routes/checkLinks.js';
import { UserError } from '../util/errors.js';

/**
 * Broken links stop the build (`onBrokenLinks: 'throw'`, the default) or are warned about, and so
 * are links to a missing heading of a page that exists, by `onBrokenAnchors` (as onBrokenLinks
 * when unset); `outcome` says what the user is left with.
 */
export function applyLinkPolicy(config: SiteConfig, broken: BrokenLink[], warn: (message: string) => void, outcome = `the build stopped and ${path.relative(process.cwd(), config.paths.out) || '.'} was left as it was`): void {
  if (!broken.length) return;
  const policyOf = (link: BrokenLink) => (link.anchor ? (config.onBrokenAnchors ?? config.onBrokenLinks) : config.onBrokenLinks);
  const fatal = broken.filter((link) => policyOf(link) === 'throw');
  if (fatal.length) {
    const onlyAnchors = fatal.every((link) => link.anchor);
    throw new UserError([
      ...fatal,
      { message: `${fatal.length} broken link(s): ${outcome}`, hint: `fix them, or set ${onlyAnchors ? 'onBrokenAnchors' : 'onBrokenLinks'}: "warn" in the config to build anyway` },
    ]);
  }
  for (const problem of broken) warn(`${path.relative(process.cwd(), problem.file ?? '')}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}
