import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Page, buildSite, createSite, docgen, listFiles, siteConfig } from './helpers/fixture.js';
import { themedSite } from './helpers/themedSite.js';
import { primaryShades } from '../src/config/themeColors.js';

const intro = { 'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n' };

/** The selectors of a stylesheet's rules, one by one (`.a,.b{` gives `.a` and `.b`). */
const selectorsOf = (css: string) => new Set([...css.matchAll(/([^{}@;]+)\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim())));

/** The one stylesheet a built page links, as text. */
function siteCss(dir: string): string {
  const href = Page.read(path.join(dir, 'build/docs.html')).attr('link[rel="stylesheet"]', 'href')!;
  return fs.readFileSync(path.join(dir, 'build', href.replace(/^\/doc\//, '')), 'utf8');
}

describe('theme colours from the config', () => {
  it("generates the six shades as Docusaurus's colour generator does", () => {
    // The values of Docusaurus's classic template (src/css/custom.css) for EvalAP's greens.
    expect(primaryShades('#2e8555')).toEqual({
      '--ifm-color-primary': '#2e8555',
      '--ifm-color-primary-dark': '#29784c',
      '--ifm-color-primary-darker': '#277148',
      '--ifm-color-primary-darkest': '#205d3b',
      '--ifm-color-primary-light': '#33925d',
      '--ifm-color-primary-lighter': '#359962',
      '--ifm-color-primary-lightest': '#3cad6e',
    });
    expect(primaryShades('#25c2a0')['--ifm-color-primary-lightest']).toBe('#4fddbf');
  });

  it('puts theme.primaryColor in both modes, after the theme and before customCss, which is bundled with its imports and images', () => {
    const dir = createSite({
      'site.config.ts': siteConfig("theme: { primaryColor: '#2e8555' }, customCss: 'custom.css',"),
      'custom.css': "@import './more.css';\n.mine{color:red}\n.banner{background:url(/img/bg.png)}\n",
      'more.css': '.more{color:blue}',
      'static/img/bg.png': 'png',
      ...intro,
    });
    buildSite(dir);
    const css = siteCss(dir);
    expect(css.indexOf('.more{color:#00f}')).toBeLessThan(css.indexOf('.mine{color:red}'));
    const image = /\.banner\{background:url\("?\.\.\/media\/(bg\.\w+\.png)"?\)\}/.exec(css)?.[1];
    expect(fs.readFileSync(path.join(dir, 'build/assets/media', image!), 'utf8')).toBe('png');
    const light = css.indexOf(':root{--ifm-color-primary:#2e8555;--ifm-color-primary-dark:#29784c;');
    const dark = css.indexOf("[data-theme=dark]{--ifm-color-primary:#2e8555;");
    expect(light).toBeGreaterThan(css.indexOf('--ifm-color-primary:#2e5ce6')); // the theme's default comes first
    expect(dark).toBeGreaterThan(light);
    expect(css.indexOf('.mine{color:red}')).toBeGreaterThan(dark);
  });

  it('refuses a colour it cannot read, and a customCss file that is not there, at the config', () => {
    const badColour = createSite({ 'site.config.ts': siteConfig("theme: { primaryColor: 'greenish' },"), ...intro });
    const colour = docgen(['build'], badColour);
    expect(colour.code).toBe(1);
    expect(colour.stderr).toMatch(/theme\.primaryColor: expected a CSS colour/);
    const noFile = createSite({ 'site.config.ts': siteConfig("customCss: ['./src/css/custom.css'],"), ...intro });
    const missing = docgen(['build'], noFile);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/customCss: src\/css\/custom\.css is not there/);
  });
});

describe("a Docusaurus site's styling, built", () => {
  let dir: string;
  beforeAll(() => {
    dir = themedSite();
    buildSite(dir);
  });

  it("keeps Infima's rules the content uses, classes a component computes included, and drops the others", () => {
    const css = siteCss(dir);
    const selectors = selectorsOf(css);
    for (const kept of ['.row', '.col--4', '.card__header', '.card__footer', '.shadow--tl', '.button--block']) expect(selectors).toContain(kept);
    // <Card shadow="md"> renders `shadow--${shadow}`: the prefix keeps every shadow.
    expect(selectors).toContain('.shadow--md');
    // (The theme's blog shows authors with Infima's avatar classes: avatar__name is the theme's own now.)
    for (const dropped of ['.avatar--vertical', '.badge--primary', '.col--offset-3', '.margin-vert--xl', '.navbar__brand', '.menu__link']) expect(css).not.toContain(dropped);
    // Hashed, minified, and the only stylesheet.
    expect(listFiles(path.join(dir, 'build/assets/css'))).toEqual([expect.stringMatching(/^site\.[A-Z0-9]+\.css$/)]);
    expect(css).not.toMatch(/\n\s/);
  });

  it("gives the theme's markup Docusaurus's class names too, for a custom.css that styles them", () => {
    const page = Page.read(path.join(dir, 'build/docs.html'));
    expect(page.text('.doc-sidebar a.menu__link.menu__link--active')).toBe('Intro');
    expect(page.text('.navbar__brand .navbar__title')).toBe('Fixture');
    expect(page.has('footer.footer.footer--dark')).toBe(true);
  });

  it('links the favicon with its type, and sizes the logo of each colour mode as configured', () => {
    const page = Page.read(path.join(dir, 'build/docs.html'));
    expect(page.attr('link[rel="icon"]', 'type')).toBe('image/png');
    expect(page.all('.navbar-brand img').map((img) => [img.properties.src, img.properties.width, img.properties.height, img.properties.className])).toEqual([
      ['/doc/img/logo.svg', 40, 32, ['navbar-logo', 'themedImage', 'themedImage--light']],
      ['/doc/img/logo-dark.svg', 40, 32, ['navbar-logo', 'themedImage', 'themedImage--dark']],
    ]);
  });
});

describe('docgen swizzle', () => {
  it("copies a component's source into src/theme/, which the site then renders", () => {
    const dir = createSite({ 'site.config.ts': siteConfig("footer: { copyright: 'Made here' },"), ...intro });
    const result = docgen(['swizzle', 'Footer'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/copied Footer to src\/theme\/Footer\.tsx/);
    const file = path.join(dir, 'src/theme/Footer.tsx');
    const source = fs.readFileSync(file, 'utf8');
    // Its imports of the theme's files resolve wherever docgen is installed.
    expect(source).toContain("from 'docgen/theme/context.js'");
    expect(source).toContain("from 'docgen/theme/components/Link.js'");
    expect(source).not.toMatch(/from '\.\.?\//);
    fs.writeFileSync(file, source.replace('<div className="footer-copyright">{footer.copyright}</div>', '<div className="footer-copyright">Ours: {footer.copyright}</div>'));
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs.html')).text('.footer-copyright')).toBe('Ours: Made here');

    const again = docgen(['swizzle', 'Footer'], dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/overrides Footer already/);
    const unknown = docgen(['swizzle', 'Sidebarr'], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no component "Sidebarr".*Navbar, Footer/);
  });
});
