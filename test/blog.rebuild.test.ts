import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, Page, writeFiles } from './helpers/fixture.js';
import { connectEvents, devSession, request, startServer, type EventClient, type RunningServer } from './helpers/server.js';
import { BLOG_FILES, blogSite } from './helpers/blogSite.js';

const WELCOME = 'content/en/blog/2021-08-26-welcome/index.md';
const edited = (text: string) => text.replace('The first words of the blog.', 'Edited first words.').replace('# Welcome', '# Welcome back');

describe('rebuilding a blog', () => {
  it('an edited post rebuilds its page and every list, tag and author page that shows it, and the feeds; the others are kept', () => {
    const dir = blogSite();
    buildSite(dir);
    const out = path.join(dir, 'build');
    const inode = (file: string) => fs.statSync(path.join(out, file)).ino;
    const text = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
    const untouched = inode('blog.html');
    expect(text('blog/page/2.html')).toContain('The first words of the blog.');

    writeFiles(dir, { [WELCOME]: edited(fs.readFileSync(path.join(dir, WELCOME), 'utf8')) });
    buildSite(dir);
    for (const file of ['blog/page/2.html', 'blog/tags/hello.html', 'blog/authors/ada.html']) {
      const list = new Page(text(file));
      expect(list.texts('.blog-list-item .blog-post-title'), file).toContain('Welcome back');
      expect(text(file), file).toContain('Edited first words.');
    }
    expect(new Page(text('blog/2021/08/26/welcome.html')).text('main h1')).toBe('Welcome back');
    expect(new Page(text('blog/2021/09/01/tabs.html')).text('.pagination-next .pagination-label')).toBe('Welcome back');
    expect(new Page(text('blog/big-news.html')).texts('.blog-sidebar a')).toContain('Welcome back');
    expect(text('blog/rss.xml')).toContain('Welcome back');
    // The first list page shows it in its recent posts: made again too.
    expect(new Page(text('blog.html')).texts('.blog-sidebar a')).toContain('Welcome back');
    expect(inode('blog.html')).not.toBe(untouched);
  });
});

/** A site with MDX pages is made whole again on a save (see devServer): without its MDX post, the blog takes the incremental path. */
describe('docgen dev on a blog of Markdown posts', () => {
  let dir: string;
  let server: RunningServer;
  let events: EventClient;
  beforeAll(async () => {
    dir = blogSite({}, '', Object.fromEntries(Object.entries(BLOG_FILES).filter(([file]) => !file.endsWith('.mdx'))));
    server = await startServer(['dev', '--port', '0'], dir);
    events = await connectEvents(`${server.origin}/doc/__docgen/events`);
  });
  afterAll(async () => {
    events?.close();
    await server?.stop();
  });

  const page = (route: string) => devSession(server, events).page(route);
  const after = (change: () => void, type: string) => devSession(server, events).after(change, type);

  it('serves the blog, drafts included, and updates a post, its lists and the feed on save', async () => {
    expect((await page('/doc/blog/2022/03/01/wip')).text('main h1')).toBe('Work in progress');
    expect((await page('/doc/blog/tags/hello')).texts('.blog-list-item .markdown')).toEqual(['The first words of the blog.']);
    const update = await after(() => writeFiles(dir, { [WELCOME]: edited(fs.readFileSync(path.join(dir, WELCOME), 'utf8')) }), 'update');
    expect(JSON.stringify(update)).toContain('/doc/blog/2021/08/26/welcome');
    expect((await page('/doc/blog/2021/08/26/welcome')).text('main h1')).toBe('Welcome back');
    expect((await page('/doc/blog/tags/hello')).texts('.blog-list-item .markdown')).toEqual(['Edited first words.']);
    expect((await page('/doc/blog/tags/hello')).texts('.blog-list-item .blog-post-title')).toEqual(['Welcome back']);
    expect((await request(server.origin, '/doc/blog/rss.xml')).text).toContain('Welcome back');
  });

  it('a new post is served and listed', async () => {
    const from = server.output().length;
    await after(() => writeFiles(dir, { 'content/en/blog/2023-05-01-fresh.md': '# Fresh\n\nJust written.\n' }), 'update');
    expect((await page('/doc/blog/2023/05/01/fresh')).text('main h1')).toBe('Fresh');
    expect((await page('/doc/blog')).texts('.blog-list-item .blog-post-title')[0], server.output().slice(from)).toBe('Fresh');
  });
});
