import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, Page, siteConfig } from './helpers/fixture.js';

/**
 * A site large enough for a worker thread (150 docs), 24 of them MDX pages, whose remark plugin
 * notes in `compiled.log` which thread compiled each MDX file. The main thread's first MDX page
 * waits (60 s at most) until a worker has compiled one: both threads compile, whatever their speed.
 * English only, and no Markdown versions (the plugin would run on those too).
 */
function site(): string {
  const plugin = `let waited = false;
function noteMdx() {
  return (_tree, file) => {
    if (!String(file.path).endsWith('.mdx')) return;
    const log = path.join(process.cwd(), 'compiled.log');
    fs.appendFileSync(log, threadId + ' ' + path.basename(String(file.path)) + '\\n');
    const byWorker = () => fs.readFileSync(log, 'utf8').split('\\n').some((line) => line && !line.startsWith('0 '));
    if (threadId !== 0 || waited) return;
    waited = true;
    const until = Date.now() + 60000;
    while (!byWorker() && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  };
}
`;
  const config = siteConfig(`markdown: { remarkPlugins: [noteMdx] }, llms: { enabled: false },`)
    .replace("  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' }, fr: { label: 'Français' } } },\n", "  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } },\n")
    .replace("import { defineConfig } from 'docgen';\n", `import { defineConfig } from 'docgen';\nimport fs from 'node:fs';\nimport path from 'node:path';\nimport { threadId } from 'node:worker_threads';\n${plugin}`);
  const files: Record<string, string> = { 'site.config.ts': config, 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n' };
  for (let i = 0; i < 150; i++) {
    const folder = `content/en/docs/f${Math.floor(i / 30)}`;
    const next = `../f${Math.floor(((i + 1) % 150) / 30)}/d${(i + 1) % 150}`;
    if (i % 6 === 0) files[`${folder}/d${i}.mdx`] = `# Doc ${i}\n\n## Part ${i}\n\nexport const Box = ({ children }) => <div className="box">{children}</div>;\n\n<Box>Word zebra${i}, see [the next](${next}.${(i + 1) % 6 === 0 ? 'mdx' : 'md'}#part-${(i + 1) % 150}).</Box>\n`;
    else files[`${folder}/d${i}.md`] = `# Doc ${i}\n\n## Part ${i}\n\nWord zebra${i}.\n`;
  }
  return createSite(files);
}

const compiledLog = (dir: string) => fs.readFileSync(path.join(dir, 'compiled.log'), 'utf8').trim().split('\n').map((line) => line.split(' ') as [string, string]);

describe("a large site's MDX pages", () => {
  it('are compiled by the main thread and a worker, each once, into the pages a single thread makes; a rebuild compiles none of them again', () => {
    const dir = site();
    buildSite(dir);
    const log = compiledLog(dir);
    // Every MDX page once (25 of them: d0, d6 ... d144), by both threads.
    expect(log.map(([, file]) => file).sort()).toEqual(Array.from({ length: 25 }, (_, k) => `d${k * 6}.mdx`).sort());
    expect(new Set(log.map(([thread]) => thread === '0')).size).toBe(2);
    for (const i of [0, 6, 72, 144]) {
      const page = Page.read(path.join(dir, `build/docs/f${Math.floor(i / 30)}/d${i}.html`));
      expect(page.text('.markdown .box')).toContain(`zebra${i}`);
      expect(page.attr('.markdown .box a', 'href')).toBe(`/doc/docs/f${Math.floor((i + 1) / 30)}/d${i + 1}#part-${i + 1}`);
    }
    // Both threads' compiles were kept: another doc changed, no MDX page is compiled again.
    fs.rmSync(path.join(dir, 'compiled.log'));
    fs.appendFileSync(path.join(dir, 'content/en/docs/f2/d77.md'), '\nMore.\n');
    buildSite(dir);
    expect(fs.existsSync(path.join(dir, 'compiled.log'))).toBe(false);
    expect(Page.read(path.join(dir, 'build/docs/f2/d72.html')).attr('.markdown .box a', 'href')).toBe('/doc/docs/f2/d73#part-73');
  });
});
