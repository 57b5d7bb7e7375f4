import { createSite, siteConfig } from './fixture.js';

/**
 * A site for the pages' Markdown versions and llms.txt: two locales, a doc outside any category,
 * two categories (one with a linked index doc), an MDX page with Tabs and Details, a draft, an
 * unlisted doc and one that `llms.exclude` leaves out; standalone pages: the home, a draft, an unlisted one,
 * one `llms.exclude` leaves out (`pages/private/**`), and one at `internal/`, which the docs' glob
 * does not reach.
 */
export function llmsSite(extra: Record<string, string> = {}, config = "llms: { exclude: ['internal/**', 'pages/private/**'] },"): string {
  return createSite({
    // A favicon of its own, as a real site has (without one, pages link an empty data: icon).
    'site.config.ts': siteConfig(`favicon: 'img/icon.svg', ${config}`),
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/en/docs/intro.md': `---
title: Introduction
slug: /
description: What the fixture is.
sidebar_position: 1
---

# Introduction

Read [the install guide](./guides/install.mdx#steps) or the [API](/doc/docs/reference/api).

:::tip Good to know
Admonitions stay **as written**.
:::

\`\`\`js title="hello.js"
console.log('hi'); // highlight-line
\`\`\`
`,
    'content/en/docs/guides/_category_.json': '{ "label": "Guides", "position": 2, "link": { "type": "doc", "id": "guides/overview" } }',
    'content/en/docs/guides/overview.md': '---\nsidebar_position: 1\n---\n# Guides overview\n\nAll the guides.\n',
    'content/en/docs/guides/install.mdx': `---
sidebar_position: 2
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Install

How to install it.

## Steps {#steps}

<Tabs>
  <TabItem value="npm" label="npm">

\`\`\`bash
npm install fixture
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn">
    Run **yarn add fixture**.
  </TabItem>
</Tabs>

<Details summary="Why two tools?">
  Both work.
</Details>
`,
    'content/en/docs/guides/draft.md': '---\ndraft: true\n---\n# Draft\n\nNot yet.\n',
    'content/en/docs/guides/hidden.md': '---\nunlisted: true\n---\n# Hidden\n\nOnly by link.\n',
    'content/en/docs/reference/_category_.json': '{ "label": "Reference", "position": 3 }',
    'content/en/docs/reference/api.md': '# API\n\nThe API, with a [relative link](../intro.md).\n',
    'content/en/docs/internal/notes.md': '# Notes\n\nInternal.\n',
    'content/fr/docs/intro.md': `---
title: Introduction
slug: /
description: Ce qu'est le site.
sidebar_position: 1
---

# Introduction

Lire [le guide d'installation](./guides/install.mdx).
`,
    'content/fr/docs/reference/api.md': "# L'API\n\nL'API.\n",
    'content/en/pages/about.md': '# About us\n\nSee [the API](../docs/reference/api.md).\n',
    'content/en/pages/index.md': '---\ntitle: Welcome\n---\n\nThe home, as Markdown too.\n',
    'content/en/pages/hidden.md': '---\nunlisted: true\n---\n# Hidden page\n\nOnly by link.\n',
    'content/en/pages/wip.md': '---\ndraft: true\n---\n# Work in progress\n\nNot yet.\n',
    'content/en/pages/private/plans.md': '# Plans\n\nNot for agents.\n',
    'content/en/pages/internal/rules.md': '---\ndescription: How we work.\n---\n# House rules\n\nBe kind.\n',
    ...extra,
  });
}

/** The MDX page as Markdown: no imports, a heading per tab, Details' summary in bold, the `{#id}` gone. */
export const INSTALL_MD = `# Install

How to install it.

## Steps

### npm

\`\`\`bash
npm install fixture
\`\`\`

### Yarn

Run **yarn add fixture**.

**Why two tools?**

Both work.
`;

