import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { docSetOf } from './layout.js';
import type { FrontMatter } from './frontMatter.js';

/** When (ms since the epoch) and by whom a file was last changed. */
export interface LastUpdate {
  date?: number;
  author?: string;
}

/** Each committed file's last change, of the site's folder, by absolute path: read from git once per site and thread. */
const logs = new Map<string, Map<string, LastUpdate>>();

const RECORD = '\u001e';
const FIELD = '\u001f';

/**
 * Every file's last commit below `siteDir` (its time and author), from one `git log` (newest
 * first: a file's first mention is its last change). None when git or the repository is missing:
 * the pages then show no date, as Docusaurus's do for files git does not know.
 */
function gitLog(siteDir: string): Map<string, LastUpdate> {
  let log = logs.get(siteDir);
  if (log) return log;
  log = new Map();
  logs.set(siteDir, log);
  let out: string;
  try {
    out = execFileSync('git', ['log', `--format=${RECORD}%ct${FIELD}%an`, '--name-only', '--no-renames', '--relative', '--', '.'], { cwd: siteDir, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return log;
  }
  for (const record of out.split(RECORD)) {
    const [head, ...files] = record.split('\n');
    const [time, author] = (head ?? '').split(FIELD);
    if (!time) continue;
    for (const file of files) {
      const full = file && path.join(siteDir, file);
      if (full && !log.has(full)) log.set(full, { date: Number(time) * 1000, author });
    }
  }
  return log;
}

/** Where git keeps the log of the repository's HEAD (changed by every commit and checkout), if the site is in one: what a build's up-to-date check watches for the dates. */
export function gitHeadLog(siteDir: string): string | undefined {
  try {
    const gitDir = execFileSync('git', ['rev-parse', '--absolute-git-dir'], { cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return gitDir ? path.join(gitDir, 'logs', 'HEAD') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a doc shows of its last change, as Docusaurus's `showLastUpdateTime` / `showLastUpdateAuthor`:
 * its front matter's `last_update`, else git's last commit of its file (the file the doc is read
 * from); none unless its docs instance asks.
 */
export function lastUpdateOf(config: SiteConfig, doc: { file: string; set: string; frontMatter: FrontMatter }): LastUpdate | undefined {
  const { showLastUpdateTime, showLastUpdateAuthor } = docSetOf(config, doc.set).instance;
  if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined;
  const own = doc.frontMatter.last_update;
  const git = (showLastUpdateTime && own?.date === undefined) || (showLastUpdateAuthor && own?.author === undefined) ? gitLog(config.siteDir).get(doc.file) : undefined;
  const date = showLastUpdateTime ? (own?.date !== undefined ? Date.parse(own.date) : git?.date) : undefined;
  const author = showLastUpdateAuthor ? (own?.author ?? git?.author) : undefined;
  return date === undefined && author === undefined ? undefined : { ...(date !== undefined && { date }), ...(author !== undefined && { author }) };
}
