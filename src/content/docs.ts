import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { UserError, formatLocation, type Problem } from '../util/errors.js';
import { frontMatterFieldAt, parseFrontMatter, type FrontMatter } from './frontMatter.js';
import type { HighlightOverrun } from './highlightOverruns.js';
import { readSource } from './readSource.js';
import { reservedRouteClashes, unreachableAddress } from './routeChecks.js';
import { bodyHashOf, type ContentCache } from './contentCache.js';
import { fileRead, readMarkdownFile } from './markdownRead.js';
import { isInLocale, stripNumberPrefix, toRoute } from './paths.js';
import { listMarkdown, MARKDOWN } from './markdownFiles.js';
import { blogDirOf, docsDirOf } from './layout.js';
import type { DocSet } from '../config/docSets.js';

/** A doc page as one locale shows it. */
export interface Doc {
  /** Its id in its set of docs (Docusaurus's doc id): the same doc in another version has the same. */
  id: string;
  /** The key of the set of docs it is of (see DocSet): its docs instance and version. */
  set: string;
  /** The locale this page is rendered for. */
  locale: string;
  /** The locale whose file provides it: differs from `locale` for an untranslated doc. */
  sourceLocale: string;
  file: string;
  /** Path relative to the locale's docs folder, `/`-separated: `getting-started/install.md`. */
  relPath: string;
  frontMatter: FrontMatter;
  /**
   * The Markdown body (front matter blanked out, lines preserved); not read when the content
   * cache knew the file as it is (see docBody), its hash then given instead.
   */
  body?: string;
  bodyHash?: string;
  /** The body has no text. */
  empty: boolean;
  /** A `.md` file: the first line of its body that only MDX reads as code, if any (see firstJsxLine). */
  jsxLine?: number;
  /** A `.md` file: the words of its raw HTML's class attributes, which the site's stylesheet keeps (see classTokens). */
  classes: string;
  /** Code fences whose highlighted lines go past their end (see highlightOverruns). */
  overruns: HighlightOverrun[];
  title: string;
  slug: string;
  route: string;
  sidebarPosition?: number;
}

/**
 * About how many doc pages and blog posts the site has (the default locale's files, in every
 * locale; a build's threads make both), found without reading them; counted up to `enough` (the
 * walks stop there) when that is all the caller needs to know.
 */
export function countDocFiles(config: SiteConfig, enough = Infinity): number {
  const locales = config.locales.length;
  const wanted = Math.ceil(enough / locales);
  const docs = config.docSets.reduce((count, set) => count + (count < wanted ? listMarkdown(docsDirOf(config, config.i18n.defaultLocale, set), wanted - count).length : 0), 0);
  const blog = blogDirOf(config, config.i18n.defaultLocale);
  const posts = blog && docs < wanted ? listMarkdown(blog, wanted - docs).length : 0;
  return Math.min((docs + posts) * locales, enough);
}

export { docsDirOf };

/** id, slug and route by Docusaurus's rules. */
function identify(config: SiteConfig, relPath: string, fm: FrontMatter) {
  const raw = relPath.replace(MARKDOWN, '').split('/');
  const segments = raw.map(stripNumberPrefix);
  const base = segments.pop()!;
  const dir = segments.join('/');
  const id = [dir, fm.id ?? base].filter(Boolean).join('/');
  // Docusaurus's isCategoryIndex: index, readme or the folder's own name, as written (any case); a front matter id does not change the address.
  const fileName = raw[raw.length - 1]!.toLowerCase();
  const isIndex = fileName === 'index' || fileName === 'readme' || (raw.length > 1 && fileName === raw[raw.length - 2]!.toLowerCase());
  let slug: string;
  if (fm.slug !== undefined) slug = fm.slug.startsWith('/') ? fm.slug : `/${[dir, fm.slug].filter(Boolean).join('/')}`;
  else slug = `/${isIndex ? dir : id}`;
  return { id, slug: slug.replace(/\/+$/, '') || '/' };
}

/**
 * Reads one doc as `locale` shows it from `sourceLocale`'s file; `docgen dev` re-reads an edited
 * doc alone. With a content cache, a file it knows as it is is not read (see ContentCache).
 */
export function readDoc(config: SiteConfig, locale: string, sourceLocale: string, relPath: string, cache?: ContentCache, set: DocSet = config.docSets[0]!): Doc {
  const file = path.join(docsDirOf(config, sourceLocale, set), relPath);
  const read = readMarkdownFile(file, cache);
  const { frontMatter } = read;
  const { id, slug } = identify(config, relPath, frontMatter);
  const route = toRoute(config, locale, `${set.routeBase}${slug}`);
  if (!isInLocale(config, locale, route)) throw outOfSite(config, file, relPath, frontMatter.slug, set);
  const unreachable = unreachableAddress(file, relPath, frontMatter);
  if (unreachable) throw new UserError(unreachable);
  return {
    id,
    set: set.key,
    ...fileRead({ locale, sourceLocale, file, relPath }, read),
    title: frontMatter.title ?? read.heading ?? id.split('/').pop()!,
    slug,
    route,
    sidebarPosition: frontMatter.sidebar_position,
  };
}

/**
 * A doc whose address, once its `..` are resolved, is above its locale's base URL: its page would
 * be written outside the output folder (or among another locale's). Said alike for every locale (a file shown untranslated is
 * reported once).
 */
