import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFailure, buildSite, createSite, listFiles, Page, siteConfig } from './helpers/fixture.js';
import { BLOG_FILES, blogSite } from './helpers/blogSite.js';

/** A feed's text, checked to be well-formed XML, parsed. */
function parseFeed(file: string): Record<string, any> {
  const text = fs.readFileSync(file, 'utf8');
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({ ignoreAttributes: false }).parse(text);
}

describe('the blog (content/<locale>/blog), as Docusaurus makes it', () => {
  let dir: string;
  let out: string;
  let stderr: string;
  const read = (file: string) => Page.read(path.join(out, file));
  beforeAll(() => {
    dir = blogSite();
    stderr = buildSite(dir).stderr;
    out = path.join(dir, 'build');
  });

  it('gives every route Docusaurus gives: posts at their dated address or slug, list pages, tags, authors, archive, feeds', () => {
    const files = listFiles(out).filter((f) => f.startsWith('blog') && !f.endsWith('/index.html'));
    expect(files).toEqual([
      'blog.html',
      'blog/2021/08/26/welcome.html',
      'blog/2021/09/01/tabs.html',
      'blog/2022/01/15/later.html',
      'blog/2022/02/01/secret.html',
      'blog/archive.html',
      'blog/atom.xml',
      'blog/authors.html',
      'blog/authors/ada.html',
      'blog/big-news.html',
      'blog/feed.json',
      'blog/page/2.html',
      'blog/rss.xml',
      'blog/tags.html',
      'blog/tags/hello.html',
      'blog/tags/releases.html',
      'blog/tags/surprise.html',
    ]);
    // The draft is not built; the French blog has the same addresses below /fr/.
    expect(listFiles(out).some((f) => f.includes('wip'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'fr/blog/2021/08/26/welcome.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'fr/blog/page/2.html'))).toBe(true);
  });

  it('shows a post with its title, date, reading time, authors, tags, table of contents and newer/older posts', () => {
    const welcome = read('blog/2021/08/26/welcome.html');
    expect(welcome.text('title')).toBe('Welcome | Fixture');
    expect(welcome.text('main h1')).toBe('Welcome');
    expect(welcome.attr('main time', 'dateTime')).toBe('2021-08-26T00:00:00.000Z');
    expect(welcome.text('main time')).toBe('August 26, 2021');
    expect(welcome.text('.blog-reading-time')).toBe('1 min read');
    expect(welcome.texts('.blog-post .blog-author-name')).toEqual(['Ada Lovelace', 'Bob']);
    expect(welcome.attr('.blog-post .blog-author-name a', 'href')).toBe('/doc/blog/authors/ada');
    expect(welcome.attr('.blog-post .blog-author-photo', 'src')).toBe('/doc/img/ada.png');
    expect(welcome.texts('.blog-post .blog-tag')).toEqual(['Hello', 'Release']);
    expect(welcome.all('.blog-post .blog-tag').map((a) => a.properties.href)).toEqual(['/doc/blog/tags/hello', '/doc/blog/tags/releases']);
    // The whole text, the marker gone; the table of contents; the newest post before it.
    expect(welcome.text('.markdown')).toContain('The rest of the welcome, after the fold.');
    expect(welcome.html).not.toContain('truncate');
    expect(welcome.texts('.blog-toc .toc-link')).toEqual(['A section']);
    expect(welcome.text('.pagination-prev .pagination-label')).toBe('Tabs in a post');
    expect(welcome.has('.pagination-next')).toBe(false);
    expect(welcome.texts('.blog-sidebar a')).toEqual(['A later post', 'Some news', 'Tabs in a post', 'Welcome']);

    // A slug is the post's address below the blog; front matter's date and description win.
    const news = read('blog/big-news.html');
    expect(news.text('main time')).toBe('October 5, 2021');
    expect(news.attr('meta[name="description"]', 'content')).toBe('The news in one line');
    expect(news.attr('.markdown a', 'href')).toBe('/doc/blog/2021/08/26/welcome');
    expect(read('blog/2022/01/15/later.html').text('main time')).toBe('January 20, 2022');

    // An MDX post renders its components; its inline author has no page.
    const tabs = read('blog/2021/09/01/tabs.html');
    expect(tabs.texts('[role="tab"]')).toEqual(['Alpha', 'Beta']);
    expect(tabs.text('.blog-author-name')).toBe('Inline Ivy');
    expect(tabs.text('.blog-author-title')).toBe('Guest');
  });

  it('lists posts newest first, two a page, each with its excerpt up to the truncate marker and a "Read more"', () => {
    const first = read('blog.html');
    expect(first.text('title')).toBe('Blog | Fixture');
    expect(first.texts('.blog-list-item .blog-post-title')).toEqual(['A later post', 'Some news']);
    // A post without a marker is shown whole, without "Read more".
    expect(first.all('.blog-read-more')).toHaveLength(0);
    expect(first.attr('.pagination-next', 'href')).toBe('/doc/blog/page/2');

    const second = read('blog/page/2.html');
    expect(second.texts('.blog-list-item .blog-post-title')).toEqual(['Tabs in a post', 'Welcome']);
    expect(second.texts('.blog-list-item .markdown')).toEqual(['An MDX post with tabs.', 'The first words of the blog.']);
    expect(second.all('.blog-read-more').map((a) => a.properties.href)).toEqual(['/doc/blog/2021/09/01/tabs', '/doc/blog/2021/08/26/welcome']);
    expect(second.attr('.pagination-prev', 'href')).toBe('/doc/blog');
    // Each excerpt once in the page: in its markup, not again in the data the browser hydrates it with (it reads it from the markup).
    const times = (page: Page, text: string) => page.html.split(text).length - 1;
    expect(times(second, 'The first words of the blog.')).toBe(1);
    expect(times(second, 'An MDX post with')).toBe(1);
    // A post's text too.
    expect(times(read('blog/2021/08/26/welcome.html'), 'The rest of the welcome, after the fold.')).toBe(1);
  });

  it('makes tag pages with tags.yml labels and descriptions, author pages and the archive; unlisted posts are in none', () => {
    const tags = read('blog/tags.html');
    expect(tags.texts('.blog-tag-list a')).toEqual(['Hello 2', 'Release 1', 'surprise 1']);
    const hello = read('blog/tags/hello.html');
    expect(hello.text('main h1')).toBe('2 posts tagged with "Hello"');
    expect(hello.text('.blog-list-header p')).toBe('Posts that say hello');
    expect(hello.texts('.blog-list-item .blog-post-title')).toEqual(['Tabs in a post', 'Welcome']);
    expect(read('blog/authors.html').text('.blog-author-list')).toContain('Ada Lovelace');
    expect(read('blog/authors/ada.html').texts('.blog-list-item .blog-post-title')).toEqual(['Some news', 'Welcome']);
    expect(read('blog/archive.html').texts('.blog-archive-year h2')).toEqual(['2022', '2021']);

    const everywhere = ['blog.html', 'blog/page/2.html', 'blog/archive.html', 'blog/tags.html', 'blog/rss.xml', 'sitemap.xml'].map((f) => fs.readFileSync(path.join(out, f), 'utf8')).join('\n');
    expect(everywhere).not.toContain('secret');
    const index = listFiles(path.join(out, 'search-index')).map((f) => fs.readFileSync(path.join(out, 'search-index', f), 'utf8')).join('\n');
    expect(index).not.toContain('Only for those with the link');
    expect(index).toContain('The rest of the welcome');
    // The unlisted post is built, says so, and asks not to be indexed.
    const secret = read('blog/2022/02/01/secret.html');
    expect(secret.text('.blog-unlisted')).toContain('Unlisted page');
    expect(secret.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('https://example.org/doc/blog/2021/08/26/welcome');
  });

  it('writes RSS, Atom and JSON feeds that parse, newest first, without drafts or unlisted posts', () => {
    const rss = parseFeed(path.join(out, 'blog/rss.xml')).rss.channel;
    expect(rss.item.map((i: { title: string }) => i.title)).toEqual(['A later post', 'Some news', 'Tabs in a post', 'Welcome']);
    expect(rss.item[0].link).toBe('https://example.org/doc/blog/2022/01/15/later');
    expect(rss.copyright).toBe('Fixture authors');
    const atom = parseFeed(path.join(out, 'blog/atom.xml')).feed;
    expect(atom.entry.map((e: { title: { '#text': string } | string }) => (typeof e.title === 'string' ? e.title : e.title['#text']))).toEqual(['A later post', 'Some news', 'Tabs in a post', 'Welcome']);
    const json = JSON.parse(fs.readFileSync(path.join(out, 'blog/feed.json'), 'utf8'));
    expect(json.items.map((i: { url: string }) => i.url)).toEqual([
      'https://example.org/doc/blog/2022/01/15/later',
      'https://example.org/doc/blog/big-news',
      'https://example.org/doc/blog/2021/09/01/tabs',
      'https://example.org/doc/blog/2021/08/26/welcome',
    ]);
    // An MDX post's body is in each feed as its page shows it, its components rendered to HTML; a Markdown post's too.
    const tabsRss = rss.item.find((i: { title: string }) => i.title === 'Tabs in a post')['content:encoded'];
    const tabsAtom = atom.entry.find((e: { link: { '@_href': string } }) => e.link['@_href'].endsWith('/tabs')).content['#text'];
    const tabsJson = json.items.find((i: { url: string }) => i.url.endsWith('/tabs')).content_html;
    for (const content of [tabsRss, tabsAtom, tabsJson]) {
      expect(content).toContain('An MDX post with <strong>tabs</strong>.');
      expect(content).toMatch(/role="tab"[^>]*>Alpha</);
      expect(content).toContain('Alpha text');
    }
    expect(rss.item.find((i: { title: string }) => i.title === 'Welcome')['content:encoded']).toContain('The rest of the welcome, after the fold.');
    // Feed readers find them from the blog's pages.
    expect(read('blog.html').all('link[rel="alternate"][type]').map((l) => l.properties.href)).toEqual(['/doc/blog/rss.xml', '/doc/blog/atom.xml', '/doc/blog/feed.json']);
    expect(read('fr/blog/big-news.html').attr('link[type="application/rss+xml"]', 'title')).toBe('Fixture RSS Feed');
    const fr = parseFeed(path.join(out, 'fr/blog/rss.xml')).rss.channel;
    expect(fr.item.map((i: { title: string }) => i.title)).toContain('Bienvenue');
  });

  it('shows a translated post in its locale (words and date), the others from the default locale, said so', () => {
    const bienvenue = read('fr/blog/2021/08/26/welcome.html');
    expect(bienvenue.text('main h1')).toBe('Bienvenue');
    expect(bienvenue.text('main time')).toBe('26 août 2021');
    expect(bienvenue.text('.blog-reading-time')).toBe('1 min de lecture');
    expect(bienvenue.all('.untranslated-notice')).toHaveLength(0);
    expect(read('fr/blog/big-news.html').all('.untranslated-notice')).toHaveLength(1);
    expect(read('fr/blog.html').text('.pagination-next')).toContain('Entrées plus anciennes');
    expect(read('blog/2021/08/26/welcome.html').attr('link[hreflang="fr"]', 'href')).toBe('https://example.org/doc/fr/blog/2021/08/26/welcome');
  });

  it('warns of an inline author and a tag tags.yml does not define, at their lines; the navbar links to the blog', () => {
    expect(stderr).toMatch(/2021-09-01-tabs\.mdx:3:1: an author written in the post/);
    expect(stderr).toMatch(/2021-10-05-news\.md:5:1: tag\(s\) not in tags\.yml: surprise/);
    expect(stderr.match(/not in tags\.yml/g)).toHaveLength(1);
    expect(read('index.html').all('.navbar a').some((a) => a.properties.href === '/doc/blog')).toBe(true);
  });
});

describe('blog options and errors', () => {
  it('blog: false makes no blog; onInlineTags: "throw" stops the build at the tag', () => {
    const off = createSite({ 'site.config.ts': siteConfig("blog: false, onBrokenLinks: 'warn',"), ...BLOG_FILES });
    buildSite(off);
    expect(listFiles(path.join(off, 'build')).some((f) => f.includes('blog/'))).toBe(false);

    const strict = createSite({ 'site.config.ts': siteConfig("blog: { onInlineTags: 'throw' },"), ...BLOG_FILES });
    const error = buildFailure(strict);
    expect(error).toMatch(/content\/en\/blog\/2021-10-05-news\.md:5:1: tag\(s\) not in tags\.yml: surprise\n\s+hint: define them in/);
  });

  it("checks a post as a doc, at its file and line: a broken link, JSX in a .md file, highlighted lines past a listing, a front matter field's typo; a link to a doc is no warning", () => {
    const checked = '---\ntitle: Checked\ntag: [hello]\n---\n\nSee [the intro](../docs/intro.md), [nothing](./2020-01-01-nothing.md) and [no page](/blog/nowhere).\n\n<Foo bar={1} />\n\n```js {3}\nconst a = 1;\n```\n\n<span class="badge badge--success">New</span>\n';
    const dir = blogSite({ 'content/en/blog/2023-01-01-checked.md': checked }, "onBrokenLinks: 'warn',");
    const { stderr } = buildSite(dir);
    const file = 'content/en/blog/2023-01-01-checked.md';
    expect(stderr).toContain(`${file}:6: broken link "./2020-01-01-nothing.md": no blog post at ${file.replace('2023-01-01-checked', '2020-01-01-nothing')}`);
    expect(stderr).toContain(`${file}:6: broken link "/blog/nowhere": no page at /doc/blog/nowhere`);
    expect(stderr).toContain(`${file}:8: this looks like MDX`);
    expect(stderr).toContain(`${file}:10: the highlighted lines {3} go past the end of this listing, which has 1 line`);
    expect(stderr).toContain(`${file}:3: front matter "tag" is not a field docgen reads: did you mean "tags"?`);
    // Each once (the French blog shows the post from the English file); the link to the doc is none.
    expect(stderr.match(/2023-01-01-checked\.md:\d+(:\d+)?: /g)).toHaveLength(5);
    expect(stderr).not.toContain('intro.md"');
    expect(Page.read(path.join(dir, 'build/blog/2023/01/01/checked.html')).attr('.markdown a', 'href')).toBe('/doc/docs');
    // Its raw HTML's classes are kept in the site's stylesheet, as a doc's (Infima's rules are pruned to what the content uses).
    const css = listFiles(path.join(dir, 'build/assets/css')).map((f) => fs.readFileSync(path.join(dir, 'build/assets/css', f), 'utf8')).join('');
    expect(css).toContain('.badge--success');
  });

  it('a bad date, an unknown author key, a tags.yml of the wrong types and two posts at one address are user errors at file:line', () => {
    const dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
      'content/en/blog/authors.yml': 'ada:\n  name: Ada\n',
      'content/en/blog/tags.yml': 'hello:\n  label: Hello\nnews:\n  label: [not, a, string]\n',
      'content/en/blog/2021-02-30-bad.md': '# Bad\n',
      'content/en/blog/when.md': '---\ntitle: When\ndate: next tuesday\n---\n\nText.\n',
      'content/en/blog/2021-01-01-who.md': '---\ntitle: Who\nauthors: [ada, zed]\n---\n\nText.\n',
    });
    let error = buildFailure(dir);
    expect(error).toMatch(/content\/en\/blog\/tags\.yml:3: "news\.label" must be a string/);
    fs.writeFileSync(path.join(dir, 'content/en/blog/tags.yml'), 'hello:\n  label: Hello\n');
    error = buildFailure(dir);
    expect(error).toMatch(/content\/en\/blog\/2021-02-30-bad\.md:1: the file's name starts with 2021-02-30, which is not a date\n\s+hint:/);
    expect(error).toMatch(/content\/en\/blog\/when\.md:3:1: front matter "date": "next tuesday" is not a date\n\s+hint: write it as YYYY-MM-DD/);
    expect(error).toMatch(/content\/en\/blog\/2021-01-01-who\.md:3:1: front matter "authors": no author "zed" in the authors file\n\s+hint: use one of the keys of authors\.yml: ada/);

    const twice = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
      'content/en/blog/one.md': '---\nslug: same\n---\n\nOne.\n',
      'content/en/blog/two.md': '---\ntitle: Two\nslug: same\n---\n\nTwo.\n',
    });
    expect(buildFailure(twice)).toMatch(/content\/en\/blog\/two\.md:3:1: two blog posts have the address \/doc\/blog\/same: this one and content\/en\/blog\/one\.md\n\s+hint: give one of them another "slug"/);
  });
});
