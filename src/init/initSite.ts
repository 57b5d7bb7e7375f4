import fs from 'node:fs';
import path from 'node:path';
import { name as docgenName, version as docgenVersion } from '../../package.json';
import { packageRoot } from '../config/resolve.js';
import { UserError } from '../util/errors.js';
import { writeWhole } from '../util/wholeFiles.js';
import { docgenDependency, type DocgenDependency } from './docgenSource.js';
import { packageNameOf, starterFiles, titleOf } from './starterFiles.js';

export interface InitOptions {
  /** The site's folder, absolute; made if missing. */
  dir: string;
  /** Locale codes, the default first. */
  locales: string[];
  /** Write into a folder that is not empty: the files it has are kept. */
  force: boolean;
}

export interface InitResult {
  /** Files written, relative to the site's folder. */
  written: string[];
  /** Starter files the folder already had, kept as they were (with --force). */
  kept: string[];
  /** Scripts an existing package.json already had under the names of docgen's, kept (with docgen's command). */
  keptScripts: { name: string; docgen: string }[];
  /** How the site depends on docgen: the docgen that made it. */
  dependency: DocgenDependency;
}

/** What a folder holds that counts as the user's: a `.git` alone (a fresh repository) leaves it empty. */
function entriesOf(dir: string): string[] {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dir);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) throw new UserError({ message: 'a file is in the way: docgen init makes a site in a folder', file: dir, hint: 'name a new folder, or an empty one' });
  return fs.readdirSync(dir).filter((name) => name !== '.git').sort();
}

/**
 * Makes a new site in `dir`: its config, package.json, .gitignore, and per locale a home page
 * and two docs in a category. A folder that is not empty is refused unless `force`; then no file
 * in it is replaced, and a package.json there is given docgen's dependency and the scripts it
 * lacks.
 */
export function initSite(options: InitOptions): InitResult {
  const entries = entriesOf(options.dir);
  if (entries.length && !options.force) {
    const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? `, and ${entries.length - 3} more` : '');
    throw new UserError({
      message: `the folder is not empty (${shown}): docgen init makes a new site`,
      file: options.dir,
      hint: 'name a new folder (docgen init my-docs), or add --force to add the site to this one (the files it holds are kept)',
    });
  }
  const folderName = path.basename(options.dir);
  const dependency = docgenDependency({ name: docgenName, version: docgenVersion, dir: packageRoot() }, options.dir);
  const files = starterFiles({ title: titleOf(folderName), name: packageNameOf(folderName), locales: options.locales, docgen: { name: docgenName, dependency } });
  const result: InitResult = { written: [], kept: [], keptScripts: [], dependency };
  for (const [rel, text] of files) {
    const file = path.join(options.dir, rel);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Never over a file that came meanwhile.
      fs.writeFileSync(file, text, { flag: 'wx' });
      result.written.push(rel);
    } else if (rel === 'package.json') {
      writeWhole(file, mergedPackage(file, JSON.parse(text) as PackageJson, result));
      result.written.push(rel);
    } else result.kept.push(rel);
  }
  return result;
}

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

/** An existing package.json given the starter's scripts, dependencies and install-script decisions it lacks; its own fields, scripts, versions and decisions kept. */
function mergedPackage(file: string, starter: PackageJson, result: InitResult): string {
  let pkg: PackageJson;
  try {
    pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
  } catch (error) {
    throw new UserError({ message: `package.json is no valid JSON: ${(error as Error).message}`, file, hint: 'fix it, or move it out of the way, and run docgen init again' });
  }
  const scripts = { ...pkg.scripts };
  for (const [name, command] of Object.entries(starter.scripts ?? {})) {
    if (scripts[name] === undefined) scripts[name] = command;
    else if (scripts[name] !== command) result.keptScripts.push({ name, docgen: command });
  }
  // The project's own install-script decisions win over docgen's.
  const allowScripts = { ...starter.allowScripts, ...pkg.allowScripts };
  return `${JSON.stringify({ ...pkg, scripts, dependencies: { ...starter.dependencies, ...pkg.dependencies }, allowScripts }, null, 2)}\n`;
}
