import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, createSite, siteConfig } from './helpers/fixture.js';
import { checkEditLinks } from './helpers/evalap.js';

/**
 * The check the EvalAP content test applies to its edit links (test/evalap.content.test.ts), on a
 * site that has them: it passes when each link opens its source, and names a link that does not.
 */
describe('edit links checked against the content tree', () => {
  const editUrl = 'https://example.org/repo/edit/main/';
  const dir = createSite({
    'site.config.ts': siteConfig(`docs: { editUrl: '${editUrl}' },`),
    'content/en/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
    'content/en/docs/guides/first.md': '---\ntitle: First\n---\n\nA guide.\n',
    'content/fr/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nBonjour.\n',
  });

  beforeAll(() => {
    buildSite(dir);
  });

  it('finds one link per doc page, each naming an existing source of its locale (the untranslated page, its English file)', () => {
    const { links, problems } = checkEditLinks(path.join(dir, 'build'), dir, editUrl);
    expect(problems).toEqual([]);
    // Two docs in two locales, four pages; the docs root is also written as docs/index.html.
    expect(links).toBeGreaterThanOrEqual(4);
  });

  it('names a link whose file is not in the content tree, or that points elsewhere', () => {
    const elsewhere = checkEditLinks(path.join(dir, 'build'), dir, 'https://github.com/etalab-ia/evalap/tree/main/docs/');
    expect(elsewhere.problems.length).toBe(elsewhere.links);
    expect(elsewhere.links).toBeGreaterThanOrEqual(4);
    const missing = checkEditLinks(path.join(dir, 'build'), path.join(dir, 'content'), editUrl);
    expect(missing.problems.every((p) => /does not exist/.test(p))).toBe(true);
  });
});
