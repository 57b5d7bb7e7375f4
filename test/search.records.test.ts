import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, Page } from './helpers/fixture.js';
import { buildSearchSite, readRecords } from './helpers/searchSite.js';
import type { SearchRecord } from '../src/shared/search/types.js';
import { pageBlocks } from '../src/search/blocks.js';

let dir: string;
let en: SearchRecord[];
let fr: SearchRecord[];

beforeAll(async () => {
  dir = buildSearchSite();
  en = await readRecords(dir, 'en');
  fr = await readRecords(dir, 'fr');
});

const ofPage = (records: SearchRecord[], url: string) => records.filter((r) => r.url_without_anchor === url);
const summary = (r: SearchRecord) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content];

describe('search records', () => {
  it('cut a page into a title record, one record per heading and one per text block, in reading order', () => {
    expect(ofPage(en, '/doc/docs/intro').map(summary)).toEqual([
      ['lvl1', null, null, null, null],
      ['content', null, null, null, 'The evaluation platform scores answers of language models.'],
      ['lvl2', 'install', 'Install the server', null, null],
      ['content', 'install', 'Install the server', null, 'Run the installer once, then start the service.'],
      ['content', 'install', 'Install the server', null, 'Pull the docker image'],
      ['content', 'install', 'Install the server', null, 'Start the container'],
      ['content', 'install', 'Install the server', null, 'nested detail about volumes'],
      ['lvl3', 'configure-ports', 'Install the server', 'Configure ports', null],
      ['content', 'configure-ports', 'Install the server', 'Configure ports', 'Ports are read from the environment. Use <b>bold</b> markup sparingly.'],
      ['content', 'configure-ports', 'Install the server', 'Configure ports', 'Tokens are counted per request.'],
      ['content', 'configure-ports', 'Install the server', 'Configure ports', 'model_name | The name of the model'],
      ['content', 'configure-ports', 'Install the server', 'Configure ports', 'docker compose up --detach'],
      ['lvl2', 'uninstall', 'Uninstall', null, null],
      ['content', 'uninstall', 'Uninstall', null, 'Remove the container and its volumes.'],
    ]);
  });

  it('give every record the DocSearch fields: urls with anchors, hierarchy from the sidebar category down, facets and weights', () => {
    const judge = en.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Judge')!;
    expect(judge).toEqual({
      objectID: expect.stringMatching(/^[0-9a-f]{20}$/),
      url: '/doc/docs/guides/metrics#judge',
      url_without_anchor: '/doc/docs/guides/metrics',
      anchor: 'judge',
      type: 'lvl2',
      hierarchy: { lvl0: 'Guides', lvl1: 'Metrics', lvl2: 'Judge', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      lang: 'en',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      weight: { pageRank: 0, level: 80, position: 2 },
    });
    // A doc outside any category takes the docs' navbar label as lvl0.
    expect(en.find((r) => r.url === '/doc/docs/intro')!.hierarchy.lvl0).toBe('Documentation');
    expect(en.filter((r) => r.type === 'content').every((r) => r.weight.level === 0)).toBe(true);
    expect(new Set(en.map((r) => r.objectID)).size).toBe(en.length);
  });

  it('use the heading ids of the built HTML as anchors', () => {
    for (const url of ['/doc/docs/intro', '/doc/docs/guides/metrics', '/doc/fr/docs/intro']) {
      const file = path.join(dir, 'build', `${url.slice('/doc/'.length)}.html`);
      const page = Page.read(file);
      const ids = new Set(page.all('.markdown h2, .markdown h3').map((h) => String(h.properties.id)));
      const anchors = new Set([...en, ...fr].filter((r) => r.url_without_anchor === url && r.anchor).map((r) => r.anchor));
      expect(anchors.size).toBeGreaterThan(0);
      expect(anchors).toEqual(ids);
    }
  });

  it('are written per locale with the locale as facet, matching the pages docsearch meta tags', () => {
    expect(fr.find((r) => r.type === 'lvl2' && r.anchor === 'install')).toMatchObject({ url: '/doc/fr/docs/intro#install', hierarchy: { lvl1: 'Bienvenue', lvl2: 'Installer le serveur' }, lang: 'fr', language: 'fr' });
    expect(fr.every((r) => r.lang === 'fr' && r.url.startsWith('/doc/fr/'))).toBe(true);
    const page = Page.read(path.join(dir, 'build', 'fr', 'docs', 'intro.html'));
    expect(page.attr('meta[name="docsearch:language"]', 'content')).toBe('fr');
    expect(page.attr('meta[name="docsearch:version"]', 'content')).toBe(fr[0]!.version);
    expect(page.attr('meta[name="docsearch:docusaurus_tag"]', 'content')).toBe(fr.find((r) => r.url_without_anchor === '/doc/fr/docs/intro')!.docusaurus_tag);
  });

  it('include the home page (hero, features, body), tagged as Docusaurus tags non-doc pages', () => {
    const home = ofPage(en, '/doc/');
    expect(home.map((r) => [r.type, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content])).toEqual([
      ['lvl1', 'Fixture docs', null, null],
      ['content', 'Fixture docs', null, 'A tiny site'],
      ['lvl2', 'Fixture docs', 'Fast answers', null],
      ['content', 'Fixture docs', 'Fast answers', 'Every evaluation runs in parallel workers.'],
    ]);
    expect(home.every((r) => r.docusaurus_tag === Page.read(path.join(dir, 'build', 'index.html')).attr('meta[name="docsearch:docusaurus_tag"]', 'content'))).toBe(true);
    // The French home shows the English one's features (not translated) under the French tagline.
    expect(ofPage(fr, '/doc/fr/').map((r) => r.content)).toEqual([null, 'Un petit site', null, 'Every evaluation runs in parallel workers.']);
  });

  it('keep their objectIDs across builds, and change only those of edited content', async () => {
    const before = new Map(en.map((r) => [r.objectID, r]));
    const metrics = path.join(dir, 'content/en/docs/guides/metrics.md');
    fs.writeFileSync(metrics, fs.readFileSync(metrics, 'utf8').replace('grades answers', 'grades every answer'));
    buildSite(dir);
    const after = await readRecords(dir, 'en');
    expect(after.length).toBe(en.length);
    const changed = after.filter((r) => !before.has(r.objectID));
    expect(changed.map((r) => r.content)).toEqual(['A judge is a language model that grades every answer.']);
  });

  it('collapse every run of white space and zero-width spaces in a block into one space', () => {
    const text = (value: string) => ({ type: 'text' as const, value });
    const p = (value: string) => ({ type: 'element' as const, tagName: 'p', properties: {}, children: [text(value)] });
    const blocks = pageBlocks({ type: 'root', children: [p('  one two\n\tthree\u200bfour \u200b five\u00a0\u00a0six  '), p('\u200b \n'), p('seven')] });
    expect(blocks).toEqual([
      { kind: 'content', text: 'one two three four five six' },
      { kind: 'content', text: 'seven' },
    ]);
  });
});
