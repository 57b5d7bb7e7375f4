import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, docgen, Page, writeFiles } from './helpers/fixture.js';
import { INSTALL_MD, llmsSite } from './helpers/llmsSite.js';
import { request, startServer, waitFor } from './helpers/server.js';

const LLMS_EN = `# Fixture

> A tiny site

## Docs

- [Introduction](https://example.org/doc/docs.md): What the fixture is.

## Guides

- [Guides overview](https://example.org/doc/docs/guides/overview.md): All the guides.
- [Install](https://example.org/doc/docs/guides/install.md): How to install it.

## Reference

- [API](https://example.org/doc/docs/reference/api.md): The API, with a relative link.

## Pages

- [Welcome](https://example.org/doc/index.md): The home, as Markdown too.
- [About us](https://example.org/doc/about.md): See the API.
- [House rules](https://example.org/doc/internal/rules.md): How we work.
`;

const LLMS_FR = `# Fixture

> Un petit site

## Documentation

- [Introduction](https://example.org/doc/fr/docs.md): Ce qu'est le site.

## Guides

- [Guides overview](https://example.org/doc/fr/docs/guides/overview.md): All the guides.
- [Install](https://example.org/doc/fr/docs/guides/install.md): How to install it.

## Reference

- [L'API](https://example.org/doc/fr/docs/reference/api.md): L'API.

## Pages

- [Welcome](https://example.org/doc/fr/index.md): The home, as Markdown too.
- [About us](https://example.org/doc/fr/about.md): See the API.
- [House rules](https://example.org/doc/fr/internal/rules.md): How we work.
`;

const INTRO_MD = `# Introduction

Read [the install guide](https://example.org/doc/docs/guides/install#steps) or the [API](https://example.org/doc/docs/reference/api).

:::tip[Good to know]
Admonitions stay **as written**.
:::

\`\`\`js title="hello.js"
console.log('hi'); // highlight-line
\`\`\`
`;

const LLMS_FULL_EN = `# Fixture

> A tiny site

# Introduction

URL: https://example.org/doc/docs

${INTRO_MD.slice('# Introduction\n\n'.length)}
# Guides overview

URL: https://example.org/doc/docs/guides/overview

All the guides.

# Install

URL: https://example.org/doc/docs/guides/install

${INSTALL_MD.slice('# Install\n\n'.length)}
# API

URL: https://example.org/doc/docs/reference/api

The API, with a [relative link](https://example.org/doc/docs).

# Welcome

URL: https://example.org/doc/

The home, as Markdown too.

# About us

URL: https://example.org/doc/about

See [the API](https://example.org/doc/docs/reference/api).

# House rules

URL: https://example.org/doc/internal/rules

Be kind.
`;