function outOfSite(config: SiteConfig, file: string, relPath: string, slug: string | undefined, set: DocSet): UserError {
  const docsBase = `${config.baseUrl}${set.routeBase ? `${set.routeBase}/` : ''}`;
  if (slug === undefined) {
    return new UserError({ message: `the page's address, made of its folders (${relPath}), leads out of the site`, file, line: 1, hint: 'rename the folder that reads as ".." once its number prefix is taken off' });
  }
  return new UserError({
    message: `front matter "slug": ${JSON.stringify(slug)} leads out of the site: its ".." climb above the base URL of the page's locale (its page would be written outside the output folder, or among another locale's)`,
    file,
    ...(frontMatterFieldAt(readSource(file), 'slug') ?? { line: 1 }),
    hint: `give a slug that stays inside the site: one that starts with "/" is from ${docsBase}, one without from the doc's folder`,
  });
}

/**
 * A doc's body, read from its file when the build did not read it (see readDoc); a file that no
 * longer has the body the build placed it with stops the build rather than make a page of both.
 */
export function docBody(doc: Pick<Doc, 'file' | 'body' | 'bodyHash'>): string {
  if (doc.body !== undefined) return doc.body;
  const { body } = parseFrontMatter(readSource(doc.file), doc.file);
  if (bodyHashOf(body) !== doc.bodyHash) throw new UserError({ message: 'the file changed while the site was being built', file: doc.file, hint: 'build again' });
  return (doc.body = body);
}

export interface LocaleDocs {
  docs: Doc[];
  /** Docs of this locale served from the default locale's files. */
  untranslated: Doc[];
}

/**
 * Reads every doc of every locale. A doc missing from a locale falls back to the default locale's
 * file. Drafts are left out of production builds. All problems are reported together.
 */
export function loadDocs(config: SiteConfig, options: { includeDrafts?: boolean; cache?: ContentCache } = {}): Map<string, LocaleDocs> {
  const problems: Problem[] = [];
  const result = new Map<string, LocaleDocs>(config.locales.map((locale) => [locale, { docs: [], untranslated: [] }]));
  for (const set of config.docSets) {
    try {
      // The docs that could be read, even beside a problem: the checks below see them all.
      for (const [locale, docs] of loadDocSet(config, set, options, problems)) {
        result.get(locale)!.docs.push(...docs.docs);
        result.get(locale)!.untranslated.push(...docs.untranslated);
      }
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      problems.push(...error.problems);
    }
  }
  for (const locale of config.locales) {
    const { docs } = result.get(locale)!;
    problems.push(...findClashes(docs), ...reservedRouteClashes(config, locale, docs));
  }
  if (problems.length) throw new UserError(dedupe(problems));
  return result;
}

/** The docs of one set (an instance's version) in every locale, what cannot be read added to `problems`; see loadDocs. */
function loadDocSet(config: SiteConfig, set: DocSet, options: { includeDrafts?: boolean; cache?: ContentCache }, problems: Problem[]): Map<string, LocaleDocs> {
  const defaultLocale = config.i18n.defaultLocale;
  const defaultDir = docsDirOf(config, defaultLocale, set);
  if (!fs.existsSync(defaultDir)) {
    const versioned = set.version !== 'current';
    throw new UserError({
      message: versioned ? `the folder of docs version "${set.version}" does not exist: ${defaultDir}` : `the docs folder does not exist: ${defaultDir}`,
      file: versioned ? set.versionsFile : config.configFile,
      hint: versioned
        ? `restore ${path.relative(config.siteDir, defaultDir)}, or take "${set.version}" out of ${path.basename(set.versionsFile)}`
        : `create ${path.relative(config.siteDir, defaultDir) || defaultDir} with your Markdown files, or set contentDir / docs.path in the config`,
    });
  }
  const defaultFiles = listMarkdown(defaultDir);
  const result = new Map<string, LocaleDocs>();
  for (const locale of config.locales) {
    const own = new Set(locale === defaultLocale ? defaultFiles : listMarkdown(docsDirOf(config, locale, set)));
    const relPaths = [...new Set([...defaultFiles, ...own])].sort();
    const docs: Doc[] = [];
    const untranslated: Doc[] = [];
    for (const relPath of relPaths) {
      try {
        const doc = readDoc(config, locale, own.has(relPath) ? locale : defaultLocale, relPath, options.cache, set);
        if (doc.frontMatter.draft && !options.includeDrafts) continue;
        docs.push(doc);
        if (doc.sourceLocale !== locale) untranslated.push(doc);
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        problems.push(...error.problems);
      }
    }
    result.set(locale, { docs, untranslated });
  }
  return result;
}

/** For a doc of another locale's (an untranslated one), where it is shown: else nothing. */
const shownFor = (doc: Doc) => (doc.sourceLocale === doc.locale ? '' : ` (shown in "${doc.locale}", not translated)`);

/** Two docs of one set with the same id, or two docs with the same route, in one locale. */
function findClashes(docs: Doc[]): Problem[] {
  const problems: Problem[] = [];
  for (const key of ['id', 'route'] as const) {
    const seen = new Map<string, Doc>();
    for (const doc of docs) {
      const seenAs = key === 'id' ? `${doc.set}\0${doc.id}` : doc.route;
      const found = seen.get(seenAs);
      if (found) {
        // Reported at the locale's own file when one of the two is untranslated (the other locale's file is not the one to change).
        const [here, other] = shownFor(doc) && !shownFor(found) ? [found, doc] : [doc, found];
        problems.push({
          message: `two docs have the same ${key} "${doc[key]}": this one${shownFor(here)} and ${formatLocation({ file: other.file })}${shownFor(other)}`,
          file: here.file,
          line: 1,
          hint: key === 'id' ? 'give one of them another front matter `id`' : 'give one of them another front matter `slug`',
        });
      } else seen.set(seenAs, doc);
    }
  }
  return problems;
}

/** A default-locale file that fails is read once per locale: report it once. */
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
