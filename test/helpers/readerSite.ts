import { openPage, siteInBrowser, type OpenedPage } from './browser.js';
import { createSite, siteConfig } from './fixture.js';

/** A paragraph of ordinary words, to make a page long. */
const prose = (n: number) => Array.from({ length: n }, (_, i) => `Sentence ${i} of a section a reader scrolls through.`).join(' ');

/** Sections with subsections: a page as long as a real guide (the TOC has every heading). */
const longPage = Array.from({ length: 8 }, (_, s) => `## Section ${s}\n\n${prose(40)}\n\n### Part ${s}.1\n\n${prose(30)}\n`).join('\n');

/** What makes phones pan sideways: long identifiers, inline code paths, bare URLs, wide tables. */
const wideThings = `# Wide things

The judge reads \`evalap/api/metrics/use_custom_llm_judge_prompt_with_a_very_long_name.py\` first.

A_single_identifier_without_any_break_that_is_much_longer_than_a_phone_screen_is_wide_really.

See https://example.org/a/very/long/address/that/goes/on/and/on/without/any/space/in/it/at/all for more.

| column one | column two | column three | column four | column five | column six |
| --- | --- | --- | --- | --- | --- |
| some wide cell content | more wide cell content | even more cell content | and more | and more again | the end |

## A heading_with_a_long_identifier_that_does_not_fit_on_a_phone_screen_at_all
`;

/** Code blocks as the theme shows them: highlighted lines in a block that scrolls, a one-line block, numbered lines. */
export const LONG_LINE = `long_line = "${'x'.repeat(160)}"`;
const code = `# Code

\`\`\`python title="run.py" {1-3}
a = 1
${LONG_LINE}
b = 2
c = 3
\`\`\`

\`\`\`bash
npm install
\`\`\`

\`\`\`js showLineNumbers {2}
const first = 1;
const second = 2;
const third = 3;
\`\`\`

:::note

A note.

:::

:::tip

A tip.

:::

:::info

Some info.

:::

:::warning

A warning.

:::

:::danger

Danger.

:::
`;

/**
 * The reader's fixture: a category with its own page (guide/index.md) and one without
 * (reference), a long page with a TOC, a page of wide things, a page of code blocks and
 * admonitions, and a page deep in categories with long names (its breadcrumbs wrap on a phone).
 * English and French (the French pages are the English ones, untranslated).
 */
export function readerSite(): string {
  return createSite({
    'site.config.ts': siteConfig("favicon: 'img/icon.svg', navbar: { title: 'Fixture', items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { type: 'localeDropdown', position: 'right' }] },"),
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/en/docs/intro.md': '---\nslug: /\nsidebar_position: 1\n---\n\n# Intro\n\nWelcome.\n',
    'content/en/docs/guide/_category_.json': '{ "label": "Guide", "position": 2 }',
    'content/en/docs/guide/index.md': '# Guide\n\nThe guide.\n',
    'content/en/docs/guide/long.md': `---\nsidebar_position: 1\n---\n\n# Long page\n\n${prose(10)}\n\n${longPage}`,
    'content/en/docs/guide/wide.md': `---\nsidebar_position: 2\n---\n\n${wideThings}`,
    'content/en/docs/guide/code.md': `---\nsidebar_position: 3\n---\n\n${code}`,
    'content/en/docs/reference/_category_.json': '{ "label": "Reference", "position": 3 }',
    'content/en/docs/reference/alpha.md': '# Alpha\n\nAlpha text.\n',
    'content/en/docs/reference/beta.md': '# Beta\n\nBeta text.\n',
    'content/en/docs/deep/_category_.json': '{ "label": "A category whose name is long enough", "position": 4 }',
    'content/en/docs/deep/inner/_category_.json': '{ "label": "Another category with a long name" }',
    'content/en/docs/deep/inner/page.md': '# A page whose title is long as well\n\nText.\n',
  });
}

/** The reader fixture built, served and opened in Chromium: `open` a route at a viewport and colour scheme; `close` ends all it opened. */
export async function readerInBrowser(): Promise<{ open(route: string, viewport?: { width: number; height: number }, colorScheme?: 'light' | 'dark'): Promise<OpenedPage>; close(): Promise<void> }> {
  const { host, browser, close } = await siteInBrowser(readerSite());
  const opened: OpenedPage[] = [];
  return {
    async open(route, viewport = { width: 1280, height: 800 }, colorScheme = 'light') {
      const o = await openPage(browser, host.url + route, { width: viewport.width });
      opened.push(o);
      await o.page.setViewportSize(viewport);
      if (colorScheme !== 'light') {
        // Loaded again in that scheme: no colour transitions on the way from the first one.
        await o.page.emulateMedia({ colorScheme });
        await o.page.reload();
        await o.page.waitForFunction(() => Boolean(window.__docgenRouter));
      }
      return o;
    },
    async close() {
      for (const o of opened) await o.context.close();
      await close();
    },
  };
}
