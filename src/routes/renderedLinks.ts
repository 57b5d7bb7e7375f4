import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import type { SiteConfig } from '../config/resolve.js';
import { localeBase } from '../content/paths.js';
import { eachElement } from '../markdown/walk.js';
import { isWithin } from '../util/childPath.js';
import { isExternal } from '../util/url.js';
import { quotedPlace } from '../util/quotedPlace.js';
import type { LinkCheck, LinkResolver } from './linkTargets.js';

/** The site's own code a link may be written in: scripts under the site's folder, not its packages. */
const isSiteCode = (siteDir: string, file: string) => /\.[cm]?[jt]sx?$/.test(file) && isWithin(file, siteDir) && !file.split(path.sep).includes('node_modules');

/** Where a rendered page's links may be written: the files to look in, and whether a link written in none of them is someone else's (docgen's own, or the config's, checked apart). */
export interface LinkSources {
  files: string[];
  writtenOnly?: boolean;
}

/** A React page's: its own file, then the site's code its bundle read (the components it imports). */
export const reactPageSources = (config: SiteConfig, file: string, sources: string[]): LinkSources => ({ files: [file, ...sources.filter((other) => other !== file && isSiteCode(config.siteDir, other))] });

/**
 * The links of a page React rendered (a React page: see planStandalonePage; the chrome the site's
 * swizzled components render), as the link check takes them: each `<a href>` as the browser
 * follows it, a path of the site (under the base URL) or an anchor of the page. A Markdown link is
 * resolved from what the page wrote; here the link is what a component made of it (`<Link
 * to="/docs/x">` is `/base/docs/x`), so it is found back in the code as written (`"/docs/x"`) for
 * its place: in the first of `sources.files` that writes it, else at the page's file alone.
 */
export function renderedLinks(config: SiteConfig, tree: Root, from: Parameters<LinkResolver>[1], resolve: LinkResolver, sources: LinkSources): LinkCheck[] {
  const { files } = sources;
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    return texts.get(file)!;
  };
  const bases = [localeBase(config, from.locale), config.baseUrl];
  /** The link as the code may write it: as rendered, or without the base a component put in front. */
  const writings = (href: string) => [href, ...bases.filter((base) => href.startsWith(base) && base !== '/').map((base) => `/${href.slice(base.length)}`)];
  const placeOf = (href: string): Pick<LinkCheck, 'file' | 'line' | 'column' | 'written'> | undefined => {
    for (const file of files)
      for (const written of writings(href)) {
        const place = quotedPlace(textOf(file), written);
        if (place) return { file, ...place, written };
      }
    return sources.writtenOnly ? undefined : { file: from.file, written: href };
  };
  const checks: LinkCheck[] = [];
  const seen = new Set<string>();
  eachElement(tree, (element) => {
    const href = element.tagName === 'a' ? element.properties.href : undefined;
    if (typeof href !== 'string' || !href || isExternal(href) || seen.has(href)) return;
    // The chrome of a page is on every page: an anchor or a relative link of it says nothing of one page.
    if (sources.writtenOnly && !href.startsWith('/')) return;
    seen.add(href);
    const where = placeOf(href);
    if (!where) return;
    // The browser goes where the link says: a path outside the base URL is no page of the site.
    if (href.startsWith('/') && !href.startsWith(config.baseUrl)) return void checks.push({ ...where, broken: `it leads outside the site's base URL (${config.baseUrl}): write it as a path of the site with <Link to>, or useBaseUrl` });
    const { check } = resolve(href, from, { line: where.line, column: where.column });
    if (check) checks.push({ ...check, ...where });
  });
  return checks;
}
