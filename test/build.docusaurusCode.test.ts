import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Page, buildFailure, buildSite } from './helpers/fixture.js';
import { migratedReactPagesSite, reactPagesSite } from './helpers/reactPagesSite.js';

/** The stylesheet a built page links, as text. */
const stylesheetOf = (out: string, page: string) => {
  const href = Page.read(path.join(out, page)).all('link[rel=stylesheet]').map((link) => String(link.properties.href)).find((href) => href.includes('/css/site.'))!;
  return fs.readFileSync(path.join(out, href.slice('/doc/'.length)), 'utf8');
};

describe("a Docusaurus site's own code, as Docusaurus runs it", () => {
  it("`url('@site/...')` and `@import '@site/...'` in custom.css are the site's files, published; one that is not there is an error at its line", () => {
    const files = {
      'docusaurus.config.js': reactPagesSite['docusaurus.config.js']!.replace('blog: false }', "blog: false, theme: { customCss: './src/css/custom.css' } }"),
      'src/css/custom.css': "@import '@site/src/css/hero.css';\n:root { --ifm-color-primary: #2e8555; }\n.banner { background: url('@site/static/img/photo.png'); }\n",
      'src/css/hero.css': '.hero-art { background-image: url(@site/src/css/art.png); }\n',
      'src/css/art.png': 'art\n',
    };
    const dir = migratedReactPagesSite(files);
    buildSite(dir);
    const out = path.join(dir, 'build');
    const css = stylesheetOf(out, 'index.html');
    const banner = /\.banner\{background:url\("?\.\.\/media\/(photo\.\w+\.png)"?\)/.exec(css)?.[1];
    const art = /\.hero-art\{background-image:url\("?\.\.\/media\/(art\.\w+\.png)"?\)/.exec(css)?.[1];
    expect([banner, art].every(Boolean), css.slice(-400)).toBe(true);
    expect(fs.readFileSync(path.join(out, 'assets/media', banner!), 'utf8')).toBe('not really a png\n');
    expect(fs.readFileSync(path.join(out, 'assets/media', art!), 'utf8')).toBe('art\n');

    const broken = migratedReactPagesSite({ ...files, 'src/css/hero.css': '.hero-art {\n  background-image: url(@site/src/css/gone.png);\n}\n' });
    expect(buildFailure(broken)).toContain(`src/css/hero.css:2:21: the site's CSS does not compile: Could not resolve "@site/src/css/gone.png"`);
  });
});