describe('readers beyond the browser: llms.txt and the pages as Markdown', () => {
  it('builds llms.txt and llms-full.txt per locale, grouped and ordered by the sidebar, without drafts, unlisted or excluded docs', () => {
    const dir = llmsSite();
    buildSite(dir);
    const out = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
    expect(out('llms.txt')).toBe(LLMS_EN);
    expect(out('fr/llms.txt')).toBe(LLMS_FR);
    expect(out('llms-full.txt')).toBe(LLMS_FULL_EN);
    expect(out('fr/llms-full.txt')).toContain("# L'API\n\nURL: https://example.org/doc/fr/docs/reference/api\n\nL'API.\n");

    // Each page at its URL plus .md: Markdown made from its source.
    expect(out('docs.md')).toBe(INTRO_MD);
    expect(out('docs/guides/install.md')).toBe(INSTALL_MD);
    expect(out('fr/docs/guides/install.md')).toBe(INSTALL_MD);
    // An unlisted doc has its Markdown version but is not listed; a draft has no page; an excluded doc has no Markdown version.
    expect(out('docs/guides/hidden.md')).toBe('# Hidden\n\nOnly by link.\n');
    expect(fs.existsSync(path.join(dir, 'build/docs/guides/draft.md'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'build/docs/internal/notes.html'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'build/docs/internal/notes.md'))).toBe(false);

    // Standalone pages have theirs too (the home at the locale's root), listed under Pages (above); an
    // unlisted page has one but is not listed, one that llms.exclude names (pages/private/**) has none.
    expect(out('about.md')).toBe('# About us\n\nSee [the API](https://example.org/doc/docs/reference/api).\n');
    expect(out('hidden.md')).toBe('# Hidden page\n\nOnly by link.\n');
    expect(fs.existsSync(path.join(dir, 'build/private/plans.html'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'build/private/plans.md'))).toBe(false);
    expect(Page.read(path.join(dir, 'build/private/plans.html')).all('link[type="text/markdown"]')).toHaveLength(0);
    // A page's Copy page button sits beside its heading; the home, a heading-less landing page, has none.
    const about = Page.read(path.join(dir, 'build/fr/about.html'));
    expect(about.text('.standalone-article header h1')).toBe('About us');
    expect(about.text('.standalone-article header .copy-page-button')).toBe('Copier la page');
    expect(Page.read(path.join(dir, 'build/index.html')).all('.copy-page')).toHaveLength(0);
    expect(Page.read(path.join(dir, 'build/private/plans.html')).all('.copy-page')).toHaveLength(0);
    expect(out('fr/about.md')).toBe('# About us\n\nSee [the API](https://example.org/doc/fr/docs/reference/api).\n');
    expect(out('index.md')).toBe('# Welcome\n\nThe home, as Markdown too.\n');
    expect(Page.read(path.join(dir, 'build/about.html')).attr('link[type="text/markdown"]', 'href')).toBe('https://example.org/doc/about.md');

    // Each page's head points at its Markdown version; an excluded doc's does not, nor has it the button.
    const page = Page.read(path.join(dir, 'build/fr/docs/guides/install.html'));
    expect(page.attr('link[rel=alternate][type="text/markdown"]', 'href')).toBe('https://example.org/doc/fr/docs/guides/install.md');
    expect(page.text('.copy-page-button')).toBe('Copier la page');
    const excluded = Page.read(path.join(dir, 'build/docs/internal/notes.html'));
    expect(excluded.all('link[type="text/markdown"]')).toHaveLength(0);
    expect(excluded.all('.copy-page')).toHaveLength(0);
  });

  it('llms: { enabled: false } makes none of it; fullText: false leaves out llms-full.txt', () => {
    const off = llmsSite({}, 'llms: { enabled: false },');
    buildSite(off);
    const built = (dir: string) => fs.readdirSync(path.join(dir, 'build'), { recursive: true }).map(String);
    expect(built(off).filter((f) => /\.md$|llms/.test(f))).toEqual([]);
    expect(Page.read(path.join(off, 'build/docs/guides/install.html')).all('.copy-page')).toHaveLength(0);
    const short = llmsSite({}, 'llms: { fullText: false },');
    buildSite(short);
    expect(built(short).filter((f) => f.includes('llms')).sort()).toEqual(['fr/llms.txt', 'llms.txt']);
  });

  it('a wrong llms field is an error at its line of the config', () => {
    const dir = llmsSite({}, "llms: {\n    enabled: 'yes',\n  },");
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    // Line 9: `enabled: 'yes'` (see siteConfig: the extra fields start at line 8, with the favicon).
    expect(result.stderr).toMatch(/site\.config\.ts:9: llms\.enabled: expected boolean/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('an incremental build makes the Markdown of the doc that changed again, and links the others from the last build', () => {
    const dir = llmsSite();
    buildSite(dir);
    const file = (rel: string) => path.join(dir, 'build', rel);
    const inode = (rel: string) => fs.statSync(file(rel)).ino;
    const before = { api: inode('docs/reference/api.md'), install: inode('docs/guides/install.md') };
    writeFiles(dir, { 'content/en/docs/reference/api.md': '# API\n\nThe API, now documented.\n' });
    buildSite(dir);
    expect(fs.readFileSync(file('docs/reference/api.md'), 'utf8')).toBe('# API\n\nThe API, now documented.\n');
    expect(inode('docs/reference/api.md')).not.toBe(before.api);
    expect(inode('docs/guides/install.md')).toBe(before.install);
    expect(fs.readFileSync(file('llms.txt'), 'utf8')).toContain('- [API](https://example.org/doc/docs/reference/api.md): The API, now documented.\n');
    expect(fs.readFileSync(file('llms-full.txt'), 'utf8')).toContain('URL: https://example.org/doc/docs/reference/api\n\nThe API, now documented.\n');
  });

  it('docgen serve sends the Markdown versions as text/markdown and llms.txt as text/plain, in UTF-8', async () => {
    const dir = llmsSite();
    buildSite(dir);
    const server = await startServer(['serve', '--port', '0'], dir);
    try {
      for (const [route, type] of [
        ['/doc/docs/guides/install.md', 'text/markdown; charset=utf-8'],
        ['/doc/fr/docs.md', 'text/markdown; charset=utf-8'],
        ['/doc/llms.txt', 'text/plain; charset=utf-8'],
        ['/doc/fr/llms-full.txt', 'text/plain; charset=utf-8'],
      ]) {
        const answer = await request(server.origin, route!);
        expect(answer.status, route).toBe(200);
        expect(answer.headers['content-type'], route).toBe(type);
      }
      expect((await request(server.origin, '/doc/docs/guides/install.md')).body.toString()).toBe(INSTALL_MD);
      const packed = await request(server.origin, '/doc/llms-full.txt', { headers: { 'accept-encoding': 'gzip' } });
      expect(packed.headers['content-type']).toBe('text/plain; charset=utf-8');
    } finally {
      await server.stop();
    }
  });

  it('docgen dev serves them too, and a saved doc changes its Markdown version and llms-full.txt', async () => {
    const dir = llmsSite();
    const server = await startServer(['dev', '--port', '0'], dir);
    try {
      const get = (route: string) => request(server.origin, route);
      const md = await get('/doc/docs/guides/install.md');
      expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(md.body.toString()).toBe(INSTALL_MD);
      expect((await get('/doc/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
      // The draft page docgen dev shows is in neither locale's llms.txt.
      expect((await get('/doc/wip')).status).toBe(200);
      expect((await get('/doc/fr/llms.txt')).body.toString()).toBe(LLMS_FR);

      writeFiles(dir, { 'content/en/docs/reference/api.md': '# API\n\nEdited while serving.\n' });
      await waitFor('the edited Markdown version', async () => (await get('/doc/docs/reference/api.md')).body.toString() === '# API\n\nEdited while serving.\n' || undefined);
      expect((await get('/doc/llms-full.txt')).body.toString()).toContain('URL: https://example.org/doc/docs/reference/api\n\nEdited while serving.\n');
      // An MDX doc saved: the full re-plan makes its Markdown again.
      writeFiles(dir, { 'content/en/docs/guides/install.mdx': fs.readFileSync(path.join(dir, 'content/en/docs/guides/install.mdx'), 'utf8').replace('How to install it.', 'How to set it up.') });
      await waitFor('the edited MDX page as Markdown', async () => (await get('/doc/docs/guides/install.md')).body.toString().includes('How to set it up.') || undefined);
    } finally {
      await server.stop();
    }
  });
});
