import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';
import { expect } from 'vitest';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = path.join(repoRoot, 'bin', 'docgen.js');

/** A site in a fresh temp folder: `files` maps relative paths to their text. */
export function createSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-test-'));
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real CLI as a user would, in `cwd`, as in CI (no TTY, CI=true). `killAfterMs` bounds a
 * run that may never end (its code is null then): a test of a hang fails rather than hangs.
 */
export function docgen(args: string[], cwd: string, env: Record<string, string> = {}, killAfterMs?: number): RunResult {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env }, timeout: killAfterMs });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A copy of the docgen package in a temp folder, as an install gives it: its `parts` (of
 * package.json, bin, dist, scripts, src, templates) copied with their dates, and its
 * node_modules a folder of links to the repository's dependencies, without their cache folder.
 */
export function copyOfDocgen(parts: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-package-'));
  for (const name of parts) fs.cpSync(path.join(repoRoot, name), path.join(dir, name), { recursive: true, preserveTimestamps: true });
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (name !== '.cache') fs.symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  return dir;
}

/** Builds the site in `dir`; fails the test with docgen's own output if the build fails. */
export function buildSite(dir: string, args: string[] = []): RunResult {
  const result = docgen(['build', ...args], dir);
  if (result.code !== 0) throw new Error(`docgen build failed (${result.code}):\n${result.stderr}${result.stdout}`);
  return result;
}

/** A first build that must fail as a user error: exit 1, no stack trace, no output folder. Its error block. */
export function buildFailure(dir: string): string {
  const result = docgen(['build'], dir);
  expect(result.code, result.stdout).toBe(1);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  return result.stderr;
}

/** Every file below a folder, relative, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** A built page, parsed, with CSS-selector helpers. */
export class Page {
  readonly tree: Root;
  constructor(readonly html: string) {
    this.tree = fromHtml(html);
  }
  static read(file: string): Page {
    return new Page(fs.readFileSync(file, 'utf8'));
  }
  one(selector: string): Element {
    const found = select(selector, this.tree);
    if (!found) throw new Error(`no element matches ${selector}`);
    return found;
  }
  has(selector: string): boolean {
    return select(selector, this.tree) !== undefined;
  }
  all(selector: string): Element[] {
    return selectAll(selector, this.tree);
  }
  text(selector: string): string {
    return toString(this.one(selector)).replace(/\u200b/g, '').trim();
  }
  texts(selector: string): string[] {
    return this.all(selector).map((e) => toString(e).replace(/\u200b/g, '').trim());
  }
  attr(selector: string, name: string): string | undefined {
    const value = this.one(selector).properties[name];
    return value === undefined ? undefined : Array.isArray(value) ? value.join(' ') : String(value);
  }
}

/** A minimal valid config for fixture sites (en + fr, baseUrl /doc/). */
export function siteConfig(extra = ''): string {
  return `import { defineConfig } from 'docgen';
export default defineConfig({
  title: 'Fixture',
  tagline: { en: 'A tiny site', fr: 'Un petit site' },
  url: 'https://example.org',
  baseUrl: '/doc/',
  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' }, fr: { label: 'Français' } } },
  ${extra}
});
`;
}
