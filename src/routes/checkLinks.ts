import fs from 'node:fs';
import type { SiteConfig } from '../config/resolve.js';
import type { Problem } from '../util/errors.js';
import type { LinkCheck } from './linkTargets.js';
import { safeDecode } from '../util/url.js';

/** `/doc/fr/docs/x/`, `/doc/fr/docs/x.html`, `/doc/fr/docs/x/index.html` are the same page. */
export function normalizeRoute(config: SiteConfig, route: string): string {
  const path = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > config.baseUrl.length && path.endsWith('/')) {
    const trimmed = path.replace(/\/+$/, '');
    // A locale root keeps its slash: `/doc/fr/` is the French home.
    return `${trimmed}/` === config.baseUrl || config.locales.some((l) => `${config.baseUrl}${l}/` === `${trimmed}/`) ? `${trimmed}/` : trimmed;
  }
  return path;
}

/**
 * Ids found in a rendered page: the final anchors, whatever produced them. Each a string of its
 * own: a regexp's match is a slice that keeps the whole page alive (V8), and the ids of every page
 * wait for the links check at the end of the build (10,000 pages: 500 MB held by the main thread).
 */
export function idsInHtml(html: string): Set<string> {
  const ids: string[] = [];
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) ids.push(match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  return new Set(structuredClone(ids));
}

/** A broken link; `anchor`: the page it names exists, the heading does not (see onBrokenAnchors). */
export interface BrokenLink extends Problem {
  anchor?: boolean;
}

/**
 * Every internal link and #anchor must reach a page of the site, a heading of that page, or a
 * static file. Returns all broken ones at once, each with its file and line.
 */
export function checkLinks(config: SiteConfig, links: LinkCheck[], pages: Map<string, Set<string>>): BrokenLink[] {
  const normalized = new Map([...pages].map(([route, ids]) => [normalizeRoute(config, route), ids]));
  const problems: BrokenLink[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    let reason = link.broken;
    let anchor = false;
    if (!reason && link.staticFile && !fs.existsSync(link.staticFile)) reason = 'the static file does not exist';
    if (!reason && link.route !== undefined) {
      const ids = normalized.get(normalizeRoute(config, link.route));
      if (!ids) reason = `no page at ${link.route}`;
      else if (link.hash && !ids.has(link.hash) && !ids.has(safeDecode(link.hash))) {
        reason = `no anchor #${link.hash} on ${link.route}`;
        anchor = true;
      }
    }
    if (!reason) continue;
    const key = `${link.file}:${link.line}:${link.written}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      message: `broken link "${link.written}"${link.madeBy ? ` (${link.madeBy.what})` : ''}: ${reason}`,
      file: link.file,
      line: link.line,
      column: link.column,
      hint: link.madeBy ? link.madeBy.hint : link.hash && !reason.startsWith('no page') ? 'link to a heading id that exists on the target page (see its table of contents)' : 'fix the link target, or the file it should point to',
      ...(anchor ? { anchor } : {}),
    });
  }
  return problems;
}
