import { createSite, siteConfig } from './fixture.js';

/** A component of the site's own: state (a counter), a CSS module, props from the page. */
export const CARD = `import { useState } from 'react';
import styles from './Card.module.css';

export default function Card({ shadow, children, style }: { shadow?: string; children?: React.ReactNode; style?: React.CSSProperties }) {
  const [count, setCount] = useState(0);
  return (
    <div className={\`\${styles.card} shadow--\${shadow}\`} style={style}>
      <button type="button" onClick={() => setCount(count + 1)}>Clicked {count}</button>
      {children}
    </div>
  );
}
`;

/** A site with two MDX pages (a component of its own, Tabs, Details) and a Markdown one between them. */
export function mdxSite(extra: Record<string, string> = {}): string {
  return createSite({
    'site.config.ts': siteConfig("favicon: 'img/icon.svg',"),
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'src/components/Card.tsx': CARD,
    'src/components/Card.module.css': '.card { border: 2px solid rebeccapurple; padding: 1rem; }\n',
    'content/en/docs/index.mdx': `---
title: Welcome
sidebar_position: 1
---
import Card from '@site/src/components/Card';

Intro with [the plain page](./plain.md#part).

## Cards {#cards}

<Card shadow="tl" style={{ display: 'flex' }}>Inside **bold**</Card>

<Tabs groupId="os">
  <TabItem value="linux" label="Linux">Linux text</TabItem>
  <TabItem value="mac" label="macOS">Mac text</TabItem>
</Tabs>

{/* not shown */}

:::tip Note it
Two is {1 + 1}.
:::
`,
    'content/en/docs/plain.md': '---\ntitle: Plain\nsidebar_position: 2\n---\n\n## Part\n\nBack to [the welcome page](./index.mdx) and on to [tabs](./more.mdx).\n',
    'content/en/docs/more.mdx': `---
title: More
sidebar_position: 3
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="os">
  <TabItem value="linux" label="Linux">Linux again</TabItem>
  <TabItem value="mac" label="macOS">Mac again</TabItem>
</Tabs>

<Details summary="Open me">Hidden text</Details>
`,
    ...extra,
  });
}
