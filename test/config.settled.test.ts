import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, docgen, repoRoot, siteConfig, writeFiles } from './helpers/fixture.js';

const DOC = { 'content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nText.\n' };
/** A config that awaits a promise nothing resolves: nothing else is left for the process to do. */
const NEVER = "import { defineConfig } from 'docgen';\nexport default await new Promise(() => {});\n";
/** A config that awaits a promise nothing resolves while a timer of its own keeps the process alive. */
const WAITING = "import { defineConfig } from 'docgen';\nexport default await new Promise(() => setInterval(() => {}, 1000));\n";

const NEVER_SETTLES = 'site.config.ts: the config file never settles: it awaits a promise that nothing is left to resolve or reject';
const TIMED_OUT = 'site.config.ts: the config file did not settle within 1 s: its default export, or a promise it awaits, is still pending';
/** Runs that would otherwise hang are killed after this: a test of a hang fails rather than hangs. */
const KILL_AFTER_MS = 30_000;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('a config that never settles', () => {
  it('is an error at the config file for build, serve, dev and index, exit 1 (they exited 0 without a word)', () => {
    const dir = createSite({ 'site.config.ts': siteConfig("onBrokenLinks: 'warn',"), ...DOC });
    // A last build whose stamp the up-to-date check reads: it evaluates the config too.
    buildSite(dir);
    writeFiles(dir, { 'site.config.ts': NEVER });
    for (const command of ['build', 'serve', 'dev', 'index']) {
      const result = docgen([command], dir, {}, KILL_AFTER_MS);
      expect(result.code, `${command}: ${result.stderr}`).toBe(1);
      expect(occurrences(result.stderr, NEVER_SETTLES), result.stderr).toBe(1);
      expect(result.stderr).toContain('hint: every promise the config awaits must resolve or reject');
    }
  });

  it('is an error once DOCGEN_CONFIG_TIMEOUT seconds have passed when it waits on something alive, and docgen exits', () => {
    const dir = createSite({ 'site.config.ts': siteConfig("onBrokenLinks: 'warn',"), ...DOC });
    buildSite(dir);
    writeFiles(dir, { 'site.config.ts': WAITING });
    for (const command of ['build', 'index']) {
      const result = docgen([command], dir, { DOCGEN_CONFIG_TIMEOUT: '1' }, KILL_AFTER_MS);
      expect(result.code, `${command}: ${result.stderr}`).toBe(1);
      // Told once, though the up-to-date check evaluated the config before the build.
      expect(occurrences(result.stderr, TIMED_OUT), result.stderr).toBe(1);
      expect(result.stderr).toContain('set DOCGEN_CONFIG_TIMEOUT to the seconds it may take');
    }
    const misused = docgen(['build'], dir, { DOCGEN_CONFIG_TIMEOUT: 'soon' }, KILL_AFTER_MS);
    expect(misused.code).toBe(1);
    expect(misused.stderr).toContain('DOCGEN_CONFIG_TIMEOUT=soon: expected a number of seconds above 0');
  });
});

describe('a command whose work can no longer finish', () => {
  it('is reported, exit 1, when Node finds nothing left to do (it exited 0)', () => {
    // runCommand as the CLI calls it, with a body that awaits a promise nothing resolves.
    const dir = createSite({
      'entry.ts': `import { runCommand } from ${JSON.stringify(path.join(repoRoot, 'src/commands/run.ts'))};\nrunCommand({}, () => new Promise(() => {}));\n`,
    });
    buildSync({ entryPoints: [path.join(dir, 'entry.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: path.join(dir, 'entry.mjs'), logLevel: 'silent' });
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
    const result = spawnSync(process.execPath, [path.join(dir, 'entry.mjs')], { encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1' }, timeout: KILL_AFTER_MS });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('error docgen stopped with its work unfinished: it was waiting for something that can no longer happen');
  });
});
