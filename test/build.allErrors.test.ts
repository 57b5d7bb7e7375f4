import { describe, expect, it } from 'vitest';
import { buildFailure, createSite, siteConfig } from './helpers/fixture.js';

/** The `error ...` lines of a failed build's report, in order. */
const errorLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('error '));

/** An MDX page whose import of a missing component is on line 91 (after its front matter, its heading and 42 paragraphs). */
const LONG_PAGE = `---\ntitle: Long\n---\n\n# Long\n\n${Array.from({ length: 42 }, (_, i) => `Paragraph ${i + 1}.\n`).join('\n')}\nimport Missing from '@site/src/components/Missing';\n\n<Missing />\n`;

describe('every error of the MDX and React pages in one build, each at its file and line', () => {
  it("syntax errors and imports that do not resolve, in MDX pages (a doc shown in two locales too) and a React page, all listed once; an import's line is the one written in the file", () => {
    const dir = createSite({
      'site.config.ts': siteConfig(),
      'content/en/docs/index.md': '# Docs\n',
      'content/en/docs/long.mdx': LONG_PAGE,
      'content/en/docs/beside.mdx': "# Beside\n\nimport Gone from './gone';\n\n<Gone />\n",
      'content/en/docs/unclosed.mdx': '# Unclosed\n\n<div>\n\nnever closed\n',
      'content/en/docs/brace.mdx': '# Brace\n\nA {broken expression\n',
      'content/en/pages/hello.jsx': "import Widget from 'widget-package-not-installed';\n\nexport default function Hello() {\n  return <Widget />;\n}\n",
      'content/en/docs/fine.mdx': '# Fine\n\nNothing wrong.\n',
    });
    expect(LONG_PAGE.split('\n').findIndex((line) => line.startsWith('import')) + 1).toBe(91);
    const lines = errorLines(buildFailure(dir));
    expect(lines.map((line) => line.replace(/^error /, '').replace(/: .*$/, ''))).toEqual(
      expect.arrayContaining(['content/en/docs/long.mdx:91:21', 'content/en/docs/beside.mdx:3:18', 'content/en/docs/unclosed.mdx:3:1', 'content/en/docs/brace.mdx:3:21', 'content/en/pages/hello.jsx:1:20']),
    );
    // Each said once, though every doc is compiled for both locales (the French site shows the English docs) and bundled for the server and the browser.
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.includes('long.mdx'))).toContain(`an MDX page's imports do not compile: Could not resolve "@site/src/components/Missing"`);
    expect(lines.find((line) => line.includes('hello.jsx'))).toContain(`a React page's imports do not compile: Could not resolve "widget-package-not-installed"`);
  });

  it('on a site large enough for worker threads to compile MDX pages too, the errors of the pages every thread compiled', () => {
    const files: Record<string, string> = { 'site.config.ts': siteConfig().replace("fr: { label: 'Français' } ", ''), 'content/en/docs/intro.md': '# Intro\n' };
    for (let i = 0; i < 150; i++) files[`content/en/docs/d${i}.${i % 6 === 0 ? 'mdx' : 'md'}`] = i % 12 === 0 ? `# Doc ${i}\n\nimport Missing from './missing-${i}';\n` : `# Doc ${i}\n\nText.\n`;
    const lines = errorLines(buildFailure(createSite(files)));
    const expected = Array.from({ length: 13 }, (_, k) => `error content/en/docs/d${k * 12}.mdx:3:21: an MDX page's imports do not compile: Could not resolve "./missing-${k * 12}"`);
    expect(lines.sort()).toEqual(expected.sort());
  });
});
