import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, Page, siteConfig } from './helpers/fixture.js';
import { connectEvents, devSession, startServer } from './helpers/server.js';

/**
 * A site whose remark plugin notes each MDX file it is run on (in `compiled.log` beside the
 * config): what @mdx-js/mdx compiled, seen from outside. English only, so a page is compiled once.
 */
function site(llms = false): string {
  // Without Markdown versions unless asked: the plugin runs on those too (see llms/pageMarkdown.ts).
  const config = siteConfig(`markdown: { remarkPlugins: [noteMdx] }, llms: { enabled: ${llms} },`)
    .replace("  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' }, fr: { label: 'Français' } } },\n", "  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } },\n")
    .replace(
      "import { defineConfig } from 'docgen';\n",
      "import { defineConfig } from 'docgen';\nimport fs from 'node:fs';\nimport path from 'node:path';\n" +
        "function noteMdx() {\n  return (_tree, file) => {\n    if (String(file.path).endsWith('.mdx')) fs.appendFileSync(path.join(process.cwd(), 'compiled.log'), path.basename(String(file.path)) + '\\n');\n  };\n}\n",
    );
  return createSite({
    'site.config.ts': config,
    'content/en/docs/index.md': '# Docs\n',
    'content/en/docs/guide.md': '---\nslug: guide\n---\n\n# Guide\n\n## Setup\n\nText.\n',
    'content/en/docs/other.md': '# Other\n\nPlain.\n',
    'content/en/docs/card.mdx': '# Card\n\nexport const Box = ({ children }) => <div className="box">{children}</div>;\n\n<Box>See [the guide](./guide.md#setup).</Box>\n',
  });
}

const compiledLog = (dir: string) => (fs.existsSync(path.join(dir, 'compiled.log')) ? fs.readFileSync(path.join(dir, 'compiled.log'), 'utf8').trim().split('\n') : []);
const cardLink = (dir: string) => Page.read(path.join(dir, 'build/docs/card.html')).attr('.markdown .box a', 'href');

describe('an unchanged MDX page is not compiled again', () => {
  it('is taken from the last build when another doc changed, compiled again when it changed or a link of it leads elsewhere', () => {
    const dir = site();
    buildSite(dir);
    expect(compiledLog(dir)).toEqual(['card.mdx']);
    expect(cardLink(dir)).toBe('/doc/docs/guide#setup');

    // Another doc changed: the build makes pages again, but the MDX page is the one it compiled.
    fs.appendFileSync(path.join(dir, 'content/en/docs/other.md'), '\nMore.\n');
    buildSite(dir);
    expect(compiledLog(dir)).toEqual(['card.mdx']);
    expect(Page.read(path.join(dir, 'build/docs/other.html')).text('.markdown')).toContain('More.');
    expect(cardLink(dir)).toBe('/doc/docs/guide#setup');
    expect(Page.read(path.join(dir, 'build/docs/card.html')).text('.markdown .box')).toContain('See the guide');

    // The doc its link leads to moved: its code holds the old address, so it is compiled again.
    fs.writeFileSync(path.join(dir, 'content/en/docs/guide.md'), '---\nslug: setup-guide\n---\n\n# Guide\n\n## Setup\n\nText.\n');
    buildSite(dir);
    expect(compiledLog(dir)).toEqual(['card.mdx', 'card.mdx']);
    expect(cardLink(dir)).toBe('/doc/docs/setup-guide#setup');

    // The page itself changed.
    fs.writeFileSync(path.join(dir, 'content/en/docs/card.mdx'), fs.readFileSync(path.join(dir, 'content/en/docs/card.mdx'), 'utf8').replace('See', 'Read'));
    buildSite(dir);
    expect(compiledLog(dir)).toEqual(['card.mdx', 'card.mdx', 'card.mdx']);
    expect(Page.read(path.join(dir, 'build/docs/card.html')).text('.markdown .box')).toContain('Read the guide');
  });
});

describe("an MDX page's Markdown version", () => {
  it('is printed from its compile and kept with it: a page made again from a kept compile does not read its file again', () => {
    const dir = site(true);
    buildSite(dir);
    // The compile, then its Markdown version, run the site's plugins on the one parse.
    expect(compiledLog(dir)).toEqual(['card.mdx', 'card.mdx']);
    const markdown = () => fs.readFileSync(path.join(dir, 'build/docs/card.md'), 'utf8');
    const first = markdown();
    expect(first).toMatch(/^# Card\n\nSee \[the guide\]\(https:\/\/[^)]*\/doc\/docs\/guide#setup\)\.\n$/);

    // A favicon changes every page's shell: each page is made again, the MDX one from its kept compile.
    fs.mkdirSync(path.join(dir, 'static'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static/favicon.ico'), 'icon');
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/card.html')).html).toContain('favicon.ico');
    expect(compiledLog(dir)).toEqual(['card.mdx', 'card.mdx']);
    expect(markdown()).toBe(first);

    // The page changed: compiled, and its Markdown version printed, again.
    fs.writeFileSync(path.join(dir, 'content/en/docs/card.mdx'), fs.readFileSync(path.join(dir, 'content/en/docs/card.mdx'), 'utf8').replace('See', 'Read'));
    buildSite(dir);
    expect(compiledLog(dir)).toHaveLength(4);
    expect(markdown()).toBe(first.replace('See', 'Read'));
  });
});

describe('docgen dev on a site with MDX pages', () => {
  it("compiles none the site's last build compiled, then only the MDX pages each save changed or added", async () => {
    const dir = site();
    buildSite(dir);
    expect(compiledLog(dir)).toEqual(['card.mdx']);
    const server = await startServer(['dev', '--port', '0'], dir);
    const events = await connectEvents(`${server.origin}/doc/__docgen/events`);
    try {
      const dev = devSession(server, events);
      expect((await dev.page('/doc/docs/card')).attr('.markdown .box a', 'href')).toBe('/doc/docs/guide#setup');
      expect(compiledLog(dir)).toEqual(['card.mdx']);
      // The page saved, then a new one: each compiled, the other as it was.
      const card = path.join(dir, 'content/en/docs/card.mdx');
      await dev.after(() => fs.writeFileSync(card, fs.readFileSync(card, 'utf8').replace('See', 'Read')), 'reload');
      expect(compiledLog(dir)).toEqual(['card.mdx', 'card.mdx']);
      expect((await dev.page('/doc/docs/card')).text('.markdown .box')).toContain('Read the guide');
      await dev.after(() => fs.writeFileSync(path.join(dir, 'content/en/docs/new.mdx'), '# New\n\n<div className="box">{1 + 1}</div>\n'), 'reload');
      expect(compiledLog(dir)).toEqual(['card.mdx', 'card.mdx', 'new.mdx']);
      expect((await dev.page('/doc/docs/new')).text('.markdown .box')).toBe('2');
    } finally {
      events.close();
      await server.stop();
    }
  });
});
