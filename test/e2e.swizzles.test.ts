import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, servedForBlock } from './helpers/browser.js';
import { buildFailure, buildSite, Page, type RunResult } from './helpers/fixture.js';
import { migratedReactPagesSite } from './helpers/reactPagesSite.js';

/** Swizzled components as Docusaurus's swizzle writes them: JSX in .js, folders with index.js, Docusaurus's APIs and @theme names. */
const SWIZZLES: Record<string, string> = {
  'src/theme/Footer/index.js': `import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import OriginalFooter from '@theme-original/Footer';
import Extra from '@theme/Footer/Extra';

export default function FooterWrapper(props) {
  const { siteConfig, i18n } = useDocusaurusContext();
  return (
    <>
      <p className="site-footer">{siteConfig.title} ({i18n.currentLocale}): <Translate id="home.counter">Counter</Translate> <Link to="/docs/start">Start</Link></p>
      <Extra />
      <OriginalFooter {...props} />
    </>
  );
}
`,
  'src/theme/Footer/Extra/index.js': "export default function Extra() {\n  return <span className=\"footer-extra\">{['a', 'b'].join('+')}</span>;\n}\n",
  'src/theme/NotFound.js': "import Layout from '@theme/Layout';\n\nexport default function NotFound() {\n  return <div className=\"lost\"><h1>Nothing at this address</h1></div>;\n}\n",
  'src/theme/DocItem/Footer/index.js': 'export default function DocItemFooter() {\n  return <p>edited by us</p>;\n}\n',
  'src/theme/Root.js': 'export default function Root({ children }) {\n  return <>{children}</>;\n}\n',
};

describe("a Docusaurus site's swizzled components", () => {
  let dir: string;
  let out: string;
  let built: RunResult;
  beforeAll(() => {
    dir = migratedReactPagesSite(SWIZZLES);
    built = buildSite(dir);
    out = path.join(dir, 'build');
  });

  it("Footer (src/theme/Footer/index.js) and NotFound (src/theme/NotFound.js) take the theme's place, with the APIs and their @theme imports, in each locale", () => {
    const doc = Page.read(path.join(out, 'docs/start.html'));
    expect(doc.text('.site-footer')).toBe('Lab Notes (en): Counter Start');
    expect(doc.attr('.site-footer a', 'href')).toBe('/doc/docs/start');
    expect(doc.text('.footer-extra')).toBe('a+b');
    // The theme's own footer is still there, after the site's part.
    expect(doc.has('footer.footer')).toBe(true);
    const fr = Page.read(path.join(out, 'fr/docs/start.html'));
    expect(fr.text('.site-footer')).toBe('Lab Notes (fr): Compteur Start');
    expect(fr.attr('.site-footer a', 'href')).toBe('/doc/fr/docs/start');
    const notFound = Page.read(path.join(out, '404.html'));
    expect(notFound.text('.lost h1')).toBe('Nothing at this address');
  });

  it('a swizzled component docgen has no part for is named in a warning, with what docgen shows instead', () => {
    const warnings = built.stderr.split('\n').filter((line) => line.includes('src/theme/'));
    expect(warnings).toEqual([
      "warning src/theme/DocItem/Footer/index.js: docgen's theme has no component DocItem/Footer to replace with this file: docgen's doc page is shown instead (breadcrumbs, article, pagination, TOC): override DocPage to change it",
      "warning src/theme/Root.js: docgen's theme has no component Root to replace with this file: docgen renders its own root; a provider the site wraps its pages in is not there",
    ]);
  });

  it("a link a swizzled component renders to no page fails the build, at the line that writes it; the config's links are not said twice", () => {
    const footer = SWIZZLES['src/theme/Footer/index.js']!.replace('<Link to="/docs/start">Start</Link>', '<Link to="/docs/start">Start</Link>\n      <Link to="/docs/retired">Retired</Link>');
    const broken = migratedReactPagesSite({ ...SWIZZLES, 'src/theme/Footer/index.js': footer });
    const errors = buildFailure(broken).split('\n').filter((line) => line.startsWith('error '));
    expect(errors).toEqual(['error src/theme/Footer/index.js:13:16: broken link "/docs/retired": no page at /doc/docs/retired', 'error 1 broken link(s): the build stopped and build was left as it was']);
  });

  describe('in the browser', () => {
    const served = servedForBlock(() => out);

    it('hydrate without a console error, and stay after a client navigation', async () => {
      const { context, page, problems } = await openPage(served.browser, `${served.host.url}/doc/fr/docs/start`);
      await page.waitForFunction(() => window.__docgenRouter !== undefined);
      await page.locator('.site-footer', { hasText: 'Compteur' }).waitFor();
      await page.evaluate(() => window.__docgenRouter!.navigate('/doc/fr/docs/tools/microscope'));
      await page.locator('h1', { hasText: 'Microscope' }).waitFor();
      expect(await page.locator('.site-footer').textContent()).toBe('Lab Notes (fr): Compteur Start');
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
