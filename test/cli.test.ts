import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSite, docgen, listFiles, siteConfig } from './helpers/fixture.js';

const SITE = {
  'site.config.ts': siteConfig(),
  'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n',
  'content/fr/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nBonjour.\n',
};

describe('the docgen command', () => {
  it('prints its version', () => {
    const result = docgen(['--version'], os.tmpdir());
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe('0.1.0');
  });

  it('prints help that lists the build command and its options', () => {
    const top = docgen(['--help'], os.tmpdir());
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/build \[options\]/);
    const build = docgen(['build', '--help'], os.tmpdir());
    expect(build.stdout).toMatch(/--config <file>/);
    expect(build.stdout).toMatch(/--out <dir>/);
  });

  it('exits 2 on misuse: an unknown command or option', () => {
    expect(docgen(['bogus'], os.tmpdir()).code).toBe(2);
    expect(docgen(['build', '--bogus'], os.tmpdir()).code).toBe(2);
  });

  it('builds any site with --config and --out from another folder', () => {
    const dir = createSite(SITE);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-out-')), 'site');
    const result = docgen(['build', '--config', path.join(dir, 'site.config.ts'), '--out', out], os.tmpdir());
    expect(result.code, result.stderr).toBe(0);
    expect(listFiles(out)).toContain('fr/docs.html');
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('says when there is no config, with a hint', () => {
    const result = docgen(['build'], fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-empty-')));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no site\.config\.ts in .*\n\s+hint: run docgen in the folder that holds site\.config\.ts, or pass --config/);
  });

  it('prints plain lines in CI: pages per locale, size and time, no colour codes', () => {
    const dir = createSite(SITE);
    const result = docgen(['build'], dir, { CI: 'true' });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^built 4 en, 4 fr pages into build \(\d+ KB, \d+ files\) in \d+ ms$/m);
    expect(result.stderr).not.toMatch(/\x1b\[/);
  });

  it('swaps the output in whole: no temporary folder is left beside it, before or after a failure', () => {
    const dir = createSite(SITE);
    expect(docgen(['build'], dir).code).toBe(0);
    fs.writeFileSync(path.join(dir, 'content/en/docs/intro.md'), '[broken](nowhere.md)\n');
    expect(docgen(['build'], dir).code).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['build', 'content', 'site.config.ts']);
    expect(fs.readFileSync(path.join(dir, 'build/docs.html'), 'utf8')).toContain('Hello.');
  });
});
