import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSite, docgen, listFiles, siteConfig } from './helpers/fixture.js';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** 130 docs by default: built in worker threads, which run their own bundle through the launcher (and under other V8 flags). */
function site(docs = 130): Record<string, string> {
  const files: Record<string, string> = { 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n' };
  for (let i = 0; i < docs; i++) files[`content/en/docs/d${i}.md`] = `# Doc ${i}\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`;
  return files;
}

const snapshot = (dir: string) => new Map(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
const caches = (dir: string) => new Map(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))]));

describe("the launcher's code cache", () => {
  it('is written by a first run, read by the next (small and large builds alike), and made again when damaged: the same site every time', () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-v8-'));
    const env = { DOCGEN_CODE_CACHE: cacheDir };
    const build = (out: string, docs?: number) => {
      const dir = createSite(site(docs));
      const result = docgen(['build', '--out', out], dir, env);
      expect(result.code, result.stderr).toBe(0);
      return snapshot(path.join(dir, out));
    };

    const first = build('first');
    const written = caches(cacheDir);
    // docgen's bundle, its workers' bundle and React, at least.
    expect(written.size).toBeGreaterThanOrEqual(3);
    expect([...written.values()].every((bytes) => bytes.length > 0)).toBe(true);

    expect(build('second')).toEqual(first);
    // Read, not written again.
    expect(caches(cacheDir)).toEqual(written);

    // A small site's build (one thread, V8's flags as Node set them) keeps caches of its own where
    // it needs them; then neither kind of build rejects and writes again what the other made.
    build('small', 5);
    const both = caches(cacheDir);
    expect(both.size).toBeGreaterThan(written.size);
    expect(build('fourth')).toEqual(first);
    build('small again', 5);
    expect(caches(cacheDir)).toEqual(both);

    // The caches of docgen's bundles (named by their path, and by V8's flags once changed), which every build loads: damaged, then made again.
    const bundles = ['cli.cjs', 'worker.cjs'].map((name) => createHash('sha1').update(path.join(DIST, name)).digest('hex').slice(0, 16));
    const damaged = [...written.keys()].filter((name) => bundles.some((prefix) => name.startsWith(`${prefix}-`) || name.startsWith(`${prefix}.`)));
    expect(damaged).toHaveLength(2);
    for (const name of damaged) fs.writeFileSync(path.join(cacheDir, name), 'not a code cache');
    expect(build('third')).toEqual(first);
    const remade = caches(cacheDir);
    for (const name of damaged) expect(remade.get(name)?.toString(), name).not.toBe('not a code cache');
  });
});
