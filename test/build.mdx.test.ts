import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFailure, buildSite, createSite, docgen, Page, repoRoot, siteConfig } from './helpers/fixture.js';
import { mdxSite } from './helpers/mdxSite.js';

const withDocs = (files: Record<string, string>, config = '') => createSite({ 'site.config.ts': siteConfig(config), 'content/en/docs/index.md': '# Docs\n', ...files });

describe('MDX pages', () => {
  it('a syntax error is reported at its file, line and column, with the MDX message', () => {
    const dir = withDocs({ 'content/en/docs/broken.mdx': '# Broken\n\nText.\n\n<Card>\n  never closed\n' });
    expect(buildFailure(dir)).toMatch(/content\/en\/docs\/broken\.mdx:\d+:\d+: the MDX does not compile: .*(Card|closing tag)/);
  });

  it('a component that throws while the page renders is an error naming the page, not a crash', () => {
    const dir = withDocs({
      'src/Boom.jsx': "export default function Boom() { throw new Error('no data for the chart'); }\n",
      'content/en/docs/chart.mdx': "import Boom from '@site/src/Boom';\n\n# Chart\n\n<Boom />\n",
    });
    const stderr = buildFailure(dir);
    expect(stderr).toContain('content/en/docs/chart.mdx');
    expect(stderr).toContain('the page failed to render /doc/docs/chart: no data for the chart');
  });

  it('a copy of the theme from before MDX (no mdxComponentNames) is an error, not MDX pages shown empty', () => {
    const dir = withDocs({ 'content/en/docs/page.mdx': '# Page\n\n<Details summary="More">inside</Details>\n' }, "templatesDir: 'theme',");
    fs.cpSync(path.join(repoRoot, 'templates'), path.join(dir, 'theme'), { recursive: true });
    const server = path.join(dir, 'theme', 'server.tsx');
    fs.writeFileSync(server, fs.readFileSync(server, 'utf8').replace(/^export const mdxComponentNames.*$/m, ''));
    const stderr = buildFailure(dir);
    expect(stderr).toMatch(/site\.config\.ts: the site's theme \(templatesDir: .*theme\) cannot show MDX pages: .*content\/en\/docs\/page\.mdx is one/);
    expect(stderr).toContain("hint: copy the theme again from this docgen's templates/ folder");
  });

  it('an import that does not resolve names the page and the path', () => {
    const dir = withDocs({ 'content/en/docs/lost.mdx': "import Lost from '@site/src/components/Lost';\n\n<Lost />\n" });
    const stderr = buildFailure(dir);
    expect(stderr).toContain('content/en/docs/lost.mdx');
    expect(stderr).toMatch(/Could not resolve.*src\/components\/Lost/);
  });

  it('a site-wide src/theme/MDXComponents adds components and maps plain elements, on every MDX page', () => {
    const dir = withDocs({
      'src/theme/MDXComponents.jsx': "import Original from '@theme-original/MDXComponents';\nexport default { ...Original, Highlight: ({ children }) => <mark className=\"hl\">{children}</mark>, h2: (props) => <h2 {...props} data-mapped=\"yes\" /> };\n",
      'content/en/docs/page.mdx': '# Page\n\n## Section\n\nSome <Highlight>marked</Highlight> text.\n\n<Details summary="More">inside</Details>\n',
    });
    buildSite(dir);
    const page = Page.read(path.join(dir, 'build/docs/page.html'));
    expect(page.text('.markdown mark.hl')).toBe('marked');
    expect(page.attr('.markdown h2', 'dataMapped')).toBe('yes');
    expect(page.attr('.markdown h2', 'id')).toBe('section');
    expect(page.text('.markdown details summary')).toBe('More');
  });

  it('a .md file that looks like MDX is warned about at its line, with what to do; code that shows such lines is not', () => {
    const dir = withDocs({
      'content/en/docs/card.md': "# Card\n\n```mdx\nimport Card from '@site/src/Card';\n```\n\nText `<Card />`.\n\n<Card shadow=\"tl\">text</Card>\n",
      'content/en/docs/plain.md': "# Plain\n\n```jsx\n<Tabs>\n```\n\n    <Indented />\n",
    });
    const result = buildSite(dir);
    expect(result.stderr).toContain("content/en/docs/card.md:9: this looks like MDX (an import, a component or a {{...}} object), which a .md file shows as text: rename the file .mdx, or set markdown.format to 'mdx' in the config");
    expect(result.stderr).not.toContain('plain.md');
  });

  it('markdown.format "md" reads .mdx files as Markdown; "mdx" reads .md files as MDX', () => {
    const source = 'Two is {1 + 1}.\n';
    const asMd = withDocs({ 'content/en/docs/x.mdx': source }, "markdown: { format: 'md' },");
    buildSite(asMd);
    expect(Page.read(path.join(asMd, 'build/docs/x.html')).text('.markdown p')).toBe('Two is {1 + 1}.');
    const asMdx = withDocs({ 'content/en/docs/x.md': source }, "markdown: { format: 'mdx' },");
    buildSite(asMdx);
    expect(Page.read(path.join(asMdx, 'build/docs/x.html')).text('.markdown p')).toBe('Two is 2.');
  });

  it('an edited MDX page is the only MDX page made again; an edited component, the pages that import it', () => {
    const dir = mdxSite();
    buildSite(dir);
    const made = (args: string[] = ['--profile']) => {
      const result = buildSite(dir, args);
      return Number(/docs and blog posts: (\d+) made/.exec(result.stdout + result.stderr)?.[1]);
    };
    // more.mdx, in each locale (the French site shows it untranslated).
    fs.appendFileSync(path.join(dir, 'content/en/docs/more.mdx'), '\nOne more line.\n');
    expect(made()).toBe(2);
    expect(Page.read(path.join(dir, 'build/docs/more.html')).text('.markdown')).toContain('One more line.');
    // Card.tsx is imported by index.mdx alone.
    fs.writeFileSync(path.join(dir, 'src/components/Card.tsx'), fs.readFileSync(path.join(dir, 'src/components/Card.tsx'), 'utf8').replace('Clicked {count}', 'Pressed {count}'));
    expect(made()).toBe(2);
    expect(Page.read(path.join(dir, 'build/docs.html')).text('.markdown button')).toBe('Pressed 0');
    expect(Page.read(path.join(dir, 'build/fr/docs.html')).text('.markdown button')).toBe('Pressed 0');
  });

  it('an edited component makes its pages again; the next build with nothing changed is up to date', () => {
    const dir = mdxSite();
    buildSite(dir);
    fs.writeFileSync(path.join(dir, 'src/components/Card.tsx'), fs.readFileSync(path.join(dir, 'src/components/Card.tsx'), 'utf8').replace('Clicked {count}', 'Pressed {count}'));
    const second = buildSite(dir);
    expect(second.stdout + second.stderr).not.toContain('up to date');
    expect(Page.read(path.join(dir, 'build/docs.html')).text('.markdown button')).toBe('Pressed 0');
    const third = buildSite(dir);
    expect(third.stdout + third.stderr).toContain('up to date');
  });
});
