import { describe, expect, it } from 'vitest';
import { markdownBody } from '../src/llms/pageMarkdown.js';

describe("an MDX page's components in its Markdown version", () => {
  const link = (url: string) => url;
  it('a tab written on one line is a heading and its text, as one written over several lines; a Tabs without tabs keeps what it holds', () => {
    const compact = '<Tabs groupId="os">\n  <TabItem value="linux" label="Linux">Run on **Linux**</TabItem>\n  <TabItem value="mac" label="macOS">Run on Mac</TabItem>\n</Tabs>\n';
    expect(markdownBody({ body: compact, mdx: true, link })).toBe('## Linux\n\nRun on **Linux**\n\n## macOS\n\nRun on Mac\n');
    const spread = '<Tabs>\n  <TabItem value="linux" label="Linux">\n\nRun on Linux\n\n  </TabItem>\n</Tabs>\n';
    expect(markdownBody({ body: spread, mdx: true, link })).toBe('## Linux\n\nRun on Linux\n');
    expect(markdownBody({ body: '<Tabs>\n\nJust text.\n\n</Tabs>\n', mdx: true, link })).toBe('Just text.\n');
  });
});
