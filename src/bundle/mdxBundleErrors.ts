import fs from 'node:fs';
import path from 'node:path';
import type { BuildFailure, Message } from 'esbuild';
import { UserError, uniqueProblems, type Problem } from '../util/errors.js';
import { quotedPlace } from '../util/quotedPlace.js';
import { DOCUSAURUS_PLUGIN, unknownApiHint } from './reactPages.js';

/** What comes before a module specifier: `import x from '...'`, `export * from '...'`, `import '...'`, `import('...')`, `require('...')`. */
const BEFORE_SPECIFIER = /(\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*$/;

/** A page of the bundle as its errors name it: its key (the module esbuild knows it by), its file, whether it is a React page. */
interface BundledPage {
  key: string;
  file: string;
  react?: boolean;
}

/** The specifier an error at an import names: the string literal esbuild points at (`"./x"`), else the first quoted text of its message. */
function specifierOf(error: Message): string | undefined {
  const { location } = error;
  const literal = location?.lineText.slice(location.column, location.column + location.length);
  const quoted = literal && /^(['"`])(.*)\1$/.exec(literal);
  return quoted ? quoted[2] : /"([^"]+)"/.exec(error.text)?.[1];
}

/** Where an error is, in the user's files: in a page's compiled module (whose lines are not the file's), its import as written in the page's file; else esbuild's place. */
function placeOf(error: Message, pages: BundledPage[], pageNamespace: string, siteDir: string): { file?: string; line?: number; column?: number; page?: BundledPage } {
  const { location } = error;
  if (!location) return {};
  // esbuild names a module of a plugin's namespace `namespace:path`.
  if (location.file.startsWith(`${pageNamespace}:`)) {
    const key = location.file.slice(pageNamespace.length + 1);
    const page = pages.find((p) => p.key === key);
    if (!page) return {};
    const specifier = specifierOf(error);
    let text = '';
    try {
      text = fs.readFileSync(page.file, 'utf8');
    } catch {
      // The page is gone since it was read: named without a line.
    }
    return { file: page.file, ...(specifier !== undefined && quotedPlace(text, specifier, BEFORE_SPECIFIER)), page };
  }
  const file = path.resolve(siteDir, location.file);
  return { file, line: location.line, column: location.column + 1, page: pages.find((p) => p.file === file) };
}

/**
 * What went wrong in the bundles of the site's pages (see bundleMdxPages), as the user's errors:
 * every error of both bundles at once, each where it is written (the same import failing in both
 * bundles, or in a page shown in two locales, is said once). Not a bundle's failure: returned as it is.
 */
export function mdxBundleErrors(failures: unknown[], pages: BundledPage[], pageNamespace: string, siteDir: string, themeComponents: string[]): unknown {
  const errors = failures.flatMap((failure) => (failure as BuildFailure).errors ?? []);
  if (!errors.length) return failures[0];
  const problems: Problem[] = [];
  for (const error of errors) {
    const { page, ...place } = placeOf(error, pages, pageNamespace, siteDir);
    const unknownApi = error.pluginName === DOCUSAURUS_PLUGIN;
    const what = page ? `${page.react ? 'a React' : 'an MDX'} page's imports do not compile` : 'a file the pages import does not compile';
    problems.push({
      message: unknownApi ? error.text : `${what}: ${error.text}`,
      ...place,
      hint: unknownApi ? unknownApiHint(themeComponents) : 'check the import path (`@site/...` is the site folder) and that the package is installed in the site',
    });
  }
  return new UserError(uniqueProblems(problems), { cause: failures[0] });
}
