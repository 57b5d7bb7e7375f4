import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import { docsDirOf } from '../content/docs.js';
import type { StandalonePage } from '../content/pages.js';
import { blogDirOf, pagesDirOf } from '../content/layout.js';
import type { BlogPost } from '../content/blogPosts.js';
import { toRoute } from '../content/paths.js';
import { staticPathOf } from '../content/layout.js';
import { isExternal, safeDecode } from '../util/url.js';
import { applyLinks, type LinkRef } from '../markdown/links.js';

/** A link as the checker sees it: where it was written and what it must reach. */
export interface LinkCheck {
  /** The URL as written. */
  written: string;
  file: string;
  line?: number;
  column?: number;
  /** The route path (no hash) it must reach, or the static file that must exist... */
  route?: string;
  hash?: string;
  staticFile?: string;
  /** ...or why it cannot be resolved at all. */
  broken?: string;
  /** For a link the user did not write (the default home page's button): what it is, and how to fix it when broken. */
  madeBy?: { what: string; hint: string };
}

export interface ResolvedLink {
  href: string;
  check?: LinkCheck;
  /** A file next to the Markdown (an image): copied into the output under this path. */
  asset?: { from: string; to: string };
}

function splitUrl(url: string): { pathname: string; hash: string } {
  const at = url.search(/[?#]/);
  if (at < 0) return { pathname: url, hash: '' };
  const hashAt = url.indexOf('#');
  return { pathname: url.slice(0, at), hash: hashAt >= 0 ? url.slice(hashAt + 1) : '' };
}

/** Turns the URLs written in docs into site URLs, and says what each must reach. */
/**
 * Why a file a page links to may not be published, if it may not: it must lie inside the site's
 * folder (followed links resolved: a link to `/etc` is outside) and be no dotfile, nor inside a
 * dot folder (`.env`, `.git/config`).
 */
function unpublishable(siteDir: string, file: string): string | undefined {
  let real: string;
  let root: string;
  try {
    [real, root] = [fs.realpathSync(file), fs.realpathSync(siteDir)];
  } catch {
    return 'it cannot be read';
  }
  const rel = path.relative(root, real);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return `it is outside the site's folder (${real})`;
  if (rel.split(path.sep).some((part) => part.startsWith('.'))) return `it is a hidden file (${rel}), which is never published`;
  return undefined;
}

/** What `.md` links can name, per locale: docs, standalone pages and blog posts, by their path in their folder. */
export type LinkTargets = Map<string, { docs: Doc[]; pages: StandalonePage[]; blog?: { posts: BlogPost[] } }>;

export function createLinkResolver(config: SiteConfig, targets: LinkTargets) {
  const folders = config.locales.flatMap((locale) => [
    // Each version of each docs instance is a folder of its own: a link resolves in the version it is written in.
    ...config.docSets.map((set) => ({ kind: 'doc', set: set.key, locale, dir: docsDirOf(config, locale, set) + path.sep, byRelPath: new Map(targets.get(locale)?.docs.filter((d) => d.set === set.key).map((d) => [d.relPath, d])) })),
    { kind: 'page', set: '', locale, dir: pagesDirOf(config, locale) + path.sep, byRelPath: new Map(targets.get(locale)?.pages.map((p) => [p.relPath, p])) },
    ...(config.blog ? [{ kind: 'blog post', set: '', locale, dir: blogDirOf(config, locale) + path.sep, byRelPath: new Map(targets.get(locale)?.blog?.posts.map((p) => [p.relPath, p])) }] : []),
  ]).sort((a, b) => b.dir.length - a.dir.length); // a folder inside another (a docs instance in a subfolder) is matched first

  /** `../guides/x.md#y` written in `from`: the doc or page it names, in the locale that page is shown in. */
  function resolveMarkdownFile(from: { file: string; locale: string; sourceLocale: string }, pathname: string, hash: string, where: Omit<LinkCheck, 'written'>, written: string): ResolvedLink {
    const target = path.resolve(path.dirname(from.file), safeDecode(pathname));
    const owner = folders.find((f) => target.startsWith(f.dir));
    const locale = owner && (owner.locale === from.sourceLocale ? from.locale : owner.locale);
    const shownIn = owner && folders.find((f) => f.kind === owner.kind && f.set === owner.set && f.locale === locale);
    const found = owner && shownIn?.byRelPath.get(target.slice(owner.dir.length).split(path.sep).join('/'));
    if (!found) return { href: written, check: { ...where, written, broken: `no ${owner?.kind ?? 'doc'} at ${path.relative(config.siteDir, target)}` } };
    return { href: found.route + (hash ? `#${hash}` : ''), check: { ...where, written, route: found.route, hash } };
  }

  /** The static file a site URL (`/doc/img/x.png`, `/doc/fr/img/x.png` for a Docusaurus site) is the copy of, if it is one. */
  function staticFileAt(pathname: string): string | undefined {
    if (!pathname.startsWith(config.baseUrl)) return undefined;
    const outputPath = safeDecode(pathname.slice(config.baseUrl.length));
    for (const rel of new Set([outputPath, staticPathOf(config, outputPath)])) {
      if (!rel) continue;
      const file = path.join(config.paths.static, rel);
      if (fs.existsSync(file) && fs.statSync(file).isFile() && !unpublishable(config.paths.static, file)) return file;
    }
    return undefined;
  }

  return function resolve(
    url: string,
    from: { file: string; locale: string; sourceLocale: string; route: string },
    where: { line?: number; column?: number },
  ): ResolvedLink {
    const loc = { file: from.file, ...where };
    if (isExternal(url)) return { href: url };
    const { pathname, hash } = splitUrl(url);
    if (!pathname) return { href: url, check: { ...loc, written: url, route: from.route, hash } };
    if (/\.mdx?$/i.test(pathname)) return resolveMarkdownFile(from, pathname, hash, loc, url);
    const suffix = url.slice(pathname.length);
    if (pathname.startsWith('/')) {
      if (pathname.startsWith(config.baseUrl)) {
        const staticFile = staticFileAt(pathname);
        return { href: url, check: staticFile ? { ...loc, written: url, staticFile } : { ...loc, written: url, route: safeDecode(pathname), hash } };
      }
      const staticFile = path.join(config.paths.static, safeDecode(pathname));
      if (fs.existsSync(staticFile) && fs.statSync(staticFile).isFile() && !unpublishable(config.paths.static, staticFile)) {
        return { href: `${config.baseUrl}${pathname.slice(1)}${suffix}`, check: { ...loc, written: url, staticFile } };
      }
      const route = toRoute(config, from.locale, pathname);
      return { href: route + suffix, check: { ...loc, written: url, route, hash } };
    }
    // Relative: a file beside the Markdown (an image, a download) is copied; anything else is a URL relative to the page.
    const beside = path.resolve(path.dirname(from.file), safeDecode(pathname));
    if (fs.existsSync(beside) && fs.statSync(beside).isFile()) {
      const refused = unpublishable(config.siteDir, beside);
      if (refused) return { href: url, check: { ...loc, written: url, broken: `the linked file is not published: ${refused}` } };
      const digest = createHash('sha256').update(fs.readFileSync(beside)).digest('hex').slice(0, 8);
      const to = `assets/files/${path.basename(beside, path.extname(beside))}-${digest}${path.extname(beside)}`;
      return { href: `${config.baseUrl}${to}${suffix}`, asset: { from: beside, to } };
    }
    const absolute = new URL(pathname, `http://site${from.route}`).pathname;
    const staticFile = staticFileAt(absolute);
    if (staticFile) return { href: url, check: { ...loc, written: url, staticFile } };
    return { href: url, check: { ...loc, written: url, route: safeDecode(absolute), hash } };
  };
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;

/**
 * Rewrites a page's links to the URLs they resolve to from `from`, and records in `into` what the
 * link check must check and which files beside the page are copied.
 */
export function resolvePageLinks(links: LinkRef[], resolve: LinkResolver, from: Parameters<LinkResolver>[1], into: { links: LinkCheck[]; assets: { from: string; to: string }[] }): void {
  applyLinks(links, (link) => {
    const resolved = resolve(link.url, from, { line: link.line, column: link.column });
    if (resolved.check) into.links.push(resolved.check);
    if (resolved.asset) into.assets.push(resolved.asset);
    return resolved.href;
  });
}
