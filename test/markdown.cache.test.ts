import { describe, expect, it } from 'vitest';
import { MarkdownCache, markdownLabels } from '../src/markdown/compile.js';
import { en } from '../templates/i18n/en.js';

describe('the Markdown cache of docgen dev', () => {
  const labels = markdownLabels(en);

  it('parses a text once, and keeps only the latest version of each file', () => {
    const cache = new MarkdownCache();
    const first = cache.parse('# A\n\nOne.\n', labels, '/site/a.md');
    expect(cache.parse('# A\n\nOne.\n', labels, '/site/a.md')).toBe(first);
    for (let i = 0; i < 50; i++) cache.parse(`# A\n\nEdit ${i}.\n`, labels, '/site/a.md');
    cache.parse('# B\n', labels, '/site/b.md');
    expect(cache.size).toBe(2);
    expect(cache.parse('# A\n\nEdit 49.\n', labels, '/site/a.md').tree.children.length).toBeGreaterThan(0);
  });
});
