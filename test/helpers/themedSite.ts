import { createSite, siteConfig } from './fixture.js';

/** EvalAP's colours, as Docusaurus's classic template writes them in src/css/custom.css. */
export const GREEN = { light: '#2e8555', dark: '#25c2a0', lightRgb: 'rgb(46, 133, 85)', darkRgb: 'rgb(37, 194, 160)' };

/** A Docusaurus custom.css: the primary colour and its shades, light and dark. */
export const DOCUSAURUS_CUSTOM_CSS = `/* Any CSS included here will be global (Docusaurus's classic template). */
:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-darker: #277148;
  --ifm-color-primary-darkest: #205d3b;
  --ifm-color-primary-light: #33925d;
  --ifm-color-primary-lighter: #359962;
  --ifm-color-primary-lightest: #3cad6e;
  --ifm-code-font-size: 95%;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.1);
}

[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-dark: #21af90;
  --ifm-color-primary-darker: #1fa588;
  --ifm-color-primary-darkest: #1a8870;
  --ifm-color-primary-light: #29d5b0;
  --ifm-color-primary-lighter: #32d8b4;
  --ifm-color-primary-lightest: #4fddbf;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.3);
}
`;

/** A card grid as Docusaurus content writes it, in a doc's raw HTML (no blank line: one HTML block). */
export const CARD_GRID = `<div class="row">
  <div class="col col--4"><div class="card shadow--tl"><div class="card__header"><h3>One</h3></div><div class="card__body">First card.</div></div></div>
  <div class="col col--4"><div class="card"><div class="card__header"><h3>Two</h3></div><div class="card__body">Second card.</div></div></div>
  <div class="col col--4"><div class="card"><div class="card__header"><h3>Three</h3></div><div class="card__body">Third card.</div><div class="card__footer"><a class="button button--primary button--block" href="https://example.org">Go</a></div></div></div>
</div>`;

/**
 * A site styled as a Docusaurus site is: its custom.css (customCss), a card grid and buttons in
 * a doc, an MDX page whose component computes its classes (`shadow--${shadow}`), a logo per
 * colour mode, a PNG favicon, and `files` (a Footer of its own...).
 */
export function themedSite(files: Record<string, string> = {}, config = ''): string {
  return createSite({
    'site.config.ts': siteConfig(`favicon: 'img/favicon.png',
  customCss: './src/css/custom.css',
  navbar: {
    title: 'Fixture',
    logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Fixture logo', width: 40, height: 32 },
    items: [{ type: 'docSidebar', label: 'Docs', position: 'left' }, { type: 'search', position: 'right' }],
  },
  footer: { copyright: 'Fixture copyright' },
  ${config}`),
    'src/css/custom.css': DOCUSAURUS_CUSTOM_CSS,
    'static/img/favicon.png': 'png',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="32"/>',
    'static/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="32"/>',
    'content/en/docs/intro.md': `---\nslug: /\nsidebar_position: 1\n---\n\n# Intro\n\nRead [the cards page](cards.mdx).\n\n${CARD_GRID}\n\n<a class="button button--primary" href="https://example.org/start">Get started</a>\n`,
    'content/en/docs/cards.mdx': `---\nsidebar_position: 2\n---\nimport Card from '@site/src/components/Card';\n\n# Cards\n\n<Card shadow="md">A card with a medium shadow.</Card>\n`,
    'src/components/Card.tsx': "export default function Card({ shadow, children }: { shadow?: 'lw' | 'md' | 'tl'; children?: React.ReactNode }) {\n  return <div className={`card ${shadow ? `shadow--${shadow}` : ''}`}><div className=\"card__body\">{children}</div></div>;\n}\n",
    ...files,
  });
}
