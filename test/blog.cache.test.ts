import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, Page, siteConfig, writeFiles } from './helpers/fixture.js';

/** More posts than a build makes in one thread (see PARALLEL_FROM_DOCS): its workers make them with it. */
const POSTS = 130;
const postFile = (i: number) => `content/en/blog/2020-01-${String((i % 28) + 1).padStart(2, '0')}-post-${i}.md`;

/**
 * A blog whose config has a remark plugin of the site's own that writes down every file it runs
 * on, in `log`: what a build parsed, whichever thread parsed it.
 */
function countedBlog(log: string): string {
  const posts = Object.fromEntries(
    Array.from({ length: POSTS }, (_, i) => [postFile(i), `---\ntitle: Post ${i}\ntags: [${['alpha', 'beta', 'gamma'][i % 3]}]\n---\n\nWords of post ${i}.\n\n<!-- truncate -->\n\nThe rest of post ${i}.\n`]),
  );
  const plugin = `() => (tree, file) => { fs.appendFileSync(${JSON.stringify(log)}, file.path + '\\n'); }`;
  return createSite({
    'site.config.ts': `import fs from 'node:fs';\n${siteConfig(`blog: { postsPerPage: 10, feedOptions: { type: 'all' } }, markdown: { remarkPlugins: [${plugin}] },`)}`,
    'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
    ...posts,
  });
}

/** The files of the blog the plugin saw since the log was last emptied, once each. */
const parsedPosts = (log: string) => [...new Set(fs.readFileSync(log, 'utf8').split('\n').filter((line) => line.includes(`${path.sep}blog${path.sep}`)))].sort();

describe('blog posts are made as docs are: by the build threads, and from the page cache', () => {
  it('a cold build parses each post in its threads; a warm one none; one post changed, that post alone, and its page, its lists and the feeds show the change', () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-parsed-')), 'parsed.log');
    fs.writeFileSync(log, '');
    const dir = countedBlog(log);
    const out = path.join(dir, 'build');

    const cold = buildSite(dir, ['--profile']);
    expect(parsedPosts(log)).toHaveLength(POSTS);
    // Both threads made pages (a build in the main thread alone says "time per step:").
    expect(cold.stderr + cold.stdout).toMatch(/time per step \(summed over the 2 threads that made them\)/);

    fs.writeFileSync(log, '');
    const warm = buildSite(dir, ['--force', '--profile']);
    expect(parsedPosts(log)).toEqual([]);
    expect(warm.stderr + warm.stdout).toMatch(/ 0 made .* from the cache/);

    // One of the newest posts (of the 28th), in the feeds: its text, not its title (which the recent posts beside every post show).
    const edited = postFile(27);
    const text = fs.readFileSync(path.join(dir, edited), 'utf8');
    writeFiles(dir, { [edited]: text.replace('Words of post 27.', 'Edited words of post 27.') });
    fs.writeFileSync(log, '');
    buildSite(dir);
    expect(parsedPosts(log)).toEqual([path.join(dir, edited)]);

    expect(Page.read(path.join(out, 'blog/2020/01/28/post-27.html')).text('.markdown')).toContain('Edited words of post 27.');
    for (const file of ['blog.html', 'blog/tags/alpha.html', 'fr/blog.html']) {
      const list = Page.read(path.join(out, file));
      const at = list.texts('.blog-list-item .blog-post-title').indexOf('Post 27');
      expect(list.texts('.blog-list-item .markdown')[at], file).toBe('Edited words of post 27.');
    }
    const rss = new XMLParser().parse(fs.readFileSync(path.join(out, 'blog/rss.xml'), 'utf8')).rss.channel;
    const item = rss.item.find((i: { title: string }) => i.title === 'Post 27');
    expect(item.link).toBe('https://example.org/doc/blog/2020/01/28/post-27');
    expect(item['content:encoded']).toContain('Edited words of post 27.');
    expect(item['content:encoded']).toContain('The rest of post 27.');
  });
});
