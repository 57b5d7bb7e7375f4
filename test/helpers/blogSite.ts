import { createSite, siteConfig } from './fixture.js';

/**
 * A blog in two locales, as a user writes one: authors from authors.yml and inline, tags from
 * tags.yml and one unknown, truncate markers in .md and .mdx, a draft, an unlisted post, an MDX post
 * with Tabs, a post with a slug, a dated folder, and two posts a page (three list pages).
 */
export const BLOG_FILES: Record<string, string> = {
  'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nRead [the welcome post](../blog/2021-08-26-welcome/index.md).\n',
  'content/en/blog/authors.yml': `ada:
  name: Ada Lovelace
  title: Engineer
  url: https://example.org/ada
  image_url: /img/ada.png
  page: true
bob:
  name: Bob
`,
  'content/en/blog/tags.yml': `hello:
  label: Hello
  description: Posts that say hello
release:
  permalink: /releases
`,
  'content/en/blog/2021-08-26-welcome/index.md': `---
authors: [ada, bob]
tags: [hello, release]
---

# Welcome

The first words of the blog.

<!-- truncate -->

The rest of the welcome, after the fold.

## A section

More.
`,
  'content/en/blog/2021-09-01-tabs.mdx': `---
title: Tabs in a post
authors:
  - name: Inline Ivy
    title: Guest
tags: [hello]
---

An MDX post with **tabs**.

{/* truncate */}

<Tabs>
  <TabItem value="a" label="Alpha">Alpha text</TabItem>
  <TabItem value="b" label="Beta">Beta text</TabItem>
</Tabs>
`,
  'content/en/blog/2021-10-05-news.md': `---
title: Some news
slug: /big-news
authors: ada
tags: [surprise]
description: The news in one line
---

News without a fold, shown whole in the lists. Back to [the welcome](./2021-08-26-welcome/index.md).
`,
  'content/en/blog/2022-01-15-later.md': '---\ntitle: A later post\ndate: 2022-01-20\n---\n\nLater words.\n',
  'content/en/blog/2022-02-01-secret.md': '---\ntitle: A secret post\nunlisted: true\n---\n\nOnly for those with the link.\n',
  'content/en/blog/2022-03-01-wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nNot yet.\n',
  'content/fr/blog/2021-08-26-welcome/index.md': `---
title: Bienvenue
authors: [ada]
tags: [hello]
---

Les premiers mots du blog.

<!-- truncate -->

La suite.
`,
  'static/img/ada.png': 'not really a png',
  'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
};

/** The blog site: the fixture's config with two posts a page and all three feeds, and a navbar link to the blog. */
export function blogSite(extra: Record<string, string> = {}, config = '', files = BLOG_FILES): string {
  return createSite({
    'site.config.ts': siteConfig(`favicon: 'img/icon.svg', blog: { postsPerPage: 2, feedOptions: { type: 'all', copyright: 'Fixture authors' } }, navbar: { items: [{ to: '/blog', label: 'Blog' }] },${config}`),
    ...files,
    ...extra,
  });
}
