import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, servedForBlock } from './helpers/browser.js';
import { buildSite, Page } from './helpers/fixture.js';
import { migratedReactPagesSite } from './helpers/reactPagesSite.js';

/** A component of the site's calling the Docusaurus APIs beyond those of a React page's basics, used in an MDX doc. */
const APIS = `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useColorMode } from '@docusaurus/theme-common';
import ThemedImage from '@theme/ThemedImage';
import Interpolate from '@docusaurus/Interpolate';
import isInternalUrl from '@docusaurus/isInternalUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function Apis() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { colorMode, setColorMode } = useColorMode();
  return (
    <div className="apis">
      <p className="site">{siteConfig.title}: {siteConfig.customFields.greeting} ({i18n.currentLocale})</p>
      <p className="mode">{colorMode}</p>
      <button type="button" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>Switch mode</button>
      <ThemedImage className="art" alt="Bench" sources={{ light: useBaseUrl('/img/lab_bench.svg'), dark: useBaseUrl('/img/lab_flask.svg') }} />
      <p className="interpolated"><Interpolate values={{ name: <b>reader</b> }}>{'Hello {name}'}</Interpolate></p>
      <p className="internal">{[isInternalUrl('/docs/start'), isInternalUrl('https://example.org'), isInternalUrl('mailto:a@example.org')].join(' ')}</p>
      <BrowserOnly fallback={<p className="dom">no DOM</p>}>{() => <p className="dom">{ExecutionEnvironment.canUseDOM ? 'DOM' : 'no DOM'}</p>}</BrowserOnly>
      <p className="translated"><Translate id="home.counter">Counter</Translate></p>
    </div>
  );
}
`;

describe('the Docusaurus APIs in a component of an MDX doc', () => {
  let dir: string;
  let out: string;
  beforeAll(() => {
    dir = migratedReactPagesSite({ 'src/components/Apis.js': APIS, 'docs/apis.mdx': "import Apis from '@site/src/components/Apis';\n\n# APIs\n\n<Apis />\n" });
    buildSite(dir);
    out = path.join(dir, 'build');
  });

  it("render on the server with the site's config, its locale's translations and both themed images", () => {
    const en = Page.read(path.join(out, 'docs/apis.html'));
    expect(en.text('.apis .site')).toBe('Lab Notes: Hi from customFields (en)');
    expect(en.text('.apis .mode')).toBe('light');
    expect(en.all('img.art').map((img) => [img.properties.src, String((img.properties.className as string[]).join(' '))])).toEqual([
      ['/doc/img/lab_bench.svg', 'themed-image themed-image--light art'],
      ['/doc/img/lab_flask.svg', 'themed-image themed-image--dark art'],
    ]);
    expect(en.text('.interpolated')).toBe('Hello reader');
    expect(en.one('.interpolated b')).toBeTruthy();
    expect(en.text('.internal')).toBe('true false false');
    expect(en.text('.dom')).toBe('no DOM');
    expect(en.text('.translated')).toBe('Counter');
    // The French site shows the English doc, with the French site's words.
    const fr = Page.read(path.join(out, 'fr/docs/apis.html'));
    expect(fr.text('.apis .site')).toBe('Lab Notes: Hi from customFields (fr)');
    expect(fr.text('.translated')).toBe('Compteur');
    expect(fr.attr('.apis img', 'src')).toBe('/doc/fr/img/lab_bench.svg');
  });

  describe('in the browser', () => {
    const served = servedForBlock(() => out);

    it("hydrate without a console error; useColorMode follows the theme's toggle and sets the mode itself, ThemedImage shows the mode's image", async () => {
      const { context, page, problems } = await openPage(served.browser, `${served.host.url}/doc/docs/apis`);
      await page.locator('.dom', { hasText: /^DOM$/ }).waitFor();
      const shown = () => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img.art')].filter((img) => getComputedStyle(img).display !== 'none').map((img) => new URL(img.src).pathname));
      expect(await shown()).toEqual(['/doc/img/lab_bench.svg']);
      expect(await page.locator('img.art').count()).toBe(1);
      // The component sets the mode: the page and docgen's theme (its stored choice, the toggle's state) follow.
      await page.getByRole('button', { name: 'Switch mode' }).click();
      await page.locator('.apis .mode', { hasText: 'dark' }).waitFor();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark' && document.documentElement.dataset.themeChoice === 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.waitForFunction(() => [...document.querySelectorAll('img.art')].length === 1);
      expect(await shown()).toEqual(['/doc/img/lab_flask.svg']);
      // docgen's toggle (dark -> system -> light): the component follows.
      await page.locator('.color-mode-toggle[data-mode="dark"]').click();
      await page.waitForFunction(() => document.documentElement.dataset.themeChoice === 'system');
      await page.locator('.apis .mode', { hasText: 'light' }).waitFor();
      expect(await shown()).toEqual(['/doc/img/lab_bench.svg']);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
